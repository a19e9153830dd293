import Foundation
import Testing

@testable import LessonKit

@Suite("Lesson text in a terminal")
struct StudyTextTests {
    func lines(_ markdown: String, width: Int = 80, styled: Bool = false) -> [StyledLine] {
        StudyText.lines(
            markdown, edits: [], checks: [], recorded: .show, layout: StudyText.Layout(width: width, styled: styled))
    }

    @Test("Paragraphs are wrapped at spaces to the width, never mid-word, and joined across the source's line breaks")
    func wrapping() {
        let text = """
            Three rules follow from that, and each one surprises newcomers: a view can't assign to its own
            properties, its initializer must stay free of work, and its `body` has to be inexpensive.
            """
        let out = lines(text, width: 40)
        #expect(out.allSatisfy { $0.text.count <= 40 })
        #expect(out.map(\.text).joined(separator: " ") == text.replacingOccurrences(of: "\n", with: " "))
        #expect(out.first?.text == "Three rules follow from that, and each")
        // A word longer than the line is cut where it must be.
        #expect(lines(String(repeating: "x", count: 50), width: 20).map(\.text.count) == [20, 20, 10])
    }

    @Test("A list item wraps under its own text; a numbered one keeps its number")
    func lists() {
        let out = lines(
            """
            1. **The 3 is in none of the structs.** What `@State` generates inside `Counter` is `__count`, a
               hidden stored property like the one lesson 2 expanded.
            - Apple Developer Documentation: *Declaring a custom view*
            """, width: 50)
        #expect(
            out.map(\.text) == [
                "1. The 3 is in none of the structs. What `@State`",
                "   generates inside `Counter` is `__count`, a",
                "   hidden stored property like the one lesson 2",
                "   expanded.",
                "• Apple Developer Documentation: Declaring a",
                "  custom view",
            ])
    }

    @Test("With styles, Markdown's markers go and spans say what they marked; without, code keeps its backticks")
    func inlineStyles() {
        let styled = lines("So **an `init` call is not a milestone.** Read *Declaring a custom view*.", styled: true)
        #expect(styled.map(\.text) == ["So an init call is not a milestone. Read Declaring a custom view."])
        #expect(
            styled[0].spans == [
                StyledLine.Span(start: 3, length: 3, style: .strong),
                StyledLine.Span(start: 6, length: 4, style: .code),
                StyledLine.Span(start: 10, length: 25, style: .strong),
                StyledLine.Span(start: 41, length: 23, style: .emphasis),
            ])
        let plain = lines("So **an `init` call is not a milestone.**")
        #expect(plain.map(\.text) == ["So an `init` call is not a milestone."])
        // A lone star is text, and so is a backtick that is never closed.
        #expect(lines("2 * 3 = 6, and a ` alone").map(\.text) == ["2 * 3 = 6, and a ` alone"])
        #expect(
            lines("See [the format](Lessons/README.md) and [a.md](a.md).").map(\.text) == [
                "See the format (Lessons/README.md) and a.md."
            ])
    }

    @Test("An HTML comment over several lines is left out whole, with any text after its end kept")
    func comments() {
        let out = lines(
            """
            Before.

            <!-- Written by this project from the page's screenshot: the cities come from the
            recorded consoles, and the stars from the filter. -->
            After.
            <!-- one line --> Kept.
            """)
        #expect(out.map(\.text) == ["Before.", "", "After. Kept."])
    }

    @Test("A table is laid out in columns that fit the width, its cells wrapped, its header in strong type")
    func tables() {
        let table = """
            | In the output | What it tells you |
            | --- | --- |
            | `@self` | SwiftUI got a view value that differs from the last one it had: a stored property has a new value. |
            | a name, such as `__favoritesOnly` | That property changed. |
            """
        let out = lines(table, width: 60, styled: true)
        #expect(out.allSatisfy { $0.text.count <= 60 })
        #expect(
            out.map(\.text) == [
                "In the output                │ What it tells you",
                "─────────────────────────────┼──────────────────────────────",
                "@self                        │ SwiftUI got a view value that",
                "                             │ differs from the last one it",
                "                             │ had: a stored property has a",
                "                             │ new value.",
                "─────────────────────────────┼──────────────────────────────",
                "a name, such as              │ That property changed.",
                "__favoritesOnly              │",
            ])
        // Columns that fit keep their natural widths; when they do not, the widest gives way first.
        #expect(TextTable.fit([5, 10], into: 60) == [5, 10])
        #expect(TextTable.fit([10, 100], into: 57) == [10, 47])
        #expect(out[0].spans.first?.style == .strong)
        #expect(out[2].spans == [StyledLine.Span(start: 0, length: 5, style: .code)])
        // A `|` inside a code span belongs to its cell.
        #expect(TextTable.cells("| `a | b` | c |") == ["`a | b`", "c"])
    }

    @Test(
        "lessons show prints the title once, each code block under its file's name, and recorded blocks under their play"
    )
    func showsALesson() throws {
        let lesson = LessonParser.parse(
            """
            # Lesson 1 · Counting

            Intro.

            ## Step 2 · Count

            ```swift file=ContentView.swift replace=ContentView
            struct ContentView: View { var body: some View { Text("A") } }
            ```

            ```console play="launch; tap Count: 0"
            ContentView.body
            ```
            """, path: "/tmp/01-counting.md"
        ).lesson
        let text = LessonText.render(lesson, width: 80)
        #expect(text.components(separatedBy: "Lesson 1 · Counting").count == 2)
        #expect(text.contains("┌ ContentView.swift: replace `ContentView` with\n    struct ContentView"))
        #expect(text.contains("┌ console · launch; tap Count: 0\n│ ContentView.body\n└"))
        #expect(LessonText.render(lesson, step: 2, width: 80).hasPrefix("Step 2 · Count\n--------------"))
    }

    @Test("Every line of lesson 7, shown at 80 columns, fits them, save code, which is never wrapped")
    func lessonSevenFits() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        let lines = LessonText.lines(lesson, width: 80)
        let tooWide = lines.filter { $0.text.count > 80 && $0.role != .code && $0.role != .recorded }
        #expect(tooWide.isEmpty, "\(tooWide.map(\.text))")
        #expect(!lines.contains { $0.text.contains("-->") || $0.text.contains("<!--") || $0.text.contains("**") })
    }

    @Test("A label that ends in its own punctuation gets no second full stop")
    func sentences() {
        #expect(StudyText.sentence("Where is it kept?") == "Where is it kept?")
        #expect(StudyText.sentence("Step 2 · Count") == "Step 2 · Count.")
    }
}

