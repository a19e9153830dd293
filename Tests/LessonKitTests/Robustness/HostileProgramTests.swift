import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A lesson of one program per check, each doing something a lesson's code should not.
private func hostileLesson(_ strayName: String) -> String {
    func program(_ title: String, _ appear: String, task: String = "", check: String = "```console\nx\n```") -> String {
        """
        ## \(title)

        ```swift program
        import SwiftUI

        struct ContentView: View {
            @State private var items: [Int] = []
            @State private var n = 0
            var body: some View {
                Button("Go") { print(items[3]) }
                    .onAppear {
        \(appear)
                    }
                    .task {
        \(task)
                    }
            }
        }
        ```

        \(check)

        """
    }
    // A child that holds the program's standard output, named so the test can look for it afterwards.
    let startChild = """
                    if fork() == 0 {
        \(nameThread(strayName))
                        sleep(300)
                        exit(0)
                    }
        """
    return "# Hostile programs\n\n"
        + [
            program("Traps", "", check: "```console play=\"launch; tap Go\"\nx\n```"),
            program("Exits at launch", "            exit(0)"),
            program("Exits with a status", "            print(\"leaving\"); exit(3)"),
            program("Leaves a child holding its output", startChild + "\n            print(\"x\")"),
            program(
                "Spins with a child", startChild + "\n" + nameThread(strayName) + "\n            while true { n &+= 0 }"
            ),
            program("Floods", "            for i in 0..<10_000_000 { print(\"line \\(i)\") }"),
            program("Never settles", "", task: "            while true { n &+= 1; await Task.yield() }"),
            program("Signals its group", "            print(\"x\"); kill(0, SIGTERM)"),
            program(
                "Writes beside itself",
                """
                            let me = URL(fileURLWithPath: CommandLine.arguments[0])
                            try? "hacked".write(to: me.deletingLastPathComponent().appendingPathComponent("status"), atomically: true, encoding: .utf8)
                            try? "hacked".write(to: me.deletingLastPathComponent().appendingPathComponent("compiler.txt"), atomically: false, encoding: .utf8)
                            try? "hacked".write(to: me, atomically: true, encoding: .utf8)
                            try? "hacked".write(toFile: "status", atomically: true, encoding: .utf8)
                            print(FileManager.default.currentDirectoryPath == NSHomeDirectory() ? "x" : "not at home")
                """),
        ].joined()
}

@Suite("Hostile programs: each fails its own check clearly, and leaves nothing behind", .serialized, .onThreadsOfItsOwn)
struct HostileProgramTests {
    @Test("Traps, exits, hangs, floods, strays and writes into the cache")
    func hostilePrograms() throws {
        let strayName = newProcessName()
        let (lesson, diagnostics) = LessonParser.parse(hostileLesson(strayName), path: "hostile.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        options.runTimeout = 12
        let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        let results = try checker.run([lesson])
        let byTitle = Dictionary(uniqueKeysWithValues: results.map { ($0.check.title, $0) })
        func reason(_ title: String) -> String { byTitle[title]?.reason ?? "" }

        #expect(
            reason("Traps").contains(
                "the program crashed (SIGILL, a Swift runtime trap) during action 2 of the play (tap Go)"))
        #expect(reason("Traps").contains("Fatal error: Index out of range"))
        #expect(reason("Traps").contains("in closure #1 in ContentView.body.getter"))
        #expect(!reason("Traps").contains("0x0000"), "no addresses, registers or images: \(reason("Traps"))")
        #expect(!reason("Traps").contains("swift runtime:"), "nothing of the sandbox's launcher: \(reason("Traps"))")
        #expect(
            reason("Exits at launch").contains(
                "the program ended by itself (exit status 0) during action 1 of the play (launch), before the play was over: does the code call exit()?"
            ))
        #expect(reason("Exits with a status").contains("the program ended with exit status 3 during action 1"))
        #expect(byTitle["Leaves a child holding its output"]?.status == .passed)
        #expect(reason("Spins with a child").hasPrefix("the program did not finish within 12 s of real time"))
        #expect(reason("Floods").hasPrefix("the program printed more than 1 MB"))
        #expect((byTitle["Floods"]?.diff?.utf8.count ?? 0) < 4000, "a runaway's report stays short")
        #expect(reason("Never settles").contains("the app never settled after action 1 (launch)"))
        #expect(reason("Signals its group").contains("the program was ended by SIGTERM"))
        #expect(byTitle["Writes beside itself"]?.status == .passed, "\(reason("Writes beside itself"))")

