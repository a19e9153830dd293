import Foundation

/// A folder where a student writes a lesson's app in their own editor: the app's Swift files as the
/// lesson starts, and a small file that says which lesson and which step it is at.
///
/// `lessons run` builds the student's files against the engine, with every line's origin at the
/// student's own file, so compiler messages point there, and compares each run of the step with the
/// lesson's recording.
public struct Workspace {
    /// What the workspace remembers, in `.lessons-workspace.json`.
    public struct Metadata: Codable, Equatable, Sendable {
        /// The lesson file, as an absolute path.
        public var lesson: String
        /// The step the student is working on.
        public var step: Int
        /// How many hints `lessons hint` has shown, by step number; absent in a workspace made before hints.
        public var hintsShown: [String: Int]?
    }

    public static let metadataName = ".lessons-workspace.json"

    /// The folder, as an absolute path.
    public let folder: String
    public var metadata: Metadata

    // MARK: - Public API

    /// Makes `folder` (which must not exist, or be empty) with the app as `lesson` starts; with
    /// `engineRoot`, the package that holds the engine, the folder is a Swift package for editors too
    /// (`WorkspacePackage`). A lesson with errors in its format (`problems`) is refused: its app may
    /// not be what the author wrote. The folder is made whole under another name and renamed into
    /// place, so a failure half-way leaves nothing.
    public static func create(
        for lesson: Lesson, at folder: String, engineRoot: String? = nil,
        problems: [LessonDiagnostic] = []
    ) throws -> Workspace {
        let fileManager = FileManager.default
        // An empty name would make the current folder the workspace, and say it made `/`.
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw WorkspaceError.noFolderName
        }
        if !problems.isEmpty {
            throw WorkspaceError.lessonHasErrors(
                LessonLibrary.relative(lesson.path), lines: problems.map(\.location.line))
        }
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue {
            throw WorkspaceError.folderIsAFile(folder)
        }
        if let existing = try? fileManager.contentsOfDirectory(atPath: absolute), !existing.isEmpty {
            throw WorkspaceError.folderNotEmpty(folder)
        }
        let history = AppHistory(lesson)
        guard let first = history.stepNumbers.first else {
            throw LessonError.noSteps(path: lesson.path)
        }
        let parent = (absolute as NSString).deletingLastPathComponent
        do {
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            // Why, in words: the nearest part of the path that exists is a file, or cannot be written in.
            var existing = (absolute as NSString).deletingLastPathComponent
            while !fileManager.fileExists(atPath: existing) && existing != "/" {
                existing = (existing as NSString).deletingLastPathComponent
            }
            var isDirectory: ObjCBool = false
            _ = fileManager.fileExists(atPath: existing, isDirectory: &isDirectory)
            let reason =
                !isDirectory.boolValue
                ? "\(existing) is a file, not a folder"
                : !fileManager.isWritableFile(atPath: existing)
                    ? "\(existing) cannot be written in" : error.localizedDescription
            throw WorkspaceError.cannotMakeFolder(folder, reason: reason)
        }
        let staging = parent + "/.lessons-start-\(getpid())-\(UUID().uuidString)"
        do {
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw WorkspaceError.cannotMakeFolder(folder, reason: "\(parent) cannot be written in")
        }
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? fileManager.removeItem(atPath: staging)
            Interruption.shared.forgetPath(staging)
        }
        for file in history.start {
            // The manifest is the runner's (`LessonParser` refuses a lesson's): never the lesson's.
            guard file.name.lowercased() != WorkspacePackage.manifestName.lowercased() else { continue }
            try write(file.lines, to: staging + "/" + file.name)
        }
        let lessonPath = URL(fileURLWithPath: lesson.path).standardizedFileURL.path
        try Workspace(folder: staging, metadata: Metadata(lesson: lessonPath, step: first)).saveMetadata()
        if let engineRoot { try WorkspacePackage.write(in: staging, engineRoot: engineRoot) }
        // Over an empty folder of that name too (rename(2) replaces an empty folder).
        guard rename(staging, absolute) == 0 else {
            throw WorkspaceError.cannotMakeFolder(folder, reason: String(cString: strerror(errno)))
        }
        return Workspace(folder: absolute, metadata: Metadata(lesson: lessonPath, step: first))
    }

    /// The workspace that holds `directory`, looking upwards.
    public static func find(from directory: String = FileManager.default.currentDirectoryPath) throws -> Workspace {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.path + "/" + metadataName
            if let data = FileManager.default.contents(atPath: candidate) {
                guard let metadata = try? JSONDecoder().decode(Metadata.self, from: data) else {
                    throw WorkspaceError.unreadableMetadata(candidate)
                }
                return Workspace(folder: url.path, metadata: metadata)
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        throw WorkspaceError.notAWorkspace
    }

    /// Saves which step the student is at.
    public func saveMetadata() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(metadata), to: folder + "/" + Self.metadataName)
    }

    /// The Swift files in the workspace: the lesson's, in the lesson's order, then any the student
    /// added; never the manifest that makes the folder a package for editors.
    public func swiftFiles(lessonOrder: [String]) -> [String] {
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != WorkspacePackage.manifestName }
        return lessonOrder.filter(present.contains) + present.filter { !lessonOrder.contains($0) }.sorted()
    }

    /// The most of one of the student's files that is read: a source file of a lesson's app is a
    /// few kilobytes.
    static let fileSizeLimit = 8 << 20

    /// The student's code, each line's origin at its own file. A file that is not a regular one (a
    /// FIFO, a device, a folder named `.swift`) is refused by name, never read as empty.
    public func studentCode(lessonOrder: [String], label: String) throws -> CodeVersion {
        var files: [(name: String, lines: [CodeVersion.Line])] = []
        for name in swiftFiles(lessonOrder: lessonOrder) {
            let path = folder + "/" + name
            let bytes: Data
            do {
                bytes = try RegularFile.read(path, limit: Self.fileSizeLimit) ?? Data()
            } catch {
                throw WorkspaceError.unreadableCode(
                    name, problem: error.phrase, isTheLessons: lessonOrder.contains(name), folder: folder)
            }
            // Read as a lesson is: any line ending, a BOM; a byte that is no UTF-8 stays visible (as
            // U+FFFD) for the compiler to point at, never an empty file.
            var lines = LessonSource(bytes: bytes, path: path).lines
            if lines.last == "" { lines.removeLast() }
            files.append(
                (
                    name,
                    lines.enumerated().map {
                        CodeVersion.Line(text: $0.element, origin: SourceLocation(file: path, line: $0.offset + 1))
                    }
                ))
        }
        return CodeVersion(files: files, label: label)
    }

    /// The checks `lessons run --step N` compares: the step's runs of the app as the step leaves it,
    /// each made to run the student's code instead.
    public func plan(step number: Int, of lesson: Lesson) throws -> StepPlan {
        let walkthrough = Walkthrough(lesson)
        guard
            let item = walkthrough.items.first(where: {
                if case .step(number, _) = $0 { return true } else { return false }
            }),
            case .step(_, let section) = item, let final = walkthrough.history.after(step: number)
        else {
            throw LessonError.noSuchStep(lesson: lesson.shortName, step: number, steps: walkthrough.history.stepNumbers)
        }
        let code = try studentCode(lessonOrder: final.map(\.name), label: "your step \(number)")
        var checks: [Check] = []
        var lessonChecks: [Check] = []
        var onTheWay: [Check] = []
        var earlier = 0
        for check in walkthrough.checks(of: item) {
            let ran = check.code.map { $0.files.map { AppHistory.File(name: $0.name, lines: $0.lines.map(\.text)) } }
            var mine = check
            if mine.skipReason == nil { mine.code = code }
            guard ran == final || (check.code == nil && check.skipReason != nil) else {
                earlier += 1
                if mine.skipReason == nil { onTheWay.append(mine) }
                continue
            }
            checks.append(mine)
            if check.skipReason == nil { lessonChecks.append(check) }
        }
        let onlyBuilds = checks.isEmpty
        if onlyBuilds {
            // Nothing recorded for the step's final code: at least say whether the student's builds.
            let block = Block(
                location: section.location, kind: "diagnostics", attributes: ["severity": "warning"], lines: ["..."])
            checks.append(
                Check(
                    kind: .diagnostics, block: block, title: "it builds", code: code, play: [], scope: .last,
                    severity: "warning", usesWildcards: true, skipReason: nil))
        }
        return StepPlan(
            step: number, title: section.title, checks: checks, onlyBuilds: onlyBuilds, checksOfEarlierCode: earlier,
            code: code,
            next: walkthrough.history.stepNumbers.first { $0 > number }, differences: differences(from: final),
            lessonChecks: lessonChecks, onTheWay: onTheWay)
    }

    /// How the student's files differ from `lessonFiles` (the lesson's app at some point): each of
    /// the lesson's files that is missing or reads differently, ignoring spaces at the ends of
    /// lines and blank lines at the end. Files the student added are left out.
    public func differences(from lessonFiles: [AppHistory.File]) -> [FileDifference] {
        func normal(_ lines: [String]) -> [String] {
            var result = lines.map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            while result.last == "" { result.removeLast() }
            return result
        }
        return lessonFiles.compactMap { file in
            guard let data = try? RegularFile.read(folder + "/" + file.name, limit: Self.fileSizeLimit),
                let text = String(data: data, encoding: .utf8)
            else {
                return FileDifference(name: file.name, lesson: file.lines, yours: nil)
            }
            let yours = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return normal(yours) == normal(file.lines)
                ? nil : FileDifference(name: file.name, lesson: normal(file.lines), yours: normal(yours))
        }
    }

    /// The folder where `reset` keeps the files it replaces.
    public static let keptFolderName = ".lessons-kept"

    /// Puts `file` back as the lesson has it when step `step` starts. The student's version, when
    /// there is one and it differs, is first kept in `.lessons-kept/` (a folder `lessons run` does
    /// not build), under the file's name and the time: its path, relative to the workspace, is
    /// returned. Nothing is kept, and nil returned, when the file already is as the lesson has it.
    /// A `file` with a folder in it (`../other/TripCard.swift`) is taken from `directory` (the
    /// current folder), and must be a file of this workspace: one elsewhere is refused, never
    /// taken to mean the workspace's file of that name.
    @discardableResult
    public func reset(
        _ file: String, toStartOf step: Int, of lesson: Lesson, now: Date = Date(),
        from directory: String = FileManager.default.currentDirectoryPath
    ) throws -> String? {
        let history = AppHistory(lesson)
        guard let files = history.before(step: step) else {
            throw LessonError.noSuchStep(lesson: lesson.shortName, step: step, steps: history.stepNumbers)
        }
        let name = (file as NSString).lastPathComponent
        if file.contains("/") {
            let given = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
                .standardizedFileURL
            let place = AtomicFile.resolvedPath(given.deletingLastPathComponent().path)
            guard place == AtomicFile.resolvedPath(folder) else {
                throw WorkspaceError.notInWorkspace(file, name: name, folder: folder, place: place)
            }
        }
        guard let original = files.first(where: { $0.name == name }) else {
            throw WorkspaceError.noSuchFile(name, step: step, files: files.map(\.name))
        }
        let path = folder + "/" + name
        // A symbolic link that leads out of the workspace would have reset read and replace a file
        // the lesson never gave the student (anywhere the link points): only the workspace's own.
        let root = AtomicFile.resolvedPath(folder)
        for (what, place) in [(name, path), (Self.keptFolderName, folder + "/" + Self.keptFolderName)] {
            let resolved = AtomicFile.resolvedPath(place)
            if resolved != place, !resolved.hasPrefix(root + "/") {
                throw WorkspaceError.linkOutside(place, to: resolved, root: root, link: what, name: name)
            }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw WorkspaceError.folderInTheWay(path, name: name)
        }
        var kept: String?
        // A FIFO or a device there holds nothing of the student's to keep, and is never read.
        if let current = try? RegularFile.read(path, limit: Self.fileSizeLimit),
            current != Data((original.lines.joined(separator: "\n") + "\n").utf8)
        {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            let keptFolder = folder + "/" + Self.keptFolderName
            do {
                try FileManager.default.createDirectory(atPath: keptFolder, withIntermediateDirectories: true)
            } catch {
                throw WorkspaceError.cannotMakeKeptFolder(keptFolder, name: name)
            }
            var candidate = "\(Self.keptFolderName)/\(name).\(formatter.string(from: now))"
            var counter = 1
            while FileManager.default.fileExists(atPath: folder + "/" + candidate) {
                counter += 1
                candidate = "\(Self.keptFolderName)/\(name).\(formatter.string(from: now))-\(counter)"
            }
            guard FileManager.default.createFile(atPath: folder + "/" + candidate, contents: current) else {
                throw WorkspaceError.cannotKeep(name, in: keptFolder)
            }
            kept = candidate
        }
        try Self.write(original.lines, to: path)
        return kept
    }

    static func write(_ lines: [String], to path: String) throws {
        try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: path)
    }
}

