import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A program that prints "hello", and four console blocks that expect other words; the first is recorded.
private let greetings =
    "# Lesson 1 · Greetings\n\n## Step 1 · Hello\n\n```swift program\nimport SwiftUI\nstruct ContentView: View {\n"
    + "    var body: some View { let _ = print(\"hello\"); Text(\"x\") }\n}\n```\n\n"
    + "```console recorded\nbonjour\n```\n\n```console\nsalut\n```\n\n```console\nciao\n```\n\n```console\nhola\n```\n"

/// A folder holding one lesson and a pending file, removed at the end of the test.
private struct Bench {
    let folder = NSTemporaryDirectory() + "lessons-accept-\(UUID().uuidString)"
    var lesson: String { folder + "/01-g.md" }
    var store: PendingStore { PendingStore(path: folder + "/pending.json") }

    init(_ text: String = greetings) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: lesson, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    func text() throws -> String { try String(contentsOfFile: lesson, encoding: .utf8) }

    /// `lessons check LESSON --pending`, keeping into this folder's pending file.
    func checkPending() throws -> (status: Int32, errors: String) {
        var arguments = CheckRun.Request()
        arguments.paths = [lesson]
        arguments.pending = true
        arguments.cacheDirectory = layout.defaultCache
        var errors = ""
        var command = CheckRun(
            request: arguments, layout: layout, output: { _ in }, errors: { errors += $0 + "\n" })
        command.pendingStore = store
        let status = try command.run()
        return (status, errors.replacingOccurrences(of: folder + "/", with: ""))
    }

    /// `lessons accept --from PENDING`, answering with `answers` in turn (nil: `--all`); the reviews it showed.
    func accept(_ answers: [PendingReview.Answer]?) throws -> (status: Int32, errors: String, reviews: [String]) {
        var errors = ""
        var reviews: [String] = []
        var command = PendingReview(
            from: store.path, layout: layout, output: { _ in }, errors: { errors += $0 + "\n" })
        if var answers {
            command.ask = { review, number, count in
                reviews.append("\(number) of \(count)\n" + review.replacingOccurrences(of: folder + "/", with: ""))
                return answers.isEmpty ? .quit : answers.removeFirst()
            }
        }
        let status = try command.run()
        return (status, errors.replacingOccurrences(of: folder + "/", with: ""), reviews)
    }
}

@Suite("lessons check --pending and lessons accept", .serialized, .onThreadsOfItsOwn)
struct PendingReviewTests {
    @Test(
        "--pending keeps each failed written block with what the engine printed, never a recorded one, and reads back")
    func pendingKept() throws {
        let bench = try Bench()
        defer { bench.remove() }
        let run = try bench.checkPending()
        #expect(run.status == 1)
        #expect(run.errors.contains("NOT KEPT 01-g.md:12: recorded on iOS"), "\(run.errors)")
        #expect(run.errors.contains("PENDING 01-g.md:16: what the engine printed is kept for `lessons accept`"))
        #expect(run.errors.contains("3 blocks pending in "))
        let entries = try bench.store.load()
        #expect(entries.map(\.line) == [16, 20, 24])
        #expect(
            entries.allSatisfy {
                $0.actual == ["hello"] && $0.diffHeader == "--- expected (-)  +++ this engine (+)"
                    && $0.kind == "console"
            })
        #expect(entries.first?.diff?.hasPrefix("- salut\n+ hello") == true)

