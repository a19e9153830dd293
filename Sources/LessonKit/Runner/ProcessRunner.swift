import Foundation
import HostContract

/// Runs a program with a time limit and an output limit, so that one snippet's hang, runaway output
/// or stray child fails its own check and nothing else.
///
/// The program runs in a process group of its own (`POSIX_SPAWN_SETPGROUP`), with its standard
/// input on /dev/null and the signals `lessons` handles back at their defaults. The real-time limit
/// is a deadline on the whole run, not a wait for end-of-file: a child that inherits the program's
/// standard output keeps the pipe open after the program ends (FINDINGS.md), so when the time is up
/// the program's group is killed, and so is every process that carries its marker in its
/// environment (`ProcessTree`): a child started with Foundation's `Process` is put in a group of its
/// own, so the group alone does not reach it. When the program ends by itself, whatever it leaves
/// running is killed the same way.
enum ProcessRunner {
    /// How a program ended.
    enum Ending: Equatable, Sendable {
        /// It returned or called `exit` with this status.
        case exited(Int32)
        /// A signal ended it: a trap (SIGILL, SIGTRAP), a crash (SIGSEGV), or the runner's SIGKILL.
        case signaled(Int32)
        /// It could not be started; the text says why.
        case notStarted(String)
    }

    struct Result: Sendable {
        var ending: Ending
        var output: String
        var errorOutput: String
        /// Whether the real-time limit ended it.
        var timedOut: Bool
        /// Whether its standard output passed the output limit, which ended it.
        var truncated: Bool
        /// Whether processes it started were still running when it ended, and were killed.
        var leftProcesses: Bool
        var seconds: Double
        /// The nonce of a lesson program's host lines (`HostProtocol`), empty for other programs.
        var hostNonce = ""
        /// What the host's channel carried (`HostProtocol`), for a lesson program; `PlayHome` merges
        /// it into `output` (`HostLines`).
        var hostOutput = ""
        /// What the program did that only the host may (`HostLines`), when it did: its verdict is not trusted.
        var forgery: String?
        /// The version of the host's contract the program said it speaks (`HostLines`), or nil.
        var hostProtocol: Int?
        /// The limits it ran within, if any.
        var limits: Spawn.Limits?
        /// The most memory it had at once, in bytes (0 when unknown): the most it had resident, or
        /// the most writable memory it had allocated as last seen (what RLIMIT_DATA counts).
        var peakMemory = 0
        /// Whether it ran more processes and threads at once than `limits` allow, which ended it.
        var tooManyProcesses = false
        /// A file it left at the size `limits` allow (a path in its home), if any.
        var fullFile: String?
        /// The size of its home, when it left no room there (the sandbox's home is a bounded tmpfs).
        var fullHome: Int?
        /// Whether its home was one of its own in the sandbox (a tmpfs gone with it), so that the
        /// home's folder on this machine is as it was made.
        var ownHome = false
        /// The signal that stopped it (SIGSTOP, SIGTSTP…), when it stopped instead of ending: it
        /// was killed then, rather than waited for until the time limit.
        var stoppedBy: Int32?
        /// Whether the host's channel passed its own bound (`hostOutputLimit`), which ended it: the
        /// engine drew more than any play needs, for a view tree or a list of millions.
        var hostTruncated = false
        /// What the program held when the time limit ended it, which may say why it made no progress.
        var heldAtTimeout: Held?

        /// What a program held when it was stopped at the time limit: a program at one of its limits
        /// (its memory, its threads) waits or retries there until the time is up.
        struct Held: Sendable, Equatable {
            /// Its processes and threads (the cgroup's count, or the program's own threads).
            var tasks: Int
            /// The writable memory it had reserved (what RLIMIT_DATA counts; threads' stacks too).
            var dataBytes: Int
            /// Whether its cgroup's memory reached the limit (`memory.failcnt`).
            var reachedMemoryLimit: Bool
        }

        /// Whether it ran out of the memory `limits` allow: it crashed saying an allocation failed,
        /// or with its peak near the limit.
        var ranOutOfMemory: Bool {
            guard let limits, case .signaled = ending else { return false }
            let said = [
                "failed to allocate", "Could not allocate memory", "Cannot allocate memory", "std::bad_alloc",
                "out of memory",
            ]
            return said.contains { errorOutput.contains($0) } || peakMemory >= limits.memory / 10 * 9
        }

