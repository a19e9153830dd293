import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// Every recorded console, log, compiler message and screen in Lessons/ is what the engine produces.
/// This is the check CI exists for: each failing block is reported with its lesson line and its diff.
@Suite("Checking the lessons")
struct LessonsCheckTests {
    @Test("Every lesson in Lessons/ passes lessons check")
    func everyLessonPasses() async throws {
        // The course's run that `RepeatTests` reads too: each play runs twice, and both runs count.
        let course = try await CourseCheck.shared
        for diagnostic in course.diagnostics { Issue.record("\(diagnostic)") }
        let results = course.results
        #expect(!results.isEmpty)
        for result in results where result.status == .failed {
            Issue.record(
                "\(result.check.location) \(result.check.kind.rawValue) — \(result.check.title)\n\(result.reason ?? "")\n\(result.diff ?? "")"
            )
        }
        for result in results where result.status == .skipped {
            #expect(result.reason?.isEmpty == false, "a skipped check must say why: \(result.check.location)")
        }
        // Known issues are not failures, but they are shown: each is a fact the engine still lacks.
        for result in results where result.status == .known {
            print(
                "KNOWN \(result.check.location) \(result.check.kind.rawValue) — \(result.check.knownIssue ?? "")\n\(result.reason ?? "")\n\(result.diff ?? "")"
            )
        }
        let report = CheckReport(results: results)
        #expect(report.failed == 0)
        #expect(report.passed > 50)
        print(report.summaryLine)
    }

    @Test("A second build of the same code comes from the cache; a damaged entry is rebuilt", .onThreadsOfItsOwn)
    func cache() throws {
        let toolchain = try Toolchain.find()
        let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache)
        let cache = NSTemporaryDirectory() + "lessons-cache-test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let builder = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: cache)
        let (lesson, _) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var count = 0
                var body: some View {
                    Button("Count: \\(count)") { count += 1 }
                }
            }
            ```

            ```diagnostics
            left side of mutating operator isn't mutable: 'self' is immutable
            ```
            """, path: "T.md")
        let code = try #require(lesson.checks.first?.code)
        let first = builder.build(code)
        #expect(first.wasBuilt)
        #expect(first.executable == nil)
        #expect(
            first.messages.map(\.description) == [
                "T.md:9:43: error: left side of mutating operator isn't mutable: 'self' is immutable"
            ])
        let second = builder.build(code)
        #expect(!second.wasBuilt)
        #expect(second.messages == first.messages)
        // Damage the entry: it is rebuilt, not trusted.
        let entry = cache + "/snippets/" + builder.key(for: code)
        try "garbage".write(toFile: entry + "/status", atomically: true, encoding: .utf8)
        #expect(builder.build(code).wasBuilt)
    }

    @Test(
        "swift=6 builds the check's code in the Swift 6 language mode, where global state is an error",
        .onThreadsOfItsOwn)
    func languageMode() throws {
        let toolchain = try Toolchain.find()
        let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache)
        let builder = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: nil)
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            var launches = 0

            struct ContentView: View {
                var body: some View { Text("Trips") }
            }
            ```

            ```diagnostics severity=warning
            ```

            ```diagnostics swift=6
            var 'launches' is not concurrency-safe because it is nonisolated global shared mutable state
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        let five = try #require(lesson.checks.first?.code)
        let six = try #require(lesson.checks.last?.code)
        #expect(five.languageMode == "5" && six.languageMode == "6")
        #expect(builder.build(five).executable != nil)
        let built = builder.build(six)
        #expect(built.executable == nil)
        #expect(built.messages.contains { $0.message.hasPrefix("var 'launches' is not concurrency-safe") })
        let (_, bad) = LessonParser.parse(
            "# T\n\n```swift program\nlet x = 1\n```\n\n```diagnostics swift=7\n```\n", path: "T.md")
        #expect(bad.first?.message.contains("`swift=7` is not a language mode") == true)
    }

    @Test(
        "import os and import Combine build against the engine; a Logger's messages are console lines",
        .onThreadsOfItsOwn)
    func mappedModules() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI
            import Combine
            import os

            private let logger = Logger(subsystem: "com.example.trips", category: "ViewBody")

            final class Model: ObservableObject {
                @Published var count = 0
            }

            struct ContentView: View {
                @StateObject private var model = Model()
                var body: some View {
                    let _ = logger.debug("body with \\(model.count, privacy: .public)")
                    Button("Count \\(model.count)") { model.count += 1 }
                }
            }
            ```

            ```console play="launch; tap Count 0" output=all
            body with 0
            body with 1
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 1)
    }

    @Test("A screen frames block checks where each view is: its line, then its frame on the screen", .onThreadsOfItsOwn)
    func screenFrames() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 50)
                        HStack { Color.blue }.frame(width: 60, height: 40)
                    }
                }
            }
            ```

            ```screen frames play="launch"
            VStack (151, 406, 100, 90)
              HStack (171, 456, 60, 40)
            ```

            ```screen play="launch"
            VStack
              HStack
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 2)
    }

    @Test(
        "A program that names URLSession's types builds and runs; the others do without FoundationNetworking",
        .onThreadsOfItsOwn)
    func networking() throws {
        // Whether FoundationNetworking (and libcurl with it) is loaded, read from the process's own
        // memory map: the cost the runner saves at every play of a program that does not need it.
        // (`String(contentsOfFile:)` reads only the first page of a /proc file.)
        let loaded =
            #"String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")!.readDataToEndOfFile(), as: UTF8.self).contains("libFoundationNetworking")"#
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    let request = URLRequest(url: URL(string: "https://example.com/trips")!)
                    let response = HTTPURLResponse(url: request.url!, statusCode: 404, httpVersion: nil, headerFields: nil)
                    let _ = print(request.httpMethod ?? "-", response?.statusCode ?? 0, \(loaded))
                    Text("Trips")
                }
            }
            ```

            ```console play="launch"
            GET 404 true
            ```

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    let _ = print(URL(string: "https://example.com/trips")!.lastPathComponent, \(loaded))
                    Text("Trips")
                }
            }
            ```

            ```console play="launch"
            trips false
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        #if os(Linux)
        try expectAllPass(lesson, count: 2)
        #endif
    }

    @Test("Each play runs with a home of its own: what one run saves, the next does not find", .onThreadsOfItsOwn)
    func freshHomePerPlay() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Trips")
                        .onAppear {
                            let file = URL.documentsDirectory.appendingPathComponent("seen.txt")
                            let other = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("seen.txt")
                            let home = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents/seen.txt")
                            guard file == other, file.standardizedFileURL == home.standardizedFileURL else { print("different folders"); return }
                            if FileManager.default.fileExists(atPath: file.path) {
                                print("seen before")
                            } else {
                                try? "yes".write(to: file, atomically: true, encoding: .utf8)
                                print("first run")
                            }
                        }
                }
            }
            ```

            ```console play="launch" output=all
            first run
            ```

            ```console play="launch; wait 1s" output=all
            first run
            ```
            """, path: "T.md")
        #expect(diagnostics.isEmpty)
        try expectAllPass(lesson, count: 2)
    }

    /// Runs `lesson`'s checks with the package's cache and expects `count` of them, all passing.
    func expectAllPass(_ lesson: Lesson, count: Int) throws {
        let results = try check(lesson)
        #expect(
            results.map(\.status) == Array(repeating: .passed, count: count),
            "\(results.map { ($0.reason ?? "") + ($0.diff ?? "") })")
    }

    /// The results of checking `lesson`, built with the shared cache.
    func check(_ lesson: Lesson) throws -> [CheckResult] {
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
    }
}
