import Foundation

/// Many programs built in one compiler run: one module, each program in a file of its own with its
/// top-level declarations file-private (`BatchSource`), and one executable whose `main` runs the
/// program `LESSONS_ENTRY` names.
///
/// Why: most of a small program's build is the compiler starting and loading the engine's module,
/// which a batch does once. Measured on 2 cores (`Benchmarks/run`, docs/benchmarks.md), a batch of ten programs
/// builds in about a third of the time of ten builds.
///
/// A batch that fails to build never fails its programs: the programs the errors point at are built
/// alone, the others again as a batch; errors that point at no program's lines (two programs adding
/// the same conformance to an engine type) split the batch in halves. What a program is told, it
/// is told by a build of its own: only a batch that builds is kept, and a program with errors always
/// gets them from its own build, with the columns of its own lines.
///
/// Not batched: programs a diagnostics check reads (their messages must be exactly their own
/// build's), programs the batch rewrite cannot follow (`BatchSource.Refusal`), and runs with few
/// programs (no faster in a batch than alone on two cores).
extension SnippetBuilder {
    /// One program to build, and whether it has to be linked (a play runs it) or only compiled.
    public struct Request: Sendable {
        public var code: CodeVersion
        public var linking: Bool
        /// Whether it may be built with others: its messages are not compared with a recording.
        public var batchable: Bool
        public var label: String

        public init(code: CodeVersion, linking: Bool, batchable: Bool, label: String) {
            self.code = code
            self.linking = linking
            self.batchable = batchable
            self.label = label
        }
    }

    /// The most programs in one batch (`LESSONS_BATCH_SIZE` overrides it, for measuring; 1 builds
    /// each alone). Measured on 2 cores with the lessons' programs: see docs/benchmarks.md.
    static var defaultBatchSize: Int {
        ProcessInfo.processInfo.environment["LESSONS_BATCH_SIZE"].flatMap { Int($0) }.map { max(1, $0) } ?? 24
    }

    /// How to build `requests` (none of them in the cache): groups of their indices, each built in
    /// one compiler run (`buildGroup`), or alone when it has one index. The biggest come first, so
    /// that threads taking them in order finish together.
    func plan(_ requests: [Request], jobs: Int, batchSize: Int? = nil) -> [[Int]] {
        var alone: [Int] = []
        var batchable: [String: [Int]] = [:]
        for (index, request) in requests.enumerated() {
            if request.batchable && request.linking, case .success = BatchSource.file(for: request.code, entry: 0) {
                batchable[request.code.languageMode, default: []].append(index)
            } else {
                alone.append(index)
            }
        }
        // A batch pays when there are more programs than threads to build them on.
        let size = batchSize ?? Self.defaultBatchSize
        var work: [[Int]] = alone.map { [$0] }
        for mode in batchable.keys.sorted() {
            let members = batchable[mode]!
            if members.count <= max(1, jobs) || size <= 1 {
                work += members.map { [$0] }
                continue
            }
            let count = max(min(jobs, members.count / 2), (members.count + size - 1) / size)
            for batch in 0..<count {
                work.append(stride(from: batch, to: members.count, by: count).map { members[$0] })
            }
        }
        work.sort { $0.count > $1.count }
        return work
    }

    /// Builds `members` as a batch; when it fails, builds them in smaller groups and alone, until
    /// every program has a build of its own or a batch that built.
    func buildGroup(_ members: [(index: Int, code: CodeVersion)], done: (Int, BuiltSnippet) -> Void) {
        if members.count == 1 {
            done(members[0].index, build(members[0].code))
            return
        }
        switch buildBatch(members.map(\.code)) {
        case .built(let builds):
            for (member, built) in zip(members, builds) { done(member.index, built) }
        case .fault(let why, let output, let seconds, let codeMayCause):
            if codeMayCause {
                // A compiler that crashed or ran out of time may have met one program's code: each
                // is built alone, and only the program that does it again is told so.
                for member in members { done(member.index, build(member.code)) }
            } else {
                for member in members { done(member.index, .fault(why, output: output, seconds: seconds)) }
            }
        case .failed(let suspects):
            if suspects.isEmpty || suspects.count == members.count {
                if suspects.isEmpty && members.count > 3 {
                    let half = members.count / 2
                    buildGroup(Array(members[..<half]), done: done)
                    buildGroup(Array(members[half...]), done: done)
                } else {
                    for member in members { done(member.index, build(member.code)) }
                }
            } else {
                for offset in suspects.sorted() { done(members[offset].index, build(members[offset].code)) }
                buildGroup(members.enumerated().filter { !suspects.contains($0.offset) }.map(\.element), done: done)
            }
        }
    }

    enum BatchOutcome {
        /// Each program's build, in order.
        case built([BuiltSnippet])
        /// The machine failed the build: every program gets the fault, and nothing is kept. When the
        /// compiler crashed or ran out of time (`codeMayCause`), a program's code may be the cause.
        case fault(String, output: String, seconds: Double, codeMayCause: Bool = false)
        /// The code did not build: the programs the errors point at (by offset), maybe none.
        case failed(suspects: Set<Int>)
    }