@Suite("Side by side: what ran and what was recorded")
struct LineAlignmentTests {
    @Test("One extra line moves nothing below it: matching lines share a row, and only the extra one is marked")
    func extraLine() {
        let rows = LineAlignment.rows(actual: ["a", "extra", "b", "c"], recorded: ["a", "b", "c"], wildcards: false)
        #expect(
            rows == [
                .init(actual: "a", recorded: "a", matches: true),
                .init(actual: "extra", recorded: nil, matches: false),
                .init(actual: "b", recorded: "b", matches: true),
                .init(actual: "c", recorded: "c", matches: true),
            ])
        let shown = ComparisonText.sideBySide(
            engine: ["a", "extra", "b"], recorded: ["a", "b"], width: 80, actualName: "the engine printed")
        #expect(
            shown.map(\.text) == [
                "  the engine printed │ recorded",
                "  a                  │ a",
                "≠ extra              │ ",
                "  b                  │ b",
            ])
    }

    @Test("A changed line sits beside the line it replaces, as in the diff")
    func changedLine() {
        let rows = LineAlignment.rows(actual: ["a", "B", "c"], recorded: ["a", "b", "c"], wildcards: false)
        #expect(rows.map(\.matches) == [true, false, true])
        #expect(rows[1] == .init(actual: "B", recorded: "b", matches: false))
    }

    @Test("With wildcards, a line matches its pattern, and `...` sits beside the lines it stands for")
    func wildcards() {
        let rows = LineAlignment.rows(
            actual: ["Text \"Seattle\"", "x", "y", "end"], recorded: ["Text \"[..]\"", "...", "end"], wildcards: true)
        #expect(
            rows == [
                .init(actual: "Text \"Seattle\"", recorded: "Text \"[..]\"", matches: true),
                .init(actual: "x", recorded: "...", matches: true),
                .init(actual: "y", recorded: nil, matches: true),
                .init(actual: "end", recorded: "end", matches: true),
            ])
        // Without the attribute both are plain text.
        #expect(LineAlignment.rows(actual: ["Seattle"], recorded: ["[..]"], wildcards: false).map(\.matches) == [false])
    }

    @Test("Nothing on one side says so")
    func nothing() {
        let shown = ComparisonText.sideBySide(
            engine: [], recorded: ["ContentView.body"], width: 80, actualName: "the engine printed")
        #expect(shown.map(\.text) == ["  the engine printed │ recorded", "≠ (nothing)          │ ContentView.body"])
    }
}

@Suite("Messages that do not fit the screen")
struct WrappedMessageTests {
    @Test("A note is wrapped at spaces under its own indent; code and columns are never wrapped")
    func wrapping() {
        let note = StyledLine(
            .note, "  Left at 33/36: Edge case 10: An action assigns three `@State` properties in a row.")
        #expect(
            note.wrapped(to: 40).map(\.text) == [
                "  Left at 33/36: Edge case 10: An action",
                "  assigns three `@State` properties in a",
                "  row.",
            ])
        let code = StyledLine(.code, String(repeating: "x", count: 120))
        #expect(code.wrapped(to: 40) == [code])
        let short = StyledLine(.bad, "✗ short")
        #expect(short.wrapped(to: 40) == [short])
    }
}

