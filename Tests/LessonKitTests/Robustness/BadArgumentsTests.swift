import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

@Suite("Odd arguments: a usage error or a note, never a machine brought to its knees", .onThreadsOfItsOwn)
struct BadArgumentsTests {
    @Test("--jobs 500 runs at most twice the cores (at least 4) at once, and says so")
    func tooManyJobs() throws {
        let folder = NSTemporaryDirectory() + "lessons-jobs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# Lesson 1 · T\n\n```swift program\nlet x = 1\n```\n\n```console skip=\"needs UIKit\"\nx\n```\n"
            .write(toFile: folder + "/01-t.md", atomically: true, encoding: .utf8)
        var arguments = CheckRun.Request()
        arguments.paths = [folder]
        arguments.jobs = 500
        arguments.cacheDirectory = layout.defaultCache
        var errors = ""
        var used: Int?
        var command = CheckRun(
            request: arguments, layout: layout, output: { _ in }, errors: { errors += $0 + "\n" })
        command.adjust = { used = $0.jobs }
        _ = try command.run()
        let maximum = CheckOptions.maximumJobs
        #expect(maximum >= 4 && maximum <= max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))
        #expect(used == maximum)
        #expect(errors.contains("note: --jobs 500 is more than this machine can use"), "\(errors)")
        #expect(errors.contains("running \(maximum) at once"), "\(errors)")
    }
}

@Suite("Odd lesson names", .onThreadsOfItsOwn)
struct OddLessonNameTests {
    @Test("An empty lesson name names no lesson, instead of all of them", arguments: ["", " ", "\t"])
    func emptyName(_ name: String) {
        #expect { try LessonLibrary.find(name, layout: layout) } throws: {
            "\($0)".contains("the lesson's name is empty")
        }
    }

    @Test("A folder given as a lesson is named once with one slash in the command to check it")
    func folder() {
        #expect(LessonLibrary.whyUnreadable("/").contains("`lessons check /`"))
        #expect(LessonLibrary.whyUnreadable("/tmp").contains("`lessons check /tmp/`"))
    }
}
