import Foundation
import Testing

@testable import LessonKit

@Suite("The last run kept in a workspace")
struct LastRunTests {
    // A `lessons watch` started again after step 1 passed ran step 2 at once, before any of its
    // edits, and showed it failed.
    @Test("A step is not begun while the last run passed the step before and no Swift file was saved since")
    func stepNotBegun() throws {
        let folder = NSTemporaryDirectory() + "lessons-last-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/ContentView.swift"
        try "struct A {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: file)
        #expect(
            !LastRun.stepNotBegun(2, in: folder),
            "no run kept: nothing says the step was reached by passing the one before")
        let passed = LastRun.Run(
            kind: "console", title: "t", play: ["launch"], expected: ["a"], actual: ["a"], wildcards: false,
            passed: true)
        try LastRun(step: 1, runs: [passed]).save(in: folder)
        #expect(LastRun.stepNotBegun(2, in: folder))
        #expect(!LastRun.stepNotBegun(1, in: folder), "the step that ran last is begun")
        var failed = passed
        failed.passed = false
        try LastRun(step: 1, runs: [failed]).save(in: folder)
        #expect(!LastRun.stepNotBegun(2, in: folder), "step 1 did not pass")
        try LastRun(step: 1, runs: [passed]).save(in: folder)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file)
        #expect(!LastRun.stepNotBegun(2, in: folder), "a file saved since: the student is at work on step 2")
    }
}
