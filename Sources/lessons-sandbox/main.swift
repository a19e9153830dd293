import Glibc

// lessons-sandbox: starts one lesson program in a sandbox made of the kernel's own means, and
// tells `lessons` on a report pipe how it ended and which protections it has.
//
//   lessons-sandbox --report-fd 3 --root DIR --home DIR [--home-size BYTES] [--home-folder NAME]…
//                   [--read PATH]… [--device PATH]…
//                   [--program PATH] [--cgroup FILE]… [--limit NAME=VALUE]… [--keep-fd N]
//                   -- EXECUTABLE ARGUMENT…
//
// This process (the launcher) joins the cgroups, makes new user, mount, PID, network and IPC
// namespaces and starts the namespace's first process, its init, which makes the program's file
// view (`FileView`, with a home of its own) and starts the program in a session of its own, with
// the limits, no capabilities, Landlock's rules and a seccomp filter that keeps the host's
// channel (`--keep-fd`) the host's (`Seccomp`). When the program ends, the init reports and ends, and the
// kernel kills whatever the program left in its PID namespace. Each process dies with its parent
// (PR_SET_PDEATHSIG), so killing `lessons` or the launcher ends them all.
//
// The report, one line each: `launcher IDENTITY` (the hash of the sources it was built from, or
// `swiftpm`), `parts NAME…` (the protections applied), `missing NAME WHY` for one that could not
// be applied after all, `full ~/PATH` and `home-full BYTES` (what the program left in its home,
// `HomeUse`), then `exited N left 0|1`, `signaled N left 0|1`, `stopped N`, `killed` (stopped at
// `lessons`'s request) or `failed WHY`.
//
// SIGTERM from `lessons` (a time limit, an output limit, too many threads) asks the launcher to
// end the program and everything it started; the launcher ends only once they are all gone
// (`Stop`), so that `lessons`, which waits for the launcher, returns with nothing left alive.

Stop.install()
let options = SandboxOptions(CommandLine.arguments)
let report = Report(fd: options.reportFD)
report.line("launcher \(launcherIdentity)")
var parts: [String] = []

_ = Kernel.prctl(Kernel.setDeathSignal, UInt(SIGKILL))
if getppid() == 1 { exit(126) }  // `lessons` died before this line

for file in options.cgroups {
    if Kernel.write("0", to: file) { parts.append("cgroup") }
}

// Namespaces: with a user namespace (any user, if the kernel allows it), or without one (root).
let namespaces = Kernel.newMount | Kernel.newPID | Kernel.newNetwork | Kernel.newIPC
let uid = getuid()
let gid = getgid()
var namespaced = false
if Kernel.unshare(Kernel.newUser | namespaces) == 0 {
    _ = Kernel.write("deny", to: "/proc/self/setgroups")
    if Kernel.write("\(uid) \(uid) 1", to: "/proc/self/uid_map"),
        Kernel.write("\(gid) \(gid) 1", to: "/proc/self/gid_map")
    {
        namespaced = true
        parts.append("user")
    } else {
        report.fail("cannot map the user in a new user namespace: \(Kernel.errorText)")
    }
} else if geteuid() == 0, Kernel.unshare(namespaces) == 0 {
    namespaced = true
}
if namespaced { parts += ["mount", "pid", "network", "ipc"] }

// What the program may do, applied in the program's own process just before it starts.
func startProgram() -> Never {
    _ = setsid()  // out of the launcher's group and session: `kill(0, …)` reaches only its own
    _ = Kernel.prctl(Kernel.setDeathSignal, UInt(SIGKILL))
    for (resource, value) in options.limits where !Kernel.limit(resource, value) {
        report.fail("cannot set resource limit \(resource) to \(value): \(Kernel.errorText)")
    }
    // No capabilities, even as root: none kept across exec, none to gain back.
    _ = Kernel.prctl(Kernel.setSecureBits, 0x2F)  // NOROOT, NO_SETUID_FIXUP, KEEP_CAPS_LOCKED…: all locked
    for capability in 0..<64 { _ = Kernel.prctl(Kernel.capabilityBoundingDrop, UInt(capability)) }
    guard Kernel.prctl(Kernel.setNoNewPrivileges, 1) == 0 else {
        report.fail("cannot set no_new_privs: \(Kernel.errorText)")
    }
    if let why = Landlock.restrict(
        readable: options.readable + ["/proc"], writable: [options.home], devices: options.devices)
    {
        if Landlock.version >= 1 { report.fail(why) }
    }
    // Nothing of `lessons` but the three standard streams (and the channel it keeps) reaches the program.
    _ = Kernel.call(Kernel.closeRangeCall, 3, Int(UInt32.max), 4)  // CLOSE_RANGE_CLOEXEC
    if let keep = options.keepFD {
        _ = fcntl(keep, F_SETFD, 0)
        // The last change to this process before the program's code: from here on, the channel stays.
        if let why = Seccomp.keep(keep) { report.line("missing seccomp \(why)") }
    }
    if chdir(options.home) != 0 { report.fail("cannot enter \(options.home): \(Kernel.errorText)") }
    // The program's crash reporting, which `lessons` kept from this launcher's own runtime.
    if let backtrace = getenv("LESSONS_SANDBOX_SWIFT_BACKTRACE") {
        setenv("SWIFT_BACKTRACE", backtrace, 1)
    } else {
        unsetenv("SWIFT_BACKTRACE")
    }
    unsetenv("LESSONS_SANDBOX_SWIFT_BACKTRACE")
    let argv = options.command.map { strdup($0) } + [nil]
    execv(options.command[0], argv)
    report.fail("cannot run \(options.command[0]): \(Kernel.errorText)")
}

