import Foundation

/// The student's state file (`$XDG_STATE_HOME/lessons/state.json`, else
/// `~/.local/state/lessons/state.json`): read whole, written whole and atomically.
///
/// A write goes to a temporary file in the same folder, is flushed to disk, then renamed over the
/// old file, so a crash or a full disk leaves either the old file or the new one, never half of
/// one. A file that cannot be read as state is renamed aside and reported, never overwritten.
public struct StateStore: Sendable {
    /// Why the store could not read or write.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var path: String
    /// Writes `data` to an open file; replaced in tests to simulate a full disk.
    var writeAll: @Sendable (Int32, Data) throws -> Void = { try AtomicFile.writeFully($0, $1) }

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

    // MARK: - Public API

    /// The state in the file; a fresh state when there is no file yet. When the file is damaged it
    /// is renamed aside, and `setAside` says where.
    public func load() throws -> (state: StudyState, setAside: String?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            if FileManager.default.fileExists(atPath: path) { throw Failure(description: "\(path) exists but cannot be read: check its permissions") }
            return (StudyState(), nil)
        }
        do {
            let state = try Self.decoder.decode(StudyState.self, from: data)
            return (state, nil)
        } catch {
            let aside = asidePath()
            guard rename(path, aside) == 0 else {
                throw Failure(description: "\(path) is damaged (\(Self.reason(error))) and cannot be renamed aside: \(String(cString: strerror(errno))); move it away by hand")
            }
            return (StudyState(), aside)
        }
    }

    /// Writes `state` atomically.
    public func save(_ state: StudyState) throws {
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

    /// Reads the file, applies `change`, and writes it back: each change is saved as it happens.
    @discardableResult
    public func update(_ change: (inout StudyState) -> Void) throws -> (state: StudyState, setAside: String?) {
        var (state, aside) = try load()
        change(&state)
        try save(state)
        return (state, aside)
    }

    // MARK: Helpers

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
