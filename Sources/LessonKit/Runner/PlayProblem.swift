import Foundation
import HostContract

/// What went wrong with a play, in a sentence or two a lesson's author can act on: a crash with the
/// program's own `Fatal error:` line and the function it was in (never a register dump), a program
/// that ended early by itself, a run past the time or output limit, an action that could not be done.
enum PlayProblem {
    /// How many lines past the recording a failing check's diff shows of a long output.
    static let extraLinesShown = 20
    /// How many of the program's own last lines of standard error a crash report quotes.
    static let errorLinesQuoted = 6

    /// Why the play did not run to its end, or nil when it did.
    static func describe(
        _ output: PlayOutput, _ process: ProcessRunner.Result, play: [String], timeout: Double, outputLimit: Int,
        lines: ProgramLines? = nil
    ) -> String? {
        let during =
            "during action \(max(output.segments.count, 1)) of the play (\(action(max(output.segments.count, 1), of: play)))"
        if case .notStarted(let why) = process.ending {
            // Each play's home is made in TMPDIR: no room there is the machine's, not the lesson's.
            if MachineFault.isFull(why) {
                return
                    "the program could not be started: \(why) in the machine's temporary folder \(NSTemporaryDirectory()) (TMPDIR), "
                    + "where each play gets its home. This is the machine's fault, not the lesson's, and it was not cached: "
                    + "free space there, or set TMPDIR to a folder with room"
            }
            return "the program could not be started: \(why)"
        }
        if let failure = loaderFailure(process) {
            return
                "the program could not be started: \(failure)\nthis is the machine's or the runner's fault, not the lesson's, and it was not cached: "
                + "the engine's library must stay where the runner linked it (give --cache-dir a folder that exists for every program, or run with --no-cache)"
        }
        if let mismatch = protocolMismatch(process) { return mismatch }
        if let forgery = process.forgery {
            return
                "the program \(forgery), so nothing it showed can be trusted: a lesson's code may not speak for the host"
        }
        if let file = process.fullFile, let limits = process.limits {
            return
                "the program wrote \(byteCount(limits.fileSize)) to \(file), as much as a file may hold, \(during), and was stopped: "
                + "does the code write to a file without end?"
        }
        if let size = process.fullHome, !(output.finished && process.ending == .exited(0)) {
            return
                "the program filled its home's \(byteCount(size)) \(during) (a write past them fails with ENOSPC, as on a full disk): "
                + "does the code write files without end?"
        }
        if let signal = process.stoppedBy {
            return
                "the program stopped itself (\(signalName(signal))) \(during), and was ended: does the code raise SIGSTOP or SIGTSTP?"
        }
        if process.timedOut, let limits = process.limits, let held = process.heldAtTimeout,
            let (limit, question) = limitHeldAt(held, limits)
        {
            return
                "the program did not finish within \(Int(timeout)) s of real time, \(during): it was held at \(limit), "
                + "and made no progress there until the time was up. \(question)"
        }
        if process.timedOut {
            let unsettled =
                output.unsettled.last.map {
                    ": the app never settled after action \($0.action) (\(action($0.action, of: play))): \($0.reason)"
                } ?? " (an endless loop?)"
            return "the program did not finish within \(Int(timeout)) s of real time, \(during)\(unsettled)"
        }
        if process.tooManyProcesses, let limits = process.limits {
            return
                "the program ran more than \(limits.processes) processes and threads at once \(during), and was stopped: "
                + "does the code start processes or threads without end (fork, Process, Thread, in a loop)?"
        }
        if process.truncated {
            let lines = process.output.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            return
                "the program printed more than \(byteCount(outputLimit)) (\(lines) lines) \(during), and was stopped; the diff shows the start"
        }
        if process.hostTruncated {
            return
                "the engine's own lines for this play (the screen, its frames, the log) passed \(byteCount(ProcessRunner.hostOutputLimit)) "
                + "\(during), and the program was stopped: does the view tree hold millions of views (a ForEach over a huge range)?"
        }
        if let error = output.error { return "the play could not go on: \(error)" }
        // The host exits 0 right after `␞done`: a `done` followed by a crash or another status was
        // printed by the program itself, before it stopped.
        if output.finished, case .exited(0) = process.ending { return nil }
        let quoted = ownErrorLines(process.errorOutput)
        let tail = quoted.isEmpty ? "" : ":\n" + quoted.joined(separator: "\n")
        let place = crashedFunction(process.errorOutput).map { "\nin " + (lines?.locate($0) ?? $0) } ?? ""
        if process.ranOutOfMemory, let limits = process.limits {
            return "the program used more than \(byteCount(limits.memory)) of memory \(during), and was stopped: "
                + "does the code allocate without end (an array or a string that grows in a loop, threads started in a loop)?\(tail)\(place)"
        }
        switch process.ending {
        case .signaled(let signal) where [SIGTERM, SIGKILL, SIGINT, SIGHUP, SIGPIPE].contains(signal):
            return "the program was ended by \(signalName(signal)) \(during)\(tail)"
        case .signaled(let signal) where signal == SIGXFSZ:
            let size = process.limits.map { " of \(byteCount($0.fileSize))" } ?? ""
            return
                "the program wrote past the size limit\(size) of a file \(during), and was stopped: does the code write to a file without end?"
        case .signaled(let signal)
        where [SIGSEGV, SIGBUS].contains(signal) && stackDepth(process.errorOutput) >= deepStack:
            return "the program ran out of stack (\(stackDepth(process.errorOutput)) calls deep) \(during): "
                + "does a function call itself without end (a body that makes its own view, a property that reads itself)?\(tail)\(place)"
        case .signaled(let signal) where [SIGSEGV, SIGBUS].contains(signal) && quoted.isEmpty && place.isEmpty:
            // No report at all: the crash reporter itself had no stack left to run on, as when a
            // Dispatch worker's stack overflows (a tree nested deep, drawn there, did so).
            return
                "the program crashed (\(signalName(signal))) \(during), leaving no crash report: most often a stack overflow "
                + "on a thread with no room left to report it. Does a function call itself without end, or the view tree nest "
                + "thousands of views deep?"
        case .signaled(let signal):
            return "the program crashed (\(signalName(signal))) \(during)\(tail)\(place)"
        case .exited(0) where process.errorOutput.contains(HostProtocol.channelLostNote):
            return
                "the program closed or replaced the host's channel (file descriptor \(Spawn.hostChannelFD), the socket on which the engine "
                + "tells the runner the screen, the log and the end of the play) \(during), so the runner saw nothing of the play after that: "
                + "does the code close(\(Spawn.hostChannelFD)), dup2 another file over it, or close every descriptor above 2? "
                + "Leave alone the descriptors the code did not open"
        case .exited(0) where process.errorOutput.contains(HostProtocol.outputLostNote):
            return
                "the program closed (or replaced) its standard output \(during), so what it printed after that was lost: "
                + "does the code close(1), fclose(stdout), or dup2 another file over it? Leave standard output open"
        case .exited(0):
            return
                "the program ended by itself (exit status 0) \(during), before the play was over: does the code call exit()?\(tail)"
        case .exited(let status):
            return "the program ended with exit status \(status) \(during), before the play was over\(tail)"
        case .notStarted:
            return nil
        }
    }

