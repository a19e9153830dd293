import Foundation
import Testing
@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// `lessons` run with `input` as its standard input, in `folder`, with a state folder of its own:
/// its exit status and what it printed (standard output and error together).
private func lessons(_ arguments: [String], input: String, in folder: String) throws -> (status: Int32, output: String) {
    let tool = try #require([URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lessons").path,
                             layout.root + "/.build/debug/lessons"].first { FileManager.default.isExecutableFile(atPath: $0) }, "swift build first")
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

@Suite("The student's commands in a pipe: they end, and say why", .serialized)
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
        #expect(run.output.contains("Stopped: 5 answers in a row were none of the keys asked for (1, 2, 3, 4, q)"), "\(run.output.suffix(800))")
        #expect(run.output.contains("enter (an empty line) is not one of the keys above"))
        // The end of the input, too, is said.
        let ended = try lessons(["study", "0", "--restart"], input: "", in: folder)
        #expect(ended.status == 0)
        #expect(ended.output.contains("The input ended before an answer"), "\(ended.output.suffix(500))")
    }

    // `lessons watch </dev/null` ended at once with status 0, saying nothing.
    @Test("lessons watch whose input ends says it stops watching, and why, with status 1")
    func watchWithoutInput() throws {
        let folder = NSTemporaryDirectory() + "lessons-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try lessons(["start", "0", "--dir", folder + "/ws"], input: "", in: folder).status == 0)
        let run = try lessons(["watch"], input: "", in: folder + "/ws")
        #expect(run.status == 1)
        #expect(run.output.contains("Stopped watching: standard input ended"), "\(run.output)")
    }
}
