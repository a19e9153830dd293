import Foundation
import HostContract

/// What plays printed, kept in the build cache (`plays/<key>`) so that a check with nothing changed
/// runs nothing, as `go test` says `(cached)`.
///
/// The key is the program's build (its entry, whose key holds the code, the engine's hash, the
/// compiler and its flags), the version of the host's contract the runner reads, the play's actions
/// and the output limit: a change to any of them runs the play again. What is kept is the run itself (the program's output, how it ended), not the verdict:
/// a recording edited in the lesson is compared with the kept output without running anything.
///
/// Kept only when it says something about the code: not a run the time limit ended (a loaded machine
/// can make a sound program slow), nor one ended by SIGKILL (the out-of-memory killer, or `lessons`
/// being stopped), nor one that could not start (the loader could not load it either), nor one where the app did not settle within real
/// time, nor a run of a batch's program that printed a file-private type's run-time name (which a
/// program built alone prints otherwise), nor one whose program spoke another version of the host's
/// contract than the runner. `--repeat N` never reads it, and `--no-cache` keeps nothing.
/// Entries are sealed and verified like every other (`CacheEntry`).
enum PlayCache {
    /// The key of one play of the program `identity` (`BuiltSnippet.identity`).
    static func key(
        identity: String, play: [String], traced: Bool = false, outputLimit: Int,
        limits: Spawn.Limits = Spawn.Limits()
    ) -> String {
        var hash = ContentHash()
        // 6: the output and the error output are files of their own beside `run.json`.
        hash.add("play 6")
        hash.add(identity)
        // What is kept is read as this runner's version of the host's lines.
        hash.add("host protocol \(HostProtocol.version)")
        // A program in the sandbox may print what it would not outside (a file it cannot read).
        hash.add(Sandbox.cacheIdentity)
        // A check's traced play has no picture of each update (`HostProtocol.traceWithoutPictures`).
        if traced { hash.add("traced, no pictures") }
        hash.add("\(outputLimit) \(ProcessRunner.hostOutputLimit)")
        hash.add("\(limits.memory) \(limits.fileSize) \(limits.processes)")
        for action in play { hash.add(action) }
        return hash.hex
    }

    /// The form a run is kept in, but for its output and error output, which are the files `output` and
    /// `error-output` beside it: decoding them from JSON (a traced play prints hundreds of kilobytes,
    /// each line escaped) was most of what reading a kept run cost.
    private struct Stored: Codable {
        var exitStatus: Int32?
        var signal: Int32?
        var truncated: Bool
        var leftProcesses: Bool
        var seconds: Double
        /// The nonce of the run's host lines.
        var nonce: String
        var limits: Spawn.Limits?
        var peakMemory: Int
        var fullFile: String?
        var fullHome: Int?
    }

    /// The kept run of the play `key`, if there is a sound one in `root`.
    static func load(_ root: String, key: String) -> ProcessRunner.Result? {
        let directory = root + "/plays/" + key
        guard let files = CacheEntry.verifiedContents(directory), let data = files["run.json"],
            let stored = try? JSONDecoder().decode(Stored.self, from: data),
            let output = files["output"], let errorOutput = files["error-output"]
        else { return nil }
        let ending: ProcessRunner.Ending
        if let status = stored.exitStatus {
            ending = .exited(status)
        } else if let signal = stored.signal {
            ending = .signaled(signal)
        } else {
            return nil
        }
        return ProcessRunner.Result(
            ending: ending, output: String(decoding: output, as: UTF8.self),
            errorOutput: String(decoding: errorOutput, as: UTF8.self), timedOut: false,
            truncated: stored.truncated, leftProcesses: stored.leftProcesses, seconds: stored.seconds,
            hostNonce: stored.nonce, limits: stored.limits, peakMemory: stored.peakMemory,
            fullFile: stored.fullFile, fullHome: stored.fullHome)
    }

    /// Whether `result` may be kept (see the type's note).
    static func isKept(_ result: ProcessRunner.Result) -> Bool {
        if result.timedOut || result.forgery != nil || Interruption.shared.isStopping
            || PlayProblem.loaderFailure(result) != nil || PlayProblem.protocolMismatch(result) != nil
        {
            return false
        }
        switch result.ending {
        case .notStarted: return false
        case .signaled(let signal) where signal == SIGKILL: return false
        default: break
        }
        if result.output.contains(HostProtocol.lineStart(nonce: result.hostNonce) + "unsettled ") { return false }
        if result.output.contains(BatchSource.unknownContext) || result.errorOutput.contains(BatchSource.unknownContext)
        {
            return false
        }
        return true
    }

    /// Keeps `result` as the run of the play `key` in `root`, when it may be kept. Best effort: a
    /// run that cannot be kept is run again next time.
    static func keep(_ result: ProcessRunner.Result, root: String, key: String) {
        guard isKept(result) else { return }
        var stored = Stored(
            truncated: result.truncated,
            leftProcesses: result.leftProcesses, seconds: result.seconds, nonce: result.hostNonce,
            limits: result.limits, peakMemory: result.peakMemory, fullFile: result.fullFile,
            fullHome: result.fullHome)
        switch result.ending {
        case .exited(let status): stored.exitStatus = status
        case .signaled(let signal): stored.signal = signal
        case .notStarted: return
        }
        guard let data = try? JSONEncoder().encode(stored) else { return }
        CacheEntry.withStaging(in: root + "/plays", prefix: key) { staging in
            guard BuildCache.makeFolders(staging) == nil else { return }
            try? CacheEntry.write(data, to: staging + "/run.json")
            try? CacheEntry.write(Data(result.output.utf8), to: staging + "/output")
            try? CacheEntry.write(Data(result.errorOutput.utf8), to: staging + "/error-output")
            try? CacheEntry.seal(staging)
            try? CacheEntry.publish(staging, as: root + "/plays/" + key)
        }
    }
}
