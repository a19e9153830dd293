import Foundation
import Testing

@testable import LessonKit

/// A lesson in an older format: a swift block never closed before its console, a kind in capitals,
/// a play that does not start with launch; and a step number used twice, which only the author can mend.
private let oldLesson = """
    # Lesson 2 · Old

    ## Step 1 · Count

    ```swift program
    import SwiftUI
    struct ContentView: View {
        var body: some View { Text("x") }
    }

    ```Console play="tap Count: 0"
    tapped
    ```

    ## Step 1 · Again

    """

/// `text` written to a file of its own, fixed; the outcome and the text after.
private func fixed(_ text: String) throws -> (outcome: LessonFixer.Outcome, text: String) {
    let folder = NSTemporaryDirectory() + "lessons-fix-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/02-old.md"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    let outcome = try LessonFixer.fix(file)
    return (outcome, try String(contentsOfFile: file, encoding: .utf8))
}

@Suite("lessons check --fix")
struct LessonFixerTests {
    @Test(
        "A lesson in an older format is brought up to date by the edits its diagnostics carry, each said with before and after"
    )
    func oldFormat() throws {
        let (outcome, text) = try fixed(oldLesson)
        #expect(
            text
                == oldLesson.replacingOccurrences(
                    of: "}\n\n```Console play=\"tap Count: 0\"",
                    with: "}\n```\n\n```console play=\"launch; tap Count: 0\""))
        #expect(outcome.changes.map(\.location.line) == [10, 11, 12])
        #expect(
            outcome.changes.map(\.before) == [
                [], ["```Console play=\"tap Count: 0\""], ["```console play=\"tap Count: 0\""],
            ])
        #expect(
            outcome.changes.map(\.after) == [
                ["```"], ["```console play=\"tap Count: 0\""], ["```console play=\"launch; tap Count: 0\""],
            ])
        #expect(
            LessonFixer.describe(outcome.changes[2]).hasSuffix(
                ":12: a play starts with `launch`\n        ```console play=\"tap Count: 0\"\n      → ```console play=\"launch; tap Count: 0\""
            ))
        // What needs the author is left, with what to do.
        #expect(outcome.notFixed.map(\.message) == ["step 1 is already the step at line 3"])
        #expect(
            LessonFixer.describe(notFixed: outcome.notFixed[0]).hasSuffix(
                "\n      do it by hand: number the steps in order: this one is step 2?"))
        // Fixed once, nothing is left to fix.
        let again = try fixed(text)
        #expect(again.outcome.changes.isEmpty && again.text == text)
    }

    @Test("A fix keeps the file's CRLF line endings and byte order mark")
    func lineEndings() throws {
        let crlf =
            "\u{FEFF}" + "# Lesson 1 · A\r\n\r\n```swift program\r\nlet x = 1\r\n```\r\n\r\n```Console\r\nx\r\n```\r\n"
        let folder = NSTemporaryDirectory() + "lessons-fix-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/01-a.md"
        try Data(crlf.utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try LessonFixer.fix(file)
        #expect(outcome.changes.count == 1)
        #expect(
            FileManager.default.contents(atPath: file)
                == Data(crlf.replacingOccurrences(of: "```Console", with: "```console").utf8))
    }

    @Test(
        "A fix that needs judgement carries no edit: a block that swallowed prose, a play counted by from=, a path in file="
    )
    func unsafeFixes() throws {
        let swallowed =
            "# Lesson 1 · A\n\n```console\nx\n\nSome prose the block swallowed.\n```swift program\nlet x = 1\n```\n"
        let play =
            "# Lesson 1 · A\n\n```swift program\nlet x = 1\n```\n\n```console play=\"tap A; tap B\" from=2\nx\n```\n"
        let path = "# Lesson 1 · A\n\n```swift file=../x.swift\nlet x = 1\n```\n"
        for text in [swallowed, play, path] {
            let (outcome, after) = try fixed(text)
            #expect(outcome.changes.isEmpty, "\(outcome.changes)")
            #expect(after == text)
            #expect(!outcome.notFixed.isEmpty)
        }
        #expect(
            try fixed(swallowed).outcome.notFixed.first?.fix
                == "end the block with a line of ``` where its content ends, before line 7")
    }

    @Test("Edits are made all together or not at all: overlapping or out-of-range edits make none")
    func editsAllOrNothing() {
        let lines = ["abc", "def"]
        let one = SourceEdit(line: 1, columns: 0..<2, with: "X")
        let two = SourceEdit(line: 1, columns: 1..<3, with: "Y")
        #expect(SourceEdit.apply([one], to: lines) == ["Xc", "def"])
        #expect(SourceEdit.apply([one, two], to: lines) == nil)
        #expect(SourceEdit.apply([SourceEdit(line: 3, columns: 0..<0, with: "Z")], to: lines) == nil)
        #expect(
            SourceEdit.apply(
                [SourceEdit.insertingLines(["new"], before: 2), SourceEdit(line: 2, columns: 0..<1, with: "D")],
                to: lines)
                == ["abc", "new", "Def"])
    }
}
