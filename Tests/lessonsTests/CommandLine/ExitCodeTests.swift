import Testing

@testable import lessons

@Suite("Exit codes")
struct ExitCodeTests {
    @Test("success 0, failure 1, usage 64; a run's status of 0 is success, any other a failure")
    func values() {
        #expect(ExitCode.success.rawValue == 0 && ExitCode.failure.rawValue == 1 && ExitCode.usage.rawValue == 64)
        #expect(ExitCode(status: 0) == .success && ExitCode(status: 1) == .failure && ExitCode(status: 3) == .failure)
        #expect(ExitCode(succeeded: true) == .success && ExitCode(succeeded: false) == .failure)
    }

    @Test("A command line that cannot be understood ends with 64")
    func usage() {
        #expect(Lessons.main(["chek"]) == .usage)
        #expect(Lessons.main(["check", "--format", "xml"]) == .usage)
    }
}
