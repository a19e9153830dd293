import Foundation

/// Reads a file that must be a regular file, of a bounded size: never waiting on a named pipe (a
/// FIFO has no end until its writer closes it, and opening one waits for a writer), never reading a
/// device such as /dev/zero without end. What is wrong is said in words, for a message that says
/// what to do.
enum RegularFile {
    /// Why a file was not read.
    enum Problem: Error, Equatable {
        /// A folder is where the file should be.
        case folder
        /// Not a regular file: `a named pipe (FIFO)`, `a link to /dev/zero, a device`.
        case notRegular(String)
        /// Larger than the bound, in bytes.
        case tooLarge(Int)
        /// The system refused it, with its reason (`Permission denied`).
        case unreadable(String)

        /// The problem after the file's name: `is a named pipe (FIFO), not a regular file`.
        var phrase: String {
            switch self {
            case .folder: return "is a folder, not a regular file"
            case .notRegular(let what): return "is \(what), not a regular file"
            case .tooLarge(let limit):
                return "is larger than \(PlayProblem.byteCount(limit)), more than such a file ever holds"
            case .unreadable(let reason): return "cannot be read (\(reason))"
            }
        }
    }

    /// The contents of `path`, at most `limit` bytes, or nil when there is no file there (nor a
    /// link that leads to one). A link to a regular file is followed.
    static func read(_ path: String, limit: Int) throws(Problem) -> Data? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(String(cString: strerror(errno)))
        }
        var link = ""
        if info.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &info) == 0 else { return nil }
            link = "a link to \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"), "
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR where link.isEmpty: throw .folder
        default: throw .notRegular(link + BuildCache.fileKind(info.st_mode))
        }
        // Without blocking, should a FIFO have taken the file's place since the look above.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .notRegular(link + BuildCache.fileKind(info.st_mode))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = Foundation.read(fd, &buffer, min(buffer.count, limit + 1 - data.count))
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit { throw .tooLarge(limit) }
        }
        return data
    }
}
