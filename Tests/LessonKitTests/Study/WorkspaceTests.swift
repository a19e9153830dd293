import Foundation
import Testing

@testable import LessonKit

@Suite("A student's workspace", .onThreadsOfItsOwn)
struct WorkspaceTests {
    @Test(
        "start, edit as step 2 says, run: it matches; a wrong edit gives a diff; a broken one points at the student's file; reset undoes"
    )
    func roundTrip() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)/lesson-07"
        var workspace = try Workspace.create(for: lesson, at: folder)
        #expect(workspace.metadata.step == 2)
        #expect(
            workspace.swiftFiles(lessonOrder: []) == [
                "ContentView.swift", "Trip.swift", "TripCard.swift", "TripStore.swift", "TripsApp.swift",
            ])
        #expect(throws: WorkspaceError.self) { try Workspace.create(for: lesson, at: folder) }
        workspace = try Workspace.find(from: folder)
        #expect(workspace.folder == URL(fileURLWithPath: folder).standardizedFileURL.path)

        // The student makes step 2's two edits.
        let history = AppHistory(lesson)
        let solution = try #require(history.after(step: 2))
        for name in ["TripCard.swift", "ContentView.swift"] {
            try Workspace.write(solution.first { $0.name == name }!.lines, to: folder + "/" + name)
        }
        let messages = MessageLog()
        let runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: nil, working: { messages.append($0) })
        let plan = try workspace.plan(step: 2, of: lesson)
        #expect(plan.checks.map(\.kind) == [.screen, .console])
        #expect(plan.checks.map(\.play) == [["launch"], ["launch"]])
        #expect(plan.next == 3)
        let passed = try runner(lesson, plan.checks)
        #expect(
            passed.map(\.status) == [.passed, .passed] as [CheckResult.Status],
            "\(passed.map { (result: CheckResult) -> String in (result.reason ?? "") + (result.diff ?? "") })")
        // The student is told what the wait is for: the build, then the run; never "Built" just
        // before a build's errors.
        #expect(messages.all.last == "Running it", "\(messages.all)")
        #expect(!messages.all.contains("Built"), "\(messages.all)")

        // A wrong edit: the card's prints lose their indentation.
        let cardPath = folder + "/TripCard.swift"
        let good = try String(contentsOfFile: cardPath, encoding: .utf8)
        try good.replacingOccurrences(of: "print(\"  TripCard.init\"", with: "print(\"TripCard.init\"").write(
            toFile: cardPath, atomically: true, encoding: .utf8)
        let wrong = try runner(lesson, try workspace.plan(step: 2, of: lesson).checks)
        #expect(
            wrong.map(\.status) == [.passed, .failed] as [CheckResult.Status],
            "the screen is the same; the console is not")
        let diff = try #require(wrong.last?.diff)
        #expect(diff.contains("+ TripCard.init Seattle"))
        #expect(diff.contains("-   TripCard.init Seattle"))

        // A broken edit: the compiler's message names the student's own file and line.
        try good.replacingOccurrences(
            of: "    let trip: Trip\n", with: "    let trip: Trip\n    var nights: Int = \"five\"\n"
        ).write(toFile: cardPath, atomically: true, encoding: .utf8)
        let broken = try runner(lesson, try workspace.plan(step: 2, of: lesson).checks)
        let reason = try #require(broken.first?.reason)
        #expect(
            reason.contains(
                workspace.folder
                    + "/TripCard.swift:5:23: error: cannot convert value of type 'String' to specified type 'Int'"),
            "\(reason)")
        #expect(ComparisonText.shortenPaths(reason, workspace.folder).contains("\nTripCard.swift:5:23: error:"))
        // Both runs fail with the same error; it is shown once, with its line and a caret under column 23.
        #expect(broken.map(\.compilerErrors.count) == [1, 1])
        let errors = CompilerErrorText.errors(in: broken)
        #expect(errors.count == 1)
        let shown = CompilerErrorText.lines(
            errors, code: try workspace.plan(step: 2, of: lesson).code, width: 120, relativeTo: workspace.folder
        ).map(\.text)
        #expect(
            shown == [
                "TripCard.swift:5:23: error: cannot convert value of type 'String' to specified type 'Int'",
                "5 |     var nights: Int = \"five\"",
                "  |                       ^",
            ], "\(shown)")

        // reset puts the file back as step 2 starts; --step 3 gives step 2's solution.
        try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson)
        #expect(
            try String(contentsOfFile: cardPath, encoding: .utf8) == history.start.first {
                $0.name == "TripCard.swift"
            }!.lines.joined(separator: "\n") + "\n")
        try workspace.reset("TripCard.swift", toStartOf: 3, of: lesson)
        #expect(try String(contentsOfFile: cardPath, encoding: .utf8) == good)
        #expect(throws: WorkspaceError.self) { try workspace.reset("Nope.swift", toStartOf: 2, of: lesson) }
        #expect(throws: LessonError.self) { try workspace.plan(step: 1, of: lesson) }
    }

    // Printing `trip.country` for `trip.city` in step 2 was reported beside "the play used API the
    // engine does not model: foregroundStyle, background", which the lesson's own code uses too.
    @Test("a student's mistake is not put down to unmodelled API that the lesson's own matching run uses too")
    func unmodelledNamedOnlyWhereItCanExplain() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)/lesson-07"
        let workspace = try Workspace.create(for: lesson, at: folder)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let solution = try #require(AppHistory(lesson).after(step: 2))
        for name in ["TripCard.swift", "ContentView.swift"] {
            var lines = solution.first { $0.name == name }!.lines
            if name == "TripCard.swift" {
                lines = lines.map {
                    $0.replacingOccurrences(of: "TripCard.body\", trip.city", with: "TripCard.body\", trip.country")
                }
            }
            try Workspace.write(lines, to: folder + "/" + name)
        }
        let runner = LessonChecker.runner(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: nil)
        let plan = try workspace.plan(step: 2, of: lesson)
        let results = try runner(lesson, plan.checks)
        let console = try #require(results.last)
        #expect(console.status == .failed)
        #expect(console.unmodelled.contains("foregroundStyle"), "\(console.unmodelled)")
        #expect(console.reason?.contains("does not model") == true)
        #expect(plan.needsLessonRuns(results))
        let lessonResults = try runner(lesson, plan.lessonChecks)
        #expect(lessonResults.map(\.status) == [.passed, .passed] as [CheckResult.Status])
        let named = plan.namingUnmodelled(results, lessonResults: lessonResults)
        #expect(named.last?.reason == "the console differs", "\(named.last?.reason ?? "")")
        #expect(named.last?.diff == console.diff)

        // API the student's run used and the lesson's did not may explain it: still named.
        var mine = console
        mine.unmodelled.append("onTapGesture")
        mine.reason = "the console differs" + CheckResult.unmodelledNote(mine.unmodelled)
        let kept = plan.namingUnmodelled([mine], lessonResults: lessonResults)[0]
        #expect(kept.unmodelled == ["onTapGesture"])
        #expect(kept.reason == "the console differs" + CheckResult.unmodelledNote(["onTapGesture"]))
        // When the lesson's own run did not match either (a known issue), nothing is ruled out.
        var unmatched = lessonResults
        unmatched[1].status = .known
        #expect(plan.namingUnmodelled([mine], lessonResults: unmatched)[0].reason == mine.reason)
    }

    // Step 3 asks for a plain `var` and a Button first, which does not build: `lessons watch`
    // showed "✗ the code does not build" with nothing to say that the lesson expects it.
    @Test(
        "code that gives what the step shows on the way (step 3's error) is matched as on the way; other errors are not"
    )
    func codeOnTheWay() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)/lesson-07"
        let workspace = try Workspace.create(for: lesson, at: folder)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let history = AppHistory(lesson)
        let stepTwo = try #require(history.after(step: 2))
        for file in stepTwo { try Workspace.write(file.lines, to: folder + "/" + file.name) }
        // Step 3's first edit: the plain `var` and the Button.
        let firstEdit = try #require(
            history.edits.first {
                $0.file == "ContentView.swift" && $0.before == stepTwo.first { $0.name == "ContentView.swift" }?.lines
            })
        try Workspace.write(firstEdit.after, to: folder + "/ContentView.swift")
        let plan = try workspace.plan(step: 3, of: lesson)
        #expect(plan.onTheWay.map(\.kind) == [.diagnostics])
        let runner = LessonChecker.runner(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: nil)
        let results = try runner(lesson, plan.checks)
        #expect(!plan.isDone(results))
        let matched = try #require(plan.matchedOnTheWay(try runner(lesson, plan.onTheWay)))
        #expect(matched.check.location.line == 309)
        // A different error is no step on the way.
        try Workspace.write(
            firstEdit.after.map { $0.replacingOccurrences(of: "favoritesOnly.toggle()", with: "favoritesOnly.flip()") },
            to: folder + "/ContentView.swift")
        let other = try workspace.plan(step: 3, of: lesson)
        #expect(other.matchedOnTheWay(try runner(lesson, other.onTheWay)) == nil)
    }

    @Test("a step whose runs all show code on the way only asks whether the student's code builds")
    func stepWithoutFinalRuns() throws {
        // Step 2 runs its first edit and then edits again; step 3 runs the app as step 2 left it.
        let text = """
            # Lesson 1 · Two edits

            ## The app as this lesson starts

            ```swift file=ContentView.swift
            struct ContentView: View { var body: some View { Text("A") } }
            ```

            ## Step 2 · Change it twice

            ```swift file=ContentView.swift
            struct ContentView: View { var body: some View { Text("B") } }
            ```

            ```screen play=launch
            Text "B"
            ```

            ```swift file=ContentView.swift
            struct ContentView: View { var body: some View { Text("C") } }
            ```

            ## Step 3 · Run it

            ```screen play=launch
            Text "C"
            ```
            """
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        let lesson = LessonParser.parse(text, path: folder + ".md").lesson
        let workspace = try Workspace.create(for: lesson, at: folder)
        let plan = try workspace.plan(step: 2, of: lesson)
        #expect(plan.onlyBuilds)
        #expect(plan.checksOfEarlierCode == 1)
        #expect(try workspace.plan(step: 3, of: lesson).checks.count == 1)

        // Only a build is checked, so a build alone is not enough: the files must be the lesson's.
        let built = [CheckResult(check: plan.checks[0], status: .passed, actual: [])]
        #expect(plan.differences.map(\.name) == ["ContentView.swift"])
        #expect(plan.differences[0].change.map(\.kind) == [.removed, .added])
        #expect(!plan.isDone(built))
        try Workspace.write(
            ["struct ContentView: View { var body: some View { Text(\"C\") } }  ", ""],
            to: folder + "/ContentView.swift")
        let edited = try workspace.plan(step: 2, of: lesson)
        #expect(edited.differences.isEmpty, "spaces at the ends of lines and blank lines at the end do not count")
        #expect(edited.isDone(built))
        #expect(
            !edited.isDone([CheckResult(check: plan.checks[0], status: .failed, reason: "the code does not build")]))
    }

    @Test("reset keeps the student's version of the file it replaces, and says where; an unchanged file is not kept")
    func resetKeeps() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)/lesson-07"
        let workspace = try Workspace.create(for: lesson, at: folder)
        #expect(try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson) == nil)

        let mine = "// my own card\nstruct TripCard {}\n"
        try mine.write(toFile: folder + "/TripCard.swift", atomically: true, encoding: .utf8)
        let moment = Date(timeIntervalSince1970: 1_750_000_000)
        let kept = try #require(try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson, now: moment))
        #expect(kept.hasPrefix(".lessons-kept/TripCard.swift.2025"))
        #expect(try String(contentsOfFile: folder + "/" + kept, encoding: .utf8) == mine)
        #expect(try String(contentsOfFile: folder + "/TripCard.swift", encoding: .utf8) != mine)
        // A second reset in the same second keeps the second version apart from the first.
        try (mine + "// again\n").write(toFile: folder + "/TripCard.swift", atomically: true, encoding: .utf8)
        let second = try #require(try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson, now: moment))
        #expect(second == kept + "-2")
        // The kept copies are not part of the app that `lessons run` builds.
        #expect(!workspace.swiftFiles(lessonOrder: []).contains { $0.contains("kept") })
    }

    @Test(
        "reset of a file in another folder is refused, saying which folder it is in; the workspace's file stays as it is"
    )
    func resetOfAnotherFolder() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let top = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: top) }
        let workspace = try Workspace.create(for: lesson, at: top + "/lesson-07")
        let other = try Workspace.create(for: lesson, at: top + "/other")
        let mine = "// my own card\nstruct TripCard {}\n"
        try mine.write(toFile: workspace.folder + "/TripCard.swift", atomically: true, encoding: .utf8)
        #expect {
            try workspace.reset("../other/TripCard.swift", toStartOf: 2, of: lesson, from: workspace.folder)
        } throws: { error in
            "\(error)".hasPrefix(
                "../other/TripCard.swift is not a file of this workspace (\(workspace.folder)): it is in \(other.folder), so nothing was reset."
            )
        }
        #expect(try String(contentsOfFile: workspace.folder + "/TripCard.swift", encoding: .utf8) == mine)
        // Its own file by any path is reset.
        #expect(try workspace.reset("../lesson-07/TripCard.swift", toStartOf: 2, of: lesson, from: other.folder) != nil)
        #expect(try workspace.reset("./TripCard.swift", toStartOf: 2, of: lesson, from: workspace.folder) == nil)
    }

    @Test(
        "start refuses a lesson with format errors and makes no folder, half-made or not; the manifest is always the runner's"
    )
    func startRefusesABrokenLesson() throws {
        let layout = try #require(PackageLayout.locate())
        let top = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: top) }
        let text =
            "# Lesson 1 · Manifest\n\n## Step 1 · A\n\n```swift file=ContentView.swift\nstruct ContentView {}\n```\n\n"
            + "```swift file=Package.swift\n// swift-tools-version: 6.0\nimport Foundation\nlet made = FileManager.default.createFile(atPath: \"/tmp/x\", contents: nil)\n```\n"
        let (lesson, problems) = LessonParser.parse(text, path: top + "/01-manifest.md")
        #expect(problems.map(\.location.line) == [9], "\(problems)")
        #expect {
            try Workspace.create(for: lesson, at: top + "/lesson-01", engineRoot: layout.root, problems: problems)
        } throws: { error in
            "\(error)".contains("has an error in its format (line 9), so no workspace was made")
        }
        #expect(!FileManager.default.fileExists(atPath: top + "/lesson-01"))
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: top)) ?? []).allSatisfy {
                !$0.hasPrefix(".lessons-start-")
            })
        // Made anyway, the manifest is the runner's, never the block's.
        let workspace = try Workspace.create(for: lesson, at: top + "/lesson-01", engineRoot: layout.root)
        let manifest = try String(contentsOfFile: workspace.folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(WorkspacePackage.header) && !manifest.contains("createFile"))
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: top)) ?? []).allSatisfy {
                !$0.hasPrefix(".lessons-start-")
            })
    }

    // `lessons reset FILE` followed a symbolic link out of the workspace and overwrote the file it
    // pointed at.
    @Test(
        "reset refuses a file, or a kept folder, that is a symbolic link out of the workspace, and leaves what it points at"
    )
    func resetStaysInside() throws {
        let layout = try #require(PackageLayout.locate())
        let lesson = try LessonLibrary.load(layout.lessons + "/07-what-a-view-really-is.md").lesson
        let top = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: top) }
        let folder = top + "/lesson-07"
        let workspace = try Workspace.create(for: lesson, at: folder)
        let outside = top + "/precious.txt"
        try "mine, not the lesson's\n".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/TripCard.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/TripCard.swift", withDestinationPath: outside)
        #expect { try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson) } throws: { error in
            "\(error)".contains("is a symbolic link to") && "\(error)".contains("outside the workspace")
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "mine, not the lesson's\n")
        // A link inside the workspace is followed as before.
        try FileManager.default.removeItem(atPath: folder + "/TripCard.swift")
        try "struct Mine {}\n".write(toFile: folder + "/mine.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/TripCard.swift", withDestinationPath: folder + "/mine.txt")
        #expect(try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson) != nil)
        // The folder that keeps the student's versions, linked out, is refused too.
        try FileManager.default.removeItem(atPath: folder + "/" + Workspace.keptFolderName)
        try FileManager.default.createDirectory(atPath: top + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/" + Workspace.keptFolderName, withDestinationPath: top + "/elsewhere")
        try "// changed\n".write(toFile: folder + "/mine.txt", atomically: true, encoding: .utf8)
        #expect(throws: WorkspaceError.self) { try workspace.reset("TripCard.swift", toStartOf: 2, of: lesson) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: top + "/elsewhere").isEmpty)
    }
}