        // A block that passes now is no longer pending; the others stay.
        try bench.text().replacingOccurrences(of: "salut", with: "hello").write(
            toFile: bench.lesson, atomically: true, encoding: .utf8)
        _ = try bench.checkPending()
        #expect(try bench.store.load().map(\.line) == [20, 24])
    }

    @Test("accept shows each block's diff as check heads it, and a accepts, r rejects, s skips, q keeps the rest")
    func answers() throws {
        let bench = try Bench()
        defer { bench.remove() }
        _ = try bench.checkPending()
        let run = try bench.accept([.accept, .reject, .skip])
        #expect(run.status == 0)
        #expect(run.reviews.count == 3)
        #expect(
            run.reviews.first?.hasPrefix("1 of 3\nFAIL 01-g.md:16 console — Step 1 · Hello\n     play: launch\n")
                == true, "\(run.reviews)")
        #expect(
            run.reviews.first?.contains("     --- expected (-)  +++ this engine (+)\n     - salut\n     + hello\n")
                == true)
        #expect(run.errors.contains("ACCEPTED 01-g.md:16: written with what the engine printed"), "\(run.errors)")
        #expect(run.errors.contains("REJECTED 01-g.md:20: the block stays as it is"))
        #expect(run.errors.contains("SKIPPED 01-g.md:24: still pending"))
        #expect(try bench.text() == greetings.replacingOccurrences(of: "salut", with: "hello"))
        #expect(try bench.store.load().map(\.line) == [24])

        // q leaves it pending; --all then accepts it without asking.
        let quit = try bench.accept([.quit])
        #expect(quit.errors.contains("Stopped: 1 block still pending"))
        #expect(try bench.store.load().map(\.line) == [24])
        let all = try bench.accept(nil)
        #expect(all.status == 0 && all.reviews.isEmpty)
        #expect(
            try bench.text()
                == greetings.replacingOccurrences(of: "salut", with: "hello").replacingOccurrences(
                    of: "hola", with: "hello"))
        #expect(try bench.store.load().isEmpty)
        #expect(try bench.accept(nil).errors.hasPrefix("Nothing pending in "))
    }

    @Test(
        "accept refuses a block whose lesson changed since the check, saying file:line and why, and writes nothing there"
    )
    func refusesChangedBlock() throws {
        let bench = try Bench()
        defer { bench.remove() }
        _ = try bench.checkPending()
        // The author edits one block by hand, and the code above the others.
        let edited = greetings.replacingOccurrences(of: "salut", with: "salut !")
        try edited.write(toFile: bench.lesson, atomically: true, encoding: .utf8)
        let run = try bench.accept(nil)
        #expect(run.status == 1)
        #expect(
            run.errors.contains(
                "REFUSED 01-g.md:16: the block, its play or the code it checks changed since the check that kept it"),
            "\(run.errors)")
        #expect(run.errors.contains("ACCEPTED 01-g.md:20"))
        #expect(try bench.text().contains("```console\nsalut !\n```"))
        #expect(try bench.store.load().map(\.line) == [16], "a refused block stays pending")

        let code = try bench.text().replacingOccurrences(of: "print(\"hello\")", with: "print(\"hi\")")
        try code.write(toFile: bench.lesson, atomically: true, encoding: .utf8)
        _ = try bench.checkPending()
        try code.replacingOccurrences(of: "Text(\"x\")", with: "Text(\"y\")").write(
            toFile: bench.lesson, atomically: true, encoding: .utf8)
        let changedCode = try bench.accept(nil)
        #expect(changedCode.status == 1)
        #expect(
            changedCode.errors.components(separatedBy: "\n").filter { $0.hasPrefix("REFUSED") }.count == 3,
            "\(changedCode.errors)")
    }

    @Test(
        "A block moved by lines added above it is still found by its fingerprint; one written already counts as accepted"
    )
    func movedAndWritten() throws {
        let bench = try Bench()
        defer { bench.remove() }
        _ = try bench.checkPending()
        let moved = greetings.replacingOccurrences(
            of: "## Step 1 · Hello\n", with: "## Step 1 · Hello\n\nA new paragraph.\n"
        )
        .replacingOccurrences(of: "hola", with: "hello")  // as an accept stopped before its store was saved leaves it
        try moved.write(toFile: bench.lesson, atomically: true, encoding: .utf8)
        let run = try bench.accept([.accept, .skip])
        #expect(
            run.reviews.first?.contains("(checked at line 16; the block has moved since)") == true, "\(run.reviews)")
        #expect(run.errors.contains("ACCEPTED 01-g.md:18: written with what the engine printed"), "\(run.errors)")
        #expect(run.errors.contains("ACCEPTED 01-g.md:24: the lesson holds it already"))
        #expect(try bench.store.load().map(\.line) == [20])
    }

    @Test("A pending block whose lesson is not here is refused with what to do, and stays pending")
    func lessonGone() throws {
        let bench = try Bench()
        defer { bench.remove() }
        _ = try bench.checkPending()
        try FileManager.default.removeItem(atPath: bench.lesson)
        let run = try bench.accept(nil)
        #expect(run.status == 1)
        #expect(run.errors.contains("REFUSED 01-g.md:16: "), "\(run.errors)")
        #expect(run.errors.contains("accept in the clone that holds the lesson"))
        #expect(try bench.store.load().count == 3)
    }

}

@Suite("The pending file", .onThreadsOfItsOwn)
struct PendingStoreTests {
    @Test("A pending file that cannot be read is an error that says what to do, and --pending never writes over it")
    func unreadable() throws {
        let folder = NSTemporaryDirectory() + "lessons-pending-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = PendingStore(path: folder + "/pending.json")
        try "not json".write(toFile: store.path, atomically: true, encoding: .utf8)
        #expect(throws: PendingStore.Failure.self) { try store.load() }
        #expect(throws: PendingStore.Failure.self) { try store.record([], in: [], root: folder) }
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == "not json")
        #expect(try PendingStore(path: folder + "/none.json").load().isEmpty)
    }

    @Test("A lesson in the package is named relative to it, so a CI's file names the same lesson in another clone")
    func names() {
        #expect(PendingStore.name("/ci/repo/Lessons/07-x.md", root: "/ci/repo") == "Lessons/07-x.md")
        #expect(PendingStore.path(of: "Lessons/07-x.md", root: "/home/me/repo") == "/home/me/repo/Lessons/07-x.md")
        #expect(PendingStore.name("/tmp/elsewhere/01-a.md", root: "/ci/repo") == "/tmp/elsewhere/01-a.md")
    }
}