/// What `lessons run --step N` compares, and with what code.
public struct StepPlan {
    public var step: Int
    public var title: String
    /// The step's runs of its final code, to run with the student's code.
    public var checks: [Check]
    /// Whether the step records no run of its final code, so that `checks` only asks whether it builds.
    public var onlyBuilds: Bool
    /// Runs of the step that show code on its way (an edit the step goes on to change), not compared.
    public var checksOfEarlierCode: Int
    /// The student's code.
    public var code: CodeVersion
    /// The step after this one.
    public var next: Int?
    /// How the student's files differ from the lesson's app as the step leaves it.
    public var differences: [FileDifference]
    /// The step's runs of its final code as the lesson has them, with the lesson's own code.
    public var lessonChecks: [Check] = []
    /// The step's runs of its code on the way (before its last edit), made to run the student's
    /// code: one that matches says that the student is on the way through the step, not lost.
    public var onTheWay: [Check] = []

    /// Whether the step is done, given what its checks did: every run matches its recording; and
    /// when the step records no run of its final code (so that only a build was checked), the
    /// files are the lesson's, since a build alone says nothing of whether the step's edits were made.
    public func isDone(_ results: [CheckResult]) -> Bool {
        guard !results.isEmpty, results.allSatisfy({ $0.status != .failed }) else { return false }
        return !onlyBuilds || differences.isEmpty
    }
}

