import Testing

@testable import LessonKit

/// A lesson program of one file whose lines are `text` (lesson lines from 10).
private func code(_ text: String) -> CodeVersion {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        CodeVersion.Line(text: String($0.element), origin: SourceLocation(file: "T.md", line: 10 + $0.offset))
    }
    return CodeVersion(files: [(name: "App.swift", lines: lines)], label: "t")
}

@Suite("The sources of a program built alone")
struct SnippetBuilderTests {
    @Test("The entry point is the runner's: an app's own @main is taken off, and the host runs the app")
    func entryPoint() throws {
        let sources = SnippetBuilder.sources(
            for: code(
                """
                import SwiftUI
                @main
                struct TripsApp: App {
                    static func main() { print("first") }
                    var body: some Scene { WindowGroup { Text("x") } }
                }
                """))
        let app = try #require(sources.first { $0.name == "App.swift" }?.text)
        #expect(!app.contains("@main"), "\(app)")
        #expect(app.contains("static func main() { print(\"first\") }"), "left as it is, never called")
        let entry = try #require(sources.first { $0.name == "LessonMain.swift" }?.text)
        #expect(entry.contains("@main") && entry.contains("await __lessonsHostEntry(TripsApp.self)"), "\(entry)")
        #expect(!sources.contains { $0.name == "LessonApp.swift" })
    }

    @Test("Without @main the runner's app shows ContentView, through the same entry point")
    func defaultApp() throws {
        let sources = SnippetBuilder.sources(
            for: code("import SwiftUI\nstruct ContentView: View {\n    var body: some View { Text(\"x\") }\n}"))
        #expect(sources.first { $0.name == "LessonApp.swift" }?.text.contains("struct __LessonApp: App") == true)
        #expect(
            sources.first { $0.name == "LessonMain.swift" }?.text.contains("__lessonsHostEntry(__LessonApp.self)")
                == true)
    }

    @Test("Lesson code that names the host's entry point does not build: it would run in the host's place")
    func hostEntryName() throws {
        let sources = SnippetBuilder.sources(
            for: code("func __lessonsHostEntry<A>(_ a: A.Type) async {}\nstruct ContentView {}"))
        #expect(sources.first { $0.name == "App.swift" }?.text.contains("#error(") == true)
    }
}
