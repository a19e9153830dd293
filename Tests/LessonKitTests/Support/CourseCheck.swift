import Foundation

@testable import LessonKit

/// The package these tests were built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// Every lesson in Lessons/ checked once, each play run `RepeatTests.testRepeatCount` times, for the
/// two tests that read it: `LessonsCheckTests` (every check passes) and `RepeatTests` (every play
/// prints the same lines in each of its runs). The course's builds and plays are the largest part of
/// `swift test`; one run of them answers both.
struct CourseCheck: Sendable {
    /// What loading the lessons said (each one an issue).
    var diagnostics: [String]
    var results: [CheckResult]
    var playsRun: Int
    var playsCached: Int

    /// The one run of the course, made by the first test that asks for it.
    static var shared: CourseCheck {
        get async throws { try await run.value }
    }

    /// The checker waits for its builds and plays on threads of its own: it runs on a thread of its
    /// own too, not on one of the few Swift Testing runs the other tests on.
    private static let run = Task<CourseCheck, any Error> {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try make() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    private static func make() throws -> CourseCheck {
        // Named as `lessons check` names them (`Lessons/00-counter.md`, from the package's folder,
        // where `swift test` and `.ci/run` run): a program's sources say where its lines come from,
        // so its cache key holds the path, and the sweep after `swift test` takes these builds
        // from the cache instead of compiling the course again.
        let files = try LessonLibrary.files([], layout: layout)
        var lessons: [Lesson] = []
        var diagnostics: [String] = []
        for file in files {
            let (lesson, found) = try LessonLibrary.load(file)
            diagnostics += found.map { "\($0)" }
            lessons.append(lesson)
        }
        var options = CheckOptions()
        options.cacheDirectory = layout.defaultCache
        options.repeatCount = RepeatTests.testRepeatCount
        let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        let results = try checker.run(lessons)
        return CourseCheck(
            diagnostics: diagnostics, results: results, playsRun: checker.playsRun, playsCached: checker.playsCached)
    }
}
