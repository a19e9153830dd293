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

    /// Builds the engine from `layout`'s sources into `cacheDirectory`, unless the cache has it;
    /// `willBuild` is called first when it is not cached (a build takes a minute or more).
    public static func prepare(layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String,
                               willBuild: () -> Void = {}) throws -> EngineBuild {
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
        if CacheEntry.verify(directory) {
            return EngineBuild(directory: directory, hash: hash.hex, wasBuilt: false)
        }
        willBuild()
        // A staging folder of this call's own: two builds of the same engine (two test suites, two
        // `lessons` processes) must not write into one folder.
        let staging = TemporaryFolders.name(in: cacheDirectory, prefix: "engine-\(hash.hex).tmp")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? fileManager.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        do {
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw RunnerError.setup("cannot make a folder for the engine's build in \(cacheDirectory): \(error.localizedDescription). \(MachineFault.advice)")
        }
        let arguments = ["-emit-library", "-emit-module"] + flags + sources.map { layout.engineSources + "/" + $0 } + [
            "-o", staging + "/libViewGraph.so", "-emit-module-path", staging + "/ViewGraph.swiftmodule",
            "-Xlinker", "-soname=libViewGraph.so",
        ]
        let result = ProcessRunner.run(toolchain.swiftc, arguments, environment: Toolchain.environment(temporaryFolder: staging + "/tmp"), timeout: 900)
        try? fileManager.removeItem(atPath: staging + "/tmp")
        let output = result.errorOutput + result.output
        if let fault = MachineFault.of(result, compiler: toolchain.swiftc) {
            throw RunnerError.engineBuild("\(fault)\n\(MachineFault.advice)" + (output.isEmpty ? "" : "\n" + output))
        }
        guard result.status == 0 else {
            throw RunnerError.engineBuild(output.isEmpty ? "\(toolchain.swiftc) ended with status \(result.status) and printed nothing" : output)
        }
        do {
            try CacheEntry.seal(staging)
            try CacheEntry.publish(staging, as: directory)
        } catch {
            throw RunnerError.setup("cannot keep the engine's build in \(cacheDirectory): \(error). \(MachineFault.advice)")
        }
        return EngineBuild(directory: directory, hash: hash.hex, wasBuilt: true)
    }
}
