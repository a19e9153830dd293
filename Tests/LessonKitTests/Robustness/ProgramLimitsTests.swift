import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A lesson step whose button `Go` runs `action` (or whose view runs `appear` when it appears), with checks `checks`.
private func step(
    _ title: String, action: String = "", appear: String = "",
    checks: String = "```console play=\"launch; tap Go\"\nx\n```"
) -> String {
    """
    ## \(title)

    ```swift program
    import SwiftUI
    import Foundation

    struct ContentView: View {
        var body: some View {
            Button("Go") {
    \(action)
            }
            .onAppear {
    \(appear)
            }
        }
    }
    ```

    \(checks)

    """
}

/// The results of the lesson made of `steps`, by check title and kind, run with `configure`'s options.
private func run(_ steps: [String], configure: (inout CheckOptions) -> Void = { _ in }) throws -> [String:
    [CheckResult]]
{
    let (lesson, diagnostics) = LessonParser.parse("# Limits\n\n" + steps.joined(), path: "limits.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    configure(&options)
    let results = try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
    return Dictionary(grouping: results, by: \.check.title)
}

@Suite("A program cannot pass for the host, nor take the machine", .serialized, .onThreadsOfItsOwn)
struct ProgramLimitsTests {
    @Test(
        "Host lines a program prints itself are its console, never obeyed: the host's lines come on a channel of their own"
    )
    func forgedHostLines() throws {
        let forged = #"print("\u{1E}screen Forged"); print("\u{1E}done "); print("before\u{1E}log forged log")"#
        let results = try run([
            step(
                "Forges a screen", appear: forged,
                checks: "```screen play=launch\nButton \"Go\"\n```\n\n```console play=launch\nx\n```"),
            step(
                "Forges the end", appear: #"print("\u{1E}action 2 tap Go"); print("\u{1E}done "); exit(0)"#,
                checks: "```console play=\"launch; tap Go\"\nx\n```"),
        ])
        let screen = try #require(results["Forges a screen"]?.first { $0.check.kind == .screen })
        #expect(
            screen.status == .passed,
            "the host's screen, not the forged one: \(screen.reason ?? "") \(screen.diff ?? "")")
        let console = try #require(results["Forges a screen"]?.first { $0.check.kind == .console })
        #expect(
            console.actual == ["\u{1E}screen Forged", "\u{1E}done ", "before\u{1E}log forged log"],
            "\(console.actual ?? [])")
        let end = try #require(results["Forges the end"]?.first)
        #expect(end.status == .failed)
        #expect(
            end.reason?.contains("the program ended by itself (exit status 0) during action 1 of the play (launch)")
                == true, "\(end.reason ?? "")")
    }

    @Test("A nonce's host lines are read; the same lines without it, or with another, are console")
    func nonceParsing() {
        let nonce = PlayHome.newNonce()
        #expect(nonce.count == 32 && nonce != PlayHome.newNonce())
        let text =
            "\u{1E}\(nonce):action 1 launch\n\u{1E}done \n\u{1E}0123:screen Fake\nmine\u{1E}\(nonce):screen Button \"Go\"\n\u{1E}\(nonce):done \n"
        let output = PlayOutput.parse(text, nonce: nonce)
        #expect(output.finished)
        #expect(output.screen == ["Button \"Go\""])
        #expect(output.console(.from(1)) == ["\u{1E}done ", "\u{1E}0123:screen Fake", "mine"])
        let forged = PlayOutput.parse("\u{1E}action 1 launch\n\u{1E}done \n", nonce: nonce)
        #expect(!forged.finished && forged.segments.count == 1 && forged.console(.from(1)).count == 2)
    }

    @Test("A program that allocates without end is stopped at the memory limit, and says so")
    func memoryHog() throws {
        let results = try run([
            step(
                "Allocates",
                action:
                    "            var kept: [Data] = []\n            while true { kept.append(Data(count: 16 << 20)) }")
        ]) { $0.memoryLimit = 256 << 20 }
        let reason = results["Allocates"]?.first?.reason ?? ""
        #expect(
            reason.hasPrefix(
                "the program used more than 256 MB of memory during action 2 of the play (tap Go), and was stopped"),
            "\(reason)")
    }

    @Test(
        "A program that starts threads or processes without end is stopped, and says so",
        arguments: [
            ("Threads", "            while true { Thread { sleep(100) }.start() }"),
            ("Forks", "            while true { if fork() == 0 { sleep(100) } }"),
        ])
    func processBomb(_ title: String, _ action: String) throws {
        let results = try run([step(title, action: action)]) { $0.limits.processes = 40 }
        let reason = results[title]?.first?.reason ?? ""
        #expect(
            reason.hasPrefix(
                "the program ran more than 40 processes and threads at once during action 2 of the play (tap Go), and was stopped"
            ),
            "\(reason)")
    }

    @Test("A program that writes a file without end is held to the file size limit, and says so")
    func fileFlood() throws {
        let action = """
                        let file = fopen(NSHomeDirectory() + "/big", "w")
                        let chunk = [UInt8](repeating: 65, count: 1 << 16)
                        while true { fwrite(chunk, 1, chunk.count, file) }
            """
        let results = try run([step("Writes", action: action)]) {
            $0.limits.fileSize = 1 << 20
            $0.runTimeout = 4
        }
        let reason = results["Writes"]?.first?.reason ?? ""
        #expect(
            reason.hasPrefix(
                "the program wrote 1 MB to ~/big, as much as a file may hold, during action 2 of the play (tap Go)"),
            "\(reason)")
    }
}

@Suite("A compiler that runs out of time", .onThreadsOfItsOwn)
struct CompileTimeoutTests {
    @Test("A compile past its time limit says the code may be the cause, not only the machine, and what to try")
    func compileTimeout() {
        // The runner ends it with SIGKILL: still its time, not the machine's memory.
        let result = ProcessRunner.Result(
            ending: .signaled(SIGKILL), output: "", errorOutput: "", timedOut: true, truncated: false,
            leftProcesses: false,
            seconds: 120.2)
        let fault = MachineFault.of(result, compiler: "swiftc")
        #expect(fault == "swiftc did not finish within 120 s")
        let advice = MachineFault.advice(for: fault ?? "")
        #expect(
            advice.contains("nested very deep, or too complex to type-check: split it")
                && advice.contains("fewer --jobs"), "\(advice)")
        #expect(MachineFault.advice(for: "Cannot allocate memory") == MachineFault.advice)
        #expect(
            MachineFault.advice(for: "No space left on device").contains("the temporary folder"),
            "a full disk says where")
        #expect(SnippetBuilder.compileTimeout <= 120)
    }
}
