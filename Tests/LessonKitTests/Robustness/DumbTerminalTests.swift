import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

@Suite("A dumb terminal (TERM=dumb) gets no escape sequences it would show as text", .serialized)
struct DumbTerminalTests {
    @Test("lessons check's progress line on TERM=dumb clears with spaces, never with ESC [K")
    func checkProgress() throws {
        let folder = NSTemporaryDirectory() + "lessons-dumb-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lesson = "# Lesson 1 · Dumb\n\n```swift program\nlet x = 1\n```\n\n```console skip=\"not here\"\nx\n```\n"
        try lesson.write(toFile: folder + "/01-dumb.md", atomically: true, encoding: .utf8)
        let dumb = try onTerminal(
            ["check", folder + "/01-dumb.md", "--cache-dir", layout.defaultCache], environment: ["TERM": "dumb"])
        #expect(dumb.contains("0 passed, 0 failed, 0 known issues, 1 skipped"), "\(dumb)")
        #expect(!dumb.contains("\u{1B}"), "\(dumb.debugDescription)")
        let smart = try onTerminal(
            ["check", folder + "/01-dumb.md", "--cache-dir", layout.defaultCache], environment: ["TERM": "xterm"])
        #expect(smart.contains("\u{1B}[K"), "a terminal that can clear a line still gets it: \(smart.debugDescription)")
    }
}
