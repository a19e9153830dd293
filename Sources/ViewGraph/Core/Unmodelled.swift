/// The API a run used that the engine compiles but does not model: it changes nothing on the
/// simulated device (a shadow, a haptic, a preview's device).
///
/// A lesson whose check fails after using one may be expecting something the engine cannot show, not
/// making a mistake of its own; the runner says so in the failure report. The host hands the names
/// to the runner at the end of a play (`␞unmodelled NAME`, see `HostProtocol`).
///
/// Every such API says so in the first sentence of its doc comment ("Not modelled: …"), and
/// `Lessons/README.md` lists them all; a test keeps the list and the code in step.
enum UnmodelledAPI {
    /// The names used so far in this process (or in the current `Scope`), in the order first used.
    @MainActor static var used: [String] { (scope ?? process).used }

    /// Notes that the running app used `name`: from any thread, as SwiftUI's modifiers are
    /// `nonisolated`; the list lives on the main actor and is written there, at once when called there.
    static func note(_ name: String) {
        let scope = scope
        onMainActor { (scope ?? process).record(name) }
    }

    /// Forgets what was used (for tests that run several apps in one process).
    @MainActor static func reset() { (scope ?? process).reset() }

    /// A list of names of its own, for a test that runs beside others in one process: the notes made
    /// where it is the task-local `scope` (set with `$scope.withValue`, and read when `note` is
    /// called) go to it alone, and `used` and `reset()` read and clear it alone.
    @MainActor final class Scope: Sendable {
        private(set) var used: [String] = []
        private var seen: Set<String> = []

        nonisolated init() {}

        fileprivate func record(_ name: String) {
            if seen.insert(name).inserted { used.append(name) }
        }

        fileprivate func reset() {
            used = []
            seen = []
        }
    }

    /// The list the notes made here go to instead of the process's, when set (tests only).
    @TaskLocal static var scope: Scope?

    /// The process's list: the one a program's host reports.
    private static let process = Scope()
}
