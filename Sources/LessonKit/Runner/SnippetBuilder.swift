import Foundation
import Synchronization

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
    /// The executable, when the build succeeded and was linked.
    public var executable: String?
    /// For a program built in a batch: the number its executable runs it by (`LESSONS_ENTRY`).
    public var entry: Int?
    /// Whether the code compiled without errors (a compile-only build has no executable).
    public var builds: Bool
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
    /// What a play of this program is keyed on in the cache: the entry that holds its executable,
    /// and its number there.
    public var identity: String?
    /// How many programs its build compiled in one go (1 when built alone, 0 when it came from the cache).
    public var batchSize = 0

    init(
        executable: String?, entry: Int? = nil, builds: Bool, messages: [CompilerMessage], rawOutput: String,
        wasBuilt: Bool, seconds: Double, machineFault: String? = nil, identity: String? = nil
    ) {
        self.executable = executable
        self.entry = entry
        self.builds = builds
        self.messages = messages
        self.rawOutput = rawOutput
        self.wasBuilt = wasBuilt
        self.seconds = seconds
        self.machineFault = machineFault
        self.identity = identity
    }

    /// A build the machine failed.
    static func fault(_ why: String, output: String = "", seconds: Double = 0) -> BuiltSnippet {
        BuiltSnippet(
            executable: nil, builds: false, messages: [], rawOutput: output, wasBuilt: true, seconds: seconds,
            machineFault: why)
    }
}

/// Builds a check's code against the engine, caching by the hash of the code, the engine build,
/// the compiler and its flags: a second run with nothing changed compiles nothing.
///
/// A program is built alone (`build`), as its files are, or together with others in one compiler
/// run (`BatchBuild`). Either way its cache entry, `snippets/<key>`, holds the build's
/// status and the compiler's messages about its lines; the executable is in the entry (built alone)
/// or in the batch's entry, `batches/<key>`, that the program's entry names. A program that only
/// diagnostics checks use is compiled without being linked (`linking: false`), under a key of its own.
public struct SnippetBuilder: Sendable {
    public var toolchain: Toolchain
    public var engine: EngineBuild
    /// Where built snippets are kept; nil builds in a temporary folder and keeps nothing.
    public var cacheDirectory: String?
    /// The temporary folder of this builder, when there is no cache: its own, so that builders at
    /// work at the same time (parallel tests) never replace each other's programs.
    let scratchDirectory = TemporaryFolders.name(in: NSTemporaryDirectory(), prefix: "lessons-scratch")
    /// The batch entries verified in this run: a batch's executable is hashed once, not once per program.
    let verifiedBatches = VerifiedEntries()

    /// As Xcode builds an app's Debug configuration: unoptimized, with `DEBUG` defined, so that code
    /// under `#if DEBUG` (previews, logging) is there, as it is when the app runs from Xcode; and with
    /// regex literals between bare slashes (`/[a-z]+/`), which SE-0354 leaves to the Swift 6 mode
    /// and a project's "Enable Bare Slash Regex Literals" setting (`SWIFT_ENABLE_BARE_SLASH_REGEX`),
    /// on in every project Xcode's templates have made since Xcode 14, so sample apps in the Swift 5
    /// mode use them.
    static let flags = [
        "-parse-as-library", "-Onone", "-D", "DEBUG", "-enable-bare-slash-regex", "-diagnostic-style", "llvm",
        "-module-name", "Lesson",
    ]

    /// What a linked build adds: one frontend for all its files (-wmo: about half the wall time of one
    /// per file, same messages), and no check of the LLVM IR the compiler made, a check of the
    /// compiler itself that took 6 to 7% of a build's CPU (`perf stat -r 5` on lesson 20's 13 files,
    /// 642 → 595 ms and 606 → 568 ms of task clock). Nor does the compiler hash the module's LLVM IR
    /// (writing it out as bitcode) to skip code generation when the object file it would replace was
    /// made from the same IR: every build here writes a new file, so the hash never skips anything,
    /// and it cost 2.7% of a batch's instructions (`valgrind --tool=callgrind` on the frontend of a
    /// batch of two of lesson 20's programs: 4.08 G → 3.97 G).
    static let linkingFlags = [
        "-wmo", "-Xfrontend", "-disable-llvm-verify", "-Xfrontend", "-disable-incremental-llvm-codegen",
    ]

