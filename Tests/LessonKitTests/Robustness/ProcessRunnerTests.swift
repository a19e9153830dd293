import Foundation
import Testing

@testable import LessonKit

/// Whether process `pid` has ended (a zombie waiting to be reaped by init counts as ended), waiting
/// up to two seconds for it.
func hasEnded(_ pid: pid_t) -> Bool {
    for _ in 0..<200 {
        if kill(pid, 0) != 0 { return true }
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let state = stat.split(separator: ")").last?.dropFirst().first, state == "Z"
        {
            return true
        }
        usleep(10_000)
    }
    return false
}

/// Runs a shell script as a lesson's program would be run.
private func sh(_ script: String, timeout: Double = 20, outputLimit: Int = 1 << 20) -> ProcessRunner.Result {
    ProcessRunner.run("/bin/sh", ["-c", script], timeout: timeout, outputLimit: outputLimit)
}

@Suite("Running a program: limits hold whatever it does", .onThreadsOfItsOwn)
struct ProcessRunnerTests {
    @Test("A child that keeps standard output open ends with the program, and does not hold the run")
    func childHoldsOutput() throws {
        let result = sh("sleep 300 & echo $!")
        #expect(result.ending == .exited(0))
        #expect(result.seconds < 60, "the child sleeps 300 s: the run must not wait for it")
        let child = try #require(pid_t(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(hasEnded(child))
        #expect(result.leftProcesses)
    }

    @Test(
        "A child that leaves the program's group and session is found by its marker and killed, with or without its output",
        arguments: ["", ">/dev/null 2>&1"])
    func childLeavesTheGroup(redirect: String) throws {
        let file = NSTemporaryDirectory() + "lessons-pid-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = sh("setsid sh -c 'echo $$ > \(file); exec sleep 300 \(redirect)' & sleep 0.3; echo done")
        #expect(result.output == "done\n")
        #expect(result.seconds < 60, "the child sleeps 300 s: the run must not wait for it")
        let pid = try #require(
            pid_t(try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(hasEnded(pid))
        #expect(result.leftProcesses)
        #expect(ProcessTree.processes(withMarker: "no such marker").isEmpty)
    }

    @Test("The real-time limit holds when the program closes its output and spins, ignoring SIGTERM")
    func deadlineHolds() {
        let started = Date()
        let result = sh("trap '' TERM; exec >&- 2>&-; while :; do :; done", timeout: 1)
        #expect(result.timedOut)
        #expect(result.ending == .signaled(SIGKILL))
        #expect(Date().timeIntervalSince(started) < 15, "a 1 s limit, on a loaded machine")
    }

    @Test("A flood of output stops the program at the limit; what is kept is bounded")
    func outputLimit() {
        let result = sh("yes line", outputLimit: 64 << 10)
        #expect(result.truncated)
        #expect(result.output.utf8.count <= 64 << 10)
        let errors = sh(
            "i=0; while [ $i -lt 20000 ]; do echo error line $i >&2; i=$((i+1)); done; echo the end >&2; exit 3")
        #expect(errors.ending == .exited(3))
        #expect(errors.errorOutput.utf8.count < ProcessRunner.errorHead + ProcessRunner.errorTail + 100)
        #expect(errors.errorOutput.hasPrefix("error line 0\n"))
        #expect(errors.errorOutput.hasSuffix("the end\n"))
        #expect(errors.errorOutput.contains("bytes left out"))
    }

    @Test("A program that signals its whole process group ends only itself")
    func killsItsGroup() {
        let result = sh("kill -TERM 0; sleep 5")
        #expect(result.ending == .signaled(SIGTERM))
    }

    @Test("How a program ended: its status, its signal, or why it could not start")
    func endings() {
        #expect(sh("exit 3").ending == .exited(3))
        #expect(sh("kill -SEGV $$").ending == .signaled(SIGSEGV))
        guard case .notStarted(let why) = ProcessRunner.run("/no/such/program", []).ending else {
            Issue.record("a missing program started")
            return
        }
        #expect(why.contains("No such file or directory"))
    }

    @Test("The program starts in the folder it is given, with standard input empty")
    func folderAndInput() {
        let result = ProcessRunner.run("/bin/sh", ["-c", "pwd; cat; echo end"], currentDirectory: "/tmp")
        #expect(result.output == "/tmp\nend\n")
    }
}

/// A host's hello line and `count` actions, as a lesson program's host writes them: each action's
/// line on the channel (`Spawn.hostChannelFD`) and its boundary, of the same length, on standard output.
private func hostActions(_ count: Int) -> String {
    let nonce = String(repeating: "a", count: 32)
    let boundary = String(repeating: "b", count: 32)
    return """
        printf '\\036hello \(nonce) \(boundary)\\n' >&\(Spawn.hostChannelFD)
        i=0; while [ $i -lt \(count) ]; do printf '\\036\(boundary):action %d tap Go\\n' $i; printf '\\036\(nonce):action %d tap Go\\n' $i >&\(Spawn.hostChannelFD); i=$((i+1)); done
        """
}

@Suite("The host's lines have a bound of their own", .onThreadsOfItsOwn)
struct HostOutputLimitTests {
    @Test(
        "The host's line on standard output where each action begins does not count against the program's output limit")
    func actionLinesAreNotTheProgramsOutput() {
        let result = ProcessRunner.run(
            "/bin/sh", ["-c", hostActions(3_000) + "\necho mine"], outputLimit: 32 << 10, hostChannel: true)
        #expect(!result.truncated && !result.hostTruncated)
        #expect(
            result.output.utf8.count > 100 << 10 && result.output.hasSuffix("mine\n"), "\(result.output.suffix(100))")
    }

