import Foundation
import Testing
@testable import LessonKit

/// The checks of a lesson made of `text`, run against the package's cache.
private func runChecks(_ text: String) throws -> [CheckResult] {
    let layout = try #require(PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
    let (lesson, diagnostics) = LessonParser.parse(text, path: "problem.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
}

/// A lesson of one program whose `onAppear` runs `appear`, checked by `check`.
private func lesson(_ appear: String, check: String = "```console\nx\n```") -> String {
    oneProgramLesson(title: "Problems", appear: appear, check: check)
}

@Suite("What a play that went wrong is said to be", .serialized)
struct PlayProblemWordingTests {
    // A program that closed its standard output was asked "does the code call exit()?". The host's
    // lines now have a channel of their own, so the play goes on: only the console after it is lost.
    @Test("A program that closes or replaces its standard output is said to, not to have called exit()",
          arguments: ["close(1)", "let devNull = open(\"/dev/null\", O_WRONLY); dup2(devNull, 1)"])
    func closedStandardOutput(_ code: String) throws {
        let results = try runChecks(lesson("            print(\"x\"); fflush(stdout); \(code); print(\"y\")  // \(UUID().uuidString)",
                                           check: "```console\nx\ny\n```"))
        let reason = results.first?.reason ?? ""
        #expect(results.first?.status == .failed)
        #expect(reason.contains("the program closed (or replaced) its standard output during the play"), "\(reason)")
        #expect(!reason.contains("exit()"), "\(reason)")
        // What it printed before is kept, and compared: a check of only that passes.
        let kept = try runChecks(lesson("            print(\"x\"); fflush(stdout); \(code)  // \(UUID().uuidString)"))
        #expect(kept.first?.status == .passed, "\(kept.first?.reason ?? "")")
    }

    // A full TMPDIR, where every play gets its home, was blamed on the lesson: "the program could
    // not be started: No space left on device", a failure of the check like any other.
    @Test("A full TMPDIR is said to be the machine's, with where it is, before the run and during it")
    func fullTemporaryFolder() throws {
        let failed = ProcessRunner.Result(ending: .notStarted("No space left on device"), output: "", errorOutput: "", timedOut: false,
                                          truncated: false, leftProcesses: false, seconds: 0)
        let problem = PlayProblem.describe(PlayOutput.parse(""), failed, play: ["launch"], timeout: 10, outputLimit: 1_000) ?? ""
        #expect(problem.contains("in the machine's temporary folder \(NSTemporaryDirectory()) (TMPDIR)"), "\(problem)")
        #expect(problem.contains("not the lesson's"), "\(problem)")
        #expect(MachineFault.advice(for: "error: No space left on device").contains("(the temporary folder \(NSTemporaryDirectory()), TMPDIR"))
        let folder = NSTemporaryDirectory() + "lessons-full-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect { try BuildCache.prepare(folder, isCache: false, minimumRoom: Int.max / 2) } throws: { error in
            "\(error)".contains("cannot write the temporary folder \(folder) (TMPDIR): it is full (")
        }
        try BuildCache.prepare(folder, isCache: false)
    }
}