    /// The compiler's flags for `code`, with its language mode.
    static func flags(for code: CodeVersion) -> [String] { flags + ["-swift-version", code.languageMode] }

    public init(toolchain: Toolchain, engine: EngineBuild, cacheDirectory: String?) {
        self.toolchain = toolchain
        self.engine = engine
        self.cacheDirectory = cacheDirectory
    }

    /// The folder entries are kept in: the cache, or this builder's scratch folder.
    var root: String { cacheDirectory ?? scratchDirectory }

    /// The Swift files to compile for `code`, by name.
    ///
    /// The program's entry point is the runner's (`LessonMain.swift`): `@main` is taken off the
    /// lesson's app type, which the engine's host runs (`__lessonsHostEntry`), so that no code of the
    /// lesson's, a `static func main` of its own, runs before the host has taken its channel.
    static func sources(for code: CodeVersion) -> [(name: String, text: String)] {
        var result: [(String, String)] = []
        var mainType: String?
        var mainOrigin: SourceLocation?
        var unnamedMain = false
        let networking = SourceRewriter.needsNetworking(code.files.lazy.flatMap(\.lines).map(\.text))
        for file in code.files {
            let stateAssignments = SourceRewriter.stateAssignments(in: file.lines.map(\.text))
            var lines = file.lines.enumerated().map { index, line in
                stateAssignments[index]
                    ?? SourceRewriter.rewrite(line.text, lineNumber: line.origin.line, networking: networking)
            }
            let (found, unnamed) = takeMain(from: &lines)
            for (type, index) in found {
                guard mainType == nil else {
                    // A second `@main` is the compiler's error on Xcode; here the first is the app, and
                    // the second is said at its own line, in the compiler's words.
                    let origin = file.lines[index].origin
                    let place = "#sourceLocation(file: \"\(origin.file)\", line: \(origin.line))"
                    lines[index] =
                        place + "\n#error(\"'main' attribute can only apply to one type in a module\")\n" + place + "\n"
                        + lines[index]
                    continue
                }
                mainType = type
                mainOrigin = file.lines[index].origin
            }
            if unnamed { unnamedMain = true }
            var text = ""
            var expected: SourceLocation?
            for (line, rewritten) in zip(file.lines, lines) {
                if expected != line.origin {
                    text += "#sourceLocation(file: \"\(line.origin.file)\", line: \(line.origin.line))\n"
                }
                text += rewritten + "\n"
                expected = SourceLocation(file: line.origin.file, line: line.origin.line + 1)
            }
            text += "#sourceLocation()\n"
            let name = file.name.hasSuffix(".swift") ? file.name : file.name + ".swift"
            result.append((name == "main.swift" ? "Program.swift" : name, text))
        }
        if mainType == nil && !unnamedMain {
            result.append(("LessonApp.swift", "import ViewGraph\n\n" + defaultApp(for: code)))
        }
        // `@main` on something the rewrite cannot name is left in place: two entry points, which
        // the compiler reports at the lesson's line.
        if !unnamedMain {
            result.append(("LessonMain.swift", entryPoint(running: mainType ?? "__LessonApp", declaredAt: mainOrigin)))
        }
        return result
    }

    /// The runner's entry point for a program whose app is `app`, the type marked `@main` at
    /// `origin`: the line that runs it is that line, so that a type that is no `App` is reported at
    /// the lesson's line, not in this file the author never wrote.
    static func entryPoint(running app: String, declaredAt origin: SourceLocation? = nil) -> String {
        let run = origin.map { "#sourceLocation(file: \"\($0.file)\", line: \($0.line))\n" } ?? ""
        return """
            import ViewGraph

            @main
            enum __LessonsMain {
                static func main() async {
            \(run)        await __lessonsHostEntry(\(app).self)
            \(origin == nil ? "" : "#sourceLocation()\n")    }
            }

            \(errorDescription)
            """
    }

    /// An `Error.localizedDescription` of the program's own module, in iOS's words
    /// (`__lessonsLocalizedDescription`, whose comment gives the rule). Declared in the program's
    /// module, it shadows Foundation's for the program's code, with or without `import Foundation`;
    /// declared in the engine, it would be ambiguous wherever both modules are imported.
    static let errorDescription = """
        extension Error {
            var localizedDescription: String { __lessonsLocalizedDescription(of: self) }
        }

        """

