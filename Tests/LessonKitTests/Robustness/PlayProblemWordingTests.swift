import Foundation
import HostContract
import Testing

@testable import LessonKit

/// The checks of a lesson made of `text`, run against the package's cache.
private func runChecks(_ text: String) throws -> [CheckResult] {
    let layout = try #require(
        PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
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

@Suite("What a play that went wrong is said to be", .serialized, .onThreadsOfItsOwn)
struct PlayProblemWordingTests {
    // A program that closed its standard output was asked "does the code call exit()?". The host's
    // lines now have a channel of their own, so the play goes on: only the console after it is lost.
    @Test(
        "A program that closes or replaces its standard output is said to, not to have called exit()",
        arguments: ["close(1)", "let devNull = open(\"/dev/null\", O_WRONLY); dup2(devNull, 1)"])
    func closedStandardOutput(_ code: String) throws {
        let results = try runChecks(
            lesson(
                "            print(\"x\"); fflush(stdout); \(code); print(\"y\")  // \(UUID().uuidString)",
                check: "```console\nx\ny\n```"))
        let reason = results.first?.reason ?? ""
        #expect(results.first?.status == .failed)
        #expect(reason.contains("the program closed (or replaced) its standard output during the play"), "\(reason)")
        #expect(!reason.contains("exit()"), "\(reason)")
        // What it printed before is kept, and compared: a check of only that passes.
        let kept = try runChecks(lesson("            print(\"x\"); fflush(stdout); \(code)  // \(UUID().uuidString)"))
        #expect(kept.first?.status == .passed, "\(kept.first?.reason ?? "")")
    }

    // A second @main type, and an @main type that is no App, were reported in the runner's
    // generated LessonMain.swift, a file the author never wrote.
    @Test("A second @main, or an @main type that is no App, is an error at the lesson's line")
    func mainTypes() throws {
        let text = """
            # Lesson 1 · Mains

            ## Two

            ```swift program
            import SwiftUI
            // \(UUID().uuidString)
            @main
            struct FirstApp: App {
                var body: some Scene { WindowGroup { Text("a") } }
            }

            @main
            struct SecondApp: App {
                var body: some Scene { WindowGroup { Text("b") } }
            }
            ```

            ```screen
            Text "a"
            ```

            ## Not an app

            ```swift program
            import SwiftUI
            // \(UUID().uuidString)
            @main
            struct Tool {
                static func main() { print("hi") }
            }
            ```

            ```console
            hi
            ```
            """
        let results = try runChecks(text)
        let two = results.first { $0.check.title == "Two" }?.reason ?? ""
        #expect(
            two.contains("problem.md:13:8: error: 'main' attribute can only apply to one type in a module"), "\(two)")
        let tool = results.first { $0.check.title == "Not an app" }?.reason ?? ""
        #expect(tool.contains("problem.md:28:"), "\(tool)")
        #expect(tool.contains("`Tool` is no App"), "\(tool)")
        #expect(!two.contains("LessonMain.swift") && !tool.contains("LessonMain.swift"), "\(two)\n\(tool)")
    }

    // 5 GB of shared memory held, and a program stuck at its thread limit, were asked "an endless loop?".
    @Test(
        "A program held at a limit until the time is up is said to be, naming the limit",
        arguments: [
            (
                ProcessRunner.Result.Held(tasks: 12, dataBytes: 100 << 20, reachedMemoryLimit: true),
                "it was held at its memory limit of 4 GB (shared memory and files in memory count too)"
            ),
            (
                ProcessRunner.Result.Held(tasks: 1000, dataBytes: 1 << 30, reachedMemoryLimit: false),
                "it was held at its limit of 1000 processes and threads (it had 1000), where the kernel refuses it more"
            ),
            (
                ProcessRunner.Result.Held(tasks: 258, dataBytes: 258 << 24, reachedMemoryLimit: false),
                "it was held at the 4 GB of memory a program may reserve, most of it the stacks of its 258 threads (16 MB each)"
            ),
        ])
    func heldAtALimit(_ held: ProcessRunner.Result.Held, _ said: String) {
        var timedOut = ProcessRunner.Result(
            ending: .signaled(SIGKILL), output: "", errorOutput: "", timedOut: true, truncated: false,
            leftProcesses: false, seconds: 20)
        timedOut.limits = Spawn.Limits()
        timedOut.heldAtTimeout = held
        let problem =
            PlayProblem.describe(PlayOutput.parse(""), timedOut, play: ["launch"], timeout: 20, outputLimit: 1_000)
            ?? ""
        #expect(
            problem.hasPrefix(
                "the program did not finish within 20 s of real time, during action 1 of the play (launch): " + said),
            "\(problem)")
        #expect(!problem.contains("endless loop"), "\(problem)")
        // Held at nothing, it is the loop it always was.
        timedOut.heldAtTimeout = ProcessRunner.Result.Held(tasks: 3, dataBytes: 50 << 20, reachedMemoryLimit: false)
        #expect(
            PlayProblem.describe(PlayOutput.parse(""), timedOut, play: ["launch"], timeout: 20, outputLimit: 1_000)?
                .contains("(an endless loop?)") == true)
    }

    @Test(
        "A program whose threads' stacks fill the memory it may reserve is stopped at the time limit saying so",
        .timeLimit(.minutes(2)))
    func threadsAtTheirLimit() throws {
        let results = try runChecks(
            lesson(
                """
                            while true {  // \(UUID().uuidString)
                                var thread = pthread_t()
                                if pthread_create(&thread, nil, { _ in sleep(1000); return nil }, nil) != 0 { usleep(1000) }
                            }
                """))
        let reason = results.first?.reason ?? ""
        #expect(reason.contains(": it was held at "), "\(reason)")
        #expect(!reason.contains("endless loop"), "\(reason)")
    }

    // A program that closed the channel's descriptor, or put /dev/null over it, was asked "does the code call exit()?".
    @Test(
        "A program that closes or replaces the host's channel is said to, not to have called exit()",
        arguments: ["close(\(Spawn.hostChannelFD))", "dup2(open(\"/dev/null\", O_WRONLY), \(Spawn.hostChannelFD))"])
    func closedChannel(_ code: String) throws {
        let results = try runChecks(
            lesson(
                "            print(\"x\"); \(code); print(\"y\")  // \(UUID().uuidString)",
                check: "```console\nx\ny\n```"))
        let reason = results.first?.reason ?? ""
        // Where the sandbox refuses the call, the play goes on, and passes.
        if results.first?.status != .passed {
            #expect(
                reason.hasPrefix(
                    "the program closed or replaced the host's channel (file descriptor \(Spawn.hostChannelFD), "),
                "\(reason)")
            #expect(
                reason.contains("during action 1 of the play (launch)")
                    && reason.contains("does the code close(\(Spawn.hostChannelFD)), dup2 another file over it"),
                "\(reason)")
            #expect(!reason.contains("exit()"), "\(reason)")
        }
        let said = ProcessRunner.Result(
            ending: .exited(0), output: "", errorOutput: HostProtocol.channelLostNote + "\n", timedOut: false,
            truncated: false, leftProcesses: false, seconds: 0)
        let problem =
            PlayProblem.describe(PlayOutput.parse(""), said, play: ["launch"], timeout: 10, outputLimit: 1_000) ?? ""
        #expect(problem.hasPrefix("the program closed or replaced the host's channel"), "\(problem)")
    }

    // A full TMPDIR, where every play gets its home, was blamed on the lesson: "the program could
    // not be started: No space left on device", a failure of the check like any other.
    @Test("A full TMPDIR is said to be the machine's, with where it is, before the run and during it")
    func fullTemporaryFolder() throws {
        let failed = ProcessRunner.Result(
            ending: .notStarted("No space left on device"), output: "", errorOutput: "", timedOut: false,
            truncated: false, leftProcesses: false, seconds: 0)
        let problem =
            PlayProblem.describe(PlayOutput.parse(""), failed, play: ["launch"], timeout: 10, outputLimit: 1_000) ?? ""
        #expect(problem.contains("in the machine's temporary folder \(NSTemporaryDirectory()) (TMPDIR)"), "\(problem)")
        #expect(problem.contains("not the lesson's"), "\(problem)")
        #expect(
            MachineFault.advice(for: "error: No space left on device").contains(
                "(the temporary folder \(NSTemporaryDirectory()), TMPDIR"))
        let folder = NSTemporaryDirectory() + "lessons-full-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect { try BuildCache.prepare(folder, isCache: false, minimumRoom: Int.max / 2) } throws: { error in
            "\(error)".contains("cannot write the temporary folder \(folder) (TMPDIR): it is full (")
        }
        try BuildCache.prepare(folder, isCache: false)
    }
}
