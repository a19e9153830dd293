import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A folder of its own for one test: the student's state folder (`state`, holding a file of theirs),
/// the folder `lessons` runs from (`work`), and a lesson whose program tries to write in both and
/// to read a variable of the student's environment, and prints whether it could.
private struct Escape {
    let folder = NSTemporaryDirectory() + "lessons-contained-\(UUID().uuidString)"
    var state: String { folder + "/state" }
    var work: String { folder + "/work" }
    var lesson: String { folder + "/01-escape.md" }
    /// What the program prints when it is contained.
    static let contained = [
        "write in the student's state folder: refused", "write in the folder lessons runs from: refused",
        "the student's secret: none",
    ]

    init() throws {
        for sub in ["/state/lessons", "/work"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true)
        }
        try "the student's".write(toFile: state + "/lessons/theirs.txt", atomically: true, encoding: .utf8)
        let expected = Self.contained.joined(separator: "\n")
        try """
        # Lesson 1 · Escape

        ## The app as this lesson starts

        ```swift file=ContentView.swift
        import SwiftUI
        import Foundation

        struct ContentView: View {
            var body: some View {
                Text("x").onAppear {
                    func attempt(_ what: String, _ path: String) {
                        print("\\(what): \\(FileManager.default.createFile(atPath: path, contents: Data("escaped".utf8)) ? "done" : "refused")")
                    }
                    attempt("write in the student's state folder", "\(state)/lessons/escaped")
                    attempt("write in the folder lessons runs from", "\(work)/escaped")
                    print("the student's secret: \\(ProcessInfo.processInfo.environment["LESSONS_TEST_SECRET"] ?? "none")")
                }
            }
        }
        ```

        ```console play=launch
        \(expected)
        ```

        ## Step 1 · Run it again

        The same app.

        ```console play=launch
        \(expected)
        ```

        """.write(toFile: lesson, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// Whether the program wrote anywhere it tried.
    var escaped: [String] {
        [state + "/lessons/escaped", work + "/escaped"].filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// `lessons ARGUMENTS` run in `folder` (default `work`) with `input`, the student's state in
    /// `state` and a secret in the environment: its status and what it printed (both streams).
    func lessons(_ arguments: [String], in folder: String? = nil, input: String = "") throws -> (
        status: Int32, output: String
    ) {
        let tool = try #require(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "lessons"
                ).path,
                layout.root + "/.build/debug/lessons",
            ].first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build first")
        return try run(tool, arguments, in: folder ?? work, input: input)
    }

