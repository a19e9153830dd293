import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A program of one `ContentView` that prints `line` at launch, with `extra` declarations, and its check.
private func program(_ title: String, prints line: String, extra: String = "", body: String? = nil) -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI

    struct Trip {
        var name: String
    }
    \(extra)
    struct ContentView: View {
        var body: some View {
            Text("x")
                .onAppear { \(body ?? "print(\"\(line)\")") }
        }
    }
    ```

    ```console
    \(line)
    ```

    """
}

/// Runs `markdown`'s checks on one thread with batches of `batchSize`, in the cache `cache`.
private func check(_ markdown: String, cache: String?, batchSize: Int = 8, repeatCount: Int = 1) throws -> (
    LessonChecker, [CheckResult]
) {
    let (lesson, diagnostics) = LessonParser.parse(markdown, path: "T.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = cache
    options.jobs = 1
    options.batchSize = batchSize
    options.repeatCount = repeatCount
    let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
    return (checker, try checker.run([lesson]))
}

private func temporaryCache() -> String { NSTemporaryDirectory() + "lessons-batch-test-\(UUID().uuidString)" }

@Suite("Building programs together, and keeping what their plays printed", .serialized, .onThreadsOfItsOwn)
struct BatchBuildTests {
    @Test("Programs with the same type names build in one batch, and each runs as its own")
    func sameNames() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let lesson =
            "# T\n\n"
            + (1...4).map {
                program(
                    "P\($0)", prints: "program \($0)",
                    extra: "extension View {\n    func card() -> some View { self }\n}")
            }.joined()
        let (checker, results) = try check(lesson, cache: cache)
        #expect(results.map(\.status) == Array(repeating: .passed, count: 4), "\(results.map { $0.reason ?? "" })")
        #expect(checker.batchesBuilt == 1 && checker.snippetsBuilt == 4)
    }

    @Test("A program that does not build fails alone, with its own lines; its batch-mates pass")
    func badProgram() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let good = (1...4).map { program("P\($0)", prints: "program \($0)") }
        let bad = program("Bad", prints: "bad", body: "undefinedFunction()")
        let lesson = "# T\n\n" + good[0] + good[1] + bad + good[2] + good[3]
        let (_, results) = try check(lesson, cache: cache)
        #expect(
            results.map(\.status) == [.passed, .passed, .failed, .passed, .passed] as [CheckResult.Status],
            "\(results.map { $0.reason ?? "" })"
        )
        let line =
            try #require(
                lesson.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("undefinedFunction")
                }) + 1
        #expect(
            results[2].reason
                == "the code does not build:\nT.md:\(line):25: error: cannot find 'undefinedFunction' in scope")
    }

    @Test("Errors that point at no program's lines split the batch until each program builds on its own")
    func unattributedErrors() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // No ContentView: the error is in the generated app, not on a lesson line.
        let noView =
            "## No view\n\n```swift program\nimport SwiftUI\n\nstruct Other: View {\n    var body: some View { Text(\"x\") }\n}\n```\n\n```console\nx\n```\n\n"
        // Two programs that export the same C symbol: the batch's link fails at no lesson line, and
        // each builds on its own.
        let exported = "@_cdecl(\"lessons_batch_test_symbol\") func exported() {}"
        let clashing = (1...2).map { program("C\($0)", prints: "clash \($0)", extra: exported) }.joined()
        let lesson = "# T\n\n" + (1...5).map { program("P\($0)", prints: "program \($0)") }.joined() + noView + clashing
        let (_, results) = try check(lesson, cache: cache)
        #expect(
            results.map(\.status) == Array(repeating: .passed, count: 5) + [.failed, .passed, .passed],
            "\(results.map { $0.reason ?? "" })")
        #expect(results[5].reason?.contains("cannot find 'ContentView' in scope") == true, "\(results[5].reason ?? "")")
        // Reported at the lesson: the first line of the code that lacks it, with what to do.
        let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
        let codeStart = try #require(lines.firstIndex { $0 == "struct Other: View {" }) - 1  // its `import SwiftUI`
        #expect(
            results[5].reason?.contains("T.md:\(codeStart):13: error: cannot find 'ContentView' in scope") == true,
            "\(results[5].reason ?? "")")
        #expect(results[5].reason?.contains("declare `struct ContentView: View`") == true)
    }

    @Test("A ContentView that is not a View is reported at its declaration in the lesson")
    func contentViewNotAView() throws {
        let lesson =
            "# T\n\n## Not a view\n\n```swift program\nimport SwiftUI\n\nstruct ContentView {}\n```\n\n```console\nx\n```\n"
        let (_, results) = try check(lesson, cache: nil)
        #expect(results.map(\.status) == [.failed] as [CheckResult.Status])
        #expect(
            results[0].reason?.contains(
                "T.md:8:13: error: static method 'buildExpression' requires that 'ContentView' conform to 'View'")
                == true,
            "\(results[0].reason ?? "")")
        #expect(results[0].reason?.contains("LessonApp.swift") == false)
    }

    @Test("A batch's program that prints a qualified type name is built alone and prints it as it would alone")
    func qualifiedNames() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let qualified = program(
            "Qualified", prints: "Optional(Lesson.Trip(name: \"Lisbon\"))",
            body: "print(String(describing: Optional(Trip(name: \"Lisbon\"))))")
        let lesson = "# T\n\n" + (1...3).map { program("P\($0)", prints: "program \($0)") }.joined() + qualified
        let (checker, results) = try check(lesson, cache: cache)
        #expect(
            results.map(\.status) == [.passed, .passed, .passed, .passed] as [CheckResult.Status],
            "\(results.map { ($0.reason ?? "") + ($0.diff ?? "") })")
        #expect(checker.snippetsBuilt == 5, "four in a batch, then one alone")
        // The next run takes the program built alone from the cache, and its result too.
        let (again, second) = try check(lesson, cache: cache)
        #expect(second.map(\.status) == results.map(\.status))
        #expect(again.snippetsBuilt == 0 && again.playsRun == 0)
    }

    @Test("Code a diagnostics check and a play both read is compiled alone for its messages, and batched for its play")
    func diagnosticsAndPlay() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let warned = """
            ## Warned

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    let unused = 1
                    Text("x").onAppear { print("warned") }
                }
            }
            ```

            ```console
            warned
            ```

            ```diagnostics severity=warning
            initialization of immutable value 'unused' was never used; consider replacing with assignment to '_' or removing it
            ```

            """
        let lesson = "# T\n\n" + (1...3).map { program("P\($0)", prints: "program \($0)") }.joined() + warned
        let (checker, results) = try check(lesson, cache: cache)
        #expect(
            results.map(\.status) == Array(repeating: .passed, count: 5),
            "\(results.map { ($0.reason ?? "") + ($0.diff ?? "") })")
        #expect(
            checker.batchesBuilt == 1 && checker.snippetsBuilt == 5,
            "four programs in a batch, and the warned one compiled alone")
    }

    @Test("A second run builds and runs nothing; an edited recording is compared without running; --repeat always runs")
    func playCache() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let lesson = "# T\n\n" + (1...3).map { program("P\($0)", prints: "program \($0)") }.joined()
        let (cold, first) = try check(lesson, cache: cache)
        #expect(first.allSatisfy { $0.status == .passed })
        #expect(cold.playsRun == 3 && cold.playsCached == 0)

        let (warm, second) = try check(lesson, cache: cache)
        #expect(second.map(\.status) == first.map(\.status))
        #expect(warm.snippetsBuilt == 0 && warm.playsRun == 0 && warm.playsCached == 3 && !warm.engineBuilt)
        #expect(
            warm.cacheSummary
                == "built and ran nothing; 3 builds and 3 play results from the cache (--no-cache redoes them)")

        let edited = lesson.replacingOccurrences(of: "```console\nprogram 2\n```", with: "```console\nprogram two\n```")
        let (editedRun, third) = try check(edited, cache: cache)
        #expect(third.map(\.status) == [.passed, .failed, .passed] as [CheckResult.Status])
        #expect(editedRun.playsRun == 0)

        let (repeated, fourth) = try check(lesson, cache: cache, repeatCount: 3)
        #expect(fourth.allSatisfy { $0.status == .passed })
        #expect(repeated.playsRun == 9 && repeated.playsCached == 0)

        let (uncached, _) = try check(lesson, cache: nil)
        #expect(uncached.playsRun == 3 && uncached.snippetsBuilt == 3 && uncached.engineBuilt)
    }

    @Test("A kept play result changed after it was kept is not trusted: the play runs again")
    func tamperedPlayResult() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let lesson = "# T\n\n" + program("P", prints: "program")
        _ = try check(lesson, cache: cache)
        let plays = try FileManager.default.contentsOfDirectory(atPath: cache + "/plays")
        #expect(plays.count == 1)
        let file = cache + "/plays/" + plays[0] + "/output"
        chmod(file, 0o644)
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "program", with: "forged!")
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let (checker, results) = try check(lesson, cache: cache)
        #expect(results.map(\.status) == [.passed] as [CheckResult.Status])
        #expect(checker.playsRun == 1)
    }

    @Test("A play the time limit ended is not kept")
    func timedOutNotKept() {
        let result = ProcessRunner.Result(
            ending: .signaled(SIGKILL), output: "", errorOutput: "", timedOut: true, truncated: false,
            leftProcesses: false, seconds: 20)
        #expect(!PlayCache.isKept(result))
        let killed = ProcessRunner.Result(
            ending: .signaled(SIGKILL), output: "", errorOutput: "", timedOut: false, truncated: false,
            leftProcesses: false, seconds: 1)
        #expect(!PlayCache.isKept(killed))
        let unsettled = ProcessRunner.Result(
            ending: .exited(0), output: "\u{1E}unsettled it kept updating\n", errorOutput: "", timedOut: false,
            truncated: false, leftProcesses: false, seconds: 5)
        #expect(!PlayCache.isKept(unsettled))
        let crashed = ProcessRunner.Result(
            ending: .signaled(SIGILL), output: "", errorOutput: "Fatal error", timedOut: false, truncated: false,
            leftProcesses: false, seconds: 0.1)
        #expect(PlayCache.isKept(crashed))
    }
}
