import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// `lessons check` of one lesson written to a fresh folder: its exit status and its report.
private func check(_ lesson: String) throws -> (status: Int32, report: String) {
    let folder = NSTemporaryDirectory() + "lessons-huge-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try lesson.write(toFile: folder + "/01-huge.md", atomically: true, encoding: .utf8)
    var arguments = CheckRun.Request()
    arguments.paths = [folder]
    arguments.cacheDirectory = layout.defaultCache
    var report = ""
    let status = try CheckRun(request: arguments, layout: layout, output: { report += $0 }, errors: { _ in })
        .run()
    return (status, report)
}

/// A lesson whose program runs `appear` at launch, checked by a block with `info` holding `expected`.
private func lesson(_ appear: String, _ info: String, _ expected: [String]) -> String {
    oneProgramLesson(
        title: "Huge output", appear: appear, check: "```\(info)\n" + expected.joined(separator: "\n") + "\n```")
}

@Suite("Huge output: compared and reported in bounded time and memory", .serialized, .onThreadsOfItsOwn)
struct HugeOutputTests {
    // `...` and a line never printed, against 20,000 printed lines: `lessons check` died of a stack
    // overflow in OutputMatcher, and since the play was cached, so did every later run.
    @Test("A wildcards block against 20,000 printed lines fails at its pattern line, in this run and the next (cached)")
    func wildcardsAgainstManyLines() throws {
        let text = lesson(
            "            for i in 0..<20_000 { print(\"line \\(i)\") }  // \(UUID().uuidString)",
            "console wildcards", ["line 0", "...", "a line never printed"])
        for _ in 0..<2 {
            let run = try check(text)
            #expect(run.status == 1)
            #expect(
                run.report.contains("pattern line 3 (")
                    && run.report.contains("`a line never printed` matches nothing"), "\(run.report.prefix(2_000))")
        }
    }

    // 30,000 lines that differ everywhere: over 4 GB, killed after 110 s (the diff's table grew as n × m).
    @Test(
        "30,000 recorded lines against 30,000 that differ everywhere: a diff in seconds, its first lines shown and the rest counted"
    )
    func thirtyThousandDifferingLines() throws {
        let text = lesson(
            "            for i in 0..<30_000 { print(\"printed \\(i)\") }  // \(UUID().uuidString)",
            "console", (0..<30_000).map { "recorded \($0)" })
        let start = ContinuousClock.now
        let run = try check(text)
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(run.status == 1)
        #expect(run.report.contains("     - recorded 0\n"))
        #expect(run.report.contains("more diff lines not shown"), "\(run.report.suffix(2_000))")
        #expect(run.report.utf8.count < 100_000)
    }

    // A program's line of nearly 1 MB was shown whole in the report.
    @Test("A line of nearly 1 MB is cut in the report, saying how much was cut")
    func oneLongLine() throws {
        let text = lesson(
            "            print(String(repeating: \"y\", count: 900_000))  // \(UUID().uuidString)", "console", ["short"]
        )
        let run = try check(text)
        #expect(run.status == 1)
        #expect(
            run.report.contains("[… \(900_000 - LineDiff.shownCharacters) more characters]"),
            "\(run.report.prefix(3_000))")
        #expect(run.report.utf8.count < 20_000)
    }
}

/// The results of one lesson's checks, run with a time limit that a loaded machine can meet.
private func run(_ text: String) throws -> [CheckResult] {
    let (lesson, diagnostics) = LessonParser.parse(text, path: "huge.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    options.runTimeout = 90
    return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
}

@Suite("The engine's own lines never count against the program's output limit", .serialized, .onThreadsOfItsOwn)
struct HostOutputTests {
    // Both failed with "the program printed more than 1 MB": the host's screen lines and its line
    // for each action counted against the program's 1 MB.
    @Test(
        "A tree of 700 nested stacks and a play of 12,000 taps run to their end: the host's lines are not the program's output"
    )
    func legitimatePlays() throws {
        let deep = """
            ## Deep

            ```swift program
            import SwiftUI

            func nest(_ n: Int) -> AnyView { n == 0 ? AnyView(Text("leaf")) : AnyView(VStack { nest(n - 1) }) }

            struct ContentView: View {
                var body: some View { nest(700).onAppear { print("appeared") } }
            }
            ```

            ```console play="launch"
            appeared
            ```

            """
        let taps = """
            ## Taps

            ```swift program
            import SwiftUI

            struct ContentView: View {
                @State private var n = 0
                var body: some View {
                    Button("Go") { n += 1; if n == 12_000 { print("tapped \\(n) times") } }
                }
            }
            ```

            ```console play="launch; \(Array(repeating: "tap Go", count: 12_000).joined(separator: "; "))"
            tapped 12000 times
            ```

            """
        let results = try run("# Huge\n\n" + deep + taps)
        #expect(results.count == 2)
        for result in results {
            #expect(
                result.status == .passed,
                "\(result.check.title): \(result.reason ?? "") \(result.diff?.prefix(500) ?? "")")
        }
    }

    @Test("A program that prints more than 1 MB itself, over 12,000 actions, is still stopped at the limit")
    func floodOverManyActions() throws {
        let text = """
            # Huge

            ## Prints

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Button("Go") { print(String(repeating: "y", count: 99)) }
                }
            }
            ```

            ```console play="launch; \(Array(repeating: "tap Go", count: 12_000).joined(separator: "; "))"
            y
            ```

            """
        let result = try #require(try run(text).first)
        #expect(result.status == .failed)
        #expect(result.reason?.hasPrefix("the program printed more than 1 MB (") == true, "\(result.reason ?? "")")
        #expect(
            result.reason?.contains("during action 10") == true,
            "stopped at about 10,500 of its own lines: \(result.reason ?? "")")
    }
}
