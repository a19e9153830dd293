import Testing

@testable import LessonKit

private let sample = """
    # Lesson 9 · Sample

    ## The app as this lesson starts

    ```swift file=ContentView.swift
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text("Hi")
        }
    }
    ```

    ## Step 2 · Print

    ```swift file=ContentView.swift replace=ContentView
    struct ContentView: View {
        var body: some View {
            let _ = print("body")
            Text("Hi")
        }
    }
    ```

    ```console play="launch; tap Count: 0" output=all
    body
    ```

    ## Flash cards

    ### A question?
    <!-- id: a-question -->

    Front text.

    <details><summary>Answer</summary>

    The answer.

    ```swift program
    struct ContentView: View { var body: some View { Text("x") } }
    ```

    ```console
    x
    ```

    </details>
    """

@Suite("Lesson parser")
struct LessonParserTests {
    @Test("Steps, checks, cards and the app's files are read with their lines")
    func readsALesson() throws {
        let (lesson, diagnostics) = LessonParser.parse(sample, path: "L.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.title == "Lesson 9 · Sample")
        #expect(lesson.sections.map(\.kind) == [.prose, .startingApp, .step(2), .flashCards])
        #expect(lesson.checks.count == 2)
        let step = lesson.checks[0]
        #expect(step.location == SourceLocation(file: "L.md", line: 26))
        #expect(step.play == ["launch", "tap Count: 0"])
        #expect(step.scope == .from(1))
        #expect(step.expected == ["body"])
        let file = try #require(step.code?.files.first)
        #expect(file.name == "ContentView.swift")
        #expect(file.lines.map(\.text).contains("        let _ = print(\"body\")"))
        // The replaced declaration's lines point at the step; the import still at the starting file.
        #expect(file.lines.first?.origin.line == 6)
        #expect(file.lines.first { $0.text.contains("print") }?.origin.line == 20)
        #expect(lesson.checks[1].code?.files.first?.name == "main.swift")
        #expect(lesson.cards.map(\.id) == ["a-question"])
        #expect(lesson.cards.first?.answerMarkdown.hasPrefix("The answer.") == true)
    }

    @Test("An unknown attribute is an error at its line, with the likely fix")
    func unknownAttribute() {
        let text = "# T\n\n```swift program\nlet x = 1\n```\n\n```console plya=launch\nx\n```\n"
        let (_, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.line == 7)
        #expect(diagnostics.first?.message.contains("unknown attribute `plya`") == true)
        #expect(diagnostics.first?.fix?.contains("did you mean `play`?") == true)
    }

    @Test("`recorded` marks a block as output recorded on iOS; it takes no value")
    func recordedAttribute() {
        let text =
            "# T\n\n```swift program\nlet x = 1\n```\n\n```console recorded play=launch\nx\n```\n\n```diagnostics recorded severity=warning\nw\n```\n\n```console\ny\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.checks.map(\.isRecorded) == [true, true, false])
        let (_, wrong) = LessonParser.parse(
            text.replacingOccurrences(of: "console recorded", with: "console recorded=iOS"), path: "L.md")
        #expect(wrong.map(\.location.line) == [7])
        #expect(wrong.first?.message == "`recorded` takes no value: it says the block holds output recorded on iOS")
    }

    @Test("`frames` on a screen block asks for each view's frame; on any other block it is an error")
    func framesAttribute() {
        let text =
            "# T\n\n```swift program\nlet x = 1\n```\n\n```screen frames play=launch\nText \"A\" (0, 0, 1, 1)\n```\n\n```screen play=launch\nText \"A\"\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.checks.map(\.showsFrames) == [true, false])
        let (_, wrong) = LessonParser.parse(
            text.replacingOccurrences(of: "screen frames", with: "console frames"), path: "L.md")
        #expect(wrong.map(\.location.line) == [7])
    }

    @Test("A fence that is never closed is reported where it opens")
    func unclosedFence() {
        let (_, diagnostics) = LessonParser.parse("# T\n\ntext\n```swift program\nlet x = 1\n", path: "L.md")
        #expect(diagnostics.map(\.location.line) == [4])
        #expect(diagnostics.first?.message == "this code block is never closed: it runs to the end of the file")
    }

    @Test("A check with no code before it is an error")
    func checkWithoutCode() {
        let (lesson, diagnostics) = LessonParser.parse("# T\n\n```console\nx\n```\n", path: "L.md")
        #expect(lesson.checks.isEmpty)
        #expect(diagnostics.first?.message.contains("has no code before it") == true)
    }

    @Test("A play with an unknown action says which actions exist")
    func badPlay() {
        let text = "# T\n\n```swift program\nlet x = 1\n```\n\n```console play=\"launch; press OK\"\nx\n```\n"
        let (_, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.first?.message.contains("unknown action `press`") == true)
    }

    @Test("Replacing a declaration the file does not have names the ones it does")
    func missingDeclaration() {
        let text =
            "# T\n\n```swift file=A.swift\nstruct A {}\nstruct B {}\n```\n\n```swift file=A.swift replace=C\nstruct C {}\n```\n"
        let (_, diagnostics) = LessonParser.parse(text, path: "L.md")
        #expect(diagnostics.first?.message.contains("no top-level declaration named `C` (it declares A, B)") == true)
    }

    @Test("A card without an id is reported, because its review history would be lost")
    func cardWithoutID() {
        let (_, diagnostics) = LessonParser.parse("# T\n\n## Flash cards\n\n### Q?\n\nA.\n", path: "L.md")
        #expect(diagnostics.first?.message.contains("has no id") == true)
    }

    @Test("A guide is prose and claims: its sections are never steps or cards, each check runs its claim's program")
    func readsAGuide() throws {
        let text = """
            # Guide · Sample

            ## Steps to profile

            ### Flash cards are not made here
            <!-- a guide's level-3 heading is a claim, not a card -->

            ```swift program
            struct ContentView: View { var body: some View { Text("x") } }
            ```

            ```screen
            Text "x"
            ```

            ## Edge cases of the claim

            ```swift file=ContentView.swift
            struct ContentView: View { var body: some View { Text("y") } }
            ```
            """
        let (guide, diagnostics) = LessonParser.parse(text, path: "G.md")
        #expect(guide.kind == .guide)
        #expect(guide.sections.map(\.kind) == [.prose, .prose, .prose])
        #expect(guide.cards.isEmpty)
        #expect(guide.checks.count == 1)
        #expect(guide.checks.first?.title == "Flash cards are not made here")
        #expect(guide.checks.first?.code?.files.first?.name == "main.swift")
        // A guide has no app to edit: the `file=` block is refused where it is, with what to write instead.
        #expect(diagnostics.map(\.location.line) == [18])
        #expect(diagnostics.first?.message.contains("a guide has no app of its own") == true)
        #expect(LessonParser.parse("# Guidelines for a lesson\n", path: "L.md").lesson.kind == .lesson)
        #expect(LessonParser.parse(sample, path: "L.md").lesson.kind == .lesson)
    }

    @Test(
        "Odd Markdown never crashes the parser",
        arguments: ["", "```", "#", "## Step", "```swift file=\n```", "~~~~\n```\n", "### x\n<details>"])
    func oddMarkdown(text: String) {
        _ = LessonParser.parse(text, path: "L.md")
    }
}

@Suite("The app's files")
struct AppFilesTests {
    @Test("A declaration is found with its attributes and replaced whole")
    func replaceDeclaration() {
        let lines = [
            "import SwiftUI", "", "@main", "struct App1: App {", "    var body: some Scene {",
            "        WindowGroup { Text(\"{\") }", "    }", "}", "struct Other {}",
        ]
        #expect(SwiftDeclarations.range(of: "App1", in: lines) == 2..<8)
        #expect(SwiftDeclarations.range(of: "Other", in: lines) == 8..<9)
        #expect(SwiftDeclarations.topLevelNames(in: lines) == ["App1", "Other"])
    }
}
