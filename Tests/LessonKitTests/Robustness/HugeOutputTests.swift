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
    var arguments = LessonsCommand.CheckArguments()
    arguments.paths = [folder]
    arguments.cacheDirectory = layout.defaultCache
    var report = ""
    let status = try CheckCommand(arguments: arguments, layout: layout, output: { report += $0 }, errors: { _ in }).run()
    return (status, report)
}

/// A lesson whose program runs `appear` at launch, checked by a block with `info` holding `expected`.
private func lesson(_ appear: String, _ info: String, _ expected: [String]) -> String {
    oneProgramLesson(title: "Huge output", appear: appear, check: "```\(info)\n" + expected.joined(separator: "\n") + "\n```")
}

@Suite("Huge output: compared and reported in bounded time and memory", .serialized)
struct HugeOutputTests {
    // `...` and a line never printed, against 20,000 printed lines: `lessons check` died of a stack
    // overflow in OutputMatcher, and since the play was cached, so did every later run.
    @Test("A wildcards block against 20,000 printed lines fails at its pattern line, in this run and the next (cached)")
    func wildcardsAgainstManyLines() throws {
        let text = lesson("            for i in 0..<20_000 { print(\"line \\(i)\") }  // \(UUID().uuidString)",
                          "console wildcards", ["line 0", "...", "a line never printed"])
        for _ in 0..<2 {
            let run = try check(text)
            #expect(run.status == 1)
            #expect(run.report.contains("pattern line 3 (") && run.report.contains("`a line never printed` matches nothing"), "\(run.report.prefix(2_000))")
        }
    }

    // 30,000 lines that differ everywhere: over 4 GB, killed after 110 s (the diff's table grew as n × m).
    @Test("30,000 recorded lines against 30,000 that differ everywhere: a diff in seconds, its first lines shown and the rest counted")
    func thirtyThousandDifferingLines() throws {
        let text = lesson("            for i in 0..<30_000 { print(\"printed \\(i)\") }  // \(UUID().uuidString)",
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
        let text = lesson("            print(String(repeating: \"y\", count: 900_000))  // \(UUID().uuidString)", "console", ["short"])
        let run = try check(text)
        #expect(run.status == 1)
        #expect(run.report.contains("[… \(900_000 - LineDiff.shownCharacters) more characters]"), "\(run.report.prefix(3_000))")
        #expect(run.report.utf8.count < 20_000)
    }
}
