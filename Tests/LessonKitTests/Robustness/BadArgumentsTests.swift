import Foundation
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

@Suite("Odd arguments: a usage error or a note, never a machine brought to its knees")
struct BadArgumentsTests {
    @Test(
        "--jobs that is not a whole number of at least 1 is a usage error",
        arguments: ["0", "-1", "-0", "x", "", "1.5", "4k", " 2", "0x10"])
    func badJobs(_ value: String) {
        #expect { try LessonsCommand.parse(["check", "--jobs", value]) } throws: { error in
            (error as? LessonsCommand.UsageError)?.message
                == "--jobs takes a whole number of at least 1, not '\(value)'"
        }
    }

    @Test(
        "--step that is not a step number is a usage error that repeats it, for every command that takes one",
        arguments: ["99999999999999999999", "0", "-2", "two"])
    func badStep(_ value: String) {
        for command in [["show", "48"], ["run"], ["reset", "A.swift"], ["trace", "48"]] {
            #expect { try LessonsCommand.parse(command + ["--step", value]) } throws: { error in
                (error as? LessonsCommand.UsageError)?.message
                    == "--step takes a step number, such as --step 2, not '\(value)'"
            }
        }
    }

    @Test("`--` ends the options of every command: a name that starts with a dash after it is a name")
    func doubleDash() throws {
        guard
            case .check(let check) = try LessonsCommand.parse([
                "check", "--format", "json", "--", "-dash.md", "--filter",
            ])
        else {
            Issue.record("not a check")
            return
        }
        #expect(check.paths == ["-dash.md", "--filter"])
        #expect(check.format == "json" && check.filter == nil)
        #expect(try LessonsCommand.parse(["check", "--"]) == .check(CheckRun.Request()))
        #expect(try LessonsCommand.parse(["show", "--", "-7"]) == .show(lesson: "-7", step: nil))
        #expect(
            try LessonsCommand.parse(["reset", "--step", "2", "--", "-Odd.swift"])
                == .reset(file: "-Odd.swift", step: 2))
        #expect(try LessonsCommand.parse(["start", "--", "--dir"]) == .start(lesson: "--dir", directory: nil))
        #expect(try LessonsCommand.parse(["run", "--"]) == .run(step: nil))
        guard case .trace(let trace) = try LessonsCommand.parse(["trace", "--step", "2", "--", "-48"]) else {
            Issue.record("not a trace")
            return
        }
        #expect(trace.target == "-48" && trace.step == 2)
        var book = LessonsCommand.BookArguments()
        book.open = true
        #expect(try LessonsCommand.parse(["book", "--open", "--"]) == .book(book))
        #expect(try LessonsCommand.parse(["accept", "--"]) == .accept(LessonsCommand.AcceptArguments()))
        // What follows `--` is still held to what the command takes.
        #expect { try LessonsCommand.parse(["book", "--", "x"]) } throws: { "\($0)".contains("takes no lesson") }
        #expect { try LessonsCommand.parse(["show", "--", "1", "2"]) } throws: { "\($0)".contains("takes one lesson") }
    }

    @Test("--jobs 500 runs at most twice the cores (at least 4) at once, and says so")
    func tooManyJobs() throws {
        let folder = NSTemporaryDirectory() + "lessons-jobs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# Lesson 1 · T\n\n```swift program\nlet x = 1\n```\n\n```console skip=\"needs UIKit\"\nx\n```\n"
            .write(toFile: folder + "/01-t.md", atomically: true, encoding: .utf8)
        var arguments = try #require(
            {
                if case .check(let a) = try LessonsCommand.parse(["check", folder, "--jobs", "500"]) {
                    return a
                } else {
                    return nil
                }
            }())
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

@Suite("Odd lesson names")
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