    /// Why the runner cannot read a play whose program speaks another version of the host's contract
    /// (`HostProtocol.version`) than the runner, or nil when it speaks the runner's (or no host spoke).
    static func protocolMismatch(_ process: ProcessRunner.Result) -> String? {
        guard let version = process.hostProtocol, version != HostProtocol.version else { return nil }
        return
            "the program was built against version \(version) of the host's protocol (how a lesson program tells the runner "
            + "what it showed), and this runner speaks version \(HostProtocol.version), so it cannot read the play: the `lessons` "
            + "tool and the engine it builds lesson programs against come from different sources. This is the runner's fault, "
            + "not the lesson's, and it was not cached: build the tool again from the package whose lessons it runs "
            + "(`swift build` there, or run it as `swift run lessons`), and run again"
    }

    /// The limit a program stopped at the time limit was held at, with what to do, or nil: its
    /// processes and threads at their bound (the kernel refuses it more, and a program that tries
    /// again waits there), its threads' stacks filling the memory it may reserve, or its memory at
    /// the cgroup's bound (shared memory and files in memory count, and the kernel makes it wait).
    static func limitHeldAt(_ held: ProcessRunner.Result.Held, _ limits: Spawn.Limits) -> (
        limit: String, question: String
    )? {
        let nearly = { (value: Int, bound: Int) in value >= bound / 100 * 95 }
        let threads = "Does the code start threads or processes without end, or try again when one is refused?"
        if nearly(held.tasks, limits.processes) {
            return (
                "its limit of \(limits.processes) processes and threads (it had \(held.tasks)), where the kernel refuses it more",
                threads
            )
        }
        if nearly(held.dataBytes, limits.memory), held.tasks * Sandbox.stack >= limits.memory / 2 {
            return (
                "the \(byteCount(limits.memory)) of memory a program may reserve, most of it the stacks of its \(held.tasks) threads "
                    + "(\(byteCount(Sandbox.stack)) each), so that no thread more could start", threads
            )
        }
        if nearly(held.dataBytes, limits.memory) || held.reachedMemoryLimit {
            return (
                "its memory limit of \(byteCount(limits.memory)) (shared memory and files in memory count too), where the kernel "
                    + "makes it wait for memory it cannot have",
                "Does the code allocate without end, or hold shared memory (shmget, a shared mmap, files written in memory) it never gives back?"
            )
        }
        return nil
    }