extension StepPlan {
    /// Whether a result names unmodelled API that the lesson's own runs (`lessonChecks`) may show
    /// to explain nothing: then they are worth running, for `namingUnmodelled(_:lessonResults:)`.
    public func needsLessonRuns(_ results: [CheckResult]) -> Bool {
        results.contains { $0.status == .failed && !$0.unmodelled.isEmpty }
    }

    /// The student's results, each naming only the unmodelled API that may explain its difference.
    ///
    /// The rule: unmodelled API changes nothing on the simulated device, so a run of the lesson's
    /// own code that used it and matched the recording shows that this API makes no difference
    /// to that play. When the student's run of the same play differs, what differs is elsewhere
    /// (a printed value, a missing view): naming that API beside the diff would send the student
    /// after the engine instead of their mistake. API only the student's code used (a tap
    /// gesture in place of the lesson's Button, whose action the engine never fires) may explain
    /// it, and is still named; so is all of it when the lesson's run did not match (a known issue).
    public func namingUnmodelled(_ results: [CheckResult], lessonResults: [CheckResult]) -> [CheckResult] {
        results.map { result in
            guard result.status == .failed, !result.unmodelled.isEmpty,
                let lesson = lessonResults.first(where: {
                    $0.check.location == result.check.location && $0.check.play == result.check.play
                }),
                lesson.status == .passed
            else { return result }
            return result.namingUnmodelled(only: result.unmodelled.filter { !lesson.unmodelled.contains($0) })
        }
    }

    /// The first of the step's runs of its code on the way that the student's code matches, given
    /// what `onTheWay` did: the student is part way through the step, where the lesson is too.
    public func matchedOnTheWay(_ results: [CheckResult]) -> CheckResult? {
        results.first { $0.status == .passed }
    }
}

/// One of the lesson's files as the student's copy differs from it.
public struct FileDifference: Equatable, Sendable {
    public var name: String
    /// The lesson's lines.
    public var lesson: [String]
    /// The student's lines; nil when the student has no such file.
    public var yours: [String]?

    /// The change from the lesson's file to the student's, in hunks with a little context.
    public var change: [CodeDiff.Line] {
        CodeDiff.lines(before: lesson, after: yours ?? [])
    }
}
