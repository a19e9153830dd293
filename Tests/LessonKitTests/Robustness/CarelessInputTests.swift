import Foundation
import HostContract
import Testing

@testable import LessonKit

/// A lesson with one program and one check whose fence line is `fence`, to break in each test.
private func lessonText(fence: String, lines: [String] = ["x"]) -> String {
    "# Lesson 1 · T\n\n## Step 1 · A\n\n```swift program\nlet x = 1\n```\n\n\(fence)\n"
        + lines.map { $0 + "\n" }.joined() + "```\n"
}

/// The checks of the lesson `text`, run against the engine with the package's cache.
private func runChecks(_ text: String, jobs: Int? = nil) throws -> [CheckResult] {
    let layout = try #require(
        PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
    let (lesson, diagnostics) = LessonParser.parse(text, path: "careless.md")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    var options = CheckOptions()
    options.cacheDirectory = layout.defaultCache
    if let jobs { options.jobs = jobs }
    return try LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options).run([lesson])
}

@Suite(
    "Careless input: each is an error at its file:line, a failure, or a usage error; never a crash or a silent pass",
    .onThreadsOfItsOwn)
struct CarelessInputTests {
    // MARK: - Plays

    @Test(
        "A wait that is not a duration (nan, inf, 1e30 s, negative) is a play error, never a trap of `lessons`",
        arguments: ["nans", "infs", "1e30s", "1e300ms", "-5s", "-0.5ms"])
    func impossibleWait(_ duration: String) {
        let (lesson, diagnostics) = LessonParser.parse(
            lessonText(fence: "```console play=\"launch; wait \(duration)\""), path: "w.md")
        #expect(lesson.checks.isEmpty)
        let error = diagnostics.first { $0.message.contains("`wait` needs a duration from 0 s to a day") }
        #expect(error?.location == SourceLocation(file: "w.md", line: 9), "\(diagnostics)")
    }

