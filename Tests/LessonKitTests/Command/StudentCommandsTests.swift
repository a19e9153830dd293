import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// `lessons` run with `input` as its standard input, in `folder`, with a state folder of its own:
/// its exit status and what it printed (standard output and error together).
private func lessons(_ arguments: [String], input: String, in folder: String) throws -> (status: Int32, output: String)
{
    let tool = try #require(
        [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lessons")
                .path,
            layout.root + "/.build/debug/lessons",
        ].first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build first")
    let inputFile = folder + "/.input"
    try input.write(toFile: inputFile, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder + "/.state"]) { $1 }
    process.standardInput = FileHandle(forReadingAtPath: inputFile)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

@Suite("The student's commands in a pipe: they end, and say why", .serialized, .onThreadsOfItsOwn)
struct StudentCommandsTests {
    // `yes '' | lessons study 0` was asked for a grade again and again, writing about 700 MB a minute.
    @Test("Answers that are none of the keys asked for stop the session after a few, saying so, with status 1")
    func unusableAnswers() throws {
        let folder = NSTemporaryDirectory() + "lessons-answers-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try lessons(["study", "0"], input: String(repeating: "\n", count: 100_000), in: folder)
        #expect(run.status == 1)
        #expect(run.output.utf8.count < 200_000, "\(run.output.suffix(500))")
        #expect(
            run.output.contains("Stopped: 5 answers in a row were none of the keys asked for (1, 2, 3, 4, q)"),
            "\(run.output.suffix(800))")
        #expect(run.output.contains("enter (an empty line) is not one of the keys above"))
        // The end of the input, too, is said.
        let ended = try lessons(["study", "0", "--restart"], input: "", in: folder)
        #expect(ended.status == 0)
        #expect(ended.output.contains("The input ended before an answer"), "\(ended.output.suffix(500))")
    }

    // `lessons watch </dev/null` ended at once with status 0, saying nothing; then it stopped,
    // saying why, but `lessons watch > log &` from a script (whose input is /dev/null) still
    // could not watch anything.
    @Test(
        "lessons watch without a terminal runs the step, keeps watching after its input ends, runs again on a save, and ends when killed"
    )
    func watchWithoutTerminal() throws {
        let folder = NSTemporaryDirectory() + "lessons-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try lessons(["start", "0", "--dir", folder + "/ws"], input: "", in: folder).status == 0)
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
        process.currentDirectoryURL = URL(fileURLWithPath: folder + "/ws")
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": folder + "/.state"]) { $1 }
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let log = folder + "/log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func waitFor(_ count: Int, _ what: String) -> String {
            var text = ""
            for _ in 0..<240 {
                text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                if text.components(separatedBy: what).count > count { break }
                Thread.sleep(forTimeInterval: 0.25)
            }
            return text
        }
        let first = waitFor(1, "Watching for saved Swift files")
        #expect(first.contains("your files"), "\(first)")
        #expect(process.isRunning, "the end of its input does not end it: \(first)")
        // A save runs the step again.
        let file = folder + "/ws/ContentView.swift"
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
        let prompts = first.components(separatedBy: "Watching for saved Swift files").count - 1
        let second = waitFor(prompts + 1, "Watching for saved Swift files")
        #expect(
            second.components(separatedBy: "your files").count > first.components(separatedBy: "your files").count,
            "\(second)")
        #expect(process.isRunning)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
    }

    // `lessons watch | tee log` read no key: with its output in a pipe it took itself for a script.
    @Test(
        "lessons watch with its output in a pipe still answers keys from the terminal: Enter runs again, q stops it",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"),
            "needs util-linux's setsid to give it a controlling terminal"))
    func watchPipedAnswersKeys() throws {
        let folder = NSTemporaryDirectory() + "lessons-watch-tty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try lessons(["start", "0", "--dir", folder + "/ws"], input: "", in: folder).status == 0)
        let tool = try #require(
            [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                    "lessons"
                ).path,
                layout.root + "/.build/debug/lessons",
            ].first { FileManager.default.isExecutableFile(atPath: $0) })
        // A terminal for its input only, as a shell gives `lessons watch | tee log`.
        let libc = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(libc, name)), to: type)
        }
        let master = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        _ = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)(master)
        _ = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)(master)
        let name = try #require(
            try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)(master))
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-c", tool, "watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder + "/ws")
        process.environment = ProcessInfo.processInfo.environment.merging([
            "XDG_STATE_HOME": folder + "/.state", "TERM": "xterm",
        ]) { $1 }
        process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        let log = folder + "/log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        close(slave)
        defer { if process.isRunning { process.terminate() } }
        // Drains what the terminal echoes, so that it never fills.
        var buffer = [UInt8](repeating: 0, count: 256)
        func waitFor(_ count: Int, _ what: String) -> String {
            var text = ""
            for _ in 0..<480 {
                text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                if text.components(separatedBy: what).count > count { break }
                var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                if poll(&entry, 1, 0) > 0 { _ = read(master, &buffer, buffer.count) }
                Thread.sleep(forTimeInterval: 0.25)
            }
            return text
        }
        let prompt = "[enter] run again   [q] quit"
        let first = waitFor(1, prompt)
        #expect(first.contains(prompt), "keys are offered: \(first)")
        _ = "\r".utf8.withContiguousStorageIfAvailable { write(master, $0.baseAddress, $0.count) }
        let second = waitFor(2, prompt)
        #expect(
            second.components(separatedBy: "Ask the view why it runs: your files").count == 3,
            "Enter ran it again: \(second)")
        _ = "q".utf8.withContiguousStorageIfAvailable { write(master, $0.baseAddress, $0.count) }
        for _ in 0..<120 where process.isRunning { Thread.sleep(forTimeInterval: 0.25) }
        #expect(!process.isRunning, "q stopped it")
        if !process.isRunning { #expect(process.terminationStatus == 0) }
    }

    @Test("lessons watch stops at a line `q` on its input, with status 0")
    func watchStopsAtQ() throws {
        let folder = NSTemporaryDirectory() + "lessons-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try lessons(["start", "0", "--dir", folder + "/ws"], input: "", in: folder).status == 0)
        let run = try lessons(["watch"], input: "q\n", in: folder + "/ws")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Watching"), "\(run.output)")
    }
}
