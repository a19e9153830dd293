import Foundation

/// The Swift compiler the runner builds with, and where the engine's sources are.
public struct Toolchain: Sendable {
    /// The path of `swiftc`.
    public var swiftc: String
    /// `swiftc --version`, first line: part of every cache key.
    public var version: String

    /// Finds `swiftc`: `$SWIFTC` when it is set, else on the PATH. A compiler that does not answer
    /// `swiftc --version` as Swift's does (`SWIFTC=/bin/false`) is refused here, with what to do,
    /// rather than failing every build later with nothing to show.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
        let swiftc: String
        let source: String
        if let explicit = environment["SWIFTC"], !explicit.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                throw RunnerError.compilerNotExecutable(explicit)
            }
            swiftc = explicit
            source = "SWIFTC=\(explicit)"
        } else {
            var candidates = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { String($0) + "/swiftc" }
            candidates.append("/opt/swift/usr/bin/swiftc")
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw RunnerError.compilerNotFound
            }
            swiftc = found
            source = "\(found) (from the PATH)"
        }
        // The compiler needs a temporary folder: an unusable TMPDIR is said to be one, not the compiler.
        try BuildCache.prepare(NSTemporaryDirectory(), isCache: false)
        let memo = versionMemo(swiftc, environment: environment)
        if let memo, let version = try? String(contentsOfFile: memo, encoding: .utf8), version.contains("Swift version")
        {
            return Toolchain(swiftc: swiftc, version: version)
        }
        let scratch = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-scratch")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = ProcessRunner.run(
            swiftc, ["--version"], environment: Toolchain.environment(temporaryFolder: scratch), timeout: 60)
        let answer = (result.output + result.errorOutput).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0,
            let version = answer.split(separator: "\n").first(where: { $0.contains("Swift version") })
        else {
            let said: String
            if case .notStarted(let why) = result.ending {
                said = why
            } else {
                let shown = answer.isEmpty ? "printed nothing" : "printed: \(answer.split(separator: "\n").first ?? "")"
                said =
                    "`\(swiftc) --version` "
                    + (result.timedOut ? "did not answer in time" : "ended with status \(result.status) and \(shown)")
            }
            throw RunnerError.compilerDoesNotWork(
                compiler: source, said: said, fromSWIFTC: environment["SWIFTC"] != nil)
        }
        if let memo, BuildCache.makeFolders((memo as NSString).deletingLastPathComponent) == nil {
            try? AtomicFile.write(Data(version.utf8), to: memo)
        }
        return Toolchain(swiftc: swiftc, version: String(version))
    }

    /// The toolchain's language server, which editors use to complete code in a workspace: beside
    /// `swiftc` on the PATH, or nil when this toolchain has none.
    public static var sourceKitLSP: String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/opt/swift/usr/bin"
            ]
        return folders.map { $0 + "/sourcekit-lsp" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Where the answer of `swiftc --version` is kept for this very compiler: asking it takes 0.1 to
    /// 0.3 s, a large part of a check with nothing to do. The file is named by a stamp of the driver
    /// and the frontend beside it (path, size, inode, modification time), so an upgraded or another
    /// toolchain is asked again. In `$XDG_CACHE_HOME/lessons` (default `~/.cache/lessons`); nil when
    /// there is no home.
    static func versionMemo(_ swiftc: String, environment: [String: String]) -> String? {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        var stamp = ContentHash()
        for path in [swiftc, resolved, (resolved as NSString).deletingLastPathComponent + "/swift-frontend"] {
            var info = stat()
            guard stat(path, &info) == 0 else {
                stamp.add("\(path) absent")
                continue
            }
            #if os(Linux)
            stamp.add("\(path) \(info.st_size) \(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
            #else
            stamp.add("\(path) \(info.st_size) \(info.st_ino) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)")
            #endif
        }
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            return nil
        }
        return base + "/lessons/swiftc-version-" + stamp.hex
    }

    /// The linker to ask for: LLVM's `lld` when the toolchain has it beside `swiftc` (Swift's Linux
    /// toolchains do), which links a batch's program in about 15% less time than the default `gold`.
    var linkerArguments: [String] {
        let folder = (URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: folder + "/ld.lld") ? ["-use-ld=lld"] : []
        #else
        return []
        #endif
    }

    /// The environment to run the compiler in: this process's, with the temporary folder in
    /// `temporaryFolder` (made here), which the caller removes. The Swift driver leaves a
    /// `TemporaryDirectory.*` folder in TMPDIR after every run, and more when it is killed.
    static func environment(temporaryFolder: String) -> [String: String] {
        try? FileManager.default.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporaryFolder
        return environment
    }
}

/// The package the runner belongs to: where the engine's sources and the default cache are.
public struct PackageLayout: Sendable {
    /// The folder with `Package.swift`.
    public var root: String

    /// The engine's sources.
    public var engineSources: String { root + "/Sources/ViewGraph" }
    /// The sources of the contract between the runner and a lesson program, part of the engine's build.
    public var contractSources: String { root + "/Sources/HostContract" }
    /// The lessons.
    public var lessons: String { root + "/Lessons" }
    /// The default cache: under the package's build folder.
    public var defaultCache: String { root + "/.build/lessons-cache" }

    /// The package that holds the current folder, or else the one this file was built from.
    public static func locate(from directory: String = FileManager.default.currentDirectoryPath) -> PackageLayout? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift"),
                FileManager.default.fileExists(atPath: url.path + "/Sources/ViewGraph")
            {
                return PackageLayout(root: url.path)
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: built.path + "/Sources/ViewGraph") {
            return PackageLayout(root: built.path)
        }
        return nil
    }
}
