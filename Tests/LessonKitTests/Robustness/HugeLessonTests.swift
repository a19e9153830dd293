import Foundation
import Testing

@testable import LessonKit

@Suite("A file too big or not a file at all is refused before it is read")
struct HugeLessonTests {
    @Test("A 5 MB lesson is refused with its size, the limit, and what to do; one under the limit is read")
    func tooBig() throws {
        let folder = NSTemporaryDirectory() + "lessons-huge-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let line = "- an item of a list that goes on\n"
        let big = "# Lesson 1 · Big\n\n" + String(repeating: line, count: (5 << 20) / line.utf8.count)
        try big.write(toFile: folder + "/01-big.md", atomically: true, encoding: .utf8)
        #expect { try LessonLibrary.load(folder + "/01-big.md") } throws: { error in
            "\(error)".contains("01-big.md: is 5 MB, and a lesson is at most 4 MB")
                && "\(error)".contains("is it the right file?")
        }
        let fits = "# Lesson 1 · Fits\n\n" + String(repeating: line, count: 1000)
        try fits.write(toFile: folder + "/02-fits.md", atomically: true, encoding: .utf8)
        #expect(try LessonLibrary.load(folder + "/02-fits.md").lesson.title.contains("Fits"))
    }

    @Test("A pipe named like a lesson is named as one, never read (it would wait for a writer without end)")
    func pipe() throws {
        let folder = NSTemporaryDirectory() + "lessons-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #require(mkfifo(folder + "/01-pipe.md", 0o644) == 0)
        #expect { try LessonLibrary.load(folder + "/01-pipe.md") } throws: {
            "\($0)".contains("is not a regular file (a pipe, socket or device)")
        }
    }
}

@Suite("A lesson with bytes that are not text")
struct DamagedLessonTests {
    @Test("A NUL byte is an error at its line and column, not a character passed to the terminal or the compiler")
    func nulByte() {
        let text = "# Lesson 1 · T\n\nfine\nbro\u{0}ken\n"
        let (_, diagnostics) = LessonParser.parse(bytes: Array(text.utf8), path: "n.md")
        let error = diagnostics.first { $0.message.contains("NUL byte") }
        #expect(error?.location == SourceLocation(file: "n.md", line: 4), "\(diagnostics)")
        #expect(error?.message.contains("at column 4") == true)
    }
}
