import Foundation

/// The key the cache's manifests are authenticated with (`CacheEntry`): 32 random bytes in a file
/// only this user may read, `lessons/cache-key` in the user's cache folder (`XDG_CACHE_HOME`, or
/// `~/.cache`), made by the first run that needs it. A lesson program never reads it: the sandbox
/// shows a program no part of the user's home but its own. Where no such file can be kept, the key
/// is this run's alone, and the next run trusts nothing it finds in the cache.
enum CacheKey {
    static let shared: [UInt8] = {
        guard let path = path(in: ProcessInfo.processInfo.environment) else { return fresh() }
        if let key = read(path) { return key }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Made whole under another name, then linked in place: two runs at once end with one key.
        let staging = path + ".\(getpid()).\(UUID().uuidString)"
        let key = fresh()
        let fd = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            let written = key.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == key.count
            close(fd)
            if written { link(staging, path) }
            unlink(staging)
        }
        return read(path) ?? key
    }()

    /// Where the key is kept, or nil without a home.
    static func path(in environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/lessons/cache-key" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/lessons/cache-key" }
        return nil
    }

    private static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path), data.count == 32 else { return nil }
        return [UInt8](data)
    }

    private static func fresh() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
