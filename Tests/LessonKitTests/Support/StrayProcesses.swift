import Foundation

// Programs that leave processes behind, and how a test finds them afterwards: by a name of the
// test's own (`/proc/PID/comm`), which holds however the process was started and whatever it did
// to its environment.

/// Processes of this machine whose name (`/proc/PID/comm`) is `name`.
func processes(named name: String) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { pid_t($0) }.filter {
        (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines) == name
    }
}

/// A name of 15 characters at most (the kernel's limit for a process name), new each time.
func newProcessName() -> String { "stray-" + UUID().uuidString.prefix(8).lowercased() }

/// Code that names the calling thread (the process, when it is the main one) `name`: glibc's
/// `pthread_setname_np`, which Swift's Glibc module does not show.
func nameThread(_ name: String) -> String {
    """
                typealias SetName = @convention(c) (pthread_t, UnsafePointer<CChar>) -> Int32
                _ = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "pthread_setname_np"), to: SetName.self)(pthread_self(), "\(name)")
    """
}

/// Code that starts a process outside the program's group, with its marker erased, named `name`,
/// which sleeps for ever: a stray, unless the sandbox ends it.
func startStray(named name: String) -> String {
    """
                if let marker = getenv("LESSONS_PROCESS") { memset(marker, 0x41, strlen(marker)) }
                unsetenv("LESSONS_PROCESS")
                if fork() == 0 {
                    setsid()
    \(nameThread(name))
                    while true { sleep(1) }
                }
    """
}
