import Foundation
import Testing
@testable import LessonKit

@Suite("The results lessons check keeps for the book")
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
        #expect(CheckResultStore.entry(for: try #require(lesson("1", code: "print(2)").checks.first), in: results) == nil)
    }

    @Test("A later run replaces the result at the same place and keeps the others")
    func merging() throws {
        let store = CheckResultStore(path: NSTemporaryDirectory() + "lessons-results-\(UUID().uuidString)/results.json")
        let old = try #require(lesson("1").checks.first)
        let other = try #require(LessonParser.parse(bytes: Data("# Lesson 4 · B\n\n## Step 1 · A\n\n```swift program\nprint(3)\n```\n\n```console play=launch\n3\n```\n".utf8),
                                                    path: "/x/04-b.md").lesson.checks.first)
        try store.record([CheckResult(check: old, status: .failed, diff: "- 1\n+ 2", actual: ["2"]), CheckResult(check: other, status: .passed, actual: ["3"])])
        let edited = try #require(lesson("2").checks.first)
        try store.record([CheckResult(check: edited, status: .passed, actual: ["2"])])
        let results = store.load()
        #expect(results.count == 2)
        #expect(CheckResultStore.entry(for: old, in: results) == nil)
        #expect(CheckResultStore.entry(for: edited, in: results)?.status == "passed")
        #expect(CheckResultStore.entry(for: other, in: results)?.status == "passed")
    }
}
