import Foundation

/// The Swift package a workspace also is, so that an editor with SourceKit-LSP (VS Code's Swift
/// extension, Neovim, Helix, Emacs…) completes the student's code against the engine, jumps to its
/// definitions and shows errors while the student types, as rustlings gives rust-analyzer a project.
///
/// `lessons run` does not build this package: it builds the workspace's files itself, with the
/// rewrites a lesson program gets. The package only has to make the same names resolve:
/// - the app's files are one executable target at the workspace's top level;
/// - the engine is a dependency on the package `lessons` was built from, by its path;
/// - each module the engine stands in for (`SwiftUI`, `Combine`, `os`…) that this platform does not
///   have is a one-line module of its own, in `.lessons-editor/`, that re-exports the engine, so
///   `import SwiftUI` finds `Text`, `VStack` and the engine's doc comments.
///
/// What the editor sees that `lessons run` does not: the runner rewrites `@Entry` and `#Preview`,
/// which the editor reads as macros it cannot expand, so it marks those lines.
public enum WorkspacePackage {
    /// The manifest's file name.
    public static let manifestName = "Package.swift"
    /// The hidden folder with the modules that stand for Apple's.
    public static let editorFolder = ".lessons-editor"
    /// The second line of a manifest `lessons` wrote (the tools version is the first): one without
    /// it is the student's own, never overwritten.
    static let header =
        "// Made by `lessons start`, for your editor: `lessons run` does not use it. It is written again when missing."

    /// Modules the engine stands in for that this platform lacks: each becomes a module that
    /// re-exports the engine. (Foundation is real here; `os.log` is a submodule, imported as `os`.)
    static var standInModules: [String] {
        SourceRewriter.mappedImports.filter { !$0.contains(".") && !platformHas($0) }.sorted()
    }

    /// Writes the manifest and the stand-in modules into `folder`, for the engine in the package at
    /// `engineRoot`, unless the folder has a `Package.swift` of the student's own.
    ///
    /// - Returns: whether it wrote the package (false: the student's own manifest is there).
    @discardableResult
    public static func write(in folder: String, engineRoot: String) throws -> Bool {
        let manifest = folder + "/" + manifestName
        if FileManager.default.fileExists(atPath: manifest), !isGenerated(manifest) { return false }
        for module in standInModules {
            let moduleFolder = folder + "/" + editorFolder + "/" + module
            try FileManager.default.createDirectory(atPath: moduleFolder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(standInSource(for: module).utf8), to: moduleFolder + "/" + module + ".swift")
        }
        try AtomicFile.write(Data(manifestSource(engineRoot: engineRoot).utf8), to: manifest)
        return true
    }

    /// The manifest: the app's target, the stand-in modules, and the engine by its path.
    static func manifestSource(engineRoot: String) -> String {
        let root = URL(fileURLWithPath: engineRoot).standardizedFileURL
        // SwiftPM names a package given by path after its folder.
        let identity = root.lastPathComponent.lowercased()
        let engine = ".product(name: \"ViewGraph\", package: \(literal(identity)))"
        let modules = standInModules
        // The tools version must come first in a manifest: the header goes on the line after.
        var lines = [
            "// swift-tools-version: 6.0",
            header,
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \"LessonApp\",",
            "    platforms: [.macOS(.v15)],",
            "    dependencies: [.package(path: \(literal(root.path)))],",
            "    targets: [",
        ]
        for module in modules {
            lines.append(
                "        .target(name: \(literal(module)), dependencies: [\(engine)], path: \(literal(editorFolder + "/" + module))),"
            )
        }
        let dependencies = ([engine] + modules.map(literal)).joined(separator: ", ")
        lines += [
            "        // The app: your files, built in Swift 5 mode with bare-slash regex literals, as `lessons run`",
            "        // builds them (and as an Xcode project does).",
            "        .executableTarget(name: \"App\", dependencies: [\(dependencies)], path: \".\",",
            "                          exclude: [\(literal(editorFolder)), \".lessons-kept\"],",
            "                          swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature(\"BareSlashRegexLiterals\")]),",
            "    ]",
            ")",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    static func standInSource(for module: String) -> String {
        "// `import \(module)` in your files finds the engine, which stands in for it here.\n@_exported import ViewGraph\n"
    }

    /// Whether a manifest at `path` is one `lessons` wrote.
    static func isGenerated(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return false }
        return text.split(separator: "\n", maxSplits: 2).contains { $0 == Substring(header) }
    }

    private static func literal(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// On Apple's platforms every module the engine stands in for exists (the editor then shows
    /// Apple's SwiftUI, which the engine models); elsewhere only Foundation does.
    private static func platformHas(_ module: String) -> Bool {
        #if canImport(SwiftUI)
        return true
        #else
        return module == "Foundation"
        #endif
    }
}
