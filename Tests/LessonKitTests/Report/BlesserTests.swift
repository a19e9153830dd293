import Foundation
import Testing

@testable import LessonKit

@Suite("Blessing a lesson's blocks")
struct BlesserTests {
    /// A lesson file in a fresh folder, and its parsed checks.
    func lessonFile(_ text: String, bytes prefix: [UInt8] = []) throws -> (
        folder: String, path: String, checks: [Check]
    ) {
        let folder = NSTemporaryDirectory() + "lessons-bless-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/01-a.md"
        try Data(prefix + Array(text.utf8)).write(to: URL(fileURLWithPath: path))
        let (lesson, diagnostics) = try LessonLibrary.load(path)
        #expect(diagnostics.isEmpty)
        return (folder, path, lesson.checks)
    }

    let lesson =
        "# T\n\n```swift program\nlet x = 1\n```\n\n```console\nold\n```\n\n```console play=\"launch; wait 1s\"\nkept\n```\n"

    @Test("The filtered block is rewritten in place; the file is whole, and no temporary file stays")
    func rewritesInPlace() throws {
        let (folder, path, checks) = try lessonFile(lesson)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(path, 0o640)
        let outcome = try Blesser.bless([CheckResult(check: checks[0], status: .failed, actual: ["new", "lines"])])
        #expect(outcome.rewritten == [SourceLocation(file: path, line: 7)])
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == lesson.replacingOccurrences(of: "old\n", with: "new\nlines\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["01-a.md"])
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o640, "the file keeps its permissions")
    }

    @Test("A CRLF file with a byte order mark stays CRLF with its mark")
    func keepsLineEndings() throws {
        let crlf = lesson.replacingOccurrences(of: "\n", with: "\r\n")
        let (folder, path, checks) = try lessonFile(crlf, bytes: [0xEF, 0xBB, 0xBF])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Blesser.bless([CheckResult(check: checks[1], status: .failed, actual: ["a", "b"])])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(
            String(decoding: bytes.dropFirst(3), as: UTF8.self)
                == crlf.replacingOccurrences(of: "kept\r\n", with: "a\r\nb\r\n"))
    }

    @Test("A block marked recorded is never rewritten: the recording is right, the engine wrong")
    func recordedBlock() throws {
        let recorded = lesson.replacingOccurrences(of: "```console\nold", with: "```console recorded\nold")
        let (folder, path, checks) = try lessonFile(recorded)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(checks[0].isRecorded && !checks[1].isRecorded)
        let outcome = try Blesser.bless([
            CheckResult(check: checks[0], status: .failed, actual: ["new"]),
            CheckResult(check: checks[1], status: .failed, actual: ["rewritten"]),
        ])
        #expect(outcome.rewritten == [SourceLocation(file: path, line: 11)])
        #expect(outcome.leftAlone.map(\.location) == [SourceLocation(file: path, line: 7)])
        #expect(
            outcome.leftAlone.first?.reason.hasPrefix("recorded on iOS: the recording is right and the engine is wrong")
                == true)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == recorded.replacingOccurrences(of: "kept\n", with: "rewritten\n"))
    }

    @Test("A block edited since it was checked is left alone, and said so")
    func changedBlock() throws {
        let (folder, path, checks) = try lessonFile(lesson)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let edited = lesson.replacingOccurrences(of: "old", with: "edited by hand")
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        let outcome = try Blesser.bless([CheckResult(check: checks[0], status: .failed, actual: ["new"])])
        #expect(outcome.rewritten.isEmpty)
        #expect(outcome.leftAlone.map(\.location) == [SourceLocation(file: path, line: 7)])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    }

    @Test("A lesson reached through a symbolic link is rewritten, and the link stays a link")
    func symbolicLink() throws {
        let (folder, path, _) = try lessonFile(lesson)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/link.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let (linked, _) = try LessonLibrary.load(link)
        _ = try Blesser.bless([CheckResult(check: linked.checks[0], status: .failed, actual: ["new"])])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("new\n"))
    }

    @Test("A write that fails half-way leaves the old file whole")
    func failedWrite() throws {
        let (folder, path, _) = try lessonFile(lesson)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: AtomicFile.Failure.self) {
            try AtomicFile.write(Data("half".utf8), to: path) { fd, data in
                _ = data.prefix(2).withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
                throw AtomicFile.Failure(description: "No space left on device")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == lesson)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["01-a.md"])
    }
}

@Suite("Blessing output that holds fences")
struct BlessingFencesTests {
    // A program printed a fence line and Markdown after it; bless wrote it into the block as it
    // was, so the fence closed the block there and the rest became the lesson's: a second title
    // and a <details> never closed.
    @Test("A block whose new lines hold a fence gets longer fences, and reads back as the same block with those lines")
    func printedFence() throws {
        let folder = NSTemporaryDirectory() + "lessons-bless-fence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/01-a.md"
        let text = "# T\n\n```swift program\nlet x = 1\n```\n\n```console\nold\n```\n\nAfter.\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let checks = try LessonLibrary.load(path).lesson.checks
        let printed = ["before", "```", "# Forged title", "<details>", "````swift", "after"]
        let outcome = try Blesser.bless([CheckResult(check: checks[0], status: .failed, actual: printed)])
        #expect(outcome.rewritten.count == 1)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written == "# T\n\n```swift program\nlet x = 1\n```\n\n`````console\n" + printed.joined(separator: "\n")
                + "\n`````\n\nAfter.\n")
        let (lesson, diagnostics) = try LessonLibrary.load(path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lesson.title == "T")
        #expect(lesson.checks.map(\.expected) == [printed])
    }

    @Test("Output without fences leaves the fences as they were; a block with no closing fence is refused, saying why")
    func noChangeOrRefused() throws {
        let folder = NSTemporaryDirectory() + "lessons-bless-fence-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = ["```console", "old", "```"]
        #expect(Blesser.fences(around: 1, 2, in: lines, holding: ["`` not a fence", "    ``` indented code"]) == .none)
        #expect(Blesser.fences(around: 1, 2, in: ["```console", "old"], holding: ["```"]) == .unclosed)
        #expect(
            Blesser.fences(around: 1, 2, in: ["~~~console", "old", "~~~"], holding: ["```", "~~~~"])
                == .lengthened(opening: "~~~~~console", closing: "~~~~~"))
    }
}
