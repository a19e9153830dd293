import Foundation
import Testing

@testable import LessonKit

/// A lesson as a disk that filled up, or a copy that stopped, leaves it: cut off at any byte.
private let whole = """
    # Lesson 1 · Café

    ## Step 1 · A counter

    ```swift program
    import SwiftUI

    struct ContentView: View {
        @State private var count = 0
        var body: some View {
            Button("Count: \\(count)") { count += 1 }
        }
    }
    ```

    ```console play="launch; tap Count: 0"
    Count: 1 · é
    ```

    ## Flash cards

    ### Why?
    <!-- id: why -->
    <details><summary>Answer</summary>

    Because.
    </details>

    """

@Suite("A lesson cut off at any byte")
struct TruncatedLessonTests {
    /// Where each fence opens and where its closing backticks end, in bytes.
    static let fences: [(open: Int, close: Int)] = {
        let bytes = Array(whole.utf8)
        var starts: [Int] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        let fenceLines = starts.filter { $0 + 3 <= bytes.count && bytes[$0..<$0 + 3].elementsEqual("```".utf8) }
        return stride(from: 0, to: fenceLines.count - 1, by: 2).map { (fenceLines[$0], fenceLines[$0 + 1]) }
    }()

    @Test("Cut inside a code block, the lesson has an error at a line it has: never a check read from half a block")
    func everyCut() {
        let bytes = Array(whole.utf8)
        #expect(Self.fences.count == 2)
        for cut in 0...bytes.count {
            let (lesson, diagnostics) = LessonParser.parse(bytes: bytes[0..<cut], path: "cut.md")
            let lines = bytes[0..<cut].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            for diagnostic in diagnostics {
                #expect(
                    diagnostic.location.file == "cut.md" && (1...lines).contains(diagnostic.location.line),
                    "cut at \(cut): \(diagnostic) points outside the \(lines) lines")
            }
            let insideBlock = Self.fences.contains { $0.open + 3 <= cut && cut < $0.close + 3 }
            if insideBlock {
                #expect(
                    !diagnostics.isEmpty,
                    "cut at byte \(cut), inside a code block, read without an error: \(lesson.checks.map(\.expected))")
            }
            if cut >= Self.fences[1].close + 3 {
                // The console block is whole: its check is read as written, or not at all.
                #expect(lesson.checks.map(\.expected) == [["Count: 1 · é"]], "cut at \(cut)")
            }
        }
    }

    @Test("Cut inside a character of more than one byte, the lesson says its last line is not UTF-8")
    func cutInsideACharacter() throws {
        let bytes = Array(whole.utf8)
        let accent = try #require(bytes.firstIndex(of: 0xC3))  // the first byte of "é"
        let (_, diagnostics) = LessonParser.parse(bytes: bytes[0...accent], path: "cut.md")
        #expect(diagnostics.contains { $0.location.line == 1 && $0.message.contains("UTF-8") }, "\(diagnostics)")
    }
}
