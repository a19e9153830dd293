import Foundation

/// The student's state file (`$XDG_STATE_HOME/lessons/state.json`, else
/// `~/.local/state/lessons/state.json`): read whole, written whole and atomically, under a lock.
///
/// A write goes to a temporary file in the same folder, is flushed to disk, then renamed over the
/// old file (`AtomicFile`), so a crash or a full disk leaves either the old file or the new one,
/// never half of one. A change is read, made and written under an exclusive `flock(2)` on
/// `state.json.lock`, so two `lessons review` at once both keep their grades. A file that cannot be
/// read as state is renamed aside and reported, never overwritten; a file written by a newer
/// `lessons` (a higher version, or fields this one does not know) is refused and left as it is,
/// since writing it back would drop what this version cannot read.
public struct StateStore: Sendable {
    /// Why the store could not read or write.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var path: String
    /// Writes `data` to an open file; replaced in tests to simulate a full disk.
    var writeAll: @Sendable (Int32, Data) throws -> Void = { try AtomicFile.writeFully($0, $1) }
    /// Told, once, when another process holds the lock and this one waits for it: a session that
    /// stops without a word looks hung. Standard error unless replaced.
    public var waiting: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(path: String) {
        self.path = path
    }

    /// The store at the standard place for `environment`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StateStore {
        StateStore(path: folder(environment: environment) + "/lessons/state.json")
    }

    static func folder(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state"
    }

    /// The file the lock is taken on: beside the state, and never removed (removing a lock file
    /// lets two processes lock two different files).
    public var lockPath: String { path + ".lock" }

    // MARK: - Public API

    /// The state in the file; a fresh state when there is no file yet. When the file is damaged it
    /// is renamed aside, and `setAside` says where.
    public func load() throws -> (state: StudyState, setAside: String?) {
        try locked { try read() }
    }

    /// Writes `state` atomically.
    public func save(_ state: StudyState) throws {
        try locked { try write(state) }
    }

    /// Reads the file, applies `change`, and writes it back, all under the lock: each change is saved
    /// as it happens, on top of every change another process saved before it.
    @discardableResult
    public func update(_ change: (inout StudyState) -> Void) throws -> (state: StudyState, setAside: String?) {
        try locked {
            var (state, aside) = try read()
            change(&state)
            try write(state)
            return (state, aside)
        }
    }

    // MARK: Reading and writing, under the lock

    private func read() throws -> (state: StudyState, setAside: String?) {
        let data: Data
        do {
            guard let read = try RegularFile.read(path, limit: Self.sizeLimit) else { return (StudyState(), nil) }
            data = read
        } catch {
            switch error {
            case .folder:
                throw Failure(
                    description:
                        "\(path) is a folder, where the state file should be: move it away (nothing in it is read)")
            case .unreadable:
                throw Failure(description: "\(path) \(error.phrase): check its permissions")
            case .notRegular, .tooLarge:
                // Read no further, and never written over: it may be the student's own doing.
                throw Failure(
                    description:
                        "\(path) \(error.phrase), so the progress in it was not read, and nothing was written over it: "
                        + "move it away (mv \(path) \(path).aside), and the next command starts a new state file there")
            }
        }
        let json = try? JSONSerialization.jsonObject(with: data)
        if let version = (json as? [String: Any])?["version"] as? Int, version > StudyState.currentVersion {
            throw Failure(
                description:
                    "\(path) was written by a newer lessons (state version \(version); this one reads version \(StudyState.currentVersion)), "
                    + "and was left as it is: update lessons, or move the file aside to start a new one")
        }
        let state: StudyState
        do {
            state = try Self.decoder.decode(StudyState.self, from: data)
        } catch {
            let aside = asidePath()
            guard rename(path, aside) == 0 else {
                throw Failure(
                    description:
                        "\(path) is damaged (\(Self.reason(error))) and cannot be renamed aside: \(String(cString: strerror(errno))); move it away by hand"
                )
            }
            return (StudyState(), aside)
        }
        // Fields this version does not know would be dropped by the next write: refuse, never drop.
        if let json, let known = try? JSONSerialization.jsonObject(with: Self.encoder.encode(state)) {
            let unknown = Self.unknownFields(in: json, known: known)
            if !unknown.isEmpty {
                let listed =
                    unknown.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
                    + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
                throw Failure(
                    description:
                        "\(path) has fields this lessons does not know (\(listed)): a newer lessons wrote it, and it was left as it is. "
                        + "Update lessons, or move the file aside to start a new one")
            }
        }
        return (state, nil)
    }

    private func write(_ state: StudyState) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(folder): \(error.localizedDescription)")
        }
        let data = try Self.encoder.encode(state) + Data("\n".utf8)
        do {
            try AtomicFile.write(data, to: path, writeAll: writeAll)
        } catch {
            throw Failure(description: "the state was not saved, \(path) is unchanged: \(error)")
        }
    }

    /// Runs `body` holding the exclusive lock on `lockPath`.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        do {
            return try FileLock.withLock(lockPath, waiting: waiting, body)
        } catch let failure as FileLock.Failure {
            throw Failure(description: failure.description)
        }
    }

    /// The paths of the object keys in `value` that `known` (the same state as this version writes
    /// it) does not have: `lessons.07-what-a-view-really-is.streak`.
    static func unknownFields(in value: Any, known: Any, path: String = "") -> [String] {
        func join(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        if let object = value as? [String: Any] {
            let knownObject = known as? [String: Any] ?? [:]
            return object.keys.sorted().flatMap { key -> [String] in
                guard let knownValue = knownObject[key] else { return object[key] is NSNull ? [] : [join(key)] }
                return unknownFields(in: object[key]!, known: knownValue, path: join(key))
            }
        }
        if let array = value as? [Any], let knownArray = known as? [Any] {
            return zip(array, knownArray).enumerated().flatMap {
                unknownFields(in: $0.element.0, known: $0.element.1, path: join(String($0.offset)))
            }
        }
        return []
    }

    // MARK: Helpers

    /// The most a state file is read of: years of daily reviews of every card take a few megabytes.
    static let sizeLimit = 64 << 20

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    private func asidePath() -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        var candidate = path + ".damaged-\(stamp)"
        var counter = 1
        while FileManager.default.fileExists(atPath: candidate) {
            counter += 1
            candidate = path + ".damaged-\(stamp)-\(counter)"
        }
        return candidate
    }

    static func reason(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return context.debugDescription
            case .keyNotFound(let key, _): return "no `\(key.stringValue)`"
            case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.debugDescription
            @unknown default: return "\(error)"
            }
        }
        return "\(error)"
    }
}