        /// The exit status as a shell shows it: the status, or 128 + the signal.
        var status: Int32 {
            switch ending {
            case .exited(let code): return code
            case .signaled(let signal): return 128 + signal
            case .notStarted: return 127
            }
        }
    }

    /// How often a running program's memory, threads and cgroup are looked at, in seconds: as
    /// often as the loop wakes with nothing to read (every 10 ms at most).
    static let watchInterval = 0.01

    /// How long a sandbox's launcher, asked to end the program, may take to end it and all it started.
    static let launcherGrace = 10.0

    /// How much of standard error is kept: its start, and its end (where a crash report is).
    static let errorHead = 16 << 10
    static let errorTail = 64 << 10

    /// The bound of what the host's channel carries in one run (the screen, its frames, the log, a
    /// line for each action): apart from `outputLimit`, which is the program's own, so that the
    /// engine's lines never fail a legitimate play. Measured (this engine, its nonce on each line):
    /// 700 nested stacks (1,400 views) drew 1.07 MB there (699 `screen` and 699 `frames` lines of
    /// up to 1,447 characters, indented by depth), so the deepest tree the engine draws (2,000
    /// views) about 2.2 MB, by the square of its depth; 20,000 taps, 1.1 MB of `action` lines there
    /// and as much on standard output. 16 MB is seven times the deepest tree, and bounds what a
    /// runaway (a ForEach over millions of views) makes the runner hold.
    static let hostOutputLimit = 16 << 20

    /// Runs `executable` with `arguments`, killing it after `timeout` seconds of real time or once it
    /// has written `outputLimit` bytes of its own to standard output (the host's line there where
    /// each action begins is not counted), or its host `hostOutputLimit` on the host's channel.
    /// With `sandboxHome`, a lesson program runs in the sandbox (`Sandbox`), with a home of its own
    /// at that folder's path, holding `homeFolders`, the only place it may write.
    static func run(
        _ executable: String, _ arguments: [String], currentDirectory: String? = nil,
        environment: [String: String]? = nil, timeout: Double = 20, outputLimit: Int = 4 << 20,
        hostOutputLimit: Int = hostOutputLimit,
        limits: Spawn.Limits? = nil, sandboxHome: String? = nil, homeFolders: [String] = [],
        hostChannel: Bool = false
    ) -> Result {
        let start = Date()
        let marker = Interruption.shared.newMarker()
        var environment = environment ?? ProcessInfo.processInfo.environment
        environment[Interruption.markerVariable] = marker
        if hostChannel { environment[HostProtocol.channelVariable] = String(Spawn.hostChannelFD) }
        let sandbox = sandboxHome == nil ? nil : Sandbox.shared
        // The launcher, built now if the run did not make it ready first (`Sandbox.prepare`): a
        // program that cannot run in the sandbox does not run.
        let launcher: (path: String, identity: String)?
        do {
            if sandboxHome != nil, let settingError = Sandbox.settingError { throw settingError }
            launcher = try sandbox?.launcher.ready()
        } catch {
            return Result(
                ending: .notStarted("\(error)"), output: "", errorOutput: "", timedOut: false, truncated: false,
                leftProcesses: false, seconds: 0)
        }
        let cgroup = sandbox == nil ? nil : Cgroup.make(limits ?? Spawn.Limits())
        defer { cgroup?.remove() }
        let spawned = Interruption.shared.spawn {
            if let sandbox, let sandboxHome, let launcher {
                let command = sandbox.command(
                    executable, arguments, home: sandboxHome, homeFolders: homeFolders,
                    limits: limits ?? Spawn.Limits(), cgroup: cgroup)
                return try Spawn.start(
                    launcher.path, command, currentDirectory: currentDirectory,
                    environment: Sandbox.launcherEnvironment(environment), reportPipe: true,
                    hostChannel: hostChannel)
            }
            let child = try Spawn.start(
                executable, arguments, currentDirectory: currentDirectory, environment: environment,
                hostChannel: hostChannel)
            if let limits { Spawn.apply(limits, to: child.pid) }
            return child
        }
        let child: Spawn.Child
        switch spawned {
        case .success(let started): child = started
        case .failure(let error):
            return Result(
                ending: .notStarted("\(error)"), output: "", errorOutput: "", timedOut: false, truncated: false,
                leftProcesses: false, seconds: 0)
        }
        defer { Interruption.shared.forget(child.pid) }

        /// A file the program left at the size limit of one file, as the sandbox saw it.
        var reportedFullFile: String?
        var output = [UInt8]()
        var hostOutput = [UInt8]()
        var hostActions = HostActionBytes()
        var errors = HeadAndTail(head: errorHead, tail: errorTail)
        var open: [Int32] = [child.output, child.errors] + (child.host.map { [$0] } ?? [])
        var waitStatus: Int32?
        var endedAt: Date?
        var timedOut = false
        var truncated = false
        var hostTruncated = false
        var leftProcesses = false
        var straysKilled = false
        var tooManyProcesses = false
        var stoppedBy: Int32?
        var heldAtTimeout: Result.Held?
        var usage = rusage()
        var threadWatch = limits.map { ThreadWatch(limit: $0.processes) }
        var peakData = 0
        let deadline = start.addingTimeInterval(timeout)
        var lastWatch = Date.distantPast
        var buffer = [UInt8](repeating: 0, count: 64 << 10)

        /// Ends the program and all it started. In the sandbox the launcher is asked (SIGTERM): it
        /// kills the program's PID namespace (or, without one, all below it) and ends once they are
        /// gone, and the wait for it below is the wait for them (`lessons-sandbox`'s `Stop`). Killed
        /// outright, the launcher would leave the namespace's init dying on its own, and the run could
        /// return while the program's processes were still there (a stray seen after a run of 200
        /// threads on a loaded machine, 2 runs in 310). A launcher stopped by a signal cannot hear
        /// the request: it is killed (`force`).
        func stopEverything(force: Bool = false) {
            if sandbox != nil && !force {
                kill(child.pid, SIGTERM)
            } else {
                kill(-child.pid, SIGKILL)
            }
            ProcessTree.kill(marker: marker)
        }

        /// Reads what each of `ready` holds now, to the end of what the pipe has.
        func readPipes(_ ready: [Int32]) {
            for fd in ready {
                while true {
                    let count = read(fd, &buffer, buffer.count)
                    if count > 0 {
                        if fd == child.output {
                            output += buffer[0..<count]
                        } else if fd == child.host {
                            hostOutput += buffer[0..<count]
                        } else {
                            errors.append(buffer[0..<count])
                        }
                        // A pipe written faster than it is read here is left to the limits below.
                        if output.count > outputLimit + hostActions.bytes || hostOutput.count > hostOutputLimit {
                            break
                        }
                        continue
                    }
                    if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        open.removeAll { $0 == fd }
                    }
                    break
                }
            }
            hostActions.scan(hostOutput)
        }