@Suite("The student's files in a workspace", .onThreadsOfItsOwn)
struct StudentFileTests {
    @Test(
        "A FIFO, a device or a folder where a Swift file should be is refused by name, at once, never read as empty",
        arguments: ["FIFO", "/dev/zero", "folder"])
    func notARegularStudentFile(_ kind: String) throws {
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "struct A {}\n".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let path = folder + "/ContentView.swift"
        switch kind {
        case "FIFO": #expect(mkfifo(path, 0o600) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: kind)
        }
        let workspace = Workspace(folder: folder, metadata: Workspace.Metadata(lesson: "x.md", step: 1))
        let said = [
            "FIFO": "is a named pipe (FIFO)", "/dev/zero": "is a link to /dev/zero, a device", "folder": "is a folder",
        ][kind]!
        let start = Date()
        #expect { try workspace.studentCode(lessonOrder: ["ContentView.swift", "A.swift"], label: "t") } throws: {
            error in
            "\(error)" == "ContentView.swift in the workspace \(said), not a regular file, so your code was not built: "
                + "make it a file of Swift code again (`lessons reset ContentView.swift` puts back the lesson's), or move it out of \(folder)"
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("A student's file saved with CRLF, or with a byte that is no UTF-8, is read line by line, never as empty")
    func studentFileEncodings() throws {
        let folder = NSTemporaryDirectory() + "lessons-workspace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("struct A {}\r\nstruct B {}\r\n".utf8).write(to: URL(fileURLWithPath: folder + "/A.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0xFF, 0x0A]).write(
            to: URL(fileURLWithPath: folder + "/B.swift"))
        let workspace = Workspace(folder: folder, metadata: Workspace.Metadata(lesson: "x.md", step: 1))
        let code = try workspace.studentCode(lessonOrder: ["A.swift", "B.swift"], label: "t")
        #expect(code.files.first?.lines.map(\.text) == ["struct A {}", "struct B {}"])
        #expect(code.files.first?.lines.last?.origin.line == 2)
        #expect(code.files.last?.lines.map(\.text) == ["let x = \u{FFFD}"])
    }
}

/// Messages a runner reports, from any thread.
// Unchecked Sendable, safe because its messages are read and written only with `lock` held.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
    func append(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }
}
