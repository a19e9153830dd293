import Foundation

/// An exclusive `flock(2)` on a lock file, held while a closure runs: how two `lessons` processes
/// take turns at reading, changing and writing one file (the study state, the check results).
///
/// The lock file is never removed: removing it would let two processes lock two different files.
enum FileLock {
    /// Why the lock could not be taken.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// How many times, 50 ms apart, the lock is tried before the wait is said: about a second.
    static let quietAttempts = 20

    /// Runs `body` holding the exclusive lock on `path`, making its folder first. Another process
    /// holds it for a few milliseconds while it saves; one that holds it for a second or more
    /// (stopped, or not `lessons` at all) is named to `waiting`, once, and then waited for.
    static func withLock<T>(_ path: String, waiting: (String) -> Void = { _ in }, _ body: () throws -> T) throws -> T {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw Failure(
                description:
                    "cannot open \(path) to lock it: \(String(cString: strerror(errno))); check that \(folder) is writable"
            )
        }
        defer { close(fd) }
        var attempts = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure(description: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            attempts += 1
            if attempts < quietAttempts {
                usleep(50_000)
                continue
            }
            let holder =
                self.holder(fd).map { "process \($0.pid)\($0.name.map { " (\($0))" } ?? "")" } ?? "another process"
            waiting(
                "Waiting for \(holder), which holds the lock on \(path) (another `lessons` reading or saving your progress?); "
                    + "this goes on when it lets go. Ctrl-C stops.")
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw Failure(description: "cannot lock \(path): \(String(cString: strerror(errno)))")
                }
            }
            break
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// The process that holds a lock on the file open as `fd`, and its name, from Linux's
    /// /proc/locks (nil elsewhere, or when it cannot be told).
    static func holder(_ fd: Int32) -> (pid: Int, name: String?)? {
        var status = stat()
        guard fstat(fd, &status) == 0, let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
            return nil
        }
        // A line: `1: FLOCK  ADVISORY  WRITE 1234 08:01:131 0 EOF`; a waiter's has `->` after the number.
        let inode = "\(status.st_ino)"
        for line in table.split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK",
                fields[5].split(separator: ":").last.map(String.init) == inode,
                let pid = Int(fields[4])
            else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            return (pid, name)
        }
        return nil
    }
}