        while true {
            if waitStatus == nil {
                var status: Int32 = 0
                let waited = wait4(child.pid, &status, WNOHANG | WUNTRACED, &usage) == child.pid
                if waited, status & 0xFF == 0x7F {
                    // Stopped, not ended (it raised SIGSTOP): it would sit there until the time
                    // limit. It is killed, and a later look reaps it.
                    stoppedBy = (status >> 8) & 0xFF
                    stopEverything(force: true)
                } else if waited {
                    waitStatus = status
                    endedAt = Date()
                    // Whatever it started and left in its group goes with it.
                    if kill(-child.pid, SIGKILL) == 0 { leftProcesses = true }
                }
            }
            if open.isEmpty && waitStatus != nil { break }
            let now = Date()
            if let endedAt, !open.isEmpty {
                // It ended, yet someone still holds its output open: a child outside its group.
                if !straysKilled && now.timeIntervalSince(endedAt) > 0.05 {
                    if ProcessTree.kill(marker: marker) > 0 { leftProcesses = true }
                    straysKilled = true
                } else if now.timeIntervalSince(endedAt) > 1 {
                    break
                }
            }
            if now >= deadline {
                if waitStatus == nil {
                    timedOut = true
                    // Looked at before it is stopped: a limit it is held at is the likely reason.
                    let program = sandbox == nil ? child.pid : ThreadWatch.programInSandbox(launcher: child.pid)
                    heldAtTimeout = Result.Held(
                        tasks: cgroup?.tasks ?? program.map(ThreadWatch.threads) ?? 0,
                        dataBytes: max(peakData, program.map(ThreadWatch.dataBytes) ?? 0),
                        reachedMemoryLimit: cgroup?.reachedMemoryLimit ?? false)
                }
                // A program that ran out of time may have been stuck at the size limit of a file
                // in its home, which goes with it in the sandbox: looked for now, through its /proc.
                if timedOut, sandbox != nil, let sandboxHome,
                    let program = ThreadWatch.programInSandbox(launcher: child.pid)
                {
                    reportedFullFile = PlayHome.file(
                        atLeast: (limits ?? Spawn.Limits()).fileSize, in: "/proc/\(program)/root" + sandboxHome)
                }
                // As at the limit of processes: the action it ran out of time in may be in its pipe.
                readPipes(open)
                stopEverything()
                break
            }
            // The looks in /proc and the cgroup, at most every `watchInterval`: the loop also comes
            // round for each piece of output it reads, many in a few milliseconds.
            if now.timeIntervalSince(lastWatch) >= Self.watchInterval {
                lastWatch = now
                // A program that failed to allocate still holds all it had while its crash report is written.
                // In the sandbox the child is the launcher, and the program a grandchild or great-grandchild.
                if limits != nil, waitStatus == nil {
                    let program = sandbox == nil ? child.pid : ThreadWatch.programInSandbox(launcher: child.pid)
                    if let program { peakData = max(peakData, ThreadWatch.dataBytes(of: program)) }
                }
                // The kernel refused it a process or thread (its cgroup's limit): it is ended as one that ran too many.
                if threadWatch?.exceeded(marker: marker) == true
                    || (waitStatus == nil && cgroup?.refusedProcesses == true)
                {
                    tooManyProcesses = true
                    // What it wrote before it was stopped is read first: the host's line that began the
                    // action it was stopped in may still be in its pipe (on a loaded machine a thread
                    // bomb in the play's second action was reported in its first).
                    readPipes(open)
                    stopEverything()
                    break
                }
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = Int32(max(1, min(10, deadline.timeIntervalSince(now) * 1000)))
            let ready = poll(&fds, nfds_t(fds.count), wait)
            guard ready > 0 else { continue }
            readPipes(fds.filter { $0.revents != 0 }.map(\.fd))
            if output.count - hostActions.bytes > outputLimit {
                truncated = true
                stopEverything()
                break
            }
            if hostOutput.count > hostOutputLimit {
                hostTruncated = true
                stopEverything()
                break
            }
        }
        close(child.output)
        close(child.errors)
        if let host = child.host { close(host) }
        if waitStatus == nil {
            var status: Int32 = 0
            if sandbox != nil {
                // The launcher ends once the program's processes are gone: a few milliseconds, or
                // hundreds for 1,000 threads on a loaded machine. One that does not end in
                // `launcherGrace` (a process stuck in the kernel) is killed, and the run goes on.
                let giveUp = Date().addingTimeInterval(Self.launcherGrace)
                while true {
                    let waited = wait4(child.pid, &status, WNOHANG, &usage)
                    if waited == child.pid || (waited < 0 && errno != EINTR) { break }
                    if Date() >= giveUp {
                        kill(-child.pid, SIGKILL)
                        while wait4(child.pid, &status, 0, &usage) < 0 && errno == EINTR {}
                        break
                    }
                    usleep(1000)
                }
            } else {
                while wait4(child.pid, &status, 0, &usage) < 0 && errno == EINTR {}
            }
            waitStatus = status
        }
        // The launcher's word on how the program ended (its own status is the launcher's).
        let report = child.report.map { reportFD in
            defer { close(reportFD) }
            return Sandbox.Report(readAll(reportFD))
        }
        // A program in a PID namespace of its own is gone, with all it started, once this package's
        // launcher has ended by itself: it ends after the namespace's init, which the kernel reaps
        // only after every process in the namespace, and no process leaves a PID namespace. Nothing
        // is left to look for in /proc, a look that reads every process's environment, and waits on
        // each busy one (tens of milliseconds a play on a loaded machine).
        var namespaceEnded = false
        if let report, let launcher, let waitStatus {
            namespaceEnded =
                report.parts.contains("pid") && report.identity == launcher.identity && waitStatus & 0x7F == 0
        }
        if !straysKilled && !namespaceEnded && ProcessTree.kill(marker: marker) > 0 { leftProcesses = true }
        if tooManyProcesses { ProcessTree.kill(marker: marker) }
        Interruption.shared.waitIfStopping()
        let status = waitStatus ?? 0
        var ending: Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        #if os(Linux)
        var peak = max(Int(usage.ru_maxrss) << 10, peakData)  // kilobytes on Linux
        #else
        var peak = max(Int(usage.ru_maxrss), peakData)  // bytes on macOS
        #endif
        var ownHome = false
        var fullHome: Int?
        if let report {
            if let failure = report.failure {
                return Result(
                    ending: .notStarted("the sandbox could not be made: \(failure)"), output: "",
                    errorOutput: errors.text,
                    timedOut: false, truncated: false, leftProcesses: false, seconds: Date().timeIntervalSince(start))
            }
            if let launcher, report.identity != launcher.identity {
                // Not the launcher these sources make: what it says of the program is not trusted.
                return Result(
                    ending: .notStarted(
                        "the sandbox's launcher \(launcher.path) is not the one built from this package's "
                            + "sources (it reports \(report.identity.map { "“\($0)”" } ?? "nothing")): remove it, "
                            + "and the next run builds it again"),
                    output: "", errorOutput: errors.text, timedOut: false, truncated: false, leftProcesses: false,
                    seconds: Date().timeIntervalSince(start))
            }
            ownHome = report.parts.contains("mount")
            if let file = report.fullFile { reportedFullFile = file }
            fullHome = report.fullHome
            sandbox?.noteReport(report)
            if let programEnding = report.ending {
                ending = programEnding
            } else if !timedOut && !truncated && stoppedBy == nil && !tooManyProcesses {
                ending = .signaled(SIGKILL)
            }
            if report.leftProcesses { leftProcesses = true }
            if let signal = report.stoppedBy { stoppedBy = signal }
        }
        if let cgroup {
            peak = max(peak, cgroup.peakMemory)
            if cgroup.refusedProcesses { tooManyProcesses = true }
        }
        return Result(
            ending: ending, output: String(decoding: output.prefix(outputLimit + hostActions.bytes), as: UTF8.self),
            errorOutput: errors.text, timedOut: timedOut, truncated: truncated, leftProcesses: leftProcesses,
            seconds: Date().timeIntervalSince(start),
            hostOutput: String(decoding: hostOutput.prefix(hostOutputLimit), as: UTF8.self),
            limits: limits, peakMemory: peak, tooManyProcesses: tooManyProcesses, fullFile: reportedFullFile,
            fullHome: fullHome,
            ownHome: ownHome, stoppedBy: stoppedBy, hostTruncated: hostTruncated, heldAtTimeout: heldAtTimeout)
    }
}