    /// `lessons watch` in `folder` until it prints `text` (or 120 s pass), then a line `q`: what it printed.
    func watch(in folder: String, until text: String) throws -> String {
        let tool = try #require(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "lessons"
                ).path,
                layout.root + "/.build/debug/lessons",
            ].first { FileManager.default.isExecutableFile(atPath: $0) })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["LESSONS_TEST_SECRET"] = "leaked"
        environment.removeValue(forKey: "LESSONS_SANDBOX")
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        let log = self.folder + "/watch.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var said = ""
        for _ in 0..<480 where !said.contains(text) {
            Thread.sleep(forTimeInterval: 0.25)
            said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        }
        input.fileHandleForWriting.write(Data("q\n".utf8))
        process.waitUntilExit()
        return (try? String(contentsOfFile: log, encoding: .utf8)) ?? said
    }

    func run(_ tool: String, _ arguments: [String], in folder: String, input: String = "") throws -> (
        status: Int32, output: String
    ) {
        let inputFile = self.folder + "/.input"
        try input.write(toFile: inputFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state
        environment["LESSONS_TEST_SECRET"] = "leaked"
        environment.removeValue(forKey: "LESSONS_SANDBOX")
        process.environment = environment
        process.standardInput = FileHandle(forReadingAtPath: inputFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}

#if os(Linux)
/// Every command that runs lesson code runs it through the same launcher: a program there cannot
/// write in the student's state folder or in the folder `lessons` runs from, and does not see the
/// student's environment. (`lessons hint`, `book` and `accept` run no lesson program.)
@Suite("Every command that runs a lesson's program runs it in the sandbox", .serialized, .onThreadsOfItsOwn)
struct ContainedCommandsTests {
    /// Asserts that `run` printed no note of a missing launcher nor of an uncontained run.
    private func saysNoMissingLauncher(_ output: String) {
        #expect(
            !output.contains("lessons-sandbox was not found") && !output.contains("without a sandbox")
                && !output.contains("uncontained"), "\(output)")
    }

    @Test("lessons check, and lessons check --fix")
    func check() throws {
        let escape = try Escape()
        defer { escape.remove() }
        for arguments in [["check", escape.lesson], ["check", escape.lesson, "--fix"]] {
            let run = try escape.lessons(arguments + ["--cache-dir", layout.defaultCache])
            #expect(run.status == 0, "\(arguments): \(run.output)")
            #expect(run.output.contains("2 passed, 0 failed"), "\(run.output)")
            saysNoMissingLauncher(run.output)
        }
        #expect(escape.escaped.isEmpty)
        #expect(try String(contentsOfFile: escape.state + "/lessons/theirs.txt", encoding: .utf8) == "the student's")
    }

    @Test("lessons run and lessons watch in a workspace, and lessons trace")
    func workspace() throws {
        let escape = try Escape()
        defer { escape.remove() }
        let workspace = escape.work + "/ws"
        let started = try escape.lessons(["start", escape.lesson, "--dir", workspace])
        #expect(started.status == 0, "\(started.output)")
        // The step's console is the contained one: the run matches it.
        let run = try escape.lessons(["run"], in: workspace)
        #expect(run.output.contains("your app matches the recording (3 lines)"), "lessons run: \(run.output)")
        saysNoMissingLauncher(run.output)
        let watch = try escape.watch(in: workspace, until: "your app matches the recording (3 lines)")
        #expect(watch.contains("your app matches the recording (3 lines)"), "lessons watch: \(watch)")
        saysNoMissingLauncher(watch)
        // The trace shows no console: what holds is that nothing was written.
        let trace = try escape.lessons(["trace", escape.lesson, "--step", "1"])
        #expect(trace.status == 0, "\(trace.output)")
        saysNoMissingLauncher(trace.output)
        #expect(escape.escaped.isEmpty)
    }

    @Test("lessons study, running a step")
    func study() throws {
        let escape = try Escape()
        defer { escape.remove() }
        // Enter to the next item, `r` to run one that runs (a key not offered is asked again).
        let run = try escape.lessons(["study", escape.lesson], input: "\nr\n\nr\nq\n")
        for line in Escape.contained { #expect(run.output.contains(line), "lessons study: \(run.output)") }
        saysNoMissingLauncher(run.output)
        #expect(escape.escaped.isEmpty)
    }

    @Test(
        "lessons as the README starts it, with no lessons-sandbox beside it: the program is contained, and no launcher is missing"
    )
    func asTheReadmeSays() throws {
        let escape = try Escape()
        defer { escape.remove() }
        // The binary alone in a folder (as a release build copied onto the PATH is), run in the package's folder.
        let built = try #require(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "lessons"
                ).path,
                layout.root + "/.build/debug/lessons",
            ].first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build first")
        let alone = escape.folder + "/bin/lessons"
        try FileManager.default.createDirectory(atPath: escape.folder + "/bin", withIntermediateDirectories: true)
        // A hard link where it can be: a copy is written through a descriptor that a process forked by
        // another test meanwhile inherits until it execs, and running the copy then fails with "Text
        // file busy" (ETXTBSY), so a copy is run again until no such descriptor is left.
        if link(built, alone) != 0 { try FileManager.default.copyItem(atPath: built, toPath: alone) }
        #expect(!FileManager.default.fileExists(atPath: escape.folder + "/bin/lessons-sandbox"))
        var attempt = 0
        func runAlone() throws -> (status: Int32, output: String) {
            do { return try escape.run(alone, ["check", escape.lesson], in: layout.root) } catch {
                let busy = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
                attempt += 1
                guard busy, attempt < 50 else { throw error }
                usleep(100_000)
                return try runAlone()
            }
        }
        let run = try runAlone()
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("2 passed, 0 failed"), "\(run.output)")
        saysNoMissingLauncher(run.output)
        #expect(escape.escaped.isEmpty)
    }
}
#endif
