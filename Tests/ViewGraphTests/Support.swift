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
/// Each notes unmodelled API in a list of its own: suites outside this one launch hosts beside it.
@MainActor @Suite("Engine", .serialized, .ownUnmodelledNotes)
struct EngineTests {}

/// Each test of a suite notes the unmodelled API it uses in a list of its own (`UnmodelledAPI.Scope`),
/// which `UnmodelledAPI.used` and `reset()` read and clear while it runs: the tests that check a list
/// of names see their app's, not those of a test that ran beside them.
struct OwnUnmodelledNotes: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await UnmodelledAPI.$scope.withValue(UnmodelledAPI.Scope()) { try await function() }
    }
}

extension Trait where Self == OwnUnmodelledNotes {
    /// Each test notes unmodelled API in a list of its own (`OwnUnmodelledNotes`).
    static var ownUnmodelledNotes: Self { OwnUnmodelledNotes() }
}