    @Test("Waits from 0 s to a day are still durations")
    func soundWaits() throws {
        #expect(
            try HostAction.parsePlay("launch; wait 0s; wait 500ms; wait 86400s") == [
                .launch, .wait(.zero), .wait(.milliseconds(500)), .wait(.seconds(86_400)),
            ])
    }

    @Test(
        "An empty play or an empty action between `;` says so, not `unknown action ```",
        arguments: ["", ";;;", "launch;; tap A", "; launch"])
    func emptyAction(_ play: String) {
        do {
            _ = try HostAction.parsePlay(play)
            Issue.record("`\(play)` was accepted")
        } catch {
            #expect("\(error)".contains("an empty action"), "\(error)")
        }
    }

    @Test(
        "A verb in capitals or actions joined by a full-width semicolon say what to write",
        arguments: [
            ("Launch", "written in lowercase", "`launch`"),
            ("launch; TAP Count: 0", "written in lowercase", "`tap Count: 0`"),
            ("launch；tap Count: 0", "separated by `;`", "`launch; tap Count: 0`"),
        ])
    func verbSpelling(_ play: String, _ message: String, _ example: String) {
        do {
            _ = try HostAction.parsePlay(play)
            Issue.record("`\(play)` was accepted")
        } catch {
            #expect("\(error)".contains(message) && "\(error)".contains(example), "\(error)")
        }
    }

    // MARK: - Block kinds and attributes

    @Test(
        "A check whose kind is mistyped or capitalised is an error, not a block shown as text and never checked",
        arguments: [
            ("```consle play=launch", "console"), ("```Console play=launch", "console"),
            ("```scren play=launch", "screen"), ("```diagnostic", "diagnostics"),
            ("```LOG play=launch", "log"), ("```Swift program", "swift"),
        ])
    func mistypedKind(_ fence: String, _ meant: String) {
        let text = lessonText(fence: "```console play=launch", lines: ["x"]) + "\n" + fence + "\nx\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "k.md")
        #expect(lesson.checks.count == 1)
        let error = diagnostics.first { $0.message.contains("is not a kind of block `lessons` reads") }
        #expect(error?.location == SourceLocation(file: "k.md", line: 13), "\(diagnostics)")
        #expect(error?.fix?.contains("```\(meant)") == true, "\(String(describing: error?.fix))")
    }

    @Test(
        "A data file for the app (`json file=trips.json`) is an error, not a file the app silently runs without",
        arguments: ["```json file=trips.json", "```plist file=Info.plist", "```txt file=notes.txt"])
    func dataFile(_ fence: String) {
        let (_, diagnostics) = LessonParser.parse("# T\n\n\(fence)\n[\"Oslo\"]\n```\n", path: "d.md")
        let error = diagnostics.first { $0.message.contains("only Swift files are part of the app") }
        #expect(error?.location == SourceLocation(file: "d.md", line: 3), "\(diagnostics)")
        #expect(error?.fix?.contains("a string literal") == true)
    }

    @Test(
        "Blocks of other languages are shown as written, with no error",
        arguments: ["text", "sh", "go", "json", "markdown", "swiftui-not", "", "c"])
    func otherLanguages(_ kind: String) {
        let (_, diagnostics) = LessonParser.parse("# T\n\n```\(kind)\nsome text\n```\n", path: "o.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test(
        "`file=` with a folder, `..` or a leading dot is an error: it would be written outside the build or the workspace",
        arguments: [
            "../../../tmp/x.swift", "Views/App.swift", "/etc/x.swift", ".lessons-workspace.json", "..", "a\\b.swift",
        ])
    func fileOutsideTheApp(_ name: String) {
        let text = "# Lesson 1 · T\n\n## The app as this lesson starts\n\n```swift file=\(name)\nlet a = 1\n```\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "f.md")
        #expect(lesson.checks.isEmpty)
        let error = diagnostics.first { $0.message.contains("is not a plain file name") }
        #expect(error?.location == SourceLocation(file: "f.md", line: 5), "\(diagnostics)")
        #expect(AppHistory(lesson).start.isEmpty, "no file of the app is named \(name)")
    }

    @Test(
        "`output=` and `from=` on one block is an error, not one of them dropped",
        arguments: ["output=last from=2", "output=all from=1"])
    func outputAndFrom(_ attributes: String) {
        let (lesson, diagnostics) = LessonParser.parse(
            lessonText(fence: "```console play=\"launch; back\" \(attributes)"), path: "o.md")
        #expect(lesson.checks.isEmpty)
        #expect(diagnostics.first?.message.contains("both choose the actions to compare") == true, "\(diagnostics)")
        #expect(diagnostics.first?.location.line == 9)
    }

    @Test("A wildcards block of nothing but `...` matches any output: an error, not a check that cannot fail")
    func onlyWildcards() {
        let (lesson, diagnostics) = LessonParser.parse(
            lessonText(fence: "```console play=launch wildcards", lines: ["...", "", "..."]), path: "d.md")
        #expect(lesson.checks.isEmpty)
        let error = diagnostics.first { $0.message.contains("holds only `...`") }
        #expect(error?.location == SourceLocation(file: "d.md", line: 9), "\(diagnostics)")
        let (sound, soundDiagnostics) = LessonParser.parse(
            lessonText(fence: "```console play=launch wildcards", lines: ["...", "x"]), path: "d.md")
        #expect(sound.checks.count == 1 && soundDiagnostics.isEmpty, "\(soundDiagnostics)")
    }

    @Test("A backslash-escaped quote in a value says that values have no escapes, not `unknown attribute b\\\"`")
    func escapedQuote() {
        let (lesson, diagnostics) = LessonParser.parse(
            lessonText(fence: #"```console play=launch title="a \"b\" c""#), path: "q.md")
        #expect(lesson.checks.isEmpty)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("cannot escape a quote") == true, "\(diagnostics)")
        #expect(diagnostics.first?.location.line == 9)
    }

    @Test(
        "A heading that starts with the letters of \"step\" (Stepper, Steps) is prose, not a step that takes the next number"
    )
    func stepperIsNoStep() {
        let text =
            "# Lesson 1 · T\n\n## Step 1 · A\n\ntext\n\n## Stepper basics\n\ntext\n\n## Steps to reproduce\n\ntext\n\n## Step 2 · B\n\ntext\n"
        let (lesson, diagnostics) = LessonParser.parse(text, path: "s.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lesson.sections.map(\.kind).dropFirst() == [.step(1), .prose, .prose, .step(2)])
    }

    // MARK: - The command line

    // MARK: - What the program prints

    func result(_ ending: ProcessRunner.Ending) -> ProcessRunner.Result {
        ProcessRunner.Result(
            ending: ending, output: "", errorOutput: "", timedOut: false, truncated: false, leftProcesses: false,
            seconds: 0)
    }

    @Test("A `␞done` the program prints before an action does not make a crash in that action a pass")
    func forgedDone() {
        let text = "\u{1E}action 1 launch\n\u{1E}done \n\u{1E}action 2 tap Go\n"
        let output = PlayOutput.parse(text)
        #expect(!output.finished)
        let problem = PlayProblem.describe(
            output, result(.signaled(4)), play: ["launch", "tap Go"], timeout: 20, outputLimit: 1 << 20)
        #expect(problem?.contains("crashed") == true, "\(String(describing: problem))")
        #expect(!PlayTrace.parse(text).finished)
    }

    @Test("A `␞done` followed by a crash or a failing exit status is not a finished play")
    func doneThenCrash() {
        let output = PlayOutput.parse("\u{1E}action 1 launch\n\u{1E}done \n")
        #expect(
            PlayProblem.describe(output, result(.signaled(11)), play: ["launch"], timeout: 20, outputLimit: 1 << 20)?
                .contains("crashed") == true)
        #expect(
            PlayProblem.describe(output, result(.exited(3)), play: ["launch"], timeout: 20, outputLimit: 1 << 20)?
                .contains("exit status 3") == true)
        #expect(
            PlayProblem.describe(output, result(.exited(0)), play: ["launch"], timeout: 20, outputLimit: 1 << 20) == nil
        )
    }

    @Test("A record separator the program prints itself stays in its line, as iOS shows it")
    func programsRecordSeparator() {
        let output = PlayOutput.parse(
            "\u{1E}action 1 launch\na\u{1E}b\n\u{1E}\nc\u{1E}x y\u{1E}log warned\n\u{1E}done \n")
        #expect(output.segments.flatMap(\.console) == ["a\u{1E}b", "\u{1E}", "c\u{1E}x y"])
        #expect(output.segments.flatMap(\.log) == ["warned"])
        #expect(output.finished)
    }

    // MARK: - The cache

    @Test(
        "A damaged timing file in the cache (nan, -1e308, 1e300) is no estimate, never a trap of `lessons check`",
        arguments: ["nan", "-1e308", "1e300", "inf", "garbage", ""])
    func damagedTiming(_ text: String) throws {
        let layout = try #require(
            PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("careless-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        for kind in ["link", "compile"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: cache + "/engine-seconds-" + kind))
        }
        let engine = try EngineBuild.locate(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: cache)
        #expect((1...60).contains(engine.estimatedSeconds), "\(engine.estimatedSeconds)")
    }

    // MARK: - Files that are no lesson

    @Test("A .md that is a folder, a pipe, a link to itself or to nothing says which, and what to do")
    func unreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "careless-files-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/03-folder.md", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/04-pipe.md", 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/05-loop.md", withDestinationPath: folder + "/05-loop.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/06-gone.md", withDestinationPath: folder + "/nothing.md")
        let expected = [
            "03-folder.md": "is a folder, not a lesson file", "04-pipe.md": "is not a regular file",
            "05-loop.md": "leads back to itself", "06-gone.md": "which does not exist",
            "07-missing.md": "it does not exist",
        ]
        for (name, message) in expected {
            do {
                _ = try LessonLibrary.load(folder + "/" + name)
                Issue.record("\(name) was read")
            } catch {
                #expect("\(error)".contains(message), "\(name): \(error)")
            }
        }
    }

    // `lessons check ""` said `Error: : no such file or folder`, and a link to itself "no such file".
    @Test("A path given to check that is empty, a link to itself or to nothing says which, not \"no such file\"")
    func unreadablePaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "careless-paths-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/loop.md", withDestinationPath: folder + "/loop.md")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/gone.md", withDestinationPath: folder + "/nothing.md")
        let expected = [
            "": "an empty path was given", folder + "/loop.md": "leads back to itself",
            folder + "/gone.md": "which does not exist", folder + "/missing.md": "no such file or folder",
        ]
        for (path, message) in expected {
            #expect { try LessonLibrary.files([path], layout: nil) } throws: { "\($0)".contains(message) }
        }
    }

    @Test("A lesson name that fits two lessons (a number, a prefix) says which, instead of opening the first")
    func ambiguousLesson() throws {
        let folder = NSTemporaryDirectory() + "careless-find-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Lessons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["07-a.md", "07-b.md", "08-c.md"] {
            try "# T\n".write(toFile: folder + "/Lessons/" + name, atomically: true, encoding: .utf8)
        }
        let layout = PackageLayout(root: folder)
        for name in ["7", "07"] {
            #expect(throws: LessonError.self) { try LessonLibrary.find(name, layout: layout) }
        }
        #expect(try LessonLibrary.find("8", layout: layout).hasSuffix("08-c.md"))
        #expect(try LessonLibrary.find("07-b", layout: layout).hasSuffix("07-b.md"))
    }

    @Test("A lesson named twice on the command line (as a file and in its folder, or by two paths) is checked once")
    func lessonNamedTwice() throws {
        let folder = NSTemporaryDirectory() + "careless-twice-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["01-a.md", "02-b.md"] {
            try "# T\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let files = try LessonLibrary.files(
            [
                folder, folder + "/01-a.md", folder + "/./02-b.md",
                folder + "/../" + (folder as NSString).lastPathComponent + "/01-a.md",
            ], layout: nil)
        #expect(files == [folder + "/01-a.md", folder + "/02-b.md"])
    }

    // MARK: - Workspaces

    @Test(
        "`lessons start --dir` with an empty name or a file's name is an error, never the current folder or a Cocoa error"
    )
    func startInNoFolder() throws {
        let lesson = LessonParser.parse(
            "# Lesson 1 · T\n\n## The app as this lesson starts\n\n```swift file=A.swift\nlet a = 1\n```\n\n## Step 1 · Go\n\ntext\n",
            path: "01-t.md"
        ).lesson
        let file = NSTemporaryDirectory() + "careless-start-\(UUID().uuidString).swift"
        try "mine".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        for (folder, message) in [
            ("", "--dir needs a folder name"), ("  ", "--dir needs a folder name"), (file, "is a file, not a folder"),
            (
                file + "/sub/deeper",
                "cannot make the folder \(file)/sub/deeper: \(file) is a file, not a folder; choose another folder with --dir"
            ),
        ] {
            do {
                _ = try Workspace.create(for: lesson, at: folder)
                Issue.record("a workspace was made at '\(folder)'")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
    }

    // MARK: - The report on a terminal

    @Test("Escape sequences and CRs a program prints show as \\u{…} in the text report, never reach the terminal")
    func escapeSequencesInOutput() {
        let block = Block(
            location: SourceLocation(file: "e.md", line: 9), kind: "console", attributes: ["play": "launch"],
            lines: ["x"])
        let check = Check(
            kind: .console, block: block, title: "Step 1", code: CodeVersion(files: [], label: "step"),
            play: ["launch"],
            scope: .last, severity: "error", usesWildcards: false, skipReason: nil)
        let hostile = "\u{1B}[1A\u{1B}[2K\u{1B}]0;title\u{7}ok\rPASS\u{9B}2J"
        let result = CheckResult(
            check: check, status: .failed, reason: "the console differs", diff: "- x\n+ " + hostile, actual: [hostile])
        let text = CheckReport(results: [result], problems: []).text()
        #expect(
            !text.unicodeScalars.contains {
                $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value)
            }, "\(text.debugDescription)")
        #expect(text.contains(#"+ \u{1B}[1A\u{1B}[2K\u{1B}]0;title\u{7}ok\u{D}PASS\u{9B}2J"#), "\(text)")
        #expect(text.contains("FAIL e.md:9"))
    }

    // MARK: - Jobs

    @Test(
        "--jobs far past the work (99999999999) runs no more workers than there is work, never a trap or a thread storm"
    )
    func hugeJobs() throws {
        // A program of its own, so that its build and play are never in the cache.
        let text = lessonText(fence: "```console play=launch", lines: ["\(UUID().uuidString)"])
            .replacingOccurrences(
                of: "let x = 1",
                with:
                    "import SwiftUI\nstruct ContentView: View { var body: some View { let _ = print(\"x\"); Text(\"x\") } }\n// \(UUID())"
            )
        let results = try runChecks(text, jobs: 99_999_999_999)
        #expect(results.count == 1)
        #expect(results.first?.reason == "the console differs", "\(String(describing: results.first?.reason))")
    }

    @Test("lessons reset where the file is a folder, or .lessons-kept is a file, says so and keeps the student's work")
    func resetIntoOddPlaces() throws {
        let lesson = LessonParser.parse(
            "# Lesson 1 · T\n\n## The app as this lesson starts\n\n```swift file=A.swift\nlet a = 1\n```\n\n```swift file=B.swift\nlet b = 1\n```\n\n## Step 1 · Go\n\ntext\n",
            path: "01-t.md"
        ).lesson
        let folder = NSTemporaryDirectory() + "careless-reset-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let workspace = try Workspace.create(for: lesson, at: folder)
        try "mine\n".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        try "in the way\n".write(toFile: folder + "/" + Workspace.keptFolderName, atomically: true, encoding: .utf8)
        #expect { try workspace.reset("A.swift", toStartOf: 1, of: lesson) } throws: {
            "\($0)".contains("to keep your A.swift, so it was not replaced")
        }
        #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == "mine\n")
        try FileManager.default.removeItem(atPath: folder + "/B.swift")
        try FileManager.default.createDirectory(atPath: folder + "/B.swift", withIntermediateDirectories: true)
        try "notes".write(toFile: folder + "/B.swift/notes", atomically: true, encoding: .utf8)
        #expect { try workspace.reset("B.swift", toStartOf: 1, of: lesson) } throws: {
            "\($0)".contains("B.swift is a folder, so it was not replaced")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/B.swift/notes"))
    }

    @Test("A folder where the state file should be is named as a folder, and left as it is")
    func stateFileIsAFolder() throws {
        let folder = NSTemporaryDirectory() + "careless-state-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state.json", withIntermediateDirectories: true)
        let store = StateStore(path: folder + "/state.json")
        #expect { try store.load() } throws: { "\($0)".contains("is a folder, where the state file should be") }
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: folder + "/state.json", isDirectory: &isFolder) && isFolder.boolValue
        )
    }

    @Test("`lessons` lists every lesson it can read, and names the one it cannot, instead of stopping at it")
    func listPastABadLesson() throws {
        let layout = try #require(
            PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path))
        let lessons = try #require(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "lessons"
                ).path,
                layout.root + "/.build/debug/lessons",
            ].first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build first")
        let package = NSTemporaryDirectory() + "careless-list-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: package) }
        for folder in ["Sources/ViewGraph", "Lessons/05-folder.md"] {
            try FileManager.default.createDirectory(atPath: package + "/" + folder, withIntermediateDirectories: true)
        }
        try "".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try "# Lesson 1 · First\n".write(toFile: package + "/Lessons/01-first.md", atomically: true, encoding: .utf8)
        try "# Lesson 9 · Last\n".write(toFile: package + "/Lessons/09-last.md", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lessons)
        process.currentDirectoryURL = URL(fileURLWithPath: package)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(text.contains("Lesson 1 · First") && text.contains("Lesson 9 · Last"), "\(text)")
        #expect(text.contains("05-folder.md: is a folder, not a lesson file"), "\(text)")
    }

    @Test("A bodies count of 0 for a type the program does not have fails as a typo; one for a type never shown passes")
    func bodiesOfNoType() throws {
        let program = """
            import SwiftUI
            struct Unshown: View { var body: some View { Text("never") } }
            struct ContentView: View { var body: some View { Text("x") } }
            """
        let text =
            "# Lesson 1 · T\n\n```swift program\n\(program)\n```\n\n```bodies play=launch\nContentView: 1\nUnshown: 0\n```\n\n```bodies play=launch\nContentView: 1\nContentVeiw: 0\n```\n"
        let results = try runChecks(text)
        #expect(results.map(\.status) == [.passed, .failed] as [CheckResult.Status], "\(results.map(\.reason))")
        #expect(
            results.last?.reason?.contains("the program has no view type `ContentVeiw`") == true,
            "\(String(describing: results.last?.reason))")
    }

    @Test("known-issue covers a difference in output, never a crash: a check marked so whose program traps still fails")
    func knownIssueCrash() throws {
        let program = """
            import SwiftUI
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    let _ = { if count == 1 { fatalError("boom") } }()
                    Button("Count: \\(count)") { count += 1 }
                }
            }
            """
        let text =
            "# Lesson 1 · T\n\n```swift program\n\(program)\n```\n\n```console play=\"launch; tap Count: 0\" known-issue=\"the engine lacks X\"\nx\n```\n\n```console play=launch known-issue=\"the engine lacks Y\"\nx\n```\n"
        let results = try runChecks(text)
        #expect(results.map(\.status) == [.failed, .known] as [CheckResult.Status], "\(results.map(\.reason))")
        #expect(results.first?.reason?.contains("the program crashed") == true)
        #expect(
            results.first?.reason?.hasPrefix(
                "known-issue=\"the engine lacks X\" covers a difference in what the engine prints, not this") == true)
    }
}
