import Foundation
import Synchronization

/// The engine as lesson programs link against it: a shared library (the engine and the contract it
/// speaks to the runner in, `HostContract`) and their two modules, in a cache entry named by its
/// hash, which is part of every program's cache key.
///
/// The engine is compiled once per `swift build`, by SwiftPM: the runner links the objects SwiftPM
/// compiled for the `lessons` tool (or the tests, or the benchmarks) into `libViewGraph.so`, beside a
/// copy of SwiftPM's `ViewGraph.swiftmodule` (`SwiftPMEngine`). Linking takes a second or two,
/// where compiling the engine again took about 40 s. Only when SwiftPM's build cannot be used (not
/// found, built from other sources, older than them) is the engine compiled from its sources.
///
/// `locate` only finds out which engine it is and where its entry goes, which is cheap; the entry is
/// verified or made by `ready()`, the first time a program is built or run, so a check whose every
/// result comes from the cache never touches it.
// Unchecked Sendable, safe because its variables are written only in `init` and in `ready()` with `lock`
// held, and `isReady` is read with it held too; `wasBuilt` and `seconds` are read after `ready()` returns.
public final class EngineBuild: @unchecked Sendable {
    /// The folder with `libViewGraph.so`, `ViewGraph.swiftmodule` and `HostContract.swiftmodule`.
    public let directory: String
    /// The hash of what is built: part of every snippet's cache key.
    public let hash: String
    /// How the engine is made when it is not in the cache: what `announce` says.
    public let plan: String
    /// The seconds making it took the last time (an estimate for the announcement).
    public let estimatedSeconds: Double
    private let make: ((String) throws -> Void)?
    /// Where the seconds making it took are kept, for the next estimate.
    private let timingFile: String?
    private let removeWhenDone: Bool
    private let lock = Mutex(())
    private var isReady = false
    /// Whether `ready()` made it (false: it came from the cache, or it was not needed).
    public private(set) var wasBuilt = false
    /// How long making it took, when it was made.
    public private(set) var seconds = 0.0

    /// An engine at `directory` that is there already (tests).
    public init(directory: String, hash: String, wasBuilt: Bool) {
        self.directory = directory
        self.hash = hash
        self.wasBuilt = wasBuilt
        Sandbox.shared?.allowEngine(directory)
        plan = "use the engine in \(directory)"
        estimatedSeconds = 0
        make = nil
        timingFile = nil
        removeWhenDone = false
        isReady = true
    }

    private init(
        directory: String, hash: String, plan: String, timingFile: String?, defaultSeconds: Double,
        removeWhenDone: Bool,
        make: @escaping (String) throws -> Void
    ) {
        self.directory = directory
        self.hash = hash
        self.plan = plan
        self.timingFile = timingFile
        estimatedSeconds =
            timingFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            // A damaged timing file (`nan`, `-1e308`) is no estimate; converting it to Int would trap.
            .flatMap { (0...86_400).contains($0) ? $0 : nil } ?? defaultSeconds
        self.removeWhenDone = removeWhenDone
        self.make = make
        Sandbox.shared?.allowEngine(directory)
    }

    deinit {
        if removeWhenDone {
            // The temporary folder the entry is in (`locate` with no cache).
            let folder = (directory as NSString).deletingLastPathComponent
            try? FileManager.default.removeItem(atPath: folder)
            Interruption.shared.forgetPath(folder)
        }
    }

