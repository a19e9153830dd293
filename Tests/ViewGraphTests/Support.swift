import Testing

@testable import ViewGraph

/// What the views under test printed, in order: a stand-in for the console.
@MainActor
enum Console {
    static var lines: [String] = []

    static func record(_ line: String) { lines.append(line) }

    /// The lines printed while `body` ran.
    static func capture(_ body: () async throws -> Void) async rethrows -> [String] {
        let start = lines.count
        try await body()
        return Array(lines[start...])
    }
}

extension Host {
    /// A host whose `_printChanges()` lines go to `Console`.
    @MainActor
    static func recording() -> Host {
        let host = Host()
        host.onConsole = { Console.record($0) }
        return host
    }
}

/// All engine tests share one host machinery (the clock, the current host), so they run one at a time.
@MainActor @Suite("Engine", .serialized)
struct EngineTests {}
