/// How a command ended, as the process's exit status.
///
/// `0` and `1` as every tool has them; `64` for a command line that cannot be understood, as
/// `sysexits.h` names it (`EX_USAGE`).
struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    var rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    /// It did what it was asked, and found nothing wrong.
    static let success = ExitCode(rawValue: 0)
    /// It ran, and something failed: a check, a build, a block refused, a lesson that cannot be read.
    static let failure = ExitCode(rawValue: 1)
    /// The command line cannot be understood, or asks for what cannot be done here (answers in a pipe).
    static let usage = ExitCode(rawValue: 64)

    /// The status of a run of the kit (`CheckRun`, `PendingReview`): 0 success, anything else failure.
    init(status: Int32) { self = status == 0 ? .success : .failure }

    /// Success when `succeeded`, else failure.
    init(succeeded: Bool) { self = succeeded ? .success : .failure }

    var description: String { String(rawValue) }
}
