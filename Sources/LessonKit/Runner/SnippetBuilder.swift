import Foundation

/// A compiler message about a lesson's own line.
public struct CompilerMessage: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var column: Int
    public var severity: String
    public var message: String

    public var description: String { "\(location):\(column): \(severity): \(message)" }
}

/// A built lesson program, or the messages that say why it did not build.
public struct BuiltSnippet: Sendable {
    /// The executable, when the build succeeded.
    public var executable: String?
    /// Messages about the lesson's lines (errors and warnings).
    public var messages: [CompilerMessage]
    /// Everything the compiler said, for a failure the messages do not explain.
    public var rawOutput: String
    /// Whether this call compiled it.
    public var wasBuilt: Bool
    public var seconds: Double
    /// Why the build failed because of the machine (no space, a killed compiler), when it did:
    /// such a build is never cached, and is reported as the machine's fault, not the code's.
    public var machineFault: String?
}

/// Builds a check's code against the engine, caching by the hash of the code, the engine build,
/// the compiler and its flags: a second run with nothing changed compiles nothing.
public struct SnippetBuilder: Sendable {
    public var toolchain: Toolchain
    public var engine: EngineBuild
    /// Where built snippets are kept; nil builds in a temporary folder and keeps nothing.
    public var cacheDirectory: String?
    /// The temporary folder of this builder, when there is no cache: its own, so that builders at
    /// work at the same time (parallel tests) never replace each other's programs.
    let scratchDirectory = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-scratch")

    /// As Xcode builds an app's Debug configuration: unoptimized, with `DEBUG` defined, so that code
    /// under `#if DEBUG` (previews, logging) is there, as it is when the app runs from Xcode.
    static let flags = ["-parse-as-library", "-Onone", "-D", "DEBUG", "-diagnostic-style", "llvm", "-module-name", "Lesson"]

    /// The compiler's flags for `code`, with its language mode.
    static func flags(for code: CodeVersion) -> [String] { flags + ["-swift-version", code.languageMode] }

    public init(toolchain: Toolchain, engine: EngineBuild, cacheDirectory: String?) {
        self.toolchain = toolchain
        self.engine = engine
        self.cacheDirectory = cacheDirectory
    }

    /// The Swift files to compile for `code`, by name.
    static func sources(for code: CodeVersion) -> [(name: String, text: String)] {
        var result: [(String, String)] = []
        var hasMain = false
        for file in code.files {
            var text = ""
            var expected: SourceLocation?
            for line in file.lines {
                if expected != line.origin {
                    text += "#sourceLocation(file: \"\(line.origin.file)\", line: \(line.origin.line))\n"
                }
                let rewritten = SourceRewriter.rewrite(line.text, lineNumber: line.origin.line)
                if rewritten.trimmingCharacters(in: .whitespaces).hasPrefix("@main") { hasMain = true }
                text += rewritten + "\n"
                expected = SourceLocation(file: line.origin.file, line: line.origin.line + 1)
            }
            text += "#sourceLocation()\n"
            let name = file.name.hasSuffix(".swift") ? file.name : file.name + ".swift"
            result.append((name == "main.swift" ? "Program.swift" : name, text))
        }
        if !hasMain {
            result.append(("LessonApp.swift", """
            import ViewGraph

            @main
            struct __LessonApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                    }
                }
            }

            """))
        }
        return result
    }

    /// The cache key of `code`.
    func key(for code: CodeVersion) -> String {
        var hash = ContentHash()
        hash.add(engine.hash)
        hash.add(toolchain.version)
        hash.add(Self.flags(for: code).joined(separator: " "))
        for source in Self.sources(for: code) {
            hash.add(source.name)
            hash.add(source.text)
        }
        return hash.hex
    }

