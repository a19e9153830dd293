import Foundation
import Synchronization

/// The sandbox every lesson program runs in: `lessons-sandbox`, a launcher the runner builds from
/// the package's sources (`SandboxLauncher`), that starts the program with the kernel's own means
/// (Linux): new user, mount, PID, network and IPC namespaces, a file view of only what the program
/// must read and a home of its own (a bounded tmpfs), Landlock's rules under it, resource limits, a
/// cgroup where one can be had, a seccomp filter that keeps the host's channel the host's, and
/// death with its parent.
///
/// A program runs in it or does not run: a launcher that cannot be built stops the run
/// (`prepare`), and a play whose launcher is not this package's fails. Only `LESSONS_SANDBOX=off`
/// runs programs uncontained, and the run says so at its start and after its summary.
///
/// The launcher reports on a pipe of its own (fd 3) which protections it applied and how the
/// program ended; what the kernel would not let it apply is said once (`missingProtections`), and
/// the program runs with the rest.
final class Sandbox: Sendable {
    /// The launcher, built when first needed.
    let launcher: SandboxLauncher
    /// An empty folder, the mount point of each program's root (in its own mount namespace).
    let root: String
    /// What every program may read: the system's libraries and the toolchain's runtime.
    private let systemReadable: [String]
    /// Devices a program may read and write.
    static let devices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"]
    /// The engines programs may read, and the first report, for `missingProtections`.
    private let state = Mutex<(engines: Set<String>, firstReport: Report?)>(([], nil))

    /// The sandbox of this process, or nil where there is none (not Linux, or `LESSONS_SANDBOX=off`).
    static let shared: Sandbox? = {
        #if os(Linux)
        if isOff { return nil }
        return Sandbox(launcher: SandboxLauncher(layout: PackageLayout.locate()))
        #else
        return nil
        #endif
    }()

    /// Whether the student chose to run lesson programs uncontained (`LESSONS_SANDBOX=off`).
    static var isOff: Bool { ProcessInfo.processInfo.environment["LESSONS_SANDBOX"] == "off" }

    /// What is wrong with `LESSONS_SANDBOX`, which takes only `off`: nil when it is unset, empty or `off`.
    static var settingError: RunnerError? {
        guard let value = ProcessInfo.processInfo.environment["LESSONS_SANDBOX"], !value.isEmpty, value != "off" else {
            return nil
        }
        return .sandboxSetting(value)
    }

    /// Makes the sandbox ready before a run's first program: says, once, that programs run
    /// uncontained when they do, and builds the launcher when it is not built yet (`announce` says
    /// so first). Throws, and the run stops, when it cannot be made: no program runs uncontained
    /// but by choice.
    static func prepare(toolchain: Toolchain?, announce: (String) -> Void) throws {
        if let settingError { throw settingError }
        #if os(Linux)
        guard let shared else {
            _ = uncontainedWarningSaid
            return
        }
        _ = try shared.launcher.ready(toolchain: toolchain, announce: announce)
        #else
        _ = uncontainedWarningSaid
        #endif
    }

    /// What a run says at its start when programs run uncontained.
    static var uncontainedWarning: String {
        #if os(Linux)
        "Warning: LESSONS_SANDBOX=off: lesson programs run uncontained, as you: they can read and change your files, "
            + "within time, output, memory and file-size limits only. Unset it unless you trust every lesson you run."
        #else
        "Warning: this system has no sandbox for lesson programs: they run as you and can read and change your files, "
            + "within time and output limits only. Run only lessons you trust."
        #endif
    }

    /// Says `uncontainedWarning` on standard error, the first time it is read (once per process).
    private static let uncontainedWarningSaid: Void = FileHandle.standardError.write(
        Data((uncontainedWarning + "\n").utf8))

