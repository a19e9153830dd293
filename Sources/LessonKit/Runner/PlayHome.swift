import Foundation
import HostContract
import Synchronization

/// A fresh home folder for one play, as a freshly installed app has (Documents, Library): files the
/// lesson's code writes in one run (a saved store) cannot change what the next run prints.
///
/// The program runs from a link (or a copy) inside the home, with the home as its current folder:
/// what it writes beside itself (`Bundle.main`, `CommandLine.arguments[0]`) or at a relative path
/// lands in its home and goes with it, never in the build cache the next run reads.
///
/// In the sandbox (Linux) the program's home is a tmpfs of its own at this folder's path, made
/// fresh for each play with the same folders, bounded (`Sandbox.homeSize`) and gone with the play
/// (`FileView` in the launcher): the folder here is only where the program is put, and nothing the
/// program does reaches it, so it is used again by the next play. Outside the sandbox (macOS,
/// `LESSONS_SANDBOX=off`, a kernel that refused the mount) the program writes this folder itself,
/// and it is never used again: a new one for each play, as a file, an extended attribute or a time
/// stamp left in it would reach the next program.
// Unchecked Sendable, safe because one play uses a home at a time: `PlayHomes` hands it out and takes
// it back under its lock, and `modes` is written only while the home is made, before it is handed out.
final class PlayHome: @unchecked Sendable {
    let path = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-play")
    /// The program the play runs, linked or copied from the build.
    var program: String { path + "/App/program" }
    /// The program's environment, the same on every machine and none of the student's: the home,
    /// the XDG folders and the temporary folder inside this one, a fixed PATH and time zone, and
    /// Swift's crash reports cut to the crashed thread (no registers, no images), with the 12 calls
    /// at the top of its stack and 12 at the bottom: a recursion that ran out of stack shows itself at
    /// the top, and its depth in the numbers of the frames. The runner adds the play's own
    /// (`LESSONS_PROCESS`, `LESSONS_HOST_FD`, `LESSONS_ENTRY`, `LESSONS_TRACE`).
    let environment: [String: String]
    /// The folders of a fresh home, below the home itself (the sandbox's launcher makes them in the
    /// program's own home).
    static var folders: [String] { layout.map { $0.folder }.filter { !$0.isEmpty } }
    /// The folders of a fresh home, and what each holds.
    private static let layout: [(folder: String, holds: Set<String>)] = [
        ("", ["tmp", "Documents", "Library", "App"]), ("tmp", []), ("Documents", []),
        ("Library", ["Application Support", "Caches"]), ("Library/Application Support", []), ("Library/Caches", []),
        ("App", ["program"]),
    ]
    /// Each folder's permissions as made.
    private var modes: [String: mode_t] = [:]

    /// Makes the home's folders.
    init() throws {
        Interruption.shared.removeOnInterrupt(path)
        environment = [
            "HOME": path,
            "LESSONS_HOME": path,  // the engine's NSHomeDirectory() and Documents (see DeviceFiles.swift)
            "XDG_DATA_HOME": path + "/.local/share",
            "XDG_CONFIG_HOME": path + "/.config",
            "XDG_CACHE_HOME": path + "/.cache",
            "XDG_STATE_HOME": path + "/.local/state",
            "TMPDIR": path + "/tmp",
            "PATH": "/usr/bin:/bin",
            "TZ": "UTC",
            // Sets and dictionaries in the lesson's own code iterate in the same order in every run.
            "SWIFT_DETERMINISTIC_HASHING": "1",
            "SWIFT_BACKTRACE":
                "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=12",
        ]
        do {
            for (folder, _) in Self.layout {
                try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
                modes[folder] = try Self.status(of: path + "/" + folder).st_mode
            }
        } catch {
            remove()
            throw RunnerError.noPlayHome(temporaryFolder: NSTemporaryDirectory(), reason: error.localizedDescription)
        }
    }

    /// Puts `executable` in the home as `App/program`: a hard link when the home and the build are on
    /// one file system (no data written), a copy otherwise.
    func install(_ executable: String) throws {
        let source = try Self.status(of: executable)
        // Already linked here by the last play in this home (the same file, not one of the same name).
        if let current = try? Self.status(of: program), current.st_dev == source.st_dev, current.st_ino == source.st_ino
        {
            return
        }
        if unlink(program) != 0 && errno != ENOENT {
            throw AtomicFile.Failure(description: "cannot replace \(program): \(AtomicFile.errorText())")
        }
        if link(executable, program) != 0 { try Self.copy(executable, to: program) }
    }

