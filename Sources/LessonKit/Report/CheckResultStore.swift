import Foundation
import HostContract

/// What the last `lessons check` found for each check, kept in `.build/lessons-results.json` so that
/// `lessons book` can show each console's status (passed, failed with its diff, skipped with its
/// reason, known issue) and what the engine printed, without running anything.
///
/// Each result is filed under its check's fingerprint: the lesson file's name, the kind, the play,
/// the recorded lines and the code it runs. A check edited since (its code, its play or its block)
/// has a new fingerprint, so the book shows it as not yet checked rather than with a stale verdict.
/// A run of some checks (`--filter`, a path, a shard) replaces the results at the places it checked
/// and keeps the rest. Written whole and atomically, under a lock, as the study state is.
public struct CheckResultStore: Sendable {
    /// One check's outcome as kept.
    public struct Entry: Codable, Sendable, Equatable {
        /// `lesson.md:line`, by the file's name only.
        public var location: String
        public var status: String
        public var reason: String?
        public var diff: String?
        /// What the engine printed (or the compiler said), when the check ran.
        public var actual: [String]?
        public var date: Date
        /// The screen the check's play ended on, drawn, for the book (`ScreenSVG`).
        public var picture: ScreenPicture? = nil
    }

    private struct Stored: Codable {
        var version = 1
        var results: [String: Entry] = [:]
    }

    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The store of the package at `layout`.
    public static func standard(_ layout: PackageLayout) -> CheckResultStore {
        CheckResultStore(path: layout.root + "/.build/lessons-results.json")
    }

    // MARK: - Public API

    /// The fingerprint a check's result is kept under (see the type's note).
    public static func fingerprint(_ check: Check) -> String {
        var hash = ContentHash()
        hash.add("result 1")
        hash.add((check.location.file as NSString).lastPathComponent)
        hash.add(check.kind.rawValue)
        hash.add(check.arguments.joined(separator: "\n"))
        hash.add("\(check.scope)")
        for line in check.expected { hash.add(line) }
        if let code = check.code {
            hash.add(code.languageMode)
            for file in code.files {
                hash.add(file.name)
                for line in file.lines { hash.add(line.text) }
            }
        }
        return hash.hex
    }

    /// The kept results, by fingerprint; empty when `lessons check` never wrote any.
    public func load() -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path),
            let stored = try? Self.decoder.decode(Stored.self, from: data)
        else { return [:] }
        return stored.results
    }

    /// The kept result of `check`, if the last check of it saw it as it is now.
    public static func entry(for check: Check, in results: [String: Entry]) -> Entry? {
        results[fingerprint(check)]
    }

    /// The date of the last check that found what the store keeps (nil when none did, or the store
    /// changed since): later than the results' own dates when checks since found the same results.
    public func lastCheckDate() -> Date? {
        guard let stamp = try? String(contentsOfFile: stampPath, encoding: .utf8) else { return nil }
        let parts = stamp.split(separator: " ")
        guard parts.count == 3, String(parts[1]) == Self.fileStamp(path), let seconds = Double(parts[2]) else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Where the digest of the last results kept is, with the store's size and time then, and the
    /// date of the last check that found them.
    private var stampPath: String { path + ".stamp" }

    /// The size, inode and modification time of `path`, or "" when it cannot be read.
    private static func fileStamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "" }
        #if os(Linux)
        let time = info.st_mtim
        #else
        let time = info.st_mtimespec
        #endif
        return "\(info.st_size)/\(info.st_ino)/\(time.tv_sec).\(time.tv_nsec)"
    }

    /// What `results` would write, but for the date: a check that finds what the last one kept (a
    /// warm check) leaves the store as it is, and says only when it checked in the stamp, since
    /// decoding and encoding every result's screen again cost more than the rest of such a check.
    private static func digest(_ results: [CheckResult]) -> String {
        var hash = ContentHash()
        hash.add("results digest 1")
        for result in results {
            hash.add(fingerprint(result.check))
            hash.add((result.check.location.file as NSString).lastPathComponent + ":\(result.check.location.line)")
            hash.add(result.status.rawValue)
            for part in [result.reason, result.diff, result.pictureLine] { hash.add(part.map { "+" + $0 } ?? "-") }
            hash.add(result.actual.map { "+\($0.count)" } ?? "-")
            for line in result.actual ?? [] { hash.add(line) }
        }
        return hash.hex
    }

    /// Keeps `results`: each replaces whatever was kept at its place or under its fingerprint.
    public func record(_ results: [CheckResult], at date: Date = Date()) throws {
        guard !results.isEmpty else { return }
        let digest = Self.digest(results)
        try FileLock.withLock(path + ".lock") {
            func stamp() {
                try? AtomicFile.write(
                    Data("\(digest) \(Self.fileStamp(path)) \(date.timeIntervalSince1970)".utf8), to: stampPath)
            }
            if let kept = try? String(contentsOfFile: stampPath, encoding: .utf8),
                kept.split(separator: " ").prefix(2).joined(separator: " ")
                    == "\(digest) \(Self.fileStamp(path))"
            {
                return stamp()
            }
            var stored = Stored()
            if let data = FileManager.default.contents(atPath: path),
                let old = try? Self.decoder.decode(Stored.self, from: data)
            {
                stored = old
            }
            var fresh: [String: Entry] = [:]
            for result in results {
                let location =
                    (result.check.location.file as NSString).lastPathComponent + ":\(result.check.location.line)"
                fresh[Self.fingerprint(result.check)] = Entry(
                    location: location, status: result.status.rawValue, reason: result.reason,
                    diff: result.diff, actual: result.actual, date: date,
                    picture: result.picture)
            }
            let places = Set(fresh.values.map(\.location))
            stored.results = stored.results.filter { !places.contains($0.value.location) }.merging(fresh) { $1 }
            let data = try Self.encoder.encode(stored)
            try AtomicFile.write(data, to: path)
            stamp()
        }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