/// Waits for the program `child`, reaping everything else; reports how it ended and whether it
/// left processes (which, in a PID namespace, die with this init), and, when its home is the tmpfs
/// of its own the file view made (`ownHome`), what it left there that explains its end.
func watch(_ child: pid_t, namespaceInit: Bool, ownHome: Bool = false) -> Never {
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, Int32(__WALL | WUNTRACED))
        if pid < 0 {
            if errno == EINTR { continue }
            report.fail("lost the program: \(Kernel.errorText)")
        }
        guard pid == child else { continue }
        if status & 0xFF == 0x7F {
            report.line("stopped \((status >> 8) & 0xFF)")
            if namespaceInit {
                kill(-1, SIGKILL)
            } else {
                kill(-child, SIGKILL)
                kill(child, SIGKILL)
                _ = Stop.endDescendants()
            }
            exit(0)
        }
        // In the namespace, the init's own end waits for the kernel to reap every process left in it;
        // outside, this launcher is their subreaper and ends them itself before it ends.
        let left = namespaceInit ? kill(-1, SIGKILL) == 0 : Stop.endDescendants()
        if ownHome {
            for line in HomeUse.lines(home: options.home, fileLimit: options.limit(Kernel.fileSizeLimit)) {
                report.line(line)
            }
        }
        let ending = status & 0x7F == 0 ? "exited \((status >> 8) & 0xFF)" : "signaled \(status & 0x7F)"
        report.line(Stop.requested != 0 && status & 0x7F == SIGKILL ? "killed" : "\(ending) left \(left ? 1 : 0)")
        exit(0)
    }
}

if Landlock.version >= 1 { parts.append("landlock\(Landlock.version)") }
if Seccomp.isKnown && options.keepFD != nil { parts.append("seccomp") }
report.line("parts " + parts.joined(separator: " "))

if namespaced {
    let initProcess = fork()
    if initProcess < 0 { report.fail("cannot start the namespace's init: \(Kernel.errorText)") }
    if initProcess == 0 {
        // The init: PID 1 of the new namespace. It keeps no handler of SIGTERM: a handled signal is
        // one the program could send it from inside the namespace.
        signal(SIGTERM, SIG_DFL)
        _ = Kernel.prctl(Kernel.setDeathSignal, UInt(SIGKILL))
        _ = Kernel.prctl(Kernel.setDumpable, 0)  // the program may not trace it or read its memory
        let view = FileView(
            root: options.root, readable: options.readable, devices: options.devices, home: options.home,
            homeSize: options.homeSize, homeFolders: options.homeFolders, program: options.program)
        // A kernel or container that refuses a mount (a /proc it deems too revealing, a tmpfs):
        // the program runs without the file view, held by Landlock alone, and the report says so.
        let entered = view.enter()
        if let why = entered { report.line("missing mount \(why)") }
        let program = fork()
        if program < 0 { report.fail("cannot start the program: \(Kernel.errorText)") }
        if program == 0 { startProgram() }
        watch(program, namespaceInit: true, ownHome: entered == nil)
    }
    // The launcher: ends as its init did (the report says how the program did). The init is waited
    // for to its end, which the kernel holds back until every process of its namespace is reaped:
    // once this launcher ends, nothing the program started is left, not even as a zombie.
    Stop.target(initProcess)
    var status: Int32 = 0
    while waitpid(initProcess, &status, 0) < 0 && errno == EINTR {}
    if Stop.requested != 0 && status & 0x7F == SIGKILL {
        report.line("killed")
    } else if status & 0x7F != 0 {
        report.line("failed the sandbox's init ended by signal \(status & 0x7F)")
    }
    exit(0)
} else {
    // No PID namespace to end what the program leaves: this launcher becomes the reaper of every
    // orphan below it (a child that left the program's group and session, and erased its marker).
    _ = Kernel.prctl(Kernel.setChildSubreaper, 1)
    let program = fork()
    if program < 0 { report.fail("cannot start the program: \(Kernel.errorText)") }
    if program == 0 { startProgram() }
    Stop.target(program)
    watch(program, namespaceInit: false)
}