    /// The compiler's arguments that build a program against this engine.
    var compilerArguments: [String] {
        ["-I", directory, "-L", directory, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    /// The engine is built in the language mode its package target is (Package.swift: Swift 6).
    static let flags = ["-parse-as-library", "-swift-version", "6", "-Onone", "-module-name", "ViewGraph"]
    /// The contract is built as the engine is, as a module of its own.
    static let contractFlags = ["-parse-as-library", "-swift-version", "6", "-Onone", "-module-name", "HostContract"]

    /// The Swift files under `folder`, each by its path, sorted.
    static func swiftSources(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Finds the engine to link lesson programs against, and its entry in `cacheDirectory` (nil: a
    /// temporary folder, removed with this value, so the engine is made afresh).
    public static func locate(layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String?) throws
        -> EngineBuild
    {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: layout.engineSources) else {
            throw RunnerError.engineSourcesMissing(path: layout.engineSources)
        }
        let sources = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        let folder = cacheDirectory ?? TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-engine")
        if cacheDirectory == nil { Interruption.shared.removeOnInterrupt(folder) }
        let timings = cacheDirectory.map { $0 + "/engine-seconds-" }

        switch SwiftPMEngine.find(layout: layout, sources: sources.map { layout.engineSources + "/" + $0 }) {
        case .success(let built):
            let hash = try built.contentHash(toolchain: toolchain, cacheDirectory: cacheDirectory)
            return EngineBuild(
                directory: folder + "/engine-" + hash, hash: hash,
                plan: "linking the engine SwiftPM built", timingFile: timings.map { $0 + "link" }, defaultSeconds: 3,
                removeWhenDone: cacheDirectory == nil
            ) { staging in
                try built.link(into: staging, toolchain: toolchain)
            }
        case .failure(let why):
            let contract = swiftSources(in: layout.contractSources)
            let hash = sourceHash(sources, in: layout.engineSources, contract: contract, toolchain: toolchain)
            return EngineBuild(
                directory: folder + "/engine-" + hash, hash: hash,
                plan: "building the engine from its sources (\(why.reason))",
                timingFile: timings.map { $0 + "compile" }, defaultSeconds: 60,
                removeWhenDone: cacheDirectory == nil
            ) { staging in
                try compile(
                    sources.map { layout.engineSources + "/" + $0 }, contract: contract, into: staging,
                    toolchain: toolchain)
            }
        }
    }

    /// The hash of the engine compiled from `sources` (paths in `folder`) and of the contract from
    /// `contract` (paths): their text, the compiler's version and the flags. The contract's text
    /// holds its version (`HostProtocol.version`), so each version is an engine of its own.
    static func sourceHash(_ sources: [String], in folder: String, contract: [String], toolchain: Toolchain) -> String {
        let fileManager = FileManager.default
        var hash = ContentHash()
        hash.add(toolchain.version)
        hash.add(flags.joined(separator: " "))
        for source in sources {
            hash.add(source)
            hash.add(Array((fileManager.contents(atPath: folder + "/" + source)) ?? Data()))
        }
        hash.add(contractFlags.joined(separator: " "))
        for source in contract {
            hash.add((source as NSString).lastPathComponent)
            hash.add(Array(fileManager.contents(atPath: source) ?? Data()))
        }
        return hash.hex
    }

    /// Finds the engine and makes it ready at once (tests, the benchmarks).
    public static func prepare(layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String?) throws
        -> EngineBuild
    {
        let engine = try locate(layout: layout, toolchain: toolchain, cacheDirectory: cacheDirectory)
        try engine.ready()
        return engine
    }

    /// Whether `ready()` has nothing to make: the entry is in the cache (not verified here).
    public var isCached: Bool { lock.withLock { _ in isReady || CacheEntry.isPresent(directory) } }

    /// Verifies the engine's entry, or makes it (once per value, whoever asks first).
    public func ready() throws {
        try lock.withLock { _ in try makeReady() }
    }

    /// `ready()`'s work, with `lock` held.
    private func makeReady() throws {
        guard !isReady, let make else { return }
        if CacheEntry.verify(directory) {
            isReady = true
            return
        }
        let fileManager = FileManager.default
        let parent = (directory as NSString).deletingLastPathComponent
        if let reason = BuildCache.makeFolders(parent) {
            throw RunnerError.engineFolder(.makeFolder, folder: parent, reason: reason)
        }
        // A staging folder of this call's own: two builds of the same engine (two test suites, two
        // `lessons` processes) must not write into one folder.
        let staging = TemporaryFolders.name(in: parent, prefix: (directory as NSString).lastPathComponent + ".tmp")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? fileManager.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        do {
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw RunnerError.engineFolder(.makeBuildFolder, folder: parent, reason: error.localizedDescription)
        }
        let start = Date()
        try make(staging)
        do {
            try CacheEntry.seal(staging)
            try CacheEntry.publish(staging, as: directory)
        } catch {
            throw RunnerError.engineFolder(.keepBuild, folder: parent, reason: "\(error)")
        }
        seconds = Date().timeIntervalSince(start)
        if let timingFile { try? CacheEntry.write(Data(String(format: "%.1f", seconds).utf8), to: timingFile) }
        wasBuilt = true
        isReady = true
    }

    /// Runs the compiler for the engine; a failure is the engine's, or the machine's, said as such.
    static func runCompiler(_ toolchain: Toolchain, _ arguments: [String], in staging: String) throws {
        let result = ProcessRunner.run(
            toolchain.swiftc, arguments, environment: Toolchain.environment(temporaryFolder: staging + "/tmp"),
            timeout: 900)
        try? FileManager.default.removeItem(atPath: staging + "/tmp")
        let output = result.errorOutput + result.output
        if let fault = MachineFault.of(result, compiler: toolchain.swiftc) {
            throw RunnerError.engineBuildFailed(
                output: "\(fault)\n\(MachineFault.advice)" + (output.isEmpty ? "" : "\n" + output))
        }
        guard result.status == 0 else {
            throw RunnerError.engineBuildFailed(
                output: output.isEmpty
                    ? "\(toolchain.swiftc) ended with status \(result.status) and printed nothing" : output)
        }
    }

    /// Compiles the contract from `contract` and the engine from `sources` into `staging`: the
    /// contract's module and object first, then the engine, whose library takes the object in.
    static func compile(_ sources: [String], contract: [String], into staging: String, toolchain: Toolchain) throws {
        let object = staging + "/HostContract.o"
        try runCompiler(
            toolchain,
            ["-c", "-wmo", "-emit-module"] + contractFlags + contract + [
                "-o", object, "-emit-module-path", staging + "/HostContract.swiftmodule",
            ], in: staging)
        try runCompiler(
            toolchain,
            ["-emit-library", "-emit-module"] + flags + ["-I", staging] + sources + [
                object, "-o", staging + "/libViewGraph.so", "-emit-module-path", staging + "/ViewGraph.swiftmodule",
                "-Xlinker", "-soname=libViewGraph.so",
            ], in: staging)
        try? FileManager.default.removeItem(atPath: object)
    }
}
