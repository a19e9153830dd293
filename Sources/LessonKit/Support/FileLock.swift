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

    /// Runs `body` holding the exclusive lock on `path`, making its folder first.
    static func withLock<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw Failure(description: "cannot open \(path) to lock it: \(String(cString: strerror(errno))); check that \(folder) is writable")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(description: "cannot lock \(path): \(String(cString: strerror(errno)))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
