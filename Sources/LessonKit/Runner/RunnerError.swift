/// Why the runner could not even start checking: the package, the compiler, the builds made before
/// any lesson's code, the folders they are kept in, and the sandbox's setting. Each message says
/// where, what went wrong, and what to do, and is written here once.
public enum RunnerError: Error, CustomStringConvertible {
    /// No `Package.swift` with `Sources/ViewGraph` above the current folder, nor where `lessons` was built.
    case packageNotFound
    /// The package has no engine sources at `path`.
    case engineSourcesMissing(path: String)
    /// The sandbox's launcher has no sources in the package at `packageRoot` (nil: no package found).
    case launcherSourcesMissing(packageRoot: String?)

    /// `SWIFTC` names something that is not an executable file.
    case compilerNotExecutable(String)
    /// No `swiftc` on the PATH and no `SWIFTC`.
    case compilerNotFound
    /// The compiler (`compiler` says which and from where) did not answer `--version` as Swift's
    /// does; `said` is what it did. `fromSWIFTC`: it was named by `SWIFTC`.
    case compilerDoesNotWork(compiler: String, said: String, fromSWIFTC: Bool)

    /// The engine did not build: the compiler's output (after the machine's fault, when it was one).
    case engineBuildFailed(output: String)
    /// The sandbox's launcher could not be built in any of its folders: why, folder by folder.
    case launcherBuildFailed(reasons: [String], compiler: String)

    /// Where the build cache or the temporary folder should be, `path` is a file of another `kind`.
    case folderInTheWay(BuildFolder, path: String, kind: String)
    /// The build cache or the temporary folder cannot be written.
    case folderNotWritable(BuildFolder, reason: String)
    /// The build cache or the temporary folder has `free` bytes left, fewer than `needed`.
    case folderFull(BuildFolder, free: Int, needed: Int)
    /// A step of keeping the engine's build in `folder` failed.
    case engineFolder(EngineFolderStep, folder: String, reason: String)
    /// A file the runner reads (one of the engine's objects) cannot be read.
    case unreadable(path: String, reason: String)
    /// A play's home cannot be made in the temporary folder.
    case noPlayHome(temporaryFolder: String, reason: String)
    /// A file `lessons` writes (a page of the book, a trace) cannot be written.
    case cannotWrite(path: String, reason: String)

    /// `LESSONS_SANDBOX` has a value other than `off`.
    case sandboxSetting(String)

    /// The two folders builds and plays are written in, as a message names them.
    public enum BuildFolder: Sendable {
        /// The build cache (`--cache-dir`).
        case cache(String)
        /// The temporary folder (`TMPDIR`).
        case temporary(String)

        var name: String {
            switch self {
            case .cache(let folder): return "the build cache \(folder)"
            case .temporary(let folder): return "the temporary folder \(folder) (TMPDIR)"
            }
        }

        var fix: String {
            switch self {
            case .cache(let folder):
                return
                    "make it writable (chmod -R u+w \(folder)), give another folder with --cache-dir DIR, or run with --no-cache"
            case .temporary: return "set TMPDIR to a writable folder with some free space"
            }
        }
    }

    /// The steps of keeping the engine's build, as a message says them.
    public enum EngineFolderStep: String, Sendable {
        case makeFolder = "make a folder for the engine in"
        case makeBuildFolder = "make a folder for the engine's build in"
        case keepBuild = "keep the engine's build in"
        case copyModule = "copy the engine's module into"
        case makeLinkFolder = "make a folder for the engine's link in"
    }

    public var description: String {
        switch self {
        case .packageNotFound:
            return "cannot find the package (Package.swift with Sources/ViewGraph): run lessons from inside it"
        case .engineSourcesMissing(let path):
            return "no engine sources at \(path)"
        case .launcherSourcesMissing(let root):
            return "cannot find the sources of the sandbox's launcher (Sources/lessons-sandbox/main.swift) "
                + (root.map { "in \($0)" } ?? "in a package above this folder")
                + ", so no lesson program can run contained. Run lessons from the package's folder (a clone of the course)"
        case .compilerNotExecutable(let path):
            return "SWIFTC=\(path) is not an executable file. \(Self.otherCompiler)"
        case .compilerNotFound:
            return "cannot find swiftc: put the Swift toolchain on the PATH, or set SWIFTC"
        case .compilerDoesNotWork(let compiler, let said, let fromSWIFTC):
            return "\(compiler) does not work as a Swift compiler: \(said). "
                + (fromSWIFTC ? Self.otherCompiler : "Install Swift 6.3, or set SWIFTC to its swiftc")
        case .engineBuildFailed(let output):
            return "the engine did not build:\n\(output)"
        case .launcherBuildFailed(let reasons, let compiler):
            return "cannot build the sandbox's launcher, so no lesson program can run contained: "
                + reasons.joined(separator: "; ")
                + ". Check that `\(compiler)` builds a program and that the package's .build folder (or ~/.cache) is writable; "
                + "LESSONS_SANDBOX=off runs lesson programs uncontained, as you (only for lessons you trust)"
        case .folderInTheWay(let folder, let path, let kind):
            let fix: String
            switch folder {
            case .cache: fix = "give --cache-dir a folder (one that does not exist yet is made), or run with --no-cache"
            case .temporary: fix = "set TMPDIR to a folder"
            }
            return "cannot use \(folder.name): \(path) is \(kind), not a folder. To go on, \(fix)"
        case .folderNotWritable(let folder, let reason):
            return "cannot write \(folder.name): \(reason). To go on, \(folder.fix)"
        case .folderFull(let folder, let free, let needed):
            return
                "cannot write \(folder.name): it is full (\(PlayProblem.byteCount(free)) free, and each build and play "
                + "needs at least \(PlayProblem.byteCount(needed)) there). To go on, free space there, or \(folder.fix)"
        case .engineFolder(let step, let folder, let reason):
            return "cannot \(step.rawValue) \(folder): \(reason). \(MachineFault.advice)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .noPlayHome(let folder, let reason):
            return "cannot make a home for a play in \(folder): \(reason). "
                + "Free some space there, or set TMPDIR to a writable folder"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write there: \(reason)"
        case .sandboxSetting(let value):
            return
                "LESSONS_SANDBOX=\(value) is not a setting: it takes only `off`, which runs lesson programs uncontained, as you. "
                + "Unset it to run them in the sandbox (lessons builds its own launcher)"
        }
    }

    /// What to do when `SWIFTC` names a compiler that cannot serve.
    private static let otherCompiler = "Unset SWIFTC to use the swiftc on the PATH, or point it at Swift 6.3's swiftc"
}