/// How many bytes of a lesson program's standard output are the host's: for each `action` line on
/// the host's channel (`HostProtocol`), the host printed a line of the same length on standard
/// output where the action begins (its boundary nonce is as long as the channel's), and for each
/// `trace` line a mark of the nonce and `trace` alone, which the output limit does not count. Read as the channel grows, each line once. A program that forged
/// action lines on the channel (with the nonce it found in memory) could print that much more: the
/// channel's own bound holds that, and the forgery is reported.
struct HostActionBytes {
    private(set) var bytes = 0
    private var scanned = 0
    private var lineStart: [UInt8]?
    private var sawHello = false
    private static let action = Array("action ".utf8)
    /// `trace ` on the channel; its mark on standard output is `trace` and a newline, as long.
    private static let trace = Array("trace ".utf8)

    mutating func scan(_ channel: [UInt8]) {
        while scanned < channel.count, let end = Self.newline(in: channel, from: scanned) {
            let line = channel[scanned..<end]
            scanned = end + 1
            if let lineStart {
                if line.starts(with: lineStart + Self.action) {
                    bytes += line.count + 1
                } else if line.starts(with: lineStart + Self.trace) {
                    bytes += lineStart.count + Self.trace.count
                }
            } else if !sawHello {
                // The greeting (`HostProtocol.Hello`): the first line, or no host is speaking (nothing is the host's).
                sawHello = true
                guard let hello = HostProtocol.Hello(String(decoding: line, as: UTF8.self)) else { continue }
                lineStart = Array(HostProtocol.lineStart(nonce: hello.nonce).utf8)
            }
        }
    }
}

