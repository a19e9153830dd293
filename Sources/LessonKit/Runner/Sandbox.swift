import Foundation

/// The sandbox every lesson program runs in: `lessons-sandbox`, a launcher built beside `lessons`,
/// that starts the program with the kernel's own means (Linux): new user, mount, PID, network and
/// IPC namespaces, a file view of only what the program must read and its home, Landlock's rules
/// under it, resource limits, a cgroup where one can be had, and death with its parent.
///
/// The launcher reports on a pipe of its own (fd 3) which protections it applied and how the
/// program ended; what it could not apply is said once (`missingProtections`), and the program
/// runs with the rest.
// Unchecked Sendable, safe because its paths are `let`s and its two variables (`engines`,
// `firstReport`) are read and written only with `lock` held.
final class Sandbox: @unchecked Sendable {
    /// The launcher.
    let launcher: String
    /// An empty folder, the mount point of each program's root (in its own mount namespace).
    let root: String
    /// What every program may read: the system's libraries and the toolchain's runtime.
    private let systemReadable: [String]
    /// Devices a program may read and write.
    static let devices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"]
    private let lock = NSLock()
    private var engines: Set<String> = []
    private var firstReport: Report?

    /// The sandbox of this process, or nil where there is none (not Linux, or no launcher).
    static let shared: Sandbox? = {
        #if os(Linux)
        if ProcessInfo.processInfo.environment["LESSONS_SANDBOX"] == "off" { return nil }
        guard let launcher = findLauncher() else { return nil }
        return Sandbox(launcher: launcher)
        #else
        return nil
        #endif
    }()

    private init(launcher: String) {
        self.launcher = launcher
        root = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-sandbox-root")
        mkdir(root, 0o755)
        Interruption.shared.removeOnInterrupt(root)
        var readable = ["/lib", "/lib64", "/lib32", "/usr/lib", "/usr/lib64", "/usr/lib32", "/etc/ld.so.cache", "/usr/share/zoneinfo",
                        "/sys/devices/system/cpu"]
        if let runtime = Self.swiftRuntimeFolder() {
            // `…/usr/lib/swift/linux`: the toolchain's libraries, and beside them its crash reporter
            // (`…/usr/libexec/swift/linux/swift-backtrace`), which the runtime starts on a crash.
            let usr = (((runtime as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent as NSString)
                .deletingLastPathComponent
            readable += [usr + "/lib/swift", usr + "/libexec/swift"]
        }
        systemReadable = readable
        atexit { if let root = Sandbox.shared?.root { rmdir(root) } }
    }

    /// What a play's cache key says of the sandbox it ran in (a change to the launcher's protocol
    /// or to what programs see changes it). 2: /proc shows a program only its own processes.
    static var cacheIdentity: String { shared == nil ? "no sandbox" : "sandbox 2" }

    /// Lets programs read the engine in `directory` (each engine a run links against).
    func allowEngine(_ directory: String) {
        lock.lock()
        engines.insert(directory)
        lock.unlock()
    }

    /// The launcher's command line for `program` with `arguments`, run in `home`.
    func command(_ program: String, _ arguments: [String], home: String, limits: Spawn.Limits, cgroup: Cgroup?) -> [String] {
        lock.lock()
        let readable = systemReadable + engines.sorted()
        lock.unlock()
        var command = ["--report-fd", "3", "--root", root, "--home", home, "--program", program, "--keep-fd", String(Spawn.hostChannelFD)]
        for path in readable { command += ["--read", path] }
        for path in Self.devices { command += ["--device", path] }
        for file in cgroup?.processFiles ?? [] { command += ["--cgroup", file] }
        command += ["--limit", "data=\(limits.memory)", "--limit", "fsize=\(limits.fileSize)", "--limit", "core=0",
                    "--limit", "nproc=\(limits.processes)", "--limit", "nofile=\(Self.openFiles)",
                    "--limit", "stack=\(Self.stack)"]
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
        var parts: Set<String> = []
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
                case "parts": parts = Set(words.dropFirst().map(String.init))
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
        lock.lock()
        if firstReport == nil, report.failure == nil { firstReport = report }
        lock.unlock()
    }

    /// What no program of this run had, in a sentence; nil when every protection was applied.
    static var missingProtections: String? {
        #if os(Linux)
        guard let shared else {
            return ProcessInfo.processInfo.environment["LESSONS_SANDBOX"] == "off"
                ? "LESSONS_SANDBOX=off: programs ran without a sandbox, within time, output, memory and file-size limits only"
                : "lessons-sandbox was not found beside lessons (`swift build` builds it): programs ran without a sandbox, "
                    + "within time, output, memory and file-size limits only"
        }
        shared.lock.lock()
        let report = shared.firstReport
        shared.lock.unlock()
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
            missing.append("no file view of its own (\(report.missingWhy["mount"] ?? "the kernel refused a mount")), so programs see the "
                + "machine's files where Landlock does not hide them")
        }
        if !report.parts.contains("pid") {
            missing.append("no namespaces (the kernel refused them: unprivileged user namespaces are off?), so programs see the machine's "
                + "files where Landlock does not hide them, its processes and network, and what they start is ended by its marker only")
        }
        if !report.parts.contains(where: { $0.hasPrefix("landlock") }) {
            missing.append("no Landlock (a kernel before 5.13, or it is off), so writes are bounded by the mount namespace only")
        }
        if !report.parts.contains("cgroup") {
            missing.append("no cgroup (none is delegated to this user), so threads are bounded by RLIMIT_NPROC and memory by "
                + "RLIMIT_DATA and RLIMIT_AS, which do not count memory held in files in memory")
        }
        return missing.isEmpty ? nil : "the sandbox runs with " + missing.joined(separator: "; ")
    }

    /// `lessons-sandbox` beside this executable (`lessons`, or the tests), or in the package's build folder.
    private static func findLauncher() -> String? {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["LESSONS_SANDBOX"], explicit.hasPrefix("/") { candidates.append(explicit) }
        if let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append((own as NSString).deletingLastPathComponent + "/lessons-sandbox")
        }
        if let layout = PackageLayout.locate() {
            candidates += [layout.root + "/.build/debug/lessons-sandbox", layout.root + "/.build/release/lessons-sandbox"]
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
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