@Suite("Saying what a check compared")
struct ComparedActionsTests {
    func check(
        _ kind: Check.Kind, play: [String], scope: Check.Scope = .last, expected: [String] = ["ContentView.body"]
    ) -> Check {
        let block = Block(
            location: SourceLocation(file: "a.md", line: 3), kind: kind.rawValue, attributes: [:], lines: expected)
        return Check(
            kind: kind, block: block, title: "t", code: nil, play: play, scope: scope, severity: "error",
            usesWildcards: false, skipReason: nil)
    }

    @Test("A console names the actions it compared: the last one, from N on, or the whole play")
    func actions() {
        #expect(check(.console, play: ["launch", "toggle On"]).comparedActions == "during `toggle On`")
        #expect(
            check(.console, play: ["launch", "tap A", "tap B"], scope: .from(2)).comparedActions == "from `tap A` on")
        #expect(check(.log, play: ["launch", "tap A"], scope: .from(1)).comparedActions == "during the whole play")
        #expect(check(.screen, play: ["launch", "tap A"]).comparedActions == "after `launch; tap A`")
    }

    @Test("Nothing printed where lines were recorded is said in words, and the columns show it without a diff")
    func nothingPrinted() {
        let console = check(.console, play: ["launch", "toggle On"])
        #expect(console.nothingPrinted([]) == "nothing was printed during `toggle On`")
        #expect(console.nothingPrinted(["x"]) == nil)
        #expect(check(.console, play: ["launch"], expected: []).nothingPrinted([]) == nil)
        let result = CheckResult(
            check: console, status: .failed, reason: "the console differs",
            diff: LineDiff.render(expected: console.expected, actual: []), actual: [])
        let lines = ComparisonText.lines(result, number: 1, width: 80).map(\.text)
        #expect(lines.first == "✗ console 1 · launch; toggle On: nothing was printed during `toggle On`")
        #expect(!lines.contains { $0.contains("difference") })
    }

    // At 80 columns the terminal cut `Text("\(trip.city) is Favorite: true")` as "…is" and "Favorite:…".
    @Test("On a terminal, code is cut between tokens, each later line under the first's indent and marked ↪")
    func codeWrapping() {
        let code = StyledLine(
            .code, "        Text(\"\\(trip.city) is Favorite: true\").font(.headline).foregroundStyle(.secondary)")
        let lines = code.wrapped(to: 60, code: true)
        #expect(
            lines.map(\.text) == [
                "        Text(\"\\(trip.city) is Favorite:",
                "        ↪ true\").font(.headline).foregroundStyle(.secondary)",
            ], "\(lines.map(\.text))")
        #expect(lines.allSatisfy { $0.role == .code && $0.text.count <= 60 })
        // A space outside a string literal is preferred to one inside.
        let call = StyledLine(.added, "  + let label = format(\"a b c d e\", count: total, style: .short)")
        #expect(
            call.wrapped(to: 50, code: true).map(\.text) == [
                "  + let label = format(\"a b c d e\", count: total,", "  ↪ style: .short)",
            ])
        // A word longer than the line is cut where it must be.
        let long = StyledLine(.code, String(repeating: "x", count: 50))
        #expect(long.wrapped(to: 40, code: true).map(\.text.count) == [40, 12])
        #expect(code.wrapped(to: 120, code: true) == [code])
    }

    // "✗ console 2 · launch: the console differs\nthe play used API…" was wrapped as one line,
    // its newline counted as a character, so its second line broke at 50-60 columns of 120.
    @Test("A message with line breaks in it is wrapped line by line")
    func lineBreaks() {
        let message = StyledLine(.bad, "✗ console 2: the console differs\n" + String(repeating: "word ", count: 30))
        let lines = message.wrapped(to: 100)
        #expect(lines.first?.text == "✗ console 2: the console differs")
        #expect(lines.dropFirst().first?.text.count ?? 0 > 90, "\(lines.map(\.text))")
        #expect(lines.allSatisfy { !$0.text.contains("\n") })
    }

    // `lessons review` said "`lessons review` goes on." with its backticks on a terminal.
    @Test("On a terminal with styles, a message's backticks become a code span")
    func codeSpansInMessages() {
        let line = StyledLine(.note, "Stopped; `lessons review` goes on, and `q` quits.").codeSpansShown()
        #expect(line.text == "Stopped; lessons review goes on, and q quits.")
        #expect(
            line.spans == [
                StyledLine.Span(start: 9, length: 14, style: .code),
                StyledLine.Span(start: 37, length: 1, style: .code),
            ])
        #expect(StyledLine(.note, "a lone ` stays").codeSpansShown().text == "a lone ` stays")
        #expect(StyledLine(.note, markdown: "The `Toggle` card", styled: true).text == "The Toggle card")
        #expect(
            StyledLine(.note, markdown: "The `Toggle` card", styled: false).text == "The `Toggle` card",
            "a pipe keeps them")
    }
}
