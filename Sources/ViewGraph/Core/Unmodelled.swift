/// The API a run used that the engine compiles but does not model: it changes nothing on the
/// simulated device (a shadow, a haptic, a preview's device).
///
/// A lesson whose check fails after using one may be expecting something the engine cannot show, not
/// making a mistake of its own; the runner says so in the failure report. The host hands the names
/// to the runner at the end of a play (`␞unmodelled NAME`, see `HostProtocol`).
///
/// Every such API says so in the first sentence of its doc comment ("Not modelled: …"), and
/// `Lessons/README.md` lists them all; a test keeps the list and the code in step.
@MainActor
enum UnmodelledAPI {
    /// The names used so far in this process, in the order first used.
    private(set) static var used: [String] = []
    private static var seen: Set<String> = []

    /// Notes that the running app used `name`: from any thread, as SwiftUI's modifiers are
    /// `nonisolated`; the list lives on the main actor and is written there, at once when called there.
    nonisolated static func note(_ name: String) {
        onMainActor { record(name) }
    }

    private static func record(_ name: String) {
        if seen.insert(name).inserted { used.append(name) }
    }

    /// Forgets what was used (for tests that run several apps in one process).
    static func reset() {
        used = []
        seen = []
    }
}
