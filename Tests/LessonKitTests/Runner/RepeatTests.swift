import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// The same play prints the same lines in every run, and `--repeat` catches a play that does not.
@Suite("Repeated plays")
struct RepeatTests {
    private func check(_ markdown: String, repeating count: Int) throws -> [CheckResult] {
        let (lesson, diagnostics) = LessonParser.parse(markdown, path: "T.md")
        #expect(diagnostics.isEmpty)
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        options.repeatCount = count
        let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        return try checker.run([lesson])
    }

    /// How many times CI runs each play of the course, in a step of its own after `swift test`
    /// (`.ci/run`: `lessons check --repeat 16`): a check that differs in one run of four escapes 16
    /// runs with a chance of 0.75^15, about 1%.
    static let courseRepeatCount = 16

    /// How many times `swift test` runs each play of the course: twice, which catches a play whose
    /// output changes from run to run most of the time, for an eighth of the sweep's cost (the sweep
    /// alone was most of the suite's wall time). `LESSONS_COURSE_REPEAT=16` makes it the whole sweep.
    static let testRepeatCount =
        ProcessInfo.processInfo.environment["LESSONS_COURSE_REPEAT"].flatMap { Int($0) }.map { max(2, $0) } ?? 2

    @Test("Every play of every lesson prints the same lines in every run (two here, 16 in .ci/run)")
    func everyLessonIsStable() async throws {
        // The course's run that `LessonsCheckTests` reads too.
        let course = try await CourseCheck.shared
        let results = course.results
        #expect(results.count > 50)
        #expect(course.playsCached == 0 && course.playsRun > 0, "every play ran, none came from the cache")
        for result in results where result.reason?.hasPrefix("unstable") == true {
            Issue.record(
                "\(result.check.location) \(result.check.kind.rawValue) — \(result.check.title)\n\(result.reason!)\n\(result.diff ?? "")"
            )
        }
    }

    @Test("CI runs every play of every lesson 16 times, after swift test")
    func ciRunsTheWholeSweep() throws {
        let script = try String(contentsOfFile: layout.root + "/.ci/run", encoding: .utf8)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.hasPrefix("#")
        }
        let test = try #require(lines.firstIndex(of: "swift test"), "\(lines)")
        let sweep = try #require(
            lines.firstIndex { $0.contains("lessons check --repeat \(Self.courseRepeatCount)") }, "\(lines)")
        #expect(sweep > test)
    }

    @Test(
        "Twenty siblings marked last first print in tree order in 50 runs out of 50, each its own process",
        .onThreadsOfItsOwn)
    func siblingsInTreeOrderEveryRun() throws {
        let expected = (1...20).map { "row \($0)" }.joined(separator: "\n")
        let results = try check(
            """
            # T

            ```swift program
            import SwiftUI

            @Observable final class Flag {
                let name: String
                var on = false
                init(name: String) { self.name = name }
            }

            struct Row: View {
                let flag: Flag
                var body: some View {
                    let _ = flag.on ? print("row \\(flag.name)") : ()
                    Text(flag.name)
                }
            }

            struct ContentView: View {
                @State private var flags = (1...20).map { Flag(name: "\\($0)") }
                var body: some View {
                    VStack {
                        Button("Flip") { for flag in flags.reversed() { flag.on = true } }
                        ForEach(flags, id: \\.name) { Row(flag: $0) }
                    }
                }
            }
            ```

            ```console play="launch; tap Flip"
            \(expected)
            ```
            """, repeating: 50)
        #expect(
            results.map(\.status) == [.passed] as [CheckResult.Status],
            "\(results.map { (result: CheckResult) -> String in (result.reason ?? "") + "\n" + (result.diff ?? "") })")
    }

    @Test("Tasks off the main actor finish in the same order in every run", .onThreadsOfItsOwn)
    func tasksInOneOrder() throws {
        let results = try check(
            """
            # T

            ```swift program
            import SwiftUI

            actor Counter {
                var value = 0
                func bump() -> Int { value += 1; return value }
            }

            nonisolated func work(_ name: String) async -> String {
                var total = 0
                for i in 0..<(name.count * 20_000) { total &+= i }
                return name
            }

            struct ContentView: View {
                var body: some View {
                    Button("Go") {
                        for name in ["long name", "a", "middle"] {
                            Task { print("finished", await work(name)) }
                        }
                        Task.detached {
                            let counter = Counter()
                            await withTaskGroup(of: Int.self) { group in
                                for _ in 0..<3 { group.addTask { await counter.bump() } }
                                for await value in group { print("group", value) }
                            }
                        }
                    }
                }
            }
            ```

            ```console play="launch; tap Go"
            finished long name
            finished a
            finished middle
            group 1
            group 2
            group 3
            ```
            """, repeating: 20)
        #expect(
            results.map(\.status) == [.passed] as [CheckResult.Status],
            "\(results.map { (result: CheckResult) -> String in (result.reason ?? "") + "\n" + (result.diff ?? "") })")
    }

    @Test("A play whose output changes from run to run fails as unstable, showing two runs", .onThreadsOfItsOwn)
    func unstablePlayFails() throws {
        let results = try check(
            """
            # T

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    let _ = print("coin", Bool.random() ? "heads" : "tails")
                    Text("Coin")
                }
            }
            ```

            ```console play=launch wildcards
            coin [..]
            ```
            """, repeating: 20)
        let result = try #require(results.first)
        #expect(result.status == .failed)
        #expect(
            result.reason?.hasPrefix("unstable: the same play gave different output in run 1 and run ") == true,
            "\(result.reason ?? "")")
        #expect(
            result.diff?.contains("- coin ") == true && result.diff?.contains("+ coin ") == true, "\(result.diff ?? "")"
        )
    }
}