extension HostActionBytes {
    /// The index of the first newline in `bytes` at or after `start`, found with `memchr` (a debug
    /// build's `firstIndex(of:)` takes a generic call per byte, and the channel carries hundreds of
    /// kilobytes in a traced play).
    static func newline(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}

/// Everything a non-blocking pipe holds now, or (`blocking`) a file to its end.
func readAll(_ fd: Int32, blocking: Bool = false) -> String {
    var bytes = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
            bytes += buffer[0..<count]
            continue
        }
        if count < 0 && errno == EINTR { continue }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Tells when a program runs more processes and threads at once than its limit: a fork bomb, or
/// threads started without end. Cheap while nothing happens: it reads the machine's count of
/// threads (`/proc/loadavg`), and only when that has grown by more than the limit since the last
/// look does it count the program's own (every process with its marker, with their threads).
struct ThreadWatch {
    let limit: Int
    private var baseline: Int?

    init(limit: Int) {
        self.limit = limit
        baseline = Self.machineThreads()
    }

    mutating func exceeded(marker: String) -> Bool {
        guard let baseline, let now = Self.machineThreads() else { return false }
        guard now - baseline > limit else { return false }
        let own = ProcessTree.processes(withMarker: marker).reduce(0) { $0 + Self.threads(of: $1) }
        if own > limit { return true }
        // Others' threads grew: look again when the machine has grown by a limit's worth more.
        self.baseline = now - own
        return false
    }