    @Test("The host's mark on standard output for each trace event does not count against the program's output limit")
    func traceMarksAreNotTheProgramsOutput() {
        let nonce = String(repeating: "a", count: 32)
        let boundary = String(repeating: "b", count: 32)
        let script = """
            printf '\\036hello \(nonce) \(boundary)\\n' >&\(Spawn.hostChannelFD)
            i=0; while [ $i -lt 3000 ]; do printf '\\036\(boundary):trace\\n'; printf '\\036\(nonce):trace {"kind":"body"}\\n' >&\(Spawn.hostChannelFD); i=$((i+1)); done
            echo mine
            """
        let result = ProcessRunner.run("/bin/sh", ["-c", script], outputLimit: 32 << 10, hostChannel: true)
        #expect(!result.truncated && !result.hostTruncated)
        #expect(
            result.output.utf8.count > 100 << 10 && result.output.hasSuffix("mine\n"), "\(result.output.suffix(100))")
    }

    @Test("What the program prints itself is still held to the limit, however many actions the host has begun")
    func ownOutputStillCounts() {
        let result = ProcessRunner.run(
            "/bin/sh", ["-c", hostActions(3_000) + "\nyes mine | head -c 40000; sleep 5"], outputLimit: 32 << 10,
            hostChannel: true)
        #expect(result.truncated)
        #expect(result.seconds < 5)
    }

    @Test("A channel that floods is stopped at its own bound, and said to be the host's")
    func channelFlood() {
        let result = ProcessRunner.run(
            "/bin/sh", ["-c", "yes line >&\(Spawn.hostChannelFD)"], outputLimit: 32 << 10, hostOutputLimit: 64 << 10,
            hostChannel: true)
        #expect(result.hostTruncated && !result.truncated)
        #expect(result.hostOutput.utf8.count <= 64 << 10)
    }

    @Test("Without a host's hello first, nothing on standard output is the host's")
    func noHello() {
        let nonce = String(repeating: "a", count: 32)
        let script =
            "printf '\\036\(nonce):action 1 launch\\n' >&\(Spawn.hostChannelFD); printf '\\036hello \(nonce) \(nonce)\\n' >&\(Spawn.hostChannelFD); "
            + "printf '\\036\(nonce):action 2 launch\\n' >&\(Spawn.hostChannelFD); yes mine | head -c 40000; sleep 5"
        let result = ProcessRunner.run("/bin/sh", ["-c", script], outputLimit: 32 << 10, hostChannel: true)
        #expect(result.truncated)
    }
}
