import Foundation
import Testing

@testable import LessonKit

@Suite("The results lessons check keeps for the book", .onThreadsOfItsOwn)
struct CheckResultStoreTests {
    func lesson(_ console: String, code: String = "print(1)") -> Lesson {
        let text = """
            # Lesson 3 · Results

            ## Step 1 · Print

            ```swift program
            \(code)
            ```

            ```console play=launch
            \(console)
            ```
            """
        return LessonParser.parse(bytes: Data(text.utf8), path: "/somewhere/Lessons/03-results.md").lesson
    }

    @Test("A result is found again for the same check, and not once its block, play or code changed")
    func fingerprint() throws {
        let store = CheckResultStore(path: NSTemporaryDirectory() + "lessons-results-\(UUID().uuidString)/results.json")
        let check = try #require(lesson("1").checks.first)
        try store.record([CheckResult(check: check, status: .passed, actual: ["1"])])
        let results = store.load()
        #expect(CheckResultStore.entry(for: check, in: results)?.status == "passed")
        #expect(CheckResultStore.entry(for: check, in: results)?.actual == ["1"])
        #expect(CheckResultStore.entry(for: try #require(lesson("2").checks.first), in: results) == nil)
        #expect(
            CheckResultStore.entry(for: try #require(lesson("1", code: "print(2)").checks.first), in: results) == nil)
    }

    @Test("A later run replaces the result at the same place and keeps the others")
    func merging() throws {
        let store = CheckResultStore(path: NSTemporaryDirectory() + "lessons-results-\(UUID().uuidString)/results.json")
        let old = try #require(lesson("1").checks.first)
        let other = try #require(
            LessonParser.parse(
                bytes: Data(
                    "# Lesson 4 · B\n\n## Step 1 · A\n\n```swift program\nprint(3)\n```\n\n```console play=launch\n3\n```\n"
                        .utf8),
                path: "/x/04-b.md"
            ).lesson.checks.first)
        try store.record([
            CheckResult(check: old, status: .failed, diff: "- 1\n+ 2", actual: ["2"]),
            CheckResult(check: other, status: .passed, actual: ["3"]),
        ])
        let edited = try #require(lesson("2").checks.first)
        try store.record([CheckResult(check: edited, status: .passed, actual: ["2"])])
        let results = store.load()
        #expect(results.count == 2)
        #expect(CheckResultStore.entry(for: old, in: results) == nil)
        #expect(CheckResultStore.entry(for: edited, in: results)?.status == "passed")
        #expect(CheckResultStore.entry(for: other, in: results)?.status == "passed")
    }

    @Test(
        "A check that finds what is kept leaves the store as it is and says when it checked; a changed result or store is written"
    )
    func unchangedResults() throws {
        let folder = NSTemporaryDirectory() + "lessons-results-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = CheckResultStore(path: folder + "/results.json")
        let check = try #require(lesson("1").checks.first)
        let first = Date(timeIntervalSince1970: 1_000_000)
        try store.record([CheckResult(check: check, status: .passed, actual: ["1"])], at: first)
        let written = try Data(contentsOf: URL(fileURLWithPath: store.path))
        #expect(store.lastCheckDate() == first)
        let later = Date(timeIntervalSince1970: 2_000_000)
        try store.record([CheckResult(check: check, status: .passed, actual: ["1"])], at: later)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == written, "nothing but the date would change")
        #expect(store.lastCheckDate() == later)
        #expect(CheckResultStore.entry(for: check, in: store.load())?.date == first)

        try store.record([CheckResult(check: check, status: .failed, reason: "differs", actual: ["2"])], at: later)
        #expect(CheckResultStore.entry(for: check, in: store.load())?.status == "failed")
        // The store changed by another hand: the stamp no longer vouches for it, and the next record writes it.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: store.path))
        #expect(store.lastCheckDate() == nil)
        try store.record([CheckResult(check: check, status: .failed, reason: "differs", actual: ["2"])], at: later)
        #expect(CheckResultStore.entry(for: check, in: store.load())?.status == "failed")
    }
}

@Suite("lessons check keeps its results for the book", .onThreadsOfItsOwn)
struct CheckRunKeepsResultsTests {
    /// The package this test was built from.
    let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

    @Test("A check of the course's own lessons is kept; a lesson from elsewhere is not")
    func keptForTheCourse() throws {
        // The skipped check of lesson 0 runs nothing, so this costs no build.
        let lesson = try LessonLibrary.load(layout.lessons + "/00-counter.md").lesson
        let skipped = try #require(lesson.checks.first { $0.skipReason != nil })
        var arguments = CheckRun.Request()
        arguments.paths = [layout.lessons + "/00-counter.md"]
        arguments.filter = "00-counter.md:\(skipped.location.line)"
        arguments.cacheDirectory = layout.defaultCache
        _ = try CheckRun(request: arguments, layout: layout, output: { _ in }, errors: { _ in }).run()
        let entry = try #require(CheckResultStore.entry(for: skipped, in: CheckResultStore.standard(layout).load()))
        #expect(entry.status == "skipped" && entry.location == "00-counter.md:\(skipped.location.line)")

        // The same lesson copied elsewhere is another course's: nothing of it is kept.
        let folder = NSTemporaryDirectory() + "lessons-elsewhere-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: layout.lessons + "/00-counter.md", encoding: .utf8)
            .replacingOccurrences(of: "440 bytes", with: "441 bytes")  // another block: a result of its own
        try text.write(toFile: folder + "/00-counter.md", atomically: true, encoding: .utf8)
        arguments.paths = [folder + "/00-counter.md"]
        let copy = try #require(
            try LessonLibrary.load(folder + "/00-counter.md").lesson.checks.first { $0.skipReason != nil })
        _ = try CheckRun(request: arguments, layout: layout, output: { _ in }, errors: { _ in }).run()
        #expect(CheckResultStore.entry(for: copy, in: CheckResultStore.standard(layout).load()) == nil)
    }
}
