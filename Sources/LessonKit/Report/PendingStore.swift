import Foundation

/// What `lessons check --pending` kept of the failed blocks the project wrote: for each, what the
/// engine printed instead, for `lessons accept` to review and write into the lesson, as a snapshot
/// tool keeps a `.snap.new` beside the snapshot.
///
/// One JSON file, `.build/lessons-pending.json` by default, so that a CI job can upload it as an
/// artifact and an author can take it in with `lessons accept --from FILE`. A lesson in the package
/// is named relative to the package's folder, so a file made on another machine names the same
/// lessons here. Each entry holds the check's fingerprint (`CheckResultStore.fingerprint`: its
/// block, play and code): `accept` writes only into a block that is still what was checked.
///
/// A block recorded on iOS is never kept: the recording is right, and the engine is what to fix.
/// Written whole and atomically, under a lock.
public struct PendingStore: Sendable {
    /// One failed block and what the engine printed instead.
    public struct Entry: Codable, Sendable, Equatable {
        /// The lesson: relative to the package's folder when inside it, else as an absolute path.
        public var file: String
        /// The line of the block's opening fence, when it was checked.
        public var line: Int
        public var kind: String
        public var title: String
        public var play: [String]
        /// The check's fingerprint when it was checked: its block, its play and its code.
        public var fingerprint: String
        /// The fingerprint the check has once the block holds `actual`: how an accept that wrote
        /// the lesson and stopped before saving the store is known.
        public var acceptedFingerprint: String
        /// What the engine printed (or the compiler said): the block's new content.
        public var actual: [String]
        public var reason: String?
        /// The diff `lessons check` printed, under `diffHeader`.
        public var diff: String?
        public var diffHeader: String
        public var date: Date
    }

    private struct Stored: Codable {
        var version = 1
        var pending: [Entry] = []
    }

    /// Why the store could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The store of the package at `layout`.
    public static func standard(_ layout: PackageLayout) -> PendingStore {
        PendingStore(path: layout.root + "/.build/lessons-pending.json")
    }

    // MARK: - Public API

    /// The entries kept, in the order of their files and lines; none when the file does not exist.
    public func load() throws -> [Entry] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path) cannot be read: check its permissions")
        }
        do {
            return try CheckResultStore.decoder.decode(Stored.self, from: data).pending
        } catch {
            throw Failure(
                description: "\(path) is not a file `lessons check --pending` wrote (\(error)): "
                    + "give the file a CI job kept, or remove it and run `lessons check --pending` again")
        }
    }

    /// Replaces the entries with `entries`.
    public func save(_ entries: [Entry]) throws {
        try FileLock.withLock(path + ".lock") { try write(entries) }
    }

    /// Keeps the failed written blocks of `results`, checked in `lessons`, for `lessons accept`.
    /// What was kept before at a place this run checked is replaced (a block that now passes is no
    /// longer pending), and so is an entry of these lessons whose block is no longer in them.
    /// Returns the results kept, and the failed recorded ones, which never are.
    @discardableResult
    public func record(_ results: [CheckResult], in lessons: [Lesson], root: String, at date: Date = Date())
        throws -> (kept: [CheckResult], recorded: [CheckResult])
    {
        let failed = results.filter { $0.status == .failed && $0.actual != nil }
        let kept = failed.filter { !$0.check.isRecorded }
        let checkedPlaces = Set(
            results.map { Self.name($0.check.location.file, root: root) + ":\($0.check.location.line)" })
        var fingerprints: [String: Set<String>] = [:]
        for lesson in lessons {
            fingerprints[Self.name(lesson.path, root: root), default: []].formUnion(
                lesson.checks.map(CheckResultStore.fingerprint))
        }
        try FileLock.withLock(path + ".lock") {
            // A file that cannot be read is never written over: what it holds may be a CI run's only copy.
            let old = try load()
            var entries = old.filter { entry in
                guard let current = fingerprints[entry.file] else { return true }
                return !checkedPlaces.contains("\(entry.file):\(entry.line)") && current.contains(entry.fingerprint)
            }
            for result in kept {
                let check = result.check
                var accepted = check
                accepted.block.lines = result.actual ?? []
                entries.append(
                    Entry(
                        file: Self.name(check.location.file, root: root), line: check.location.line,
                        kind: check.kind.rawValue,
                        title: check.title, play: check.play, fingerprint: CheckResultStore.fingerprint(check),
                        acceptedFingerprint: CheckResultStore.fingerprint(accepted),
                        actual: result.actual ?? [], reason: result.reason, diff: result.diff,
                        diffHeader: CheckReport.diffHeader(of: result), date: date))
            }
            try write(entries)
        }
        return (kept, failed.filter(\.check.isRecorded))
    }

    /// The path of a lesson named `file` in an entry, on this machine.
    public static func path(of file: String, root: String) -> String {
        file.hasPrefix("/") ? file : root + "/" + file
    }

    /// How a lesson is named in an entry: relative to `root` when inside it.
    static func name(_ file: String, root: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let folder = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
        return absolute.hasPrefix(folder) ? String(absolute.dropFirst(folder.count)) : absolute
    }

    private func write(_ entries: [Entry]) throws {
        var stored = Stored()
        stored.pending = entries.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(stored), to: path)
    }
}
