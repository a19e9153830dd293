import Foundation
import Synchronization

/// The key the cache's manifests are authenticated with (`CacheEntry`): 32 random bytes in a file
/// only this user may read, `lessons/cache-key` in the user's cache folder (`XDG_CACHE_HOME`, or
/// `~/.cache`), made by the first run that needs it. A lesson program never reads it: the sandbox
/// shows a program no part of the user's home but its own. Where no such file can be kept, the key
/// is this run's alone, and the next run trusts nothing it finds in the cache: `note` says so.
public enum CacheKey {
    /// A key, and what is wrong with where it is kept, if anything.
    struct Loaded {
        var key: [UInt8]
        var note: String?
    }

    static var shared: [UInt8] { loaded.key }

    /// What a run that used the cache should be told about its key, once: that it could not be
    /// kept (so every run builds and runs everything), or that a bad one was replaced. Nil when the
    /// key is sound, or when this run never used the cache.
    public static var note: String? { used.withLock { $0 } ? loaded.note : nil }

    private static let used = Mutex(false)
    private static let loaded: Loaded = {
        used.withLock { $0 = true }
        return load(environment: ProcessInfo.processInfo.environment)
    }()

    /// The key kept for `environment`'s user: read, made when there is none, or made anew when the
    /// file holds no key (empty, cut short, a link to /dev/null), which is replaced, saying so.
    static func load(environment: [String: String]) -> Loaded {
        guard let path = path(in: environment) else {
            return Loaded(
                key: fresh(),
                note: "the build cache is not kept between runs: neither HOME nor XDG_CACHE_HOME is set to a folder "
                    + "(an absolute path), so there is nowhere to keep the key that authenticates the cache, and this run trusted "
                    + "nothing the cache held. Set HOME (or XDG_CACHE_HOME), and a run with nothing changed builds and runs nothing"
            )
        }
        switch stored(path) {
        case .key(let key):
            return Loaded(key: key, note: nil)
        case .missing:
            let folder = (path as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Made whole under another name, then linked in place: two runs at once end with one key.
            let key = fresh()
            let made =
                staged(key, beside: path).map { staging in
                    defer { unlink(staging) }
                    return link(staging, path) == 0 || errno == EEXIST
                } ?? false
            if case .key(let kept) = stored(path) { return Loaded(key: kept, note: nil) }
            return Loaded(
                key: key,
                note: "cannot keep the build cache's key in \(path)"
                    + (made ? "" : " (\(String(cString: strerror(errno))))")
                    + ", so this run trusted nothing the cache held: make \(folder) a folder you can write")
        case .bad(let what):
            // Renamed over it: a link is replaced, never what it points at.
            let key = fresh()
            if let staging = staged(key, beside: path) {
                defer { unlink(staging) }
                if rename(staging, path) == 0, case .key(let kept) = stored(path) {
                    return Loaded(
                        key: kept,
                        note: "the build cache's key \(path) was \(what), not a key of 32 bytes: it is replaced "
                            + "with a new one, so what the cache held is built and run again, this once")
                }
            }
            return Loaded(
                key: key,
                note: "the build cache's key \(path) is \(what), not a key of 32 bytes, and it cannot be replaced, "
                    + "so every run builds and runs everything again: remove it (rm -r \(path)), and the next run makes a new key"
            )
        }
    }

    /// Where the key is kept, or nil without a home.
    static func path(in environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/lessons/cache-key" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/lessons/cache-key" }
        return nil
    }

    /// What the key's file holds.
    private enum Stored {
        case key([UInt8])
        case missing
        /// Something that is no key, in words: `empty`, `a link to /dev/null, a device`.
        case bad(String)
    }

    /// Reads the key at `path`, never waiting on a FIFO or reading a device without end.
    private static func stored(_ path: String) -> Stored {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .bad("unreadable (\(String(cString: strerror(errno))))")
        }
        var link = ""
        if info.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            guard stat(path, &info) == 0 else { return .bad("a link to \(target), which does not exist") }
            link = "a link to \(target), "
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .bad(link + BuildCache.fileKind(info.st_mode)) }
        guard info.st_size == 32 else {
            return .bad(link + (info.st_size == 0 ? "empty" : "\(info.st_size) bytes long"))
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .bad(link + "unreadable (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 33)
        let count = read(fd, &bytes, bytes.count)
        return count == 32 ? .key(Array(bytes.prefix(32))) : .bad(link + "\(max(count, 0)) bytes long when read")
    }

    /// `key` written to a new file beside `path`, readable by this user only; its path, or nil.
    private static func staged(_ key: [UInt8], beside path: String) -> String? {
        let staging = path + ".\(getpid()).\(UUID().uuidString)"
        let fd = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        let written = key.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == key.count
        close(fd)
        if !written { unlink(staging) }
        return written ? staging : nil
    }

    private static func fresh() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
