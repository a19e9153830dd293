import Foundation

/// How a built lesson program talks to the runner: its own prints go to standard output as they are;
/// the host's lines go on a channel of their own, a socket the runner gives it (`LESSONS_HOST_FD`),
/// each starting with a record separator (U+001E) and this run's nonce.
///
/// The host takes the channel when the engine is loaded, before any of the app's code runs (the
/// engine's initializer, `takeChannelWhenLoaded`, on Linux; elsewhere when the program starts: the
/// runner makes the program's entry point, `__lessonsHostEntry`, so no `static func main` of the
/// lesson's runs first): it marks the channel close-on-exec (outside the sandbox, whose seccomp
/// filter refuses that, as it would free the number for another file), draws two nonces, and
/// says them on the channel first, with the version of this contract the program was built against
/// (`␞hello NONCE BOUNDARY VERSION`, `Hello`). On standard output it writes only
/// where each action begins (`␞BOUNDARY:action N`) and, when tracing, where each trace event
/// happened (`␞BOUNDARY:trace`), so the runner can tell which action, and which body, `onChange`
/// or action closure, printed which line: the channel and standard output are read apart, so their
/// order comes from these. What the program prints, host lines included, stays its console; a line
/// on the channel without the nonce is the program's, and the runner reports it. Without the
/// variable (a program run by hand) the host's lines go to standard output, marked by the record
/// separator alone.
///
/// - `␞action N TEXT`: action N (1 = launch) begins.
/// - `␞log TEXT`: SwiftUI's log.
/// - `␞screen TEXT`: one line of the screen after the last action.
/// - `␞frames TEXT`: the same line with its view's frame.
/// - `␞picture JSON`: the screen drawn (`ScreenPicture`): after the last action, and, when tracing,
///   after each update.
/// - `␞error TEXT`: an action could not be done.
/// - `␞unsettled TEXT`: the app did not settle after the current action, and why.
/// - `␞trace JSON`: one `UpdateTraceEvent`, only when the runner sets `LESSONS_TRACE` in the environment.
/// - `␞unmodelled NAME`: the app used API the engine compiles but does not model (`UnmodelledAPI`).
/// - `␞done`: the play finished.
public enum HostProtocol {
    /// The marker that starts a host line, before the nonce.
    public static let marker: Character = "\u{1E}"
    /// The environment variable that names the channel's file descriptor.
    public static let channelVariable = "LESSONS_HOST_FD"
    /// The kind of the channel's first line, which gives the run's nonces and the program's version.
    public static let helloKind = "hello"

    /// What starts a host line of the run whose nonce is `nonce`: the marker, then `nonce:` if any.
    public static func lineStart(nonce: String) -> String {
        nonce.isEmpty ? String(marker) : "\(marker)\(nonce):"
    }

    /// What the host writes to standard error when the program closed or replaced its standard
    /// output during the play: the host's lines after that went nowhere, and the runner says why.
    public static let outputLostNote =
        "lessons host: the program closed or replaced its standard output; the lines after that were lost"
    /// What the host writes to standard error when the program closed or replaced the channel (its
    /// file descriptor) during the play: the host's lines after that never reached the runner.
    public static let channelLostNote =
        "lessons host: the program closed or replaced the host's channel; its lines after that were lost"
    /// The environment variable that asks a lesson program for `␞trace` lines, each update's with
    /// a `␞picture` of the screen it left (for `lessons trace --html`), or, set to
    /// `traceWithoutPictures`, without them.
    public static let traceVariable = "LESSONS_TRACE"
    /// The value of `traceVariable` that asks for the trace alone: a check reads no update's picture,
    /// and drawing one after each update was a quarter of a traced play's CPU (`perf record` of the
    /// course's plays: 4.2% of all their CPU, for 24 traced plays of 295).
    public static let traceWithoutPictures = "updates"
    /// The version of this contract (the protocol's lines, `HostAction`'s words, `DeviceChoice`'s
    /// argument, `ScreenPicture`'s and `UpdateTraceEvent`'s JSON): a change to any of them that a
    /// runner and a program built from other sources would read differently makes it one more.
    ///
    /// A program says it in its greeting (`Hello`), and the runner refuses a play whose program
    /// speaks another version: the runner and the engine it built the program against come from
    /// different sources. A program in the build cache never does: its key holds the engine's hash,
    /// which holds this contract (its sources, or SwiftPM's objects of them), so a program built
    /// against another version is another entry, and is built again.
    public static let version = 2

    /// The kinds of host line whose place among the program's own lines the host marks on standard
    /// output: `␞BOUNDARY:action N` (the whole line again) and `␞BOUNDARY:trace` (the kind alone).
    public static let markedKinds: Set<String> = ["action", "trace"]

    /// What the channel's first line says: the run's nonces and the version of this contract the
    /// program speaks. A greeting of the nonces alone is a program's of version 1, which did not say
    /// its version; what a later version says after its version is left for it.
    public struct Hello: Equatable, Sendable {
        /// The nonce that starts the run's host lines (`lineStart(nonce:)`).
        public var nonce: String
        /// The nonce of the marks on standard output.
        public var boundary: String
        /// The version of this contract the program was built against.
        public var version: Int

        public init(nonce: String, boundary: String, version: Int = HostProtocol.version) {
            self.nonce = nonce
            self.boundary = boundary
            self.version = version
        }

        /// The greeting as the program says it, without its newline: `␞hello NONCE BOUNDARY VERSION`.
        public var line: String { "\(HostProtocol.marker)\(HostProtocol.helloKind) \(nonce) \(boundary) \(version)" }

        /// The greeting `line` is (without its newline), or nil when it is none.
        public init?(_ line: some StringProtocol) {
            let words = line.split(separator: " ")
            guard words.count >= 3, words[0] == "\(HostProtocol.marker)\(HostProtocol.helloKind)" else { return nil }
            if words.count == 3 {
                version = 1
            } else if let said = Int(words[3]), said >= 1 {
                version = said
            } else {
                return nil
            }
            nonce = String(words[1])
            boundary = String(words[2])
        }
    }
}
