import Foundation

/// How a built lesson program talks to the runner: its own prints go to standard output as they are;
/// the host's lines start with a record separator (U+001E) and this run's nonce, so the runner can
/// tell them apart.
///
/// The runner gives each run a nonce of its own (`LESSONS_HOST_NONCE`), which the host reads and
/// erases from its environment before the app's code runs: a program that prints the protocol's
/// lines itself (`print("\u{1E}done ")`, a verdict or a screen of its own) cannot know it, so its
/// lines stay console lines, never the host's. Without the variable (a program run by hand) the
/// marker is the record separator alone.
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
    /// The marker that starts a host line, before the nonce.
    public static let marker: Character = "\u{1E}"
    /// The environment variable that gives a run its nonce.
    public static let nonceVariable = "LESSONS_HOST_NONCE"

    /// What starts a host line of the run whose nonce is `nonce`: the marker, then `nonce:` if any.
    public static func lineStart(nonce: String) -> String {
        nonce.isEmpty ? String(marker) : "\(marker)\(nonce):"
    }

    /// This run's line start: read once, and the nonce erased from the environment (the variable
    /// removed and its text overwritten in place, so that neither `getenv` nor /proc/self/environ
    /// shows it to the app's code or to the programs it starts).
    static let ownLineStart: String = {
        guard let value = getenv(nonceVariable) else { return lineStart(nonce: "") }
        let nonce = String(cString: value)
        memset(value, 0, strlen(value))
        unsetenv(nonceVariable)
        return lineStart(nonce: nonce)
    }()
    /// What the host writes to standard error when the program closed or replaced its standard
    /// output during the play: the host's lines after that went nowhere, and the runner says why.
    public static let outputLostNote = "lessons host: the program closed or replaced its standard output; the lines after that were lost"
    /// The environment variable that asks a lesson program for `␞trace` lines.
    public static let traceVariable = "LESSONS_TRACE"
}

extension Host {
    /// Runs a lesson program: launches the app, plays the actions given as arguments, reports.
    ///
    /// Arguments: each action as its own argument (`launch`, `tap Count: 0`, `wait 2s`).
    static func runCommandLine<A: App>(_ makeApp: () -> A) async {
        setvbuf(stdout, nil, _IOLBF, 0)
        _ = HostProtocol.ownLineStart  // taken before any of the app's code runs
        let output = FileIdentity(STDOUT_FILENO)
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
        if output != nil, FileIdentity(STDOUT_FILENO) != output { fputs(HostProtocol.outputLostNote + "\n", stderr) }
        exit(0)
    }

    /// Writes a host line; a text of several lines becomes several host lines of the same kind.
    private static func emit(_ kind: String, _ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            print("\(HostProtocol.ownLineStart)\(kind) \(line)")
        }
    }
}

/// Which open file a descriptor is (its device and inode), to tell when a program closed it or put
/// another file in its place.
private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(_ descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
