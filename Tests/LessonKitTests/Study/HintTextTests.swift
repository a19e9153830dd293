import Foundation
import Testing

@testable import LessonKit

@Suite("lessons hint: where the last run differs, in words, then the next hint", .onThreadsOfItsOwn)
struct HintTextTests {
    func lesson() throws -> Lesson { try LessonLibrary.load(StudySessionTests.lessonPath).lesson }

    @Test(
        "A console that prints the country for the city: which line differs, the diff, then hint 1, then hint 2, then the last again"
    )
    func consoleDiffers() throws {
        let lesson = try lesson()
        let run = LastRun.Run(
            kind: "console", title: "launch", play: ["launch"],
            expected: ["ContentView.body", "  TripCard.init Seattle", "  TripCard.body Seattle"],
            actual: ["ContentView.body", "  TripCard.init USA", "  TripCard.body USA"], wildcards: false, passed: false,
            reason: nil)
        let last = LastRun(step: 2, runs: [run])
        #expect(
            LastRun.difference(run)
                == "Line 2 of the console after `launch` differs: the lesson's is `TripCard.init Seattle`, yours is `TripCard.init USA`."
        )
        var (lines, shown) = HintText.lines(lesson: lesson, step: 2, lastRun: last, shown: 0, width: 80)
        var text = lines.map(\.text)
        let words = try #require(text.firstIndex { $0.hasPrefix("Line 2 of the console") })
        let diff = try #require(text.firstIndex { $0.contains("-   TripCard.init Seattle") })
        let hint = try #require(text.firstIndex { $0.hasPrefix("Hint 1 of 2: what each print says") })
        #expect(words < diff && diff < hint)
        #expect(shown == 1)
        (lines, shown) = HintText.lines(lesson: lesson, step: 2, lastRun: last, shown: shown, width: 80)
        text = lines.map(\.text)
        #expect(text.contains("Hint 2 of 2: where the prints go"))
        #expect(text.contains { $0.contains("That is the step's last hint; `lessons reset FILE --step 3`") })
        #expect(shown == 2)
        // Asked again: the last hint again, and no count past the end.
        #expect(HintText.lines(lesson: lesson, step: 2, lastRun: last, shown: shown, width: 80).shown == 2)
    }

    @Test("A screen that differs names the view and the views that hold it")
    func screenDiffers() {
        let run = LastRun.Run(
            kind: "screen", title: "launch", play: ["launch"],
            expected: ["ScrollView", "  VStack", "    HStack", "      Text \"Seattle\"", "      Text \"[..] nights\""],
            actual: ["ScrollView", "  VStack", "    HStack", "      Text \"USA\"", "      Text \"3 nights\""],
            wildcards: true, passed: false, reason: nil)
        #expect(
            LastRun.difference(run)
                == "On the screen after `launch`, view 4 (inside ScrollView › VStack › HStack) differs: the lesson shows `Text \"Seattle\"`, yours `Text \"USA\"`."
        )
        let missing = LastRun.Run(
            kind: "console", title: "t", play: [], expected: ["a", "b"], actual: ["a"], wildcards: false, passed: false,
            reason: nil)
        #expect(LastRun.difference(missing) == "The console in the lesson has a line 2 that yours lacks: `b`.")
    }

    @Test("With no run of the step, or a step with no hints, it says what to do instead")
    func noRunNoHints() throws {
        let lesson = try lesson()
        let text = HintText.lines(lesson: lesson, step: 5, lastRun: LastRun(step: 4, runs: []), shown: 0, width: 80)
            .lines.map(\.text)
        #expect(text.contains { $0.hasPrefix("(No run of step 5 yet") })
        #expect(text.contains { $0.hasPrefix("Step 5 has no hints.") })
    }

    @Test("The last run is kept in the workspace and read back")
    func lastRunKept() throws {
        let folder = NSTemporaryDirectory() + "lessons-hint-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let last = LastRun(
            step: 3,
            runs: [
                LastRun.Run(
                    kind: "diagnostics", title: "t", play: [], expected: ["x"], actual: nil, wildcards: false,
                    passed: false, reason: "does not build\nerror: y")
            ])
        try last.save(in: folder)
        #expect(LastRun.load(from: folder) == last)
        #expect(
            LastRun.difference(last.runs[0])
                == "Your code did not build or run, so there is no diagnostics to compare with the lesson's: does not build."
        )
    }
}
