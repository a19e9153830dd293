import Foundation

/// The engine built as a shared library and module that lesson code links against, cached by the
/// hash of its sources and the compiler.
public struct EngineBuild: Sendable {
    /// The folder with `libViewGraph.so` and `ViewGraph.swiftmodule`.
    public var directory: String
    /// The hash of what was built: part of every snippet's cache key.
    public var hash: String
    /// Whether this call compiled it (false: it came from the cache).
    public var wasBuilt: Bool

    static let flags = ["-parse-as-library", "-swift-version", "5", "-Onone", "-module-name", "ViewGraph"]

    /// Builds the engine from `layout`'s sources into `cacheDirectory`, unless the cache has it.
    public static func prepare(layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String) throws -> EngineBuild {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: layout.engineSources) else {
            throw RunnerError.setup("no engine sources at \(layout.engineSources)")
        }
        let sources = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        var hash = ContentHash()
        hash.add(toolchain.version)
        hash.add(flags.joined(separator: " "))
        for source in sources {
            hash.add(source)
            hash.add(Array((fileManager.contents(atPath: layout.engineSources + "/" + source)) ?? Data()))
        }
        let directory = cacheDirectory + "/engine-" + hash.hex
        let marker = directory + "/complete"
        if fileManager.fileExists(atPath: marker), fileManager.fileExists(atPath: directory + "/libViewGraph.so"),
           fileManager.fileExists(atPath: directory + "/ViewGraph.swiftmodule") {
            return EngineBuild(directory: directory, hash: hash.hex, wasBuilt: false)
        }
        // A staging folder of this call's own: two builds of the same engine (two test suites, two
        // `lessons` processes) must not write into one folder.
        let staging = directory + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        try? fileManager.removeItem(atPath: staging)
        try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        let arguments = ["-emit-library", "-emit-module"] + flags + sources.map { layout.engineSources + "/" + $0 } + [
            "-o", staging + "/libViewGraph.so", "-emit-module-path", staging + "/ViewGraph.swiftmodule",
            "-Xlinker", "-soname=libViewGraph.so",
        ]
        let result = ProcessRunner.run(toolchain.swiftc, arguments, timeout: 900)
        guard result.status == 0 else {
            try? fileManager.removeItem(atPath: staging)
            throw RunnerError.engineBuild(result.errorOutput + result.output)
        }
        _ = fileManager.createFile(atPath: staging + "/complete", contents: Data())
        if fileManager.fileExists(atPath: marker) {
            // Another build of the same engine finished first, and may be in use: keep it.
            try? fileManager.removeItem(atPath: staging)
            return EngineBuild(directory: directory, hash: hash.hex, wasBuilt: true)
        }
        try? fileManager.removeItem(atPath: directory)
        if (try? fileManager.moveItem(atPath: staging, toPath: directory)) == nil {
            try? fileManager.removeItem(atPath: staging)
            guard fileManager.fileExists(atPath: marker) else { throw RunnerError.setup("could not put the engine build in \(directory)") }
        }
        return EngineBuild(directory: directory, hash: hash.hex, wasBuilt: true)
    }
}
