import Foundation

/// How a built lesson program talks to the runner: its own prints go to standard output as they are;
/// the host's lines start with a record separator (U+001E) so the runner can tell them apart.
///
/// - `␞action N TEXT`: action N (1 = launch) begins.
/// - `␞log TEXT`: SwiftUI's log.
/// - `␞screen TEXT`: one line of the screen after the last action.
/// - `␞error TEXT`: an action could not be done.
/// - `␞unsettled TEXT`: the app did not settle after the current action, and why.
/// - `␞trace JSON`: one `UpdateTraceEvent`, only when the runner sets `LESSONS_TRACE` in the environment.
/// - `␞unmodelled NAME`: the app used API the engine compiles but does not model (`UnmodelledAPI`).
/// - `␞done`: the play finished.
public enum HostProtocol {
    /// The marker that starts a host line.
    public static let marker: Character = "\u{1E}"
    /// The environment variable that asks a lesson program for `␞trace` lines.
    public static let traceVariable = "LESSONS_TRACE"
}

extension Host {
    /// Runs a lesson program: launches the app, plays the actions given as arguments, reports.
    ///
    /// Arguments: each action as its own argument (`launch`, `tap Count: 0`, `wait 2s`).
    static func runCommandLine<A: App>(_ makeApp: () -> A) async {
        setvbuf(stdout, nil, _IOLBF, 0)
        SerialTasks.install()
        let host = Host()
        host.onLog = { line in emit("log", line) }
        host.onUnsettled = { reason in emit("unsettled", reason) }
        if ProcessInfo.processInfo.environment[HostProtocol.traceVariable] != nil {
            host.traceUpdates { event in emit("trace", event.jsonLine) }
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty { arguments = ["launch"] }
        do {
            var actions: [HostAction] = []
            for argument in arguments { actions.append(try HostAction(parsing: argument)) }
            for (index, action) in actions.enumerated() {
                emit("action", "\(index + 1) \(action)")
                if index == 0 {
                    await host.launch(makeApp())
                    if action != .launch { try await host.perform(action) }
                } else {
                    try await host.perform(action)
                }
            }
            for line in host.screen() { emit("screen", line) }
            for name in UnmodelledAPI.used { emit("unmodelled", name) }
            emit("done", "")
        } catch {
            for name in UnmodelledAPI.used { emit("unmodelled", name) }
            emit("error", "\(error)")
        }
        fflush(stdout)
        exit(0)
    }

    /// Writes a host line; a text of several lines becomes several host lines of the same kind.
    private static func emit(_ kind: String, _ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            print("\(HostProtocol.marker)\(kind) \(line)")
        }
    }
}
