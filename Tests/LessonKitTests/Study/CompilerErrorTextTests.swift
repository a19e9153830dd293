import Testing

@testable import LessonKit

@Suite("Compiler errors as a student sees them")
struct CompilerErrorTextTests {
    private func error(_ file: String, _ line: Int, _ column: Int, _ message: String) -> CompilerMessage {
        CompilerMessage(
            location: SourceLocation(file: file, line: line), column: column, severity: "error", message: message)
    }

    @Test("the same error given by several runs of one build is shown once, in the order first given")
    func deduplicated() {
        let check = Check(
            kind: .console,
            block: Block(location: SourceLocation(file: "l.md", line: 1), kind: "console", attributes: [:], lines: []),
            title: "", code: nil, play: [], scope: .last, severity: "error", usesWildcards: false, skipReason: nil)
        var first = CheckResult(check: check, status: .failed, reason: "the code does not build")
        first.compilerErrors = [error("/w/A.swift", 3, 5, "one"), error("/w/B.swift", 1, 1, "two")]
        var second = first
        second.compilerErrors = [error("/w/B.swift", 1, 1, "two"), error("/w/A.swift", 3, 5, "one")]
        #expect(CompilerErrorText.errors(in: [first, second]).map(\.message) == ["one", "two"])
    }

    @Test("each error: file:line:column relative to the workspace, the source line, a caret under the column")
    func sourceLineAndCaret() {
        let code = CodeVersion(
            files: [
                (
                    "A.swift",
                    [
                        CodeVersion.Line(text: "struct A {", origin: SourceLocation(file: "/w/A.swift", line: 1)),
                        CodeVersion.Line(
                            text: "\tlet x: Int = \"five\"", origin: SourceLocation(file: "/w/A.swift", line: 2)),
                    ]
                )
            ], label: "yours")
        let lines = CompilerErrorText.lines(
            [error("/w/A.swift", 2, 15, "cannot convert")], code: code, width: 80, relativeTo: "/w")
        // A tab is shown as four spaces, and the caret counts it so.
        #expect(
            lines.map(\.text) == [
                "A.swift:2:15: error: cannot convert", "2 |     let x: Int = \"five\"", "  |                  ^",
            ])
        #expect(lines.map(\.role) == [.bad, .code, .removed])
        // A message about a line the code does not hold gives no excerpt.
        #expect(CompilerErrorText.lines([error("/w/A.swift", 9, 1, "x")], code: code, width: 80).count == 1)
    }

    @Test("a source line wider than the screen is cut with … and keeps its column in view")
    func longLine() {
        let source = String(repeating: "a", count: 150) + "wrong" + String(repeating: "b", count: 50)
        let lines = CompilerErrorText.excerpt(source, line: 7, column: 151, width: 80)
        #expect(lines.allSatisfy { $0.text.count <= 80 }, "\(lines.map(\.text))")
        let shown = Array(lines[0].text)
        let caret = Array(lines[1].text).firstIndex(of: "^")!
        #expect(String(shown[caret..<(caret + 5)]) == "wrong")
        #expect(lines[0].text.hasPrefix("7 | …") && lines[0].text.hasSuffix("…"))
    }
}