    /// Builds `code`, or takes it from the cache.
    ///
    /// The build happens in a staging folder of this call's own, which is sealed and renamed into the
    /// cache (`CacheEntry`); what comes from the cache is verified first. A failure of the machine
    /// (`MachineFault`) is returned as such and never enters the cache.
    public func build(_ code: CodeVersion) -> BuiltSnippet {
        let fileManager = FileManager.default
        let key = key(for: code)
        let root = cacheDirectory ?? scratchDirectory
        let directory = root + "/snippets/" + key
        if cacheDirectory != nil, let cached = load(directory, code: code) { return cached }
        if cacheDirectory == nil { Interruption.shared.removeOnInterrupt(scratchDirectory) }

        let staging = TemporaryFolders.name(in: root + "/snippets", prefix: key + ".tmp")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? fileManager.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        func fault(_ why: String, output: String = "", seconds: Double = 0) -> BuiltSnippet {
            BuiltSnippet(executable: nil, messages: [], rawOutput: output, wasBuilt: true, seconds: seconds, machineFault: why)
        }
        var paths: [String] = []
        do {
            try fileManager.createDirectory(atPath: staging + "/src", withIntermediateDirectories: true)
            for source in Self.sources(for: code) {
                let path = staging + "/src/" + source.name
                try AtomicFile.write(Data(source.text.utf8), to: path)
                paths.append(path)
            }
        } catch {
            return fault("cannot write the program's sources in \(root): \(error)")
        }
        let arguments = Self.flags(for: code) + ["-I", engine.directory, "-L", engine.directory, "-lViewGraph",
                                      "-Xlinker", "-rpath", "-Xlinker", engine.directory] + paths + ["-o", staging + "/program"]
        let result = ProcessRunner.run(toolchain.swiftc, arguments, environment: Toolchain.environment(temporaryFolder: staging + "/tmp"), timeout: 300)
        let output = result.errorOutput + result.output
        if let why = MachineFault.of(result, compiler: "swiftc") { return fault(why, output: output, seconds: result.seconds) }
        let succeeded = result.status == 0 && fileManager.isExecutableFile(atPath: staging + "/program")
        do {
            try fileManager.removeItem(atPath: staging + "/src")
            try? fileManager.removeItem(atPath: staging + "/tmp")
            try AtomicFile.write(Data(output.utf8), to: staging + "/compiler.txt")
            try AtomicFile.write(Data((succeeded ? "ok" : "failed").utf8), to: staging + "/status")
            try CacheEntry.seal(staging)
            try CacheEntry.publish(staging, as: directory)
        } catch {
            return fault("cannot keep the build in \(root): \(error)", output: output, seconds: result.seconds)
        }
        guard var built = load(directory, code: code) else {
            return fault("the build kept in \(directory) cannot be read back", output: output, seconds: result.seconds)
        }
        built.wasBuilt = true
        built.seconds = result.seconds
        return built
    }

    /// A cached build, if the entry is whole and unchanged since it was sealed; a damaged entry is
    /// ignored (and rebuilt).
    private func load(_ directory: String, code: CodeVersion) -> BuiltSnippet? {
        guard CacheEntry.verify(directory), var built = loadEntry(directory, files: Self.originFiles(of: code)) else { return nil }
        built.messages += ConstantRangeLint.warnings(in: code)
        return built
    }

    private func loadEntry(_ directory: String, files: Set<String>) -> BuiltSnippet? {
        let fileManager = FileManager.default
        guard let status = try? String(contentsOfFile: directory + "/status", encoding: .utf8),
              let output = try? String(contentsOfFile: directory + "/compiler.txt", encoding: .utf8) else { return nil }
        switch status {
        case "ok":
            guard fileManager.isExecutableFile(atPath: directory + "/program") else { return nil }
            return BuiltSnippet(executable: directory + "/program", messages: Self.messages(in: output, files: files), rawOutput: output, wasBuilt: false, seconds: 0)
        case "failed":
            return BuiltSnippet(executable: nil, messages: Self.messages(in: output, files: files), rawOutput: output, wasBuilt: false, seconds: 0)
        default:
            return nil
        }
    }

    /// The messages in the compiler's output that point at a line of `files` (the files the code's
    /// lines came from), or, when `files` is nil, at a lesson (`.md`) line.
    static func messages(in output: String, files: Set<String>? = nil) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for line in output.split(separator: "\n") {
            guard let match = line.firstMatch(of: #/^(.+?):(\d+):(\d+): (error|warning): (.*)$/#) else { continue }
            let path = String(match.1)
            guard files.map({ $0.contains(path) }) ?? path.hasSuffix(".md") else { continue }
            var message = String(match.5)
            if let group = message.firstMatch(of: #/ \[#[A-Za-z]+\]$/#) { message.removeSubrange(group.range) }
            let entry = CompilerMessage(location: SourceLocation(file: path, line: Int(match.2)!),
                                        column: Int(match.3)!, severity: String(match.4), message: message)
            if !messages.contains(entry) { messages.append(entry) }
        }
        return messages
    }

    /// The files `code`'s lines came from: the lesson, or a student's own files.
    static func originFiles(of code: CodeVersion) -> Set<String> {
        Set(code.files.flatMap { $0.lines.map(\.origin.file) })
    }
}
