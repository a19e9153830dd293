import Foundation

/// The Swift compiler the runner builds with, and where the engine's sources are.
public struct Toolchain: Sendable {
    /// The path of `swiftc`.
    public var swiftc: String
    /// `swiftc --version`, first line: part of every cache key.
    public var version: String

    /// Finds `swiftc` on the PATH (or `$SWIFTC`).
    public static func find() throws -> Toolchain {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            candidates.append(String(directory) + "/swiftc")
        }
        candidates.append("/opt/swift/usr/bin/swiftc")
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw RunnerError.setup("cannot find swiftc: put the Swift toolchain on the PATH, or set SWIFTC")
        }
        let result = ProcessRunner.run(swiftc, ["--version"], timeout: 30)
        let version = result.output.split(separator: "\n").first.map(String.init) ?? "unknown"
        return Toolchain(swiftc: swiftc, version: version)
    }
}

/// Why the runner could not even start checking.
public enum RunnerError: Error, CustomStringConvertible {
    case setup(String)
    case engineBuild(String)

    public var description: String {
        switch self {
        case .setup(let message): return message
        case .engineBuild(let output): return "the engine did not build:\n\(output)"
        }
    }
}

/// The package the runner belongs to: where the engine's sources and the default cache are.
public struct PackageLayout: Sendable {
    /// The folder with `Package.swift`.
    public var root: String

    /// The engine's sources.
    public var engineSources: String { root + "/Sources/ViewGraph" }
    /// The lessons.
    public var lessons: String { root + "/Lessons" }
    /// The default cache: under the package's build folder.
    public var defaultCache: String { root + "/.build/lessons-cache" }

    /// The package that holds the current folder, or else the one this file was built from.
    public static func locate(from directory: String = FileManager.default.currentDirectoryPath) -> PackageLayout? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift"),
               FileManager.default.fileExists(atPath: url.path + "/Sources/ViewGraph") {
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
