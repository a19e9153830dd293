import Foundation

/// A build that failed because of the machine, not the code: no space left, no memory, a compiler
/// killed by a signal, a folder it cannot write. Such a failure is reported as the machine's, with
/// what to do, and never cached: the next run builds again.
///
/// The rule: a failed build is the code's (and cached) only when the compiler ended by itself with
/// status 1 (its status for errors in the code) and said nothing of the machine.
enum MachineFault {
    /// What the compiler's output says of the machine, as found in Linux's and macOS's messages.
    static let markers = [
        "No space left on device", "Disk quota exceeded", "Cannot allocate memory", "out of memory", "Out of memory",
        "Too many open files", "Read-only file system", "Permission denied", "Resource temporarily unavailable",
        "Input/output error", "failed due to signal",
    ]

    /// Whether `reason` says a file system is full.
    static func isFull(_ reason: String) -> Bool {
        reason.contains("No space left on device") || reason.contains("Disk quota exceeded")
    }

    /// Why the compiler run `result` failed because of the machine, or nil when the failure (if any)
    /// is the code's.
    static func of(_ result: ProcessRunner.Result, compiler: String) -> String? {
        // The runner kills a compiler past its time (SIGKILL): that is its time, not the machine's memory.
        if result.timedOut { return "\(compiler) did not finish within \(Int(result.seconds.rounded())) s" }
        switch result.ending {
        case .notStarted(let why):
            return why
        case .signaled(let signal):
            return "\(compiler) was killed by signal \(signal)" + (signal == 9 ? " (out of memory?)" : "")
        case .exited(let status):
            let output = result.errorOutput + result.output
            if let line = output.split(separator: "\n").first(where: { line in markers.contains { line.contains($0) } })
            {
                return String(line)
            }
            if status != 0 && status != 1 { return "\(compiler) ended with status \(status)" }
            if status == 1 && !output.contains("error:") { return "\(compiler) failed and printed no error" }
            return nil
        }
    }

    /// What to do about a compiler that ran out of time: the code may be the cause.
    static let slowAdvice =
        "a program compiles in seconds: either the code holds something the compiler cannot get through "
        + "(an expression nested very deep, or too complex to type-check: split it), or the machine is too loaded (run again with fewer --jobs); "
        + "it was not cached"

    /// What to do about `fault`.
    static func advice(for fault: String) -> String {
        if fault.contains("did not finish within") { return slowAdvice }
        // The compiler writes in TMPDIR and in the build cache: say where, for a full one.
        if isFull(fault) {
            return
                "this is the machine's fault, not the lesson's, and it was not cached: a file system the compiler writes is full "
                + "(the temporary folder \(NSTemporaryDirectory()), TMPDIR, or the build cache): free space there, or set TMPDIR to a folder with room"
        }
        return advice
    }

    /// What to do about a fault: the same advice for the engine and for a snippet.
    static let advice =
        "this is the machine's fault, not the lesson's, and it was not cached: free disk space or memory (or fix the folder's permissions), then run again"
}
