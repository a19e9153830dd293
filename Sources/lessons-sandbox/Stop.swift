import Glibc

/// How the launcher ends a program at `lessons`'s request (SIGTERM), and how it makes sure that
/// nothing the program started outlives the launcher.
///
/// `lessons` waits for the launcher, not for the program (which is not its child): if the launcher
/// ended before the program's processes were gone, `lessons` would return while they still ran or
/// lay unreaped. Measured: a program of 200 threads and a stray, killed for its thread count on a
/// loaded machine, still had its stray in /proc after the run returned, 2 runs in 310. `lessons`
/// had killed the launcher with SIGKILL, so the init was left dying on its own, reparented to the
/// machine's init, and the stray was still there, dying or a zombie the init had not yet reaped.
/// So `lessons` sends SIGTERM, and the launcher kills the namespace's init (or, without one, the
/// program's group) and goes on waiting, as it does when the program ends by itself.
enum Stop {
    // Both are `nonisolated(unsafe)` because the SIGTERM handler reads and writes them: the
    // launcher has one thread, each is a word written whole (`sig_atomic_t`, `pid_t`), and the
    // handler makes only async-signal-safe calls (`kill`), so no write is ever seen in part.

    /// Set when `lessons` asked for the stop (SIGTERM): the init's or program's SIGKILL was ours.
    nonisolated(unsafe) static var requested: sig_atomic_t = 0
    /// The process the request kills: the namespace's init, or the program. 0 before it exists.
    nonisolated(unsafe) static var victim: pid_t = 0

    /// Catches SIGTERM from the first line, so that a request that comes early is not lost: it
    /// is acted on as soon as there is something to kill.
    static func install() {
        requested = 0
        victim = 0
        signal(SIGTERM) { _ in
            // Only async-signal-safe calls here: a flag, and kill.
            Stop.requested = 1
            let victim = Stop.victim
            if victim > 0 {
                kill(victim, SIGKILL)
                kill(-victim, SIGKILL)
            }
        }
    }

    /// `pid` is the process a request kills (the launcher's side of the fork).
    static func target(_ pid: pid_t) {
        victim = pid
        if requested != 0 {
            kill(pid, SIGKILL)
            kill(-pid, SIGKILL)
        }
    }

    /// Kills and reaps every process below this launcher (its subreaper), until it has none left;
    /// returns whether there was one. Without a PID namespace this is what ends a stray that left
    /// the program's group and session and erased its marker.
    static func endDescendants() -> Bool {
        var found = false
        while true {
            for pid in children() {
                found = true
                kill(pid, SIGKILL)
            }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, Int32(__WALL))
            if pid < 0 && errno == EINTR { continue }
            if pid < 0 { return found }  // ECHILD: none left
        }
    }

    /// This process's children, orphans it took in included (/proc/self/task/TID/children).
    private static func children() -> [pid_t] {
        let me = getpid()
        let fd = open("/proc/self/task/\(me)/children", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[..<count]
                continue
            }
            break
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: " ").compactMap { pid_t($0.filter(\.isNumber)) }
    }
}