    private init(launcher: SandboxLauncher) {
        self.launcher = launcher
        root = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-sandbox-root")
        mkdir(root, 0o755)
        Interruption.shared.removeOnInterrupt(root)
        var readable = [
            "/lib", "/lib64", "/lib32", "/usr/lib", "/usr/lib64", "/usr/lib32", "/etc/ld.so.cache",
            "/usr/share/zoneinfo",
            "/sys/devices/system/cpu",
        ]
        if let runtime = Self.swiftRuntimeFolder() {
            // `…/usr/lib/swift/linux`: the toolchain's libraries, and beside them its crash reporter
            // (`…/usr/libexec/swift/linux/swift-backtrace`), which the runtime starts on a crash.
            let usr =
                (((runtime as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent as NSString)
                .deletingLastPathComponent
            readable += [usr + "/lib/swift", usr + "/libexec/swift"]
        }
        systemReadable = readable
        atexit { if let root = Sandbox.shared?.root { rmdir(root) } }
    }

    /// What a play's cache key says of the sandbox it ran in: the launcher's sources (a change to
    /// them may change what programs see), and the runner's side (3: a fixed environment, a home of
    /// its own in a tmpfs, a channel the program cannot replace).
    static var cacheIdentity: String {
        shared.map { "sandbox 3 " + ($0.launcher.sourceHash ?? "none") } ?? "no sandbox"
    }

    /// The size of a program's home, a tmpfs of its own (`FileView` in the launcher).
    static let homeSize = 512 << 20

    /// Lets programs read the engine in `directory` (each engine a run links against).
    func allowEngine(_ directory: String) {
        state.withLock { _ = $0.engines.insert(directory) }
    }

    /// The launcher's command line for `program` with `arguments`, run in `home`, which holds `homeFolders`.
    func command(
        _ program: String, _ arguments: [String], home: String, homeFolders: [String], limits: Spawn.Limits,
        cgroup: Cgroup?
    ) -> [String] {
        let readable = systemReadable + state.withLock { $0.engines.sorted() }
        var command = [
            "--report-fd", "3", "--root", root, "--home", home, "--home-size", String(Self.homeSize), "--program",
            program,
            "--keep-fd", String(Spawn.hostChannelFD),
        ]
        for folder in homeFolders { command += ["--home-folder", folder] }
        for path in readable { command += ["--read", path] }
        for path in Self.devices { command += ["--device", path] }
        for file in cgroup?.processFiles ?? [] { command += ["--cgroup", file] }
        command += [
            "--limit", "data=\(limits.memory)", "--limit", "fsize=\(limits.fileSize)", "--limit", "core=0",
            "--limit", "nproc=\(limits.processes)", "--limit", "nofile=\(Self.openFiles)",
            "--limit", "stack=\(Self.stack)",
        ]
        if cgroup == nil {
            // No cgroup to count shared memory: the address space bounds it, with room for what a
            // Swift program reserves without using (thread stacks, malloc's arenas).
            command += ["--limit", "as=\(limits.memory + Self.reservedAddressSpace)"]
        }
        return command + ["--", program] + arguments
    }

    /// The variable that carries the program's `SWIFT_BACKTRACE` past the launcher, which is a Swift
    /// program too: with the program's setting, its runtime would look for a crash reporter beside
    /// it and say on the program's standard error that there is none.
    static let backtraceVariable = "LESSONS_SANDBOX_SWIFT_BACKTRACE"

    /// The launcher's environment for a program whose environment is `environment`.
    static func launcherEnvironment(_ environment: [String: String]) -> [String: String] {
        var launcher = environment
        if let backtrace = launcher.removeValue(forKey: "SWIFT_BACKTRACE") { launcher[backtraceVariable] = backtrace }
        launcher["SWIFT_BACKTRACE"] = "enable=no"
        return launcher
    }

    /// The stack of each of a program's threads (the C library sizes them by the stack limit), where
    /// its bodies and the engine run (the main actor's work resumes on a Dispatch worker): room for a
    /// view tree up to the engine's depth limit (`UpdateGraph.defaultDepthLimit`; 8 MB held about
    /// 1,000 views drawn). Only what a thread touches is used, but each counts its whole stack
    /// against the memory limit: 4 GB holds 256 of them, past the 200 threads a test starts.
    static let stack = 16 << 20
    /// Files a program may have open at once.
    static let openFiles = 1024
    /// The address space beyond the memory limit a program may reserve, where no cgroup bounds it.
    static let reservedAddressSpace = 12 << 30

    /// What the launcher said: the protections it applied and how the program ended.
    struct Report: Equatable {
        /// The launcher's identity (`SandboxLauncher`): the hash of the sources it was built from.
        var identity: String?
        var parts: Set<String> = []
        /// A file the program left at the size limit of one file (`~/PATH`), and the size of its
        /// home when it left no room there.
        var fullFile: String?
        var fullHome: Int?
        var ending: ProcessRunner.Ending?
        var leftProcesses = false
        var stoppedBy: Int32?
        var failure: String?
        /// Why a part the launcher meant to apply could not be, by part.
        var missingWhy: [String: String] = [:]

        init(_ text: String) {
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let kind = words.first else { continue }
                let number = words.count > 1 ? Int32(words[1]) : nil
                switch kind {
                case "launcher": identity = words.count > 1 ? String(words[1]) : nil
                case "parts": parts = Set(words.dropFirst().map(String.init))
                case "full": fullFile = String(line.dropFirst("full ".count))
                case "home-full": fullHome = words.count > 1 ? Int(words[1]) : nil
                case "exited": ending = number.map { .exited($0) }
                case "signaled": ending = number.map { .signaled($0) }
                // Ended at this runner's request (a limit): by SIGKILL, as outside the sandbox.
                case "killed": ending = .signaled(SIGKILL)
                case "stopped": stoppedBy = number
                case "failed": failure = String(line.dropFirst("failed ".count))
                case "missing" where words.count > 1:
                    parts.remove(String(words[1]))
                    missingWhy[String(words[1])] = words.dropFirst(2).joined(separator: " ")
                default: break
                }
                if words.count > 3, words[2] == "left" { leftProcesses = words[3] == "1" }
            }
        }
    }

    /// Keeps the first report, for `missingProtections`.
    func noteReport(_ report: Report) {
        state.withLock { if $0.firstReport == nil, report.failure == nil { $0.firstReport = report } }
    }

    /// What no program of this run had, in a sentence; nil when every protection was applied.
    static var missingProtections: String? {
        #if os(Linux)
        guard let shared else {
            return
                "LESSONS_SANDBOX=off: programs ran uncontained, as you, within time, output, memory and file-size limits only"
        }
        let report = shared.state.withLock { $0.firstReport }
        guard let report else { return nil }
        return missing(in: report)
        #else
        return "this system has no sandbox for lesson programs: they run as you, within time and output limits only"
        #endif
    }

    /// What `report` says was not applied, in a sentence, or nil.
    static func missing(in report: Report) -> String? {
        var missing: [String] = []
        if report.parts.contains("pid") && !report.parts.contains("mount") {
            missing.append(
                "no file view of its own (\(report.missingWhy["mount"] ?? "the kernel refused a mount")), so programs see the "
                    + "machine's files where Landlock does not hide them, and each writes a home folder of this machine, without a bound "
                    + "(a new one for each play)")
        }
        if !report.parts.contains("pid") {
            missing.append(
                "no namespaces (the kernel refused them: unprivileged user namespaces are off?), so programs see the machine's "
                    + "files where Landlock does not hide them, its processes and network, each writes a home folder of this machine without a "
                    + "bound, and what they start is ended by its marker only")
        }
        if !report.parts.contains(where: { $0.hasPrefix("landlock") }) {
            missing.append(
                "no Landlock (a kernel before 5.13, or it is off), so writes are bounded by the mount namespace only")
        }
        if !report.parts.contains("seccomp") {
            missing.append(
                "no seccomp filter (\(report.missingWhy["seccomp"] ?? "this launcher does not know the machine's system calls")), "
                    + "so a program can put a descriptor of its own over the host's channel and rewrite the host's lines"
            )
        }
        if !report.parts.contains("cgroup") {
            missing.append(
                "no cgroup (none is delegated to this user), so threads are bounded by RLIMIT_NPROC and memory by "
                    + "RLIMIT_DATA and RLIMIT_AS, which do not count memory held in files in memory")
        }
        return missing.isEmpty ? nil : "the sandbox runs with " + missing.joined(separator: "; ")
    }

    /// The folder this process loaded Swift's runtime from: the toolchain's, which lesson programs use.
    private static func swiftRuntimeFolder() -> String? {
        // Read to its end: /proc files have no size for `String(contentsOfFile:)` to go by.
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let maps = readAll(fd, blocking: true)
        close(fd)
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            return (String(line[slash...]) as NSString).deletingLastPathComponent
        }
        return nil
    }
}