    /// The threads running on the machine: the fourth field of /proc/loadavg (`running/total`).
    static func machineThreads() -> Int? {
        #if os(Linux)
        guard let text = smallFile("/proc/loadavg") else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 3, let slash = fields[3].firstIndex(of: "/") else { return nil }
        return Int(fields[3][fields[3].index(after: slash)...])
        #else
        return nil
        #endif
    }

    /// The start of a file of /proc (whose size `stat` gives as 0).
    static func smallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(fd, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    /// The program the sandbox's launcher `launcher` started: its only child's first child (the
    /// namespace's init, then the program), or its only child (without a PID namespace). Read from
    /// /proc/PID/task/PID/children, which lists a process's children.
    static func programInSandbox(launcher: pid_t) -> pid_t? {
        guard let first = firstChild(of: launcher) else { return nil }
        return firstChild(of: first) ?? first
    }

    /// The first child /proc/PID/task/PID/children lists (`12 34 `), or nil. Read digit by digit:
    /// the runner looks every few milliseconds of every play.
    private static func firstChild(of pid: pid_t) -> pid_t? {
        guard let text = smallFile("/proc/\(pid)/task/\(pid)/children") else { return nil }
        var value: pid_t = 0
        var digits = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                if digits > 0 { break }
                continue
            }
            guard digits < 9 else { return nil }
            value = value * 10 + pid_t(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// The writable memory process `pid` has allocated (data and stack, from /proc/PID/statm), or 0.
    static func dataBytes(of pid: pid_t) -> Int {
        #if os(Linux)
        guard let text = smallFile("/proc/\(pid)/statm") else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 5 ? (Int(fields[5]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
        #else
        return 0
        #endif
    }

    /// The threads of process `pid` (at least 1: a process that ended meanwhile counts as one).
    static func threads(of pid: pid_t) -> Int {
        guard let text = smallFile("/proc/\(pid)/stat"),
            let close = text.lastIndex(of: ")")
        else { return 1 }
        // Fields after the name: state(3) … num_threads is field 20, the 18th after ")".
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 17 ? Int(fields[17]) ?? 1 : 1
    }
}

/// The start and the end of a stream too long to keep whole, with how much was left out between.
struct HeadAndTail {
    let headLimit: Int
    let tailLimit: Int
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    private var dropped = 0

    init(head: Int, tail: Int) {
        headLimit = head
        tailLimit = tail
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        var bytes = bytes
        if head.count < headLimit {
            let taken = bytes.prefix(headLimit - head.count)
            head += taken
            bytes = bytes.dropFirst(taken.count)
        }
        tail += bytes
        if tail.count > tailLimit * 2 {
            dropped += tail.count - tailLimit
            tail.removeFirst(tail.count - tailLimit)
        }
    }

    var text: String {
        var tail = self.tail
        var dropped = self.dropped
        if tail.count > tailLimit {
            dropped += tail.count - tailLimit
            tail.removeFirst(tail.count - tailLimit)
        }
        let gap = dropped > 0 ? "\n[… \(dropped) bytes left out …]\n" : ""
        return String(decoding: head, as: UTF8.self) + gap + String(decoding: tail, as: UTF8.self)
    }
}