    /// What the dynamic loader said when it could not load the program (a library it links, such as
    /// the engine's, not found): the program never ran, so its run says nothing of the code. The
    /// loader speaks before any code runs: only its line first on standard error, with its status
    /// 127, counts.
    static func loaderFailure(_ process: ProcessRunner.Result) -> String? {
        guard case .exited(127) = process.ending,
            let first = process.errorOutput.split(separator: "\n").first,
            first.contains("error while loading shared libraries") || first.contains("Library not loaded")
        else { return nil }
        return LineDiff.quoted(String(first))
    }

    /// The text of action `number` (1 is launch) of `play`.
    static func action(_ number: Int, of play: [String]) -> String {
        play.indices.contains(number - 1) ? play[number - 1] : "launch"
    }

    /// The program's own last lines of standard error, before the runtime's crash report starts.
    static func ownErrorLines(_ errorOutput: String) -> [String] {
        var own: [String] = []
        for line in errorOutput.split(omittingEmptySubsequences: true, whereSeparator: PlayOutput.endsLine) {
            let text = String(line)
            if reportStarts.contains(where: { text.hasPrefix($0) }) { break }
            own.append(text)
        }
        return Array(own.suffix(errorLinesQuoted))
    }

    /// Lines that open the Swift runtime's crash report (its backtracer, or the plain stack trace).
    static let reportStarts = [
        "*** Signal ", "*** Program crashed", "💣 Program crashed", "Current stack trace:", "Stack dump:",
    ]

    /// A crashed thread this many calls deep ran out of stack: an ordinary play is a few hundred deep,
    /// and the 8 MB stack of the main thread holds about 175,000 of the smallest calls.
    static let deepStack = 10_000

    /// How many calls deep the crashed thread was: the highest frame number in the crash report.
    static func stackDepth(_ errorOutput: String) -> Int {
        var deepest = 0
        for line in errorOutput.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first.isNumber else { continue }
            let digits = trimmed.prefix { $0.isNumber }
            if trimmed.dropFirst(digits.count).first == " ", let number = Int(digits) { deepest = max(deepest, number) }
        }
        return deepest
    }

    /// The function of the lesson's program the crash happened in, from the backtrace's first frame
    /// in the program (`closure #1 in ContentView.body.getter`).
    static func crashedFunction(_ errorOutput: String) -> String? {
        for line in errorOutput.split(separator: "\n") {
            if let match = line.firstMatch(of: #/0x[0-9a-fA-F]+ (.+?) \+ \d+ in program(?: at (.+))?$/#) {
                return String(match.1) + (match.2.map { " at \($0)" } ?? "")
            }
        }
        return nil
    }

    /// A signal by name and what it usually means in a Swift program.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: return "SIGILL, a Swift runtime trap"
        case 5: return "SIGTRAP, a Swift runtime trap"
        case 6: return "SIGABRT"
        case 7: return "SIGBUS, a bad memory access"
        case 8: return "SIGFPE, an arithmetic error"
        case 9: return "SIGKILL, killed from outside"
        case 11: return "SIGSEGV, a bad memory access"
        case 13: return "SIGPIPE"
        case 10: return "SIGUSR1, which the code sent itself"
        case 12: return "SIGUSR2, which the code sent itself"
        case 14: return "SIGALRM, the end of an alarm() or setitimer() the code set"
        case 15: return "SIGTERM"
        case 26: return "SIGVTALRM, the end of a setitimer() the code set"
        case 27: return "SIGPROF, the end of a setitimer() the code set"
        case 31: return "SIGSYS, a system call the sandbox refuses"
        case SIGSTOP: return "SIGSTOP"
        case SIGTSTP: return "SIGTSTP"
        default: return "signal \(signal)"
        }
    }

    static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1 << 30 {
            let gigabytes = Double(bytes) / Double(1 << 30)
            return gigabytes == gigabytes.rounded() ? "\(bytes >> 30) GB" : String(format: "%.1f GB", gigabytes)
        }
        return bytes >= 1 << 20 ? "\(bytes >> 20) MB" : bytes >= 1 << 10 ? "\(bytes >> 10) KB" : "\(bytes) bytes"
    }
}

/// The lines of a check's program, to name the lesson line a crash report's `file:line` points at.
struct ProgramLines {
    let code: CodeVersion

    init(_ code: CodeVersion) { self.code = code }

    /// `function at lesson.md:line` for a backtrace frame `function at /build/…/File.swift:line`,
    /// or nil when the place is not one of the program's lines.
    func locate(_ frame: String) -> String? {
        guard let match = frame.firstMatch(of: #/^(.+) at (?:.*/)?([^/:]+\.swift):(\d+)(?::\d+)?$/#),
            let line = Int(match.3)
        else { return nil }
        let name = String(match.2)
        guard
            let file = code.files.first(where: {
                $0.name == name || (name == "Program.swift" && $0.name == "main.swift")
            }),
            file.lines.indices.contains(line - 1)
        else { return nil }
        let origin = file.lines[line - 1].origin
        return "\(match.1) at \(origin.file):\(origin.line)"
    }
}
