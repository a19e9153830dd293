import Foundation
import Synchronization

/// What `lessons` undoes when it is interrupted (Ctrl-C, SIGTERM, a closed terminal): it kills the
/// programs it started, with all they started, removes its staging folders and play homes, and
/// restores the terminal, then ends by the same signal.
///
/// Everything that starts a program or makes a temporary folder registers it here while it lives.
/// A folder left by a run that was killed outright (SIGKILL) carries that run's process id in its
/// name, and the next run removes it (`TemporaryFolders.removeStale`).
public final class Interruption: Sendable {
    public static let shared = Interruption()

    /// The environment variable that marks a program and every process it starts (`ProcessTree`).
    static let markerVariable = "LESSONS_PROCESS"

    /// This run's part of every marker: the process id and a random number.
    private let run = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    private let state = Mutex(State())

    private struct State {
        var counter = 0
        var children: Set<pid_t> = []
        var temporaryPaths: Set<String> = []
        var cleanups: [@Sendable () -> Void] = []
        var stopping = false
        /// Set while a run the student stopped winds down: no program may start.
        var cancelling = false
        var sources: [DispatchSourceSignal] = []
    }

    // MARK: - Public API

    /// Catches SIGINT, SIGTERM and SIGHUP: each stops the run as described above. Call it once, at launch.
    public func install() {
        state.withLock { state in
            guard state.sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [unowned self] in stop(signal: number) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    /// Runs `cleanup` when the run is interrupted (before it ends): the terminal's mode, say.
    public func onInterrupt(_ cleanup: @escaping @Sendable () -> Void) {
        state.withLock { $0.cleanups.append(cleanup) }
    }

    /// Removes `path` (a folder or a file) if the run is interrupted while it exists.
    public func removeOnInterrupt(_ path: String) {
        state.withLock { _ = $0.temporaryPaths.insert(path) }
    }

    /// `path` was removed or kept: no longer this run's to remove.
    public func forgetPath(_ path: String) {
        state.withLock { _ = $0.temporaryPaths.remove(path) }
    }

    // MARK: Programs

    /// A marker for one program: this run's, and the program's number.
    func newMarker() -> String {
        let number = state.withLock {
            $0.counter += 1
            return $0.counter
        }
        return "\(run)/\(number)"
    }

    /// Starts a program with `start` and registers it, unless the run is stopping. Spawns happen
    /// one at a time (see `Spawn.start`).
    func spawn(_ start: () throws -> Spawn.Child) -> Result<Spawn.Child, Error> {
        state.withLock { state in
            guard !state.stopping else { return .failure(Spawn.Failure(description: "lessons is stopping")) }
            guard !state.cancelling else { return .failure(Spawn.Failure(description: "the run was stopped")) }
            do {
                let child = try start()
                state.children.insert(child.pid)
                return .success(child)
            } catch {
                return .failure(error)
            }
        }
    }

    /// Stops every program `lessons` has going (compilers, plays, and all they started), and starts
    /// no other until `resumeStarting()`: a student's `q` during a run in `lessons study`. Unlike an
    /// interrupt, `lessons` goes on; what the stopped run made is not kept (a killed compiler or play
    /// never enters the cache), and its temporary folders go as their runs end.
    public func cancelPrograms() {
        let running = state.withLock {
            $0.cancelling = true
            return $0.children
        }
        for pid in running { kill(-pid, SIGKILL) }
        ProcessTree.kill(marker: run + "/")
    }

    /// Programs may start again after `cancelPrograms()`.
    public func resumeStarting() {
        state.withLock { $0.cancelling = false }
    }

    /// Whether programs are being stopped at a student's request (`cancelPrograms`).
    public var isCancelling: Bool { state.withLock { $0.cancelling } }

    /// Whether the run is being stopped.
    public var isStopping: Bool { state.withLock { $0.stopping } }

    /// Waits for the end of the process when the run is being stopped, so that a thread whose
    /// program was just killed reports nothing of it (and the tool does not exit by itself first).
    public func waitIfStopping() {
        guard isStopping else { return }
        while true { pause() }
    }

    /// Runs `body` while no program is started (it holds the lock `spawn` takes).
    func withoutStartingPrograms<T>(_ body: () throws -> T) rethrows -> T {
        try state.withLock { _ in try body() }
    }

    /// The program `pid` ended and was waited for.
    func forget(_ pid: pid_t) {
        state.withLock { _ = $0.children.remove(pid) }
    }

    /// Kills every program of the run and all they started, removes the temporary folders, runs the
    /// clean-ups, then ends the process by `signal`.
    private func stop(signal number: Int32) {
        let (first, running, paths, cleanups) = state.withLock { state in
            defer { state.stopping = true }
            return (!state.stopping, state.children, state.temporaryPaths, state.cleanups)
        }
        guard first else { return }
        for pid in running { kill(-pid, SIGKILL) }
        ProcessTree.kill(marker: run + "/")
        for path in paths {
            // The thread that made the folder may be removing it at the same moment: go on until it is gone.
            for _ in 0..<20 where FileManager.default.fileExists(atPath: path) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        for cleanup in cleanups { cleanup() }
        if !running.isEmpty || !paths.isEmpty {
            let programs = running.count == 1 ? "1 running program" : "\(running.count) running programs"
            FileHandle.standardError.write(
                Data(
                    "\nInterrupted: stopped \(programs) and removed \(paths.count) temporary folder\(paths.count == 1 ? "" : "s").\n"
                        .utf8))
        }
        // End by the signal itself, so that a shell or make sees how the run ended.
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
        usleep(100_000)
        _exit(128 + number)
    }
}

/// Temporary folders of `lessons`: registered while they live, and those of killed runs removed.
enum TemporaryFolders {
    /// Makes the name of a temporary folder in `parent` that carries this run's process id.
    static func name(in parent: String, prefix: String) -> String {
        "\(parent.hasSuffix("/") ? parent : parent + "/")\(prefix)-\(getpid())-\(UUID().uuidString)"
    }

    /// Removes the folders in `parent` named `<anything><marker><pid>-…` whose run has ended:
    /// left behind by a `lessons` that was killed outright.
    static func removeStale(in parent: String, marker: String) {
        removeStale(in: parent, markers: [marker])
    }

    /// Removes the folders in `parent` named `<anything><marker><pid>-…`, for any of `markers`,
    /// whose run has ended. The folder is listed once, and each name searched byte by byte: the
    /// temporary folder of a shared machine holds thousands of names, and listing it once for each
    /// marker, with Foundation's search in each name, was a twentieth of a check with nothing to do.
    static func removeStale(in parent: String, markers: [String]) {
        guard !markers.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else {
            return
        }
        // `<pid>-<UUID>` is at least 38 characters: a shorter name (a cache entry's hash) is not one.
        let shortest = (markers.map(\.utf8.count).min() ?? 0) + 38
        for name in names where name.utf8.count >= shortest {
            for marker in markers {
                guard let range = name.byteRange(of: marker) else { continue }
                let rest = name[range.upperBound...]
                let digits = rest.prefix { $0.isNumber }
                // Only names this type made: `<pid>-<UUID>` (an older name's hex digits are no pid).
                guard let pid = pid_t(digits), pid > 0, rest.dropFirst(digits.count).first == "-",
                    UUID(uuidString: String(rest.dropFirst(digits.count + 1))) != nil, !isRunning(pid)
                else { continue }
                try? FileManager.default.removeItem(atPath: (parent as NSString).appendingPathComponent(name))
                break
            }
        }
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