    /// Takes `@main` off the declaration it marks in `lines` (a Swift file's), and returns the type's
    /// name; `unnamed` when there is an `@main` whose type cannot be named (left as it is). A line
    /// that names the host's entry (`__lessonsHostEntry`) becomes an error: lesson code that declared
    /// it would run in the host's place.
    static func takeMain(from lines: inout [String]) -> (types: [(name: String, line: Int)], unnamed: Bool) {
        for index in lines.indices where lines[index].has(hostEntry) {
            lines[index] =
                "#error(\"\(hostEntry) is the name of the lessons runner's entry point: a lesson's code may not use it\")"
        }
        guard lines.contains(where: { $0.has("@main") }) else { return ([], false) }
        let starts = TopLevelScanner.topLevelStarts(lines)
        var stripped = lines
        var types: [(String, Int)] = []
        var awaiting: Int?
        for index in lines.indices
        where starts?[index] ?? lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            let line = starts == nil ? lines[index].trimmingCharacters(in: .whitespaces) : lines[index]
            guard let declaration = BatchSource.Declaration(line) else { continue }
            if declaration.hadMain {
                // A second `@main` before the first's type was named: that one cannot be named.
                if awaiting != nil { return ([], true) }
                awaiting = index
                // Spaces in its place: the columns of the compiler's messages stay the lesson's.
                if let range = stripped[index].range(of: "@main") {
                    stripped[index].replaceSubrange(range, with: "     ")
                }
            }
            if let marked = awaiting, let name = declaration.typeName {
                types.append((name, marked))
                awaiting = nil
            }
        }
        guard awaiting == nil else { return ([], true) }
        lines = stripped
        return (types, false)
    }

    /// The name of the host's entry point (`ViewGraph`'s `__lessonsHostEntry`).
    static let hostEntry = "__lessonsHostEntry"

    /// The app the runner wraps code without an `@main` in: `ContentView()` in a `WindowGroup`. The line
    /// that makes `ContentView` carries the lesson line where the code declares it (or the code's first
    /// line), so that a `ContentView` that is missing or is not a `View` is reported at the lesson, not
    /// in a file the author never wrote.
    static func defaultApp(for code: CodeVersion, access: String = "") -> String {
        let lines = code.files.flatMap(\.lines)
        let declaration = lines.first { line in
            // `struct ContentView`, `class ContentView`…: a word-by-word look, as a regex built for
            // every line of every program once made a check with nothing to do twice as slow.
            guard line.text.has("ContentView") else { return false }
            let words = line.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            return zip(words, words.dropFirst()).contains {
                ["struct", "class", "enum", "typealias"].contains($0) && $1 == "ContentView"
            }
        }
        let origin = (declaration ?? lines.first)?.origin
        let make =
            origin.map {
                "#sourceLocation(file: \"\($0.file)\", line: \($0.line))\n            ContentView()\n#sourceLocation()"
            }
            ?? "            ContentView()"
        return """
            \(access)struct __LessonApp: App {
                var body: some Scene {
                    WindowGroup {
            \(make)
                    }
                }
            }

            """
    }

    /// The cache key of `code`, built and linked (`linking`) or only compiled. `alone` is the key of a
    /// program built alone after its batch's build printed otherwise than it would alone (`LessonChecker`).
    func key(for code: CodeVersion, linking: Bool = true, alone: Bool = false) -> String {
        key(for: code, sources: Self.sources(for: code), linking: linking, alone: alone)
    }

    private func key(for code: CodeVersion, sources: [(name: String, text: String)], linking: Bool, alone: Bool)
        -> String
    {
        var hash = ContentHash()
        // The engine's hash holds the host's contract (`HostProtocol.version`), so a program built
        // against another version of it is another entry: built again, never run against this runner.
        hash.add(engine.hash)
        hash.add(toolchain.version)
        hash.add(Self.flags(for: code).joined(separator: " "))
        hash.add((linking ? Self.linkingFlags : Self.compileOnlyFlags).joined(separator: " "))
        if alone { hash.add("alone") }
        for source in sources {
            hash.add(source.name)
            hash.add(source.text)
        }
        return hash.hex
    }

    /// What a compile-only build adds: the compiler's checks, SIL diagnostics included, and no
    /// code generated or linked.
    static let compileOnlyFlags = ["-wmo", "-emit-sil", "-o", "/dev/null"]

    /// The cached build of `code`, if there is one: linked, or (when `linking` is false, for its
    /// messages) either, but never one made in a batch, whose messages are not exactly its own.
    func cached(_ code: CodeVersion, linking: Bool = true) -> BuiltSnippet? {
        guard cacheDirectory != nil else { return nil }
        let sources = Self.sources(for: code)
        let keys =
            [
                key(for: code, sources: sources, linking: true, alone: true),
                key(for: code, sources: sources, linking: true, alone: false),
            ]
            + (linking ? [] : [key(for: code, sources: sources, linking: false, alone: false)])
        for key in keys {
            if let built = load(root + "/snippets/" + key, code: code), linking || built.entry == nil { return built }
        }
        return nil
    }

    /// Builds `code` alone, or takes it from the cache; `linking: false` only compiles it.
    ///
    /// The build happens in a staging folder of this call's own, which is sealed and renamed into the
    /// cache (`CacheEntry`); what comes from the cache is verified first. A failure of the machine
    /// (`MachineFault`) is returned as such and never enters the cache.
    public func build(_ code: CodeVersion, linking: Bool = true, alone: Bool = false) -> BuiltSnippet {
        if !alone, let cached = cached(code, linking: linking) { return cached }
        let key = key(for: code, linking: linking, alone: alone)
        let directory = root + "/snippets/" + key
        if cacheDirectory == nil { Interruption.shared.removeOnInterrupt(scratchDirectory) }

        return CacheEntry.withStaging(in: root + "/snippets", prefix: key) { staging in
            build(code, linking: linking, in: staging, as: directory)
        }
    }

    /// The real time one program's compile may take, in seconds (a batch gets 10 s more a program):
    /// a program compiles in about a second, and code the compiler cannot get through (an array
    /// literal nested 2,000 deep) would otherwise hold a check for many minutes, twice (in its batch,
    /// then alone).
    static let compileTimeout: Double = 120

    /// Builds `code` in `staging`, and keeps the build as `directory`.
    private func build(_ code: CodeVersion, linking: Bool, in staging: String, as directory: String) -> BuiltSnippet {
        let fileManager = FileManager.default
        let paths: [String]
        do {
            paths = try CacheEntry.writeSources(Self.sources(for: code), into: staging + "/src")
        } catch {
            return .fault("cannot write the program's sources in \(root): \(error)")
        }
        let output =
            linking
            ? Self.linkingFlags + ["-o", staging + "/program"] + toolchain.linkerArguments : Self.compileOnlyFlags
        let arguments = Self.flags(for: code) + engine.compilerArguments + paths + output
        let result = ProcessRunner.run(
            toolchain.swiftc, arguments, environment: Toolchain.environment(temporaryFolder: staging + "/tmp"),
            timeout: Self.compileTimeout)
        let compilerOutput = result.errorOutput + result.output
        if let why = MachineFault.of(result, compiler: "swiftc") {
            return .fault(why, output: compilerOutput, seconds: result.seconds)
        }
        let succeeded = result.status == 0 && (!linking || fileManager.isExecutableFile(atPath: staging + "/program"))
        do {
            try fileManager.removeItem(atPath: staging + "/src")
            try? fileManager.removeItem(atPath: staging + "/tmp")
            try Self.keep(
                staging, as: directory, output: compilerOutput,
                status: succeeded ? (linking ? "ok" : "compiled") : "failed")
        } catch {
            return .fault("cannot keep the build in \(root): \(error)", output: compilerOutput, seconds: result.seconds)
        }
        guard var built = load(directory, code: code) else {
            return .fault(
                "the build kept in \(directory) cannot be read back", output: compilerOutput, seconds: result.seconds)
        }
        built.wasBuilt = true
        built.seconds = result.seconds
        built.batchSize = 1
        return built
    }

    /// Writes the compiler's output and the build's status into `staging`, seals it and puts it in
    /// place as `directory`.
    static func keep(
        _ staging: String, as directory: String, output: String, status: String, extra: [String: String] = [:]
    ) throws {
        try CacheEntry.write(Data(output.utf8), to: staging + "/compiler.txt")
        try CacheEntry.write(Data(status.utf8), to: staging + "/status")
        for (name, text) in extra { try CacheEntry.write(Data(text.utf8), to: staging + "/" + name) }
        try CacheEntry.seal(staging)
        try CacheEntry.publish(staging, as: directory)
    }

    /// A cached build, if the entry is whole and unchanged since it was sealed (and so is the batch
    /// it names); a damaged entry is ignored (and rebuilt).
    func load(_ directory: String, code: CodeVersion) -> BuiltSnippet? {
        guard let contents = CacheEntry.verifiedContents(directory),
            var built = loadEntry(directory, contents, files: Self.originFiles(of: code))
        else {
            return nil
        }
        built.messages += ConstantRangeLint.warnings(in: code)
        return built
    }

    /// The build the entry at `directory` holds, from its files as verified (`contents`).
    private func loadEntry(_ directory: String, _ contents: [String: Data], files: Set<String>) -> BuiltSnippet? {
        let fileManager = FileManager.default
        func text(_ name: String) -> String? { contents[name].flatMap { String(data: $0, encoding: .utf8) } }
        guard let status = text("status"), let output = text("compiler.txt") else { return nil }
        let messages = Self.messages(in: output, files: files)
        let name = (directory as NSString).lastPathComponent
        switch status {
        case "ok":
            if let reference = text("batch") {
                // Built in a batch: `<batch key> <entry>`.
                let parts = reference.split(separator: " ")
                guard parts.count == 2, let entry = Int(parts[1]), !parts[0].contains("/") else { return nil }
                let batch = root + "/batches/" + parts[0]
                guard verifiedBatches.verify(batch), fileManager.isExecutableFile(atPath: batch + "/program") else {
                    return nil
                }
                return BuiltSnippet(
                    executable: batch + "/program", entry: entry, builds: true, messages: messages, rawOutput: output,
                    wasBuilt: false, seconds: 0, identity: "\(parts[0])#\(entry)")
            }
            guard fileManager.isExecutableFile(atPath: directory + "/program") else { return nil }
            return BuiltSnippet(
                executable: directory + "/program", builds: true, messages: messages, rawOutput: output,
                wasBuilt: false, seconds: 0, identity: name)
        case "compiled":
            return BuiltSnippet(
                executable: nil, builds: true, messages: messages, rawOutput: output, wasBuilt: false, seconds: 0)
        case "failed":
            return BuiltSnippet(
                executable: nil, builds: false, messages: messages, rawOutput: output, wasBuilt: false, seconds: 0)
        default:
            return nil
        }
    }

    /// The messages in the compiler's output that point at a line of `files` (the files the code's
    /// lines came from), or, when `files` is nil, at a lesson (`.md`) line.
    static func messages(in output: String, files: Set<String>? = nil) -> [CompilerMessage] {
        var messages: [CompilerMessage] = []
        for line in output.split(separator: "\n") where line.has(": error: ") || line.has(": warning: ") {
            guard let match = line.firstMatch(of: compilerMessage) else { continue }
            let path = String(match.1)
            guard files.map({ $0.contains(path) }) ?? path.hasSuffix(".md") else { continue }
            var message = String(match.5)
            // The diagnostic group Swift 6.3 appends: `[#DeprecatedDeclaration]`, `[#no-usage]`.
            if let group = message.firstMatch(of: diagnosticGroup) { message.removeSubrange(group.range) }
            let entry = CompilerMessage(
                location: SourceLocation(file: path, line: Int(match.2)!),
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

/// The cache entries one run has verified already, behind a lock.
final class VerifiedEntries: Sendable {
    private let sound = Mutex<Set<String>>([])

    /// Whether `directory` is a sound entry (`CacheEntry.verify`), checked once per run.
    func verify(_ directory: String) -> Bool {
        if sound.withLock({ $0.contains(directory) }) { return true }
        guard CacheEntry.verify(directory) else { return false }
        sound.withLock { _ = $0.insert(directory) }
        return true
    }
}

/// A compiler message's line: `file:line:column: error|warning: text`. Made once, as a regex literal
/// is parsed again each time it is reached: every cached build's messages are read on each check.
nonisolated(unsafe) private let compilerMessage = #/^(.+?):(\d+):(\d+): (error|warning): (.*)$/#
/// The diagnostic group Swift 6.3 appends to a message: ` [#DeprecatedDeclaration]`.
nonisolated(unsafe) private let diagnosticGroup = #/ \[#[A-Za-z0-9_-]+\]$/#
