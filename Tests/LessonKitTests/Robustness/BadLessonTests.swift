import Foundation
import Testing

@testable import LessonKit

/// A small lesson with a step, a check and a card, to break in each test.
private let good = """
    # Lesson 1 · Good

    ## Step 1 · Print

    ```swift program
    import SwiftUI
    struct ContentView: View { var body: some View { Text("x") } }
    ```

    ```console play=launch
    x
    ```

    ## Flash cards

    ### What prints?
    <!-- id: what-prints -->

    <details><summary>Answer</summary>

    x

    </details>
    """

/// What a bad lesson must produce: an error at `line` whose message contains `message`.
struct BadLesson: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var message: String
    var testDescription: String { name }
}

@Suite("Bad lessons: each is an error at its file:line, never a silent pass")
struct BadLessonTests {
    static let cases: [BadLesson] = [
        BadLesson(
            name: "a fence that runs to the end of the file", text: "# T\n\ntext\n\n```swift program\nlet x = 1\n",
            line: 5, message: "this code block is never closed: it runs to the end of the file"),
        BadLesson(
            name: "an unclosed fence mid-file, followed by a check",
            text: "# T\n\n## Step 1 · A\n\n```swift program\nstruct ContentView {}\n\n```console play=launch\nx\n```\n",
            line: 5, message: "this code block is never closed: line 8 opens another block (```console) inside it"),
        BadLesson(
            name: "an unclosed Swift fence followed by the next step",
            text: "# T\n\n## Step 1 · A\n\n```swift program\nstruct ContentView {}\n\n## Step 2 · B\n\ntext\n",
            line: 5, message: "this code block is never closed: line 8 is a heading (`## Step 2 · B`) inside it"),
        BadLesson(
            name: "two steps numbered alike", text: "# T\n\n## Step 1 · A\n\n## Step 2 · B\n\n## Step 2 · C\n",
            line: 7, message: "step 2 is already the step at line 5"),
        BadLesson(
            name: "two titles", text: "# Lesson 1 · A\n\ntext\n\n# Lesson 2 · B\n",
            line: 5, message: "a second title: the lesson's title is the `# ` heading at line 1"),
        BadLesson(
            name: "a <details> never closed",
            text:
                "# T\n\n## Flash cards\n\n### Q?\n<!-- id: q -->\n\n<details><summary>Answer</summary>\n\nA.\n\n### R?\n<!-- id: r -->\n<details>\nB.\n</details>\n",
            line: 8, message: "this <details> is never closed, so the card's answer would be empty"),
        BadLesson(
            name: "a </details> that closes nothing", text: "# T\n\ntext\n</details>\n",
            line: 4, message: "this </details> closes no <details>"),
        BadLesson(
            name: "a card with no answer", text: "# T\n\n## Flash cards\n\n### Q?\n<!-- id: q -->\n\nA.\n",
            line: 5, message: "the card \"Q?\" has no answer"),
        BadLesson(
            name: "two cards with one id",
            text:
                "# T\n\n## Flash cards\n\n### Q?\n<!-- id: q -->\n<details>\nA.\n</details>\n\n### R?\n<!-- id: q -->\n<details>\nB.\n</details>\n",
            line: 11, message: "the id `q` is already the id of the card at line 5"),
        BadLesson(
            name: "known-issue with no reason",
            text: "# T\n\n```swift program\nlet x = 1\n```\n\n```console known-issue=\"\"\nx\n```\n",
            line: 7, message: "`known-issue` needs to say what the engine lacks"),
        BadLesson(
            name: "a block that writes the workspace's manifest",
            text:
                "# T\n\n## Step 1 · A\n\n```swift file=Package.swift\n// swift-tools-version: 6.0\nimport Foundation\n```\n",
            line: 5, message: "`file=Package.swift` names the workspace's manifest, which is the runner's"),
        BadLesson(
            name: "a block that writes the manifest in other capitals",
            text: "# T\n\n## Step 1 · A\n\n```swift file=PACKAGE.swift\nlet x = 1\n```\n",
            line: 5, message: "`file=PACKAGE.swift` names the workspace's manifest"),
        BadLesson(
            name: "a block that reaches the manifest by a path",
            text: "# T\n\n## Step 1 · A\n\n```swift file=../Package.swift\nlet x = 1\n```\n",
            line: 5, message: "`file=../Package.swift` is not a plain file name: the app's files sit in one folder"),
        BadLesson(
            name: "a block that replaces a declaration of the manifest",
            text: "# T\n\n## Step 1 · A\n\n```swift file=package.swift replace=package\nlet package = 1\n```\n",
            line: 5, message: "`file=package.swift` names the workspace's manifest"),
        BadLesson(
            name: "a play of 280,000 actions",
            text:
                "# T\n\n```swift program\nlet x = 1\n```\n\n```console play=\"launch\(String(repeating: "; tap Go", count: 280_000))\"\nx\n```\n",
            line: 7, message: "the play has 280001 actions, more than the 20000 a play may have"),
        BadLesson(
            name: "a play of a few very long actions",
            text:
                "# T\n\n```swift program\nlet x = 1\n```\n\n```console play=\"launch\(String(repeating: "; type \(String(repeating: "a", count: 100_000)) into Name", count: 6))\"\nx\n```\n",
            line: 7,
            message: "the play's actions take 586 KB as the program's arguments, more than the 512 KB a play may take"),
        BadLesson(
            name: "known-issue and skip together",
            text: "# T\n\n```swift program\nlet x = 1\n```\n\n```console known-issue=\"a\" skip=\"b\"\nx\n```\n",
            line: 7, message: "a check is either skipped or a known issue, not both"),
    ]

