import Glibc

// The C library's `syscall`, `unshare` and `prctl`, which Swift's Glibc module does not show
// (`syscall` and `prctl` are variadic; `unshare` needs `_GNU_SOURCE`), declared by their C names.
// They were looked up with `dlsym` before; the launcher is now a static executable (no dynamic
// loader: 0.5 ms of CPU at each start instead of 2.1 ms, `perf stat` of `--help`), and a static
// executable has no symbol table to look them up in. On x86_64 and arm64 a variadic C function takes
// its integer arguments in the same registers as a fixed one, so calling it with all of them fixed
// is calling it with fewer.
@_extern(c, "syscall") private func cSyscall(_ number: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int)
    -> Int
@_extern(c, "unshare") private func cUnshare(_ flags: Int32) -> Int32
@_extern(c, "prctl") private func cPrctl(_ option: Int32, _ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt) -> Int32

/// The system calls the launcher makes that Swift's Glibc module does not show, and the numbers of
/// the calls the C library has no function for.
enum Kernel {
    /// `syscall(number, …)`.
    static func call(_ number: Int, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0, _ d: Int = 0, _ e: Int = 0) -> Int {
        cSyscall(number, a, b, c, d, e, 0)
    }

    static func unshare(_ flags: Int32) -> Int32 { cUnshare(flags) }
    static func prctl(_ option: Int32, _ a: UInt = 0, _ b: UInt = 0, _ c: UInt = 0, _ d: UInt = 0) -> Int32 {
        cPrctl(option, a, b, c, d)
    }

    // Namespaces (linux/sched.h).
    static let newMount: Int32 = 0x0002_0000
    static let newIPC: Int32 = 0x0800_0000
    static let newUser: Int32 = 0x1000_0000
    static let newPID: Int32 = 0x2000_0000
    static let newNetwork: Int32 = 0x4000_0000

    // prctl (linux/prctl.h).
    static let setDeathSignal: Int32 = 1
    static let setDumpable: Int32 = 4
    static let capabilityBoundingDrop: Int32 = 24
    static let setSecureBits: Int32 = 28
    static let setChildSubreaper: Int32 = 36
    static let setNoNewPrivileges: Int32 = 38
    static let setSeccomp: Int32 = 22

    // Resources (sys/resource.h).
    static let fileSizeLimit: Int32 = 1
    static let dataLimit: Int32 = 2
    static let stackLimit: Int32 = 3
    static let coreLimit: Int32 = 4
    static let processLimit: Int32 = 6
    static let openFileLimit: Int32 = 7
    static let addressSpaceLimit: Int32 = 9

    #if arch(x86_64)
    static let pivotRootCall = 155
    #elseif arch(arm64)
    static let pivotRootCall = 41
    #endif
    static let closeRangeCall = 436
    static let landlockCreateRulesetCall = 444
    static let landlockAddRuleCall = 445
    static let landlockRestrictSelfCall = 446

    /// The text of the last error.
    static var errorText: String { String(cString: strerror(errno)) }

    /// Sets a resource limit, soft and hard, so the program cannot raise it.
    static func limit(_ resource: Int32, _ value: Int) -> Bool {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(value))
        return setrlimit(__rlimit_resource_t(resource), &limit) == 0
    }

    /// Writes `text` into an existing file (a /proc or cgroup file).
    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return Glibc.write(fd, bytes, bytes.count) == bytes.count
    }
}
