import Foundation
import HostContract

/// Builds a lesson program and runs one play of it with the update trace on.
public struct PlayTracer {
    /// The environment variable that makes a lesson program write its update trace.
    public static let traceVariable = HostProtocol.traceVariable
    public let layout: PackageLayout
    public let toolchain: Toolchain
    /// Where builds are cached (shared with `lessons check`); nil keeps nothing.
    public var cacheDirectory: String?
    /// The real-time limit of the run, in seconds.
    public var runTimeout: Double = 20
    /// Reports progress: `building the engine`, `building Lesson 48, step 2`.
    public var progress: (String) -> Void = { _ in }

    public init(layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String?) {
        self.layout = layout
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
    }

    /// Why a play could not be traced.
    public enum Failure: Error, CustomStringConvertible {
        /// The code does not build: the compiler's errors, at their lesson (or workspace) lines.
        case doesNotBuild(String)
        /// The program crashed or hung before it finished.
        case didNotFinish(String)

        public var description: String {
            switch self {
            case .doesNotBuild(let errors): return "the code does not build, so there is nothing to trace:\n\(errors)"
            case .didNotFinish(let what): return what
            }
        }
    }

    /// Builds `code` and runs `play` (actions as written, `launch` first) with tracing on, on
    /// `device` (nil: the course's iPhone 17), as `lessons check` runs a check's play.
    public func trace(_ code: CodeVersion, play: [String], device: DeviceChoice? = nil) throws -> PlayTrace {
        let engineCache = cacheDirectory ?? NSTemporaryDirectory() + "lessons-engine"
        try FileManager.default.createDirectory(atPath: engineCache, withIntermediateDirectories: true)
        progress("building the engine")
        let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: engineCache)
        progress("building \(code.label)")
        let built = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: cacheDirectory).build(code)
        guard let executable = built.executable else {
            let errors = built.messages.filter { $0.severity == "error" }
            throw Failure.doesNotBuild(
                errors.isEmpty ? built.rawOutput : errors.map(\.description).joined(separator: "\n"))
        }
        try Sandbox.prepare(toolchain: toolchain, announce: progress)
        progress("running \(play.joined(separator: "; "))")
        // A program built in a batch (by `lessons check`) is one entry of the batch's executable.
        let result = PlayHome.run(
            executable, entry: built.entry, (device.map { [$0.argument] } ?? []) + play, timeout: runTimeout,
            outputLimit: 8 << 20, traced: true)
        if let mismatch = PlayProblem.protocolMismatch(result) { throw Failure.didNotFinish(mismatch) }
        var trace = PlayTrace.parse(result.output, nonce: result.hostNonce)
        if result.timedOut {
            throw Failure.didNotFinish(
                "the program did not finish within \(Int(runTimeout)) s of real time (an endless loop?)")
        }
        if !trace.finished && trace.error == nil {
            let tail = result.errorOutput.split(separator: "\n").suffix(8).joined(separator: "\n")
            trace.error =
                "the program crashed during action \(max(trace.actions.count, 1))" + (tail.isEmpty ? "" : ":\n" + tail)
        }
        return trace
    }
}
