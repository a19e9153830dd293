import Testing

@testable import LessonKit

@Suite("What the sandbox's launcher reports, and what the run says is missing")
struct SandboxReportTests {
    @Test("A full report: every part, how the program ended, nothing said")
    func full() {
        let report = Sandbox.Report(
            "launcher 0a1b\nparts cgroup cgroup user mount pid network ipc landlock7 seccomp\nfull ~/Documents/big\nhome-full 536870912\nexited 3 left 1\n"
        )
        #expect(report.ending == .exited(3) && report.leftProcesses && report.failure == nil)
        #expect(report.identity == "0a1b" && report.fullFile == "~/Documents/big" && report.fullHome == 536_870_912)
        #expect(Sandbox.missing(in: report) == nil)
    }

    @Test("A part refused after all (a mount the kernel would not make) is named, with why, once")
    func refusedMount() throws {
        let report = Sandbox.Report(
            "parts user mount pid network ipc landlock7\nmissing mount cannot mount /proc: Operation not permitted\nsignaled 9 left 0\n"
        )
        #expect(report.ending == .signaled(9))
        let said = try #require(Sandbox.missing(in: report))
        #expect(said.contains("no file view of its own (cannot mount /proc: Operation not permitted)"), "\(said)")
        #expect(said.contains("no cgroup"), "\(said)")
    }

    @Test("A program ended at the runner's request (a limit) ended by SIGKILL, not as the launcher did")
    func killed() {
        let report = Sandbox.Report("parts cgroup user mount pid network ipc landlock7\nkilled\n")
        #expect(report.ending == .signaled(9) && report.failure == nil)
    }

    @Test("A seccomp filter the kernel refused is named, with why")
    func refusedSeccomp() throws {
        let report = Sandbox.Report(
            "parts cgroup user mount pid network ipc landlock7 seccomp\nmissing seccomp the kernel refused a seccomp filter: Invalid argument\nexited 0 left 0\n"
        )
        let said = try #require(Sandbox.missing(in: report))
        #expect(said.contains("no seccomp filter (the kernel refused a seccomp filter: Invalid argument)"), "\(said)")
        #expect(!said.contains("no cgroup") && !said.contains("Landlock"), "\(said)")
    }

    @Test("No namespaces and no Landlock: each is said")
    func bare() throws {
        let said = try #require(Sandbox.missing(in: Sandbox.Report("parts cgroup\nstopped 19\n")))
        #expect(said.contains("no namespaces") && said.contains("no Landlock") && !said.contains("no cgroup"))
        #expect(Sandbox.Report("parts\nstopped 19\n").stoppedBy == 19)
    }
}