    @Test("A bad lesson is an error at the line that is wrong", arguments: cases)
    func errorAtItsLine(_ bad: BadLesson) {
        let (_, diagnostics) = LessonParser.parse(bad.text, path: "bad.md")
        let match = diagnostics.first { $0.message.contains(bad.message) }
        #expect(match?.location == SourceLocation(file: "bad.md", line: bad.line), "\(diagnostics)")
        #expect(match?.fix?.isEmpty == false, "an error says what to write instead")
    }

    @Test("The good lesson the others break has no error")
    func goodLesson() {
        let (lesson, diagnostics) = LessonParser.parse(good, path: "good.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.checks.count == 1 && lesson.cards.count == 1)
    }

    @Test(
        "After an unclosed fence mid-file, the rest of the lesson is still read: the check after it runs the code before it"
    )
    func readsOnAfterAnUnclosedFence() throws {
        let text = "# T\n\n## Step 1 · A\n\n```swift program\nstruct ContentView {}\n\n```console play=launch\nx\n```\n"
        let (lesson, _) = LessonParser.parse(text, path: "bad.md")
        let check = try #require(lesson.checks.first)
        #expect(check.location.line == 8)
        #expect(check.expected == ["x"])
        #expect(check.code?.files.first?.lines.map(\.text) == ["struct ContentView {}", ""])
    }

    @Test("CRLF line endings read as LF: the same title, steps, checks, cards and lines")
    func crlf() {
        let lf = LessonParser.parse(good, path: "a.md")
        for ending in ["\r\n", "\r"] {
            let other = LessonParser.parse(good.replacingOccurrences(of: "\n", with: ending), path: "a.md")
            #expect(other.diagnostics.isEmpty, "\(other.diagnostics)")
            #expect(other.lesson.title == "Lesson 1 · Good")
            #expect(other.lesson.sections.map(\.kind) == lf.lesson.sections.map(\.kind))
            #expect(other.lesson.checks.map(\.location) == lf.lesson.checks.map(\.location))
            #expect(other.lesson.checks.map(\.expected) == [["x"]])
            #expect(other.lesson.checks.first?.code == lf.lesson.checks.first?.code)
            #expect(other.lesson.cards.map(\.answerMarkdown) == ["x"])
        }
    }

    @Test("A byte order mark is not part of the title, and lines keep their numbers")
    func byteOrderMark() {
        let (lesson, diagnostics) = LessonParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(good.utf8), path: "a.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.title == "Lesson 1 · Good")
        #expect(lesson.checks.first?.location.line == 10)
    }

    @Test("Invalid UTF-8 is an error at its line and column, not a silent U+FFFD")
    func invalidUTF8() {
        var bytes = Array(good.utf8)
        let lineTwo = bytes.firstIndex(of: 0x0A)! + 1
        bytes.insert(contentsOf: [0x61, 0xFF], at: lineTwo)
        let (lesson, diagnostics) = LessonParser.parse(bytes: bytes, path: "a.md")
        #expect(
            diagnostics.map(\.description) == [
                "a.md:2: error: this line is not valid UTF-8: byte 0xFF at column 2\n  fix: save the lesson as UTF-8, or retype the character there"
            ])
        #expect(lesson.checks.count == 1)
        let many = LessonParser.parse(bytes: Array(repeating: [0xC3, 0x0A], count: 9).flatMap { $0 }, path: "a.md")
            .diagnostics
        #expect(many.filter { $0.message.contains("not valid UTF-8") }.count == LessonSource.invalidLinesReported)
        #expect(many.contains { $0.message.hasSuffix("(and 4 more lines after it)") })
    }

    @Test("A lesson saved as UTF-16 says so at line 1")
    func utf16() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("# T\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (_, diagnostics) = LessonParser.parse(bytes: bytes, path: "a.md")
        #expect(diagnostics.map(\.message) == ["the lesson is saved as UTF-16, not UTF-8"])
    }

    @Test("known-issue is read with its reason")
    func knownIssue() {
        let (lesson, diagnostics) = LessonParser.parse(
            "# T\n\n```swift program\nlet x = 1\n```\n\n```console known-issue=\"no timers yet\"\nx\n```\n",
            path: "a.md")
        #expect(diagnostics.isEmpty)
        #expect(lesson.checks.first?.knownIssue == "no timers yet")
    }
}
