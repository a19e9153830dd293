import Foundation
import Testing

@testable import LessonKit

@Suite("Rewriting a program for a batch")
struct BatchSourceTests {
    @Test("Lines inside strings, interpolations and comments are not at the top level")
    func scanner() throws {
        let lines = [
            "struct A {",  // 0 top
            "    let s = \"}\\\"{\"",  // 1
            "}",  // 2
            "let text = \"\"\"",  // 3 top
            "struct NotCode {",  // 4 inside a multi-line string
            "\\(items.map { \"\\($0)}\" }.joined())",  // 5 inside it, with an interpolation holding a string
            "\"\"\"",  // 6
            "/* a comment",  // 7 top
            "struct AlsoNotCode {",  // 8 inside the comment
            "/* nested */ } */",  // 9
            "let raw = #\"a \"quote\" and \\(not) {\"#",  // 10 top
            "let rawBlock = #\"\"\"",  // 11 top
            "\"\"\" is not the end {",  // 12 inside
            "\"\"\"#",  // 13 inside
            "func f() { // }",  // 14 top
            "}",  // 15
            "enum E {}",  // 16 top
        ]
        let starts = try #require(TopLevelScanner.topLevelStarts(lines))
        #expect(starts.indices.filter { starts[$0] } == [0, 3, 7, 10, 11, 14, 16])
    }

    @Test(
        "Text that does not scan to a clean end is not trusted",
        arguments: [
            ["struct A {"], ["}"], ["let s = \"open"], ["/* open"], ["let t = \"\"\"", "never closed"],
        ])
    func unbalanced(lines: [String]) {
        #expect(TopLevelScanner.topLevelStarts(lines) == nil)
    }

    @Test(
        "Top-level declarations become fileprivate; what cannot be or already is stays",
        arguments: [
            ("struct ContentView: View {", "fileprivate struct ContentView: View {"),
            ("@Observable final class TripStore {", "@Observable fileprivate final class TripStore {"),
            (
                "@MainActor @available(iOS 17, *) public func make() -> Int {",
                "@MainActor @available(iOS 17, *) fileprivate func make() -> Int {"
            ),
            ("let formatter = DateFormatter()", "fileprivate let formatter = DateFormatter()"),
            ("nonisolated(unsafe) var launches = 0", "fileprivate nonisolated(unsafe) var launches = 0"),
            ("extension View {", "fileprivate extension View {"),
            ("extension Array where Element == Trip {", "fileprivate extension Array where Element == Trip {"),
            ("extension Trip: Identifiable {", "extension Trip: Identifiable {"),
            ("extension Optional<Trip>.Wrapped : Hashable {}", "extension Optional<Trip>.Wrapped : Hashable {}"),
            ("private struct Helper {}", "private struct Helper {}"),
            ("fileprivate let x = 1", "fileprivate let x = 1"),
            ("typealias ID = UUID", "fileprivate typealias ID = UUID"),
            ("protocol Named {", "fileprivate protocol Named {"),
            ("@main struct TripsApp: App {", "fileprivate struct TripsApp: App {"),
        ])
    func declarations(line: String, rewritten: String) {
        #expect(BatchSource.Declaration(line)?.fileprivateLine() ?? line == rewritten)
    }

    @Test(
        "Lines that declare nothing are left alone",
        arguments: [
            "import ViewGraph", "#if DEBUG", "infix operator <~>: AdditionPrecedence", "}", "print(x)",
            "    struct Indented {}",
        ])
    func notDeclarations(line: String) {
        #expect(BatchSource.Declaration(line) == nil)
    }

    private func code(_ text: String) -> CodeVersion {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            CodeVersion.Line(text: String($0.element), origin: SourceLocation(file: "T.md", line: 10 + $0.offset))
        }
        return CodeVersion(files: [(name: "ContentView.swift", lines: lines)], label: "t")
    }

    @Test("A program's file keeps its lines under #sourceLocation, and gets an entry point of its own")
    func programFile() throws {
        let text = try BatchSource.file(
            for: code("import SwiftUI\n\nstruct ContentView: View {\n    var body: some View { Text(\"x\") }\n}"),
            entry: 3
        ).get()
        #expect(
            text.hasPrefix(
                "#sourceLocation(file: \"T.md\", line: 10)\nimport ViewGraph\n\nfileprivate struct ContentView: View {\n"
            ))
        #expect(text.contains("fileprivate struct __LessonApp: App {"))
        #expect(
            text.hasSuffix("@MainActor func __lessonsEntry3() async { await __lessonsHostEntry(__LessonApp.self) }\n"))
    }

    @Test("@main on a line of its own names the type on the next; the entry point launches it")
    func ownMain() throws {
        let text = try BatchSource.file(
            for: code(
                "import SwiftUI\n@main\n@MainActor struct TripsApp: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}"
            ), entry: 0
        ).get()
        #expect(!text.contains("@main"))
        #expect(text.contains("@MainActor fileprivate struct TripsApp: App {"))
        #expect(!text.contains("__LessonApp"))
        #expect(
            text.hasSuffix("await __lessonsHostEntry(TripsApp.self) }\n"), "the host runs it, not a main of its own")
    }

    @Test(
        "A program the rewrite cannot follow is built alone",
        arguments: [
            "struct A {\n    static func main() {}\n}", "let s = \"open", "@main\n",
        ])
    func refused(text: String) {
        #expect(throws: BatchSource.Refusal.self) { try BatchSource.file(for: code(text), entry: 0).get() }
    }
}