    /// Whether the home is as it was made: only its folders, empty, with their permissions (the
    /// program in `App` is put there again before each play).
    var isAsMade: Bool {
        for (folder, holds) in Self.layout {
            let folderPath = path + "/" + folder
            guard let status = try? Self.status(of: folderPath), status.st_mode == modes[folder],
                let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath),
                Set(names).isSubset(of: holds), names.count >= (folder == "App" ? 0 : holds.count)
            else { return false }
        }
        guard let status = try? Self.status(of: program) else { return true }
        return status.st_mode & S_IFMT == S_IFREG
    }

    /// A file in the home of `size` bytes or more: `~/name`, or nil.
    func file(atLeast size: Int) -> String? { Self.file(atLeast: size, in: path) }

    /// A file of `size` bytes or more in the home at `home` (a program's own in the sandbox, seen
    /// through its /proc/PID/root while it runs): `~/name`, or nil.
    static func file(atLeast size: Int, in home: String) -> String? {
        guard let files = FileManager.default.enumerator(atPath: home) else { return nil }
        for case let name as String in files {
            var info = stat()
            if lstat(home + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) >= size {
                return "~/" + name
            }
        }
        return nil
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        Interruption.shared.forgetPath(path)
    }

    private static func status(of path: String) throws -> stat {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw AtomicFile.Failure(description: "cannot read \(path): \(AtomicFile.errorText())")
        }
        return status
    }

    /// Copies an executable. While its copy is open for writing, no program may be started: a
    /// child forked in that moment would hold the file open, and running the copy would then fail
    /// with "Text file busy".
    static func copy(_ executable: String, to destination: String) throws {
        guard let data = FileManager.default.contents(atPath: executable) else {
            throw AtomicFile.Failure(description: "cannot read \(executable)")
        }
        try copy(from: data, to: destination)
    }

    /// Writes `data` as a new executable file at `destination` (see `copy(_:to:)`).
    static func copy(from data: Data, to destination: String) throws {
        try Interruption.shared.withoutStartingPrograms {
            let fd = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
            guard fd >= 0 else {
                throw AtomicFile.Failure(description: "cannot write \(destination): \(AtomicFile.errorText())")
            }
            defer { close(fd) }
            try AtomicFile.writeFully(fd, data)
        }
    }

    /// A nonce no program knows: 128 random bits in hex.
    static func newNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Plays `actions` on `executable` (the program `entry` of a batch's) in a home as a fresh install
    /// has it, within `limits`, in the sandbox (`Sandbox`; `sandboxed: false` only for the tests of
    /// homes, whose programs are shell scripts); `traced` asks the program for its update trace (see `PlayTrace`),
    /// with each update's picture unless `tracePictures` is false (a check reads none).
    static func run(
        _ executable: String, entry: Int? = nil, _ actions: [String], timeout: Double, outputLimit: Int,
        limits: Spawn.Limits = Spawn.Limits(), traced: Bool = false, tracePictures: Bool = true,
        homes: PlayHomes = .shared,
        sandboxed: Bool = true
    ) -> ProcessRunner.Result {
        if let refusal = ProgramImage.refusal(executable) {
            return ProcessRunner.Result(
                ending: .notStarted(refusal), output: "", errorOutput: "", timedOut: false, truncated: false,
                leftProcesses: false, seconds: 0)
        }
        let home: PlayHome
        do {
            home = try homes.take()
            do {
                try home.install(executable)
            } catch {
                home.remove()
                throw error
            }
        } catch {
            return ProcessRunner.Result(
                ending: .notStarted("\(error)"), output: "", errorOutput: "", timedOut: false, truncated: false,
                leftProcesses: false, seconds: 0)
        }
        var environment = home.environment
        if let entry { environment[BatchSource.entryVariable] = String(entry) }
        if traced { environment[PlayTracer.traceVariable] = tracePictures ? "1" : HostProtocol.traceWithoutPictures }
        var result = ProcessRunner.run(
            home.program, actions, currentDirectory: home.path, environment: environment,
            timeout: timeout, outputLimit: outputLimit, limits: limits, sandboxHome: sandboxed ? home.path : nil,
            homeFolders: folders, hostChannel: true)
        let lines = HostLines(console: result.output, channel: result.hostOutput)
        result.output = lines.merged
        result.hostNonce = lines.nonce
        result.forgery = lines.forgery
        result.hostProtocol = lines.protocolVersion
        if !result.ownHome, result.timedOut || result.ending != .exited(0) {
            result.fullFile = home.file(atLeast: limits.fileSize)
        }
        homes.giveBack(home, after: result)
        return result
    }
}

/// The homes plays left as they were made, waiting to be used again (see `PlayHome`).
final class PlayHomes: Sendable {
    /// The homes of this process's plays, removed when it ends (an interrupted run's, with the other
    /// temporary folders: `Interruption`).
    static let shared: PlayHomes = {
        atexit { PlayHomes.shared.removeUnused() }
        return PlayHomes()
    }()

    private let unused = Mutex<[PlayHome]>([])

    init() {}

    /// A home no play is using: one a play left as it was made, or a new one.
    func take() throws -> PlayHome {
        let home = unused.withLock { $0.popLast() }
        return try home ?? PlayHome()
    }

    /// A play is over: its home is kept for the next one if the program's home was its own (in the
    /// sandbox), nothing it started is still running and the folder is as it was made, and removed
    /// otherwise.
    func giveBack(_ home: PlayHome, after result: ProcessRunner.Result) {
        guard result.ownHome, !result.leftProcesses, home.isAsMade else {
            home.remove()
            return
        }
        unused.withLock { $0.append(home) }
    }

    /// Removes the homes waiting to be used again.
    func removeUnused() {
        let homes = unused.withLock { unused in
            defer { unused = [] }
            return unused
        }
        for home in homes { home.remove() }
    }

    /// How many homes wait to be used again.
    var count: Int { unused.withLock { $0.count } }
}