    /// The cache key of a batch of `codes`.
    func batchKey(_ codes: [CodeVersion]) -> String {
        var hash = ContentHash()
        hash.add("batch 1")
        for code in codes { hash.add(key(for: code)) }
        return hash.hex
    }

    /// Compiles `codes` as one batch; keeps the executable in `batches/<key>` and each program's entry
    /// in `snippets/<its key>`, naming the batch and its number there.
    func buildBatch(_ codes: [CodeVersion]) -> BatchOutcome {
        let key = batchKey(codes)
        let directory = root + "/batches/" + key
        if cacheDirectory == nil { Interruption.shared.removeOnInterrupt(scratchDirectory) }
        return CacheEntry.withStaging(in: root + "/batches", prefix: key) { staging in
            buildBatch(codes, key: key, in: staging, as: directory)
        }
    }

    /// Compiles `codes` as one batch in `staging`, kept as `directory`.
    private func buildBatch(_ codes: [CodeVersion], key: String, in staging: String, as directory: String)
        -> BatchOutcome
    {
        let fileManager = FileManager.default
        var files: [(name: String, text: String)] = []
        for (entry, code) in codes.enumerated() {
            guard case .success(let text) = BatchSource.file(for: code, entry: entry) else {
                return .failed(suspects: [entry])
            }
            files.append(("Program\(entry).swift", text))
        }
        files.append(("Batch.swift", BatchSource.dispatcher(entries: Array(codes.indices))))
        let paths: [String]
        do {
            paths = try CacheEntry.writeSources(files, into: staging + "/src")
        } catch {
            return .fault("cannot write the programs' sources in \(root): \(error)", output: "", seconds: 0)
        }
        let arguments =
            Self.flags(for: codes[0]) + Self.linkingFlags + engine.compilerArguments + paths + [
                "-o", staging + "/program",
            ] + toolchain.linkerArguments
        let result = ProcessRunner.run(
            toolchain.swiftc, arguments, environment: Toolchain.environment(temporaryFolder: staging + "/tmp"),
            timeout: SnippetBuilder.compileTimeout + 10 * Double(codes.count))
        let output = result.errorOutput + result.output
        if let why = MachineFault.of(result, compiler: "swiftc") {
            let crashedOrSlow: Bool
            switch result.ending {
            case .signaled: crashedOrSlow = true
            case .exited: crashedOrSlow = result.timedOut || why.contains("failed due to signal")
            case .notStarted: crashedOrSlow = false
            }
            return .fault(why, output: output, seconds: result.seconds, codeMayCause: crashedOrSlow)
        }
        let lines = codes.map { code in Set(code.files.flatMap { $0.lines.map(\.origin) }) }
        guard result.status == 0, fileManager.isExecutableFile(atPath: staging + "/program") else {
            var suspects = Set<Int>()
            let files = Set(lines.flatMap { $0.map(\.file) })
            for message in Self.messages(in: output, files: files) where message.severity == "error" {
                for (offset, own) in lines.enumerated() where own.contains(message.location) { suspects.insert(offset) }
            }
            return .failed(suspects: suspects)
        }
        do {
            try fileManager.removeItem(atPath: staging + "/src")
            try? fileManager.removeItem(atPath: staging + "/tmp")
            try Self.keep(staging, as: directory, output: output, status: "batch")
        } catch {
            return .fault("cannot keep the build in \(root): \(error)", output: output, seconds: result.seconds)
        }
        var builds: [BuiltSnippet] = []
        for (entry, code) in codes.enumerated() {
            let own = Self.output(output, about: lines[entry])
            let entryDirectory = root + "/snippets/" + self.key(for: code)
            let kept: Error? = CacheEntry.withStaging(in: root + "/snippets", prefix: self.key(for: code)) {
                entryStaging in
                do {
                    try fileManager.createDirectory(atPath: entryStaging, withIntermediateDirectories: true)
                    try Self.keep(
                        entryStaging, as: entryDirectory, output: own, status: "ok", extra: ["batch": "\(key) \(entry)"]
                    )
                    return nil
                } catch {
                    return error
                }
            }
            if let kept {
                builds.append(.fault("cannot keep the build in \(root): \(kept)", output: own, seconds: result.seconds))
                continue
            }
            guard var built = load(entryDirectory, code: code) else {
                builds.append(
                    .fault(
                        "the build kept in \(entryDirectory) cannot be read back", output: own, seconds: result.seconds)
                )
                continue
            }
            built.wasBuilt = true
            built.seconds = result.seconds / Double(codes.count)
            built.batchSize = codes.count
            builds.append(built)
        }
        return .built(builds)
    }

    /// The part of a batch's compiler output about one program: each message at one of its lines,
    /// with the lines that follow it (the source line, the caret).
    static func output(_ output: String, about lines: Set<SourceLocation>) -> String {
        var kept: [Substring] = []
        var keeping = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: #/^(.+?):(\d+):(\d+): (error|warning|note|remark): /#) {
                let location = SourceLocation(file: String(match.1), line: Int(match.2)!)
                keeping = lines.contains(location) || (match.4 == "note" && keeping)
            }
            if keeping { kept.append(line) }
        }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }
}