        // Every child any program started is gone.
        #expect(processes(named: strayName).isEmpty, "a child a program started is still running")
        // The cache still holds exactly what the runner wrote: a second run takes everything from it.
        let again = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        var writerOnly = lesson
        writerOnly.checks = lesson.checks.filter { $0.title == "Writes beside itself" }
        #expect(try again.run([writerOnly]).map(\.status) == [.passed] as [CheckResult.Status])
        #expect(again.snippetsBuilt == 0)
    }
}

@Suite("Telling what went wrong with a play", .onThreadsOfItsOwn)
struct PlayProblemTests {
    /// Standard error of a Swift program that trapped, as Swift 6.3's backtracer writes it with the runner's settings.
    static let trap = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7ff2aad6df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007ff2aad6df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 4 "-qos.overcommit" crashed:

          0                  0x00007ff2aad6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]             0x00007ff2aaef961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          3 [ra]             0x000055bfe8d8f319 closure #1 in ContentView.body.getter + 280 in program
          4 [ra]             0x00007ff2a95e8c9e Button.tap(_:host:) + 157 in libViewGraph.so

        Backtrace took 0.04s
        """

    @Test("A recursion without end is reported as running out of stack, with the function that recursed")
    func recursion() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ## Recursion

            ```swift program
            import SwiftUI

            func depth(_ n: Int) -> Int { n + depth(n + 1) }

            struct ContentView: View {
                var body: some View { Text("Depth \\(depth(0))") }
            }
            ```

            ```console play="launch"
            Depth 1
            ```
            """, path: "recursion.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        let reason = try #require(results.first?.reason)
        #expect(reason.contains("the program ran out of stack ("), "\(reason)")
        #expect(
            reason.contains("calls deep) during action 1 of the play (launch): does a function call itself without end")
        )
        #expect(reason.contains("in depth(_:)"))
    }

    @Test(
        "A view tree nested 10,000 deep, or a body that makes its own view, ends the play with the depth limit, the view that repeats and what to do, at the check's line: never a crash",
        arguments: [
            (
                "struct Nest: View {\n    let n: Int\n    var body: some View {\n        if n > 0 { VStack { Nest(n: n - 1) } } else { Text(\"leaf\") }\n    }\n}\n\n"
                    + "struct ContentView: View {\n    var body: some View { Nest(n: 10_000) }\n}", "Nest appears"
            ),
            (
                "struct ContentView: View {\n    var body: some View { AnyView(ContentView()) }\n}",
                "ContentView appears"
            ),
        ])
    func deepTree(_ code: String, _ repeating: String) throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ## Deep

            ```swift program
            import SwiftUI

            \(code)
            ```

            ```console play="launch"
            leaf
            ```
            """, path: "deep.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        let result = try #require(results.first)
        #expect(result.status == .failed)
        #expect(result.check.location.line == lesson.checks.first?.location.line)
        let reason = result.reason ?? ""
        #expect(
            reason.hasPrefix("the play could not go on: the view tree is more than 2000 views deep (\(repeating)"),
            "\(reason)")
        #expect(reason.contains("Does a view contain itself"), "\(reason)")
    }

    @Test("600 nested stacks (1,200 views deep) are built, laid out and drawn to the end of the play")
    func thousandStacks() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ## Deep

            ```swift program
            import SwiftUI

            func nest(_ n: Int) -> AnyView { n == 0 ? AnyView(Text("leaf")) : AnyView(VStack { nest(n - 1) }) }

            struct ContentView: View {
                var body: some View { nest(600).onAppear { print("appeared") } }
            }
            ```

            ```console play="launch"
            appeared
            ```
            """, path: "deep.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        #expect(results.map(\.status) == [.passed] as [CheckResult.Status], "\(results.first?.reason ?? "")")
    }

    @Test("A program that stops itself is ended at once and said to have stopped, not left to the time limit")
    func stopsItself() throws {
        let (lesson, diagnostics) = LessonParser.parse(
            """
            # T

            ## Stops

            ```swift program
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Trips").onAppear { raise(SIGSTOP) }
                }
            }
            ```

            ```console play="launch"
            Trips
            ```
            """, path: "stops.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
        let reason = try #require(results.first?.reason)
        #expect(
            reason.contains("the program stopped itself (SIGSTOP) during action 1 of the play (launch), and was ended"),
            "\(reason)")
        // The play's own time, not the check's: building the program took 30 s on a loaded machine.
        let played = try #require(results.first?.runSeconds)
        #expect(played < options.runTimeout, "it is not left to the time limit")
    }

    func result(_ ending: ProcessRunner.Ending, errors: String = "") -> ProcessRunner.Result {
        ProcessRunner.Result(
            ending: ending, output: "", errorOutput: errors, timedOut: false, truncated: false, leftProcesses: false,
            seconds: 0)
    }

    @Test("A crash shows the program's own Fatal error line and the function it was in, never the report's dump")
    func crash() {
        let output = PlayOutput.parse("\u{1E}action 1 launch\n\u{1E}action 2 tap Go\n")
        let text = PlayProblem.describe(
            output, result(.signaled(4), errors: Self.trap), play: ["launch", "tap Go"], timeout: 20,
            outputLimit: 1 << 20)
        #expect(
            text == """
                the program crashed (SIGILL, a Swift runtime trap) during action 2 of the play (tap Go):
                Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
                in closure #1 in ContentView.body.getter
                """)
    }

    @Test(
        "A signal a program sends itself is named, with where it came from, not a bare number",
        arguments: [(SIGALRM, "SIGALRM, the end of an alarm()"), (SIGUSR1, "SIGUSR1, which the code sent itself")])
    func ownSignal(_ signal: Int32, _ name: String) {
        let text = PlayProblem.describe(
            PlayOutput.parse("\u{1E}action 1 launch\n"), result(.signaled(signal)), play: ["launch"], timeout: 20,
            outputLimit: 1 << 20)
        #expect(text?.hasPrefix("the program crashed (\(name)") == true, "\(text ?? "")")
    }

    @Test("A SIGSEGV that left no crash report says a stack overflow is the likely cause, and what to look for")
    func silentSegfault() {
        let text = PlayProblem.describe(
            PlayOutput.parse("\u{1E}action 1 launch\n"), result(.signaled(SIGSEGV)), play: ["launch"], timeout: 20,
            outputLimit: 1 << 20)
        #expect(
            text
                == "the program crashed (SIGSEGV, a bad memory access) during action 1 of the play (launch), leaving no crash report: "
                + "most often a stack overflow on a thread with no room left to report it. Does a function call itself without end, "
                + "or the view tree nest thousands of views deep?")
        // With the program's own line, the line is what it shows.
        let own = PlayProblem.describe(
            PlayOutput.parse("\u{1E}action 1 launch\n"), result(.signaled(SIGSEGV), errors: "bad pointer\n"),
            play: ["launch"], timeout: 20, outputLimit: 1 << 20)
        #expect(
            own
                == "the program crashed (SIGSEGV, a bad memory access) during action 1 of the play (launch):\nbad pointer"
        )
    }

    @Test("A plain stack trace (no backtracer) is cut off too")
    func plainTrace() {
        let errors =
            "a line the program wrote\nFatal error: boom\nCurrent stack trace:\n0    libswiftCore.so 0x00007fab7a55f130 swift_reportError + 33\n"
        #expect(PlayProblem.ownErrorLines(errors) == ["a line the program wrote", "Fatal error: boom"])
    }

    @Test("exit(0) before the play is over is not a crash")
    func exitZero() {
        let text = PlayProblem.describe(
            PlayOutput.parse("\u{1E}action 1 launch\n"), result(.exited(0)), play: ["launch"], timeout: 20,
            outputLimit: 1 << 20)
        #expect(text?.hasPrefix("the program ended by itself (exit status 0)") == true)
        #expect(text?.contains("crash") == false)
    }

    @Test("A play that finished has no problem")
    func finished() {
        #expect(
            PlayProblem.describe(
                PlayOutput.parse("\u{1E}action 1 launch\n\u{1E}done \n"), result(.exited(0)), play: ["launch"],
                timeout: 20, outputLimit: 1 << 20) == nil)
    }
}
