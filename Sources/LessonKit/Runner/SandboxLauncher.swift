import Foundation
import Synchronization

/// The sandbox's launcher, `lessons-sandbox`, as the runner builds it from the package's own sources
/// (`Sources/lessons-sandbox`), whatever built `lessons` (`swift run lessons`, `swift build`, a
/// release build copied onto the PATH, the tests): a launcher is always there, and always the one
/// these sources make.
///
/// Its name carries the SHA-256 of its sources, the compiler's identity and the flags: a changed
/// source or another compiler names another file, built once (about 10 s of CPU) with `swiftc -O
/// -static-executable`, as Package.swift builds the target (nothing to load and relocate at each
/// start), written under a temporary name and renamed into place, so that no run ever sees
/// half a launcher. It lives in the package's build folder (`.build/lessons-sandbox`), or, where that
/// cannot be written, in the user's cache (`$XDG_CACHE_HOME/lessons/sandbox`, default
/// `~/.cache/lessons/sandbox`). The build names its hash (`LauncherIdentity.swift`) first on every
/// report, and the runner trusts no report of a launcher that names another.
final class SandboxLauncher: Sendable {
    /// The launcher's sources, and the SHA-256 of their names and contents (nil: none were found).
    let sources: [String]
    let sourceHash: String?
    private let layout: PackageLayout?
    private let environment: [String: String]
    /// The launcher once built; held while it is built, so that it is built once.
    private let built = Mutex<(path: String, identity: String)?>(nil)

    /// What the runner compiles the launcher with (`LESSONS_RUNNER_BUILD`: it names its hash).
    static let flags = [
        "-O", "-module-name", "lessons_sandbox", "-D", "LESSONS_RUNNER_BUILD", "-enable-experimental-feature", "Extern",
    ]
    /// Linked statically, Swift's runtime and the C library included, where the toolchain has them: no
    /// dynamic loader runs at each start (0.5 ms of CPU for a start against 2.1 ms with Swift's
    /// runtime alone linked in, and about 7 ms with nothing linked in).
    static let staticRuntime = ["-static-executable"]

    /// The static link's flags with `toolchain`: its linker (lld, where it has one) too. The
    /// launcher's name is made from these, and the launcher is built with them.
    static func staticLink(_ toolchain: Toolchain) -> [String] { staticRuntime + toolchain.linkerArguments }

    init(layout: PackageLayout?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.layout = layout
        self.environment = environment
        let folder = layout.map { $0.root + "/Sources/lessons-sandbox" }
        let names =
            folder.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) }?.filter {
                $0.hasSuffix(".swift")
            }.sorted() ?? []
        sources = names.map { folder! + "/" + $0 }
        var hash = SHA256()
        for (name, path) in zip(names, sources) {
            hash.add(Array("\(name)\n".utf8))
            let contents = FileManager.default.contents(atPath: path) ?? Data()
            hash.add(Array("\(contents.count)\n".utf8))
            hash.add(contents)
        }
        sourceHash = names.contains("main.swift") ? Self.hex(hash.finish()) : nil
    }

    /// The folders a launcher may be kept in, in the order they are tried.
    var folders: [String] {
        var folders: [String] = []
        if let layout { folders.append(layout.root + "/.build/lessons-sandbox") }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folders.append(cache + "/lessons/sandbox")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append(home + "/.cache/lessons/sandbox")
        }
        return folders
    }

    /// The launcher's path and the identity it names, built first when it is not there.
    /// `announce` is told before a build.
    func ready(toolchain: Toolchain? = nil, announce: (String) -> Void = { _ in }) throws -> (
        path: String, identity: String
    ) {
        try built.withLock { built in try ready(&built, toolchain: toolchain, announce: announce) }
    }

    private func ready(
        _ built: inout (path: String, identity: String)?, toolchain: Toolchain?, announce: (String) -> Void
    ) throws -> (path: String, identity: String) {
        if let built { return built }
        guard let sourceHash, layout != nil else {
            throw RunnerError.launcherSourcesMissing(packageRoot: layout?.root)
        }
        let toolchain = try toolchain ?? Toolchain.find(environment: environment)
        var key = SHA256()
        key.add(
            Array(
                "\(sourceHash)\n\(toolchain.version)\n\((Self.flags + Self.staticLink(toolchain)).joined(separator: " "))\n"
                    .utf8))
        let identity = Self.hex(key.finish())
        let name = "lessons-sandbox-" + identity.prefix(32)
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            built = (folder + "/" + name, identity)
            return built!
        }
        announce("building the sandbox's launcher (once)…")
        var reasons: [String] = []
        for folder in folders {
            if let reason = BuildCache.makeFolders(folder) {
                reasons.append("\(folder): \(reason)")
                continue
            }
            do {
                try build(identity: identity, into: folder + "/" + name, toolchain: toolchain)
                built = (folder + "/" + name, identity)
                return built!
            } catch let failure as Failure {
                reasons.append(failure.description)
                if failure.isCompiler { break }  // the same compiler would fail again elsewhere
            }
        }
        throw RunnerError.launcherBuildFailed(reasons: reasons, compiler: toolchain.swiftc)
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
        var isCompiler: Bool
    }

    /// Compiles the launcher into a staging folder beside `path` and renames it into place.
    private func build(identity: String, into path: String, toolchain: Toolchain) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let staging = TemporaryFolders.name(in: folder, prefix: (path as NSString).lastPathComponent + ".tmp")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? FileManager.default.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            try Data("let launcherIdentity = \"\(identity)\"\n".utf8).write(
                to: URL(fileURLWithPath: staging + "/Identity.swift"))
        } catch {
            throw Failure(description: "\(folder): \(error.localizedDescription)", isCompiler: false)
        }
        let output = staging + "/lessons-sandbox"
        func compile(_ extra: [String]) -> ProcessRunner.Result {
            ProcessRunner.run(
                toolchain.swiftc, Self.flags + extra + sources + [staging + "/Identity.swift", "-o", output],
                environment: Toolchain.environment(temporaryFolder: staging + "/tmp"), timeout: 900)
        }
        var result = compile(Self.staticLink(toolchain))
        // A machine that cannot link a static executable (no `swift_static`, no static C or C++
        // library, no lld): the launcher loads Swift's runtime and the C library instead. Sources
        // that do not compile fail this second build too, and it says why.
        if result.status != 0, !result.timedOut { result = compile([]) }
        guard result.status == 0, FileManager.default.isExecutableFile(atPath: output) else {
            let said = (result.errorOutput + result.output).trimmingCharacters(in: .whitespacesAndNewlines)
            var why = "`swiftc` " + (result.timedOut ? "did not finish in 900 s" : "ended with status \(result.status)")
            if case .notStarted(let reason) = result.ending { why = reason }
            throw Failure(
                description: why
                    + (said.isEmpty ? "" : ":\n" + said.split(separator: "\n").prefix(20).joined(separator: "\n")),
                isCompiler: true)
        }
        guard rename(output, path) == 0 else {
            throw Failure(
                description: "cannot put the launcher at \(path): \(AtomicFile.errorText())", isCompiler: false)
        }
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
