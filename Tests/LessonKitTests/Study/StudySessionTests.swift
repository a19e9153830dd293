import Foundation
import Testing

@testable import LessonKit

/// A console that answers by a rule, as a student typing into a pipe would, and keeps what was shown.
/// Unchecked: a scripted session never watches keys on another thread (its `watchingForStop` runs the
/// body and nothing else), so the console is used on the test's thread only.
final class ScriptedConsole: StudyConsole, @unchecked Sendable {
    var shown: [StyledLine] = []
    var progressLabels: [String] = []
    /// Picks an answer among the keys offered; nil ends the input.
    var answer: (_ choices: [Character], _ console: ScriptedConsole) -> Character?
    /// What the student predicts, given the item's label.
    var prediction: (String) -> [String] = { _ in ["ContentView.body"] }
    var width: Int { 100 }

    init(answer: @escaping (_ choices: [Character], _ console: ScriptedConsole) -> Character?) {
        self.answer = answer
    }

    func show(_ lines: [StyledLine]) { shown += lines }
    func progress(_ done: Int, of total: Int, _ label: String) { progressLabels.append(label) }
    /// Every set of choices offered, in order.
    var offered: [[KeyChoice]] = []
    func choose(_ choices: [KeyChoice]) -> Character? {
        offered.append(choices)
        return answer(choices.map(\.key), self)
    }
    func readLines(_ prompt: String) -> [String]? { prediction(progressLabels.last ?? "") }
    /// What `unread()` gives next: the lines a key at a pause would have left out.
    var unreadOnce: [StyledLine] = []
    func unread() -> [StyledLine] {
        defer { unreadOnce = [] }
        return unreadOnce
    }
    func working(_ message: String?) {}
    var text: String { shown.map(\.text).joined(separator: "\n") }
}

/// Answers as a diligent student: runs each step once, predicts each edge case, grades each card good.
func diligentStudent() -> (_ choices: [Character], _ console: ScriptedConsole) -> Character? {
    var ranThisItem = false
    var lastItem = 0
    return { choices, console in
        if console.progressLabels.count != lastItem {
            lastItem = console.progressLabels.count
            ranThisItem = false
        }
        if choices.contains("3") { return "3" }
        if !ranThisItem, choices.contains("r") || choices.contains("p") {
            ranThisItem = true
            return choices.contains("r") ? "r" : "p"
        }
        return "\n"
    }
}

@Suite("Studying a lesson", .onThreadsOfItsOwn)
struct StudySessionTests {
    static let lessonPath = PackageLayout.locate()!.lessons + "/07-what-a-view-really-is.md"

    func lesson() throws -> Lesson { try LessonLibrary.load(Self.lessonPath).lesson }

    func store() -> StateStore {
        StateStore(path: NSTemporaryDirectory() + "lessons-study-\(UUID().uuidString)/state.json")
    }

    /// A runner that does not build: every check behaves as recorded, and the calls are counted.
    // Unchecked Sendable, safe because a scripted session calls its runner on the test's thread only.
    final class FakeRunner: @unchecked Sendable {
        var runs: [[Check]] = []
        func run(_ lesson: Lesson, _ checks: [Check]) -> [CheckResult] {
            runs.append(checks)
            return checks.map { CheckResult(check: $0, status: .passed, actual: $0.expected) }
        }
    }

    @Test("Lesson 7 from start to end: every step run, every edge case predicted, every card graded")
    func wholeLesson() throws {
        let lesson = try lesson()
        let store = store()
        let console = ScriptedConsole(answer: diligentStudent())
        console.prediction = { label in
            label.hasPrefix("Edge case 10:")
                ? ["ContentView.body: Vancouver, 3 nights, favorite true"] : ["ContentView.body"]
        }
        let runner = FakeRunner()
        let session = StudySession(
            lesson: lesson, store: store, console: console, runner: runner.run, command: "lessons study 7")
        #expect(try session.run() == .finished)

        let walkthrough = Walkthrough(lesson)
        #expect(walkthrough.items.count == 36)
        #expect(console.progressLabels.first == "Introduction")
        #expect(console.progressLabels.contains("Step 5 · Let SwiftUI explain"))
        #expect(console.progressLabels.last == "Done")
        // Steps 2 to 7 each ran their checks once; each of the 11 edge cases and the interview problem ran.
        let steps = walkthrough.history.stepNumbers
        #expect(steps == [2, 3, 4, 5, 6, 7])
        #expect(runner.runs.count == steps.count + 12)
        // A step shows its edit as a change against the app as it stood.
        #expect(console.shown.contains(StyledLine(.added, "+         let _ = print(\"  TripCard.body\", trip.city)")))
        #expect(console.text.contains("✓ console 1 · launch: the engine matches the recording"))

        let state = try store.load().state
        let progress = try #require(state.lessons["07-what-a-view-really-is"])
        #expect(progress.finished)
        #expect(state.cards["07-what-a-view-really-is"]?.count == 15)
        #expect(state.cards["07-what-a-view-really-is"]?["declare-a-view"]?.reviews.map(\.grade) == [.good])
        // Edge case 5 cannot run here (UIKit), so its prediction is not checked.
        #expect(progress.predictions.count == 12)
        #expect(progress.predictions["batched-updates"] == "right")
        #expect(progress.predictions["init-vs-onappear"] == "wrong")
        #expect(progress.predictions["view-size"] == "unchecked")
        #expect(console.text.contains("✓ Your prediction matches what ran."))
        #expect(console.text.contains("✗ Your prediction differs from what ran"))
    }

    // An edge case's answer said "shown above, next to what ran" of a console that had matched,
    // and above stood only the one line saying it matched: the console it meant was shown nowhere.
    @Test("An edge case's answer shows each console its run matched; only one shown above beside what ran is marked so")
    func answerShowsTheConsoleItMeans() throws {
        let lesson = try lesson()
        func answer(failing: Bool) throws -> String {
            let store = store()
            var left = false
            let console = ScriptedConsole { choices, console in
                guard console.progressLabels.last?.hasPrefix("Edge case 1:") == true else {
                    return left ? "q" : choices.contains("3") ? "3" : "\n"
                }
                if choices.contains("p") { return "\n" }
                left = true
                return "q"
            }
            let runner: CheckRunning = { _, checks in
                checks.map { check in
                    failing
                        ? CheckResult(
                            check: check, status: .failed, reason: "the console differs", actual: ["something else"])
                        : CheckResult(check: check, status: .passed, actual: check.expected)
                }
            }
            _ = try StudySession(
                lesson: lesson, store: store, console: console, runner: runner, command: "lessons study 7"
            ).run()
            let text = console.text
            return String(text[(text.range(of: "\nAnswer\n")?.upperBound ?? text.endIndex)...])
        }
        let matched = try answer(failing: false)
        #expect(!matched.contains("shown above"), "\(matched)")
        #expect(matched.contains("│ Detail.init for Seattle"), "\(matched)")
        let differed = try answer(failing: true)
        #expect(differed.contains("shown above, next to what ran"), "\(differed)")
    }

    @Test("Leaving in the middle and studying again resumes at the same item; the end of the input leaves too")
    func resume() throws {
        let lesson = try lesson()
        let store = store()
        let runner = FakeRunner()
        // Go on until the second flash card, then quit.
        let diligent = diligentStudent()
        let first = ScriptedConsole { choices, console in
            console.progressLabels.last?.hasPrefix("Flash card 2:") == true ? "q" : diligent(choices, console)
        }
        let outcome = try StudySession(
            lesson: lesson, store: store, console: first, runner: runner.run, command: "lessons study 7"
        ).run()
        #expect(outcome == .left(at: "card-state-owned-value"))
        #expect(
            first.text.contains(
                "Left at 10/36: Flash card 2: Store a changeable value that belongs to the view. `lessons study 7` resumes here."
            ))
        #expect(try store.load().state.cards["07-what-a-view-really-is"]?.keys.sorted() == ["declare-a-view"])

        // A pipe whose input has ended: the session shows where it resumes, and leaves again at once.
        let second = ScriptedConsole { _, _ in nil }
        let again = try StudySession(
            lesson: lesson, store: store, console: second, runner: runner.run, command: "lessons study 7"
        ).run()
        #expect(again == .left(at: "card-state-owned-value"))
        #expect(
            second.text.hasPrefix("Resuming at 10/36: Flash card 2: Store a changeable value that belongs to the view.")
        )
        #expect(second.progressLabels == ["Flash card 2: Store a changeable value that belongs to the view"])

        // Back two items from there, then quit: the next session resumes at the first item not yet
        // answered, the flash card, not at the step the student stood on when leaving.
        var backs = 2
        let fourth = ScriptedConsole { choices, _ in
            if backs > 0, choices.contains("b") {
                backs -= 1
                return "b"
            }
            return "q"
        }
        let left = try StudySession(
            lesson: lesson, store: store, console: fourth, runner: runner.run, command: "lessons study 7"
        ).run()
        #expect(left != .left(at: "card-state-owned-value"), "it went back: \(fourth.progressLabels)")
        #expect(
            fourth.text.contains(
                "`lessons study 7` resumes at 10/36, the first item not yet answered: Flash card 2: Store a changeable value"
            ),
            "\(fourth.text)")
        let fifth = ScriptedConsole { _, _ in nil }
        #expect(
            try StudySession(
                lesson: lesson, store: store, console: fifth, runner: runner.run, command: "lessons study 7"
            ).run()
                == .left(at: "card-state-owned-value"))
        #expect(fifth.progressLabels == ["Flash card 2: Store a changeable value that belongs to the view"])

        // --restart starts from the top.
        let third = ScriptedConsole { _, _ in "q" }
        _ = try StudySession(
            lesson: lesson, store: store, console: third, runner: runner.run, command: "lessons study 7"
        ).run(restart: true)
        #expect(third.progressLabels == ["Introduction"])
    }

    @Test("Once a step has run, t shows the trace of the step's first run of its final code")
    func traceKey() throws {
        let lesson = try lesson()
        let stepLabel = "Step 2 · Make the views report in"
        var keys: [Character] = ["r", "t", "q"]
        var offered: [[Character]] = []
        let console = ScriptedConsole { choices, console in
            guard console.progressLabels.last == stepLabel else { return "\n" }
            offered.append(choices)
            return keys.isEmpty ? "q" : keys.removeFirst()
        }
        var traced: [Check] = []
        let session = StudySession(
            lesson: lesson, store: store(), console: console, runner: FakeRunner().run, command: "lessons study 7")
        session.tracer = { check in
            traced.append(check)
            return ["update 1 · action 1, launch", "  +● ContentView  @self, @identity"]
        }
        _ = try session.run()
        try #require(offered.count == 3)
        #expect(!offered[0].contains("t") && offered[1].contains("t"))
        let walkthrough = Walkthrough(lesson)
        let step = walkthrough.checks(of: walkthrough.items.first { if case .step(2, _) = $0 { true } else { false } }!)
        let runs = step.filter { $0.kind != .diagnostics && $0.skipReason == nil }
        #expect(traced.map(\.location) == [runs.first { $0.code == runs.last?.code }!.location])
        #expect(console.text.contains("+● ContentView  @self, @identity"))
    }

    // At 80x24, `r` pressed at the first pause of step 2 showed the results of runs whose
    // recordings were further down, not read yet.
    @Test("r before the end of a step runs only what was read, shows the rest, and r again runs it all")
    func runWhatWasRead() throws {
        let lesson = try lesson()
        let stepLabel = "Step 2 · Make the views report in"
        var keys: [Character] = ["r", "r", "q"]
        let runner = FakeRunner()
        let console = ScriptedConsole { _, _ in "\n" }
        console.answer = { _, console in
            guard console.progressLabels.last == stepLabel else { return "\n" }
            if keys.count == 3 {
                // The student read down to the screen's recording and pressed r at the pause there:
                // the console's recording (check 2) was left out.
                console.unreadOnce = [
                    StyledLine(.plain, "and the console says this:"),
                    {
                        var heading = StyledLine(.note, "┌ console 2 · launch (recorded on iOS)")
                        heading.opensCheck = 1
                        return heading
                    }(),
                ]
            }
            return keys.removeFirst()
        }
        _ = try StudySession(
            lesson: lesson, store: store(), console: console, runner: runner.run, command: "lessons study 7"
        ).run()
        try #require(runner.runs.count == 2)
        #expect(runner.runs[0].map(\.kind) == [.screen])
        #expect(runner.runs[1].map(\.kind) == [.screen, .console])
        #expect(console.text.contains("The rest of the step, which you had not read yet (1 more run"))
        #expect(console.text.contains("and the console says this:\n┌ console 2 · launch (recorded on iOS)"))
        // A run that matches says so in a line each, without both consoles in full.
        #expect(console.text.contains("✓ console 2 · launch: the engine matches the recording (10 lines)"))
        #expect(!console.text.contains("the engine printed                   │ recorded"))
    }

    // `t` after `b` and back was ignored: the step's `t` came only with a run in the same visit.
    @Test("A step run once in the session keeps its t after b and back")
    func traceAfterBack() throws {
        let lesson = try lesson()
        let stepLabel = "Step 2 · Make the views report in"
        var visits = 0
        var keys: [Character] = ["r", "b"]
        var offered: [[Character]] = []
        let console = ScriptedConsole { _, _ in "\n" }
        var last = 0
        console.answer = { choices, console in
            if console.progressLabels.count != last, console.progressLabels.last == stepLabel { visits += 1 }
            last = console.progressLabels.count
            guard console.progressLabels.last == stepLabel else { return visits >= 2 ? "q" : "\n" }
            offered.append(choices)
            if visits >= 2 { return choices.contains("t") && offered.count == 3 ? "t" : "q" }
            return keys.isEmpty ? "q" : keys.removeFirst()
        }
        var traced = 0
        let session = StudySession(
            lesson: lesson, store: store(), console: console, runner: FakeRunner().run, command: "lessons study 7")
        session.tracer = { _ in
            traced += 1
            return ["update 1 · action 1, launch"]
        }
        _ = try session.run()
        #expect(visits == 2)
        #expect(!offered[0].contains("t") && offered[1].contains("t"))
        #expect(offered[2].contains("t"), "back at the step, t is offered at once: \(offered)")
        #expect(traced == 1)
    }

    @Test("A step shows its recorded console where its text discusses it, before any run")
    func recordedConsoleShown() throws {
        let console = ScriptedConsole { _, console in
            console.progressLabels.last?.hasPrefix("Step 2") == true ? "q" : "\n"
        }
        _ = try StudySession(
            lesson: try lesson(), store: store(), console: console, runner: FakeRunner().run, command: "lessons study 7"
        ).run()
        #expect(
            console.text.contains(
                "┌ console 2 · launch (recorded on iOS)\n│ ContentView.body\n│   TripCard.init Seattle"))
        #expect(console.text.contains("and the console says this:"))
    }

    @Test("Coming back to the edge cases and going past them keeps every verdict earned, and the end counts them")
    func predictionsKept() throws {
        let lesson = try lesson()
        let store = store()
        let first = ScriptedConsole(answer: diligentStudent())
        first.prediction = { label in
            label.hasPrefix("Edge case 10:")
                ? ["ContentView.body: Vancouver, 3 nights, favorite true"] : ["ContentView.body"]
        }
        _ = try StudySession(
            lesson: lesson, store: store, console: first, runner: FakeRunner().run, command: "lessons study 7"
        ).run()
        let earned = try #require(try store.load().state.lessons[lesson.stateKey]?.predictions)
        let right = earned.values.filter { $0 == "right" }.count
        let checked = earned.values.filter { $0 == "right" || $0 == "wrong" }.count
        #expect(right >= 1 && checked > right)
        #expect(first.text.contains("Predictions: \(right) right of the \(checked) checked"))

        // Again from the top, Enter at every prompt (grading each card): no prediction is made.
        let second = ScriptedConsole { choices, _ in choices.contains("3") ? "3" : "\n" }
        _ = try StudySession(
            lesson: lesson, store: store, console: second, runner: FakeRunner().run, command: "lessons study 7"
        ).run(restart: true)
        #expect(try store.load().state.lessons[lesson.stateKey]?.predictions == earned)
        #expect(second.text.contains("Predictions: \(right) right of the \(checked) checked"))
        #expect(second.text.contains("Last time your prediction here was right."))
    }

    @Test("Leaving at a card whose question ends in a question mark says so once, with no full stop after it")
    func punctuation() throws {
        let console = ScriptedConsole { _, console in
            console.progressLabels.last?.hasSuffix("Where is it kept?") == true
                ? "q" : (console.progressLabels.count > 40 ? nil : "3")
        }
        let session = StudySession(
            lesson: try lesson(), store: store(), console: console, runner: FakeRunner().run, command: "lessons study 7"
        )
        console.answer = { choices, console in
            if console.progressLabels.last?.hasSuffix("Where is it kept?") == true { return "q" }
            return choices.contains("3") ? "3" : "\n"
        }
        _ = try session.run()
        #expect(console.text.contains("Where is it kept? `lessons study 7` resumes here."))
        #expect(!console.text.contains("?."))
    }

    @Test("A card keeps its history when its text changes, since it is filed under its id")
    func stableIDs() throws {
        let original = try String(contentsOfFile: Self.lessonPath, encoding: .utf8)
        let store = store()
        let gradeFirstCard = ScriptedConsole { choices, console in
            if choices.contains("3") { return "3" }
            return console.progressLabels.last?.hasPrefix("Flash card 2:") == true ? "q" : "\n"
        }
        let lesson = LessonParser.parse(original, path: Self.lessonPath).lesson
        _ = try StudySession(
            lesson: lesson, store: store, console: gradeFirstCard, runner: FakeRunner().run, command: "lessons study 7"
        ).run()
        let fixed = original.replacingOccurrences(
            of: "### Write a view that displays a name passed in by its caller",
            with: "### Write a view that shows a name passed in by its caller")
        let edited = LessonParser.parse(fixed, path: Self.lessonPath).lesson
        let state = try store.load().state
        #expect(
            ReviewSession.dueCards(in: [edited], state: state, on: Date().addingTimeInterval(30 * 86400)).map(
                \.card.front)
                == ["Write a view that shows a name passed in by its caller"])
    }

    @Test("\"again\" in study brings the card back a few items later in the same session, as a same-day review")
    func againInStudy() throws {
        let lesson = try lesson()
        let store = store()
        let diligent = diligentStudent()
        var forgot = false
        let console = ScriptedConsole { choices, console in
            if choices.contains("3"), !forgot, console.progressLabels.last?.hasPrefix("Flash card 1:") == true {
                forgot = true
                return "1"
            }
            return diligent(choices, console)
        }
        #expect(
            try StudySession(
                lesson: lesson, store: store, console: console, runner: FakeRunner().run, command: "lessons study 7"
            ).run() == .finished)
        let first = try #require(console.progressLabels.firstIndex { $0.hasPrefix("Flash card 1:") })
        let again = try #require(console.progressLabels.firstIndex { $0.hasPrefix("Again · Flash card 1:") })
        #expect(again == first + 1 + StudySession.againGap)
        let record = try #require(try store.load().state.cards[lesson.stateKey]?["declare-a-view"])
        #expect(record.reviews.map(\.grade) == [.again, .good])
        #expect(record.reviews.map(\.elapsedDays) == [0, 0])
        #expect(console.text.contains("Again: it comes back after a few more items, in this session."))
        // The grade keys say what each would give, before grading.
        let grades = try #require(console.offered.first { $0.contains { $0.key == "3" } })
        #expect(
            grades.map(\.label).prefix(4) == [
                "again: \(CardGrading.interval(of: .again, for: CardRecord(), at: Date()))",
                "hard: \(CardGrading.interval(of: .hard, for: CardRecord(), at: Date()))",
                "good: \(CardGrading.interval(of: .good, for: CardRecord(), at: Date()))",
                "easy: \(CardGrading.interval(of: .easy, for: CardRecord(), at: Date()))",
            ])
    }

    @Test("A step's hints stay folded in study until h shows them, one at a time")
    func hintsFolded() throws {
        let lesson = try lesson()
        var presses = 0
        let console = ScriptedConsole { choices, console in
            guard console.progressLabels.last == "Step 2 · Make the views report in" else {
                return console.progressLabels.count > 3 ? "q" : "\n"
            }
            if choices.contains("h") {
                presses += 1
                return "h"
            }
            return "q"
        }
        _ = try StudySession(
            lesson: lesson, store: store(), console: console, runner: FakeRunner().run, command: "lessons study 7"
        ).run()
        #expect(presses == 2)
        let text = console.text
        let hint1 = try #require(text.range(of: "Hint 1 of 2: what each print says"))
        // The hint's words come only after h, never in the step's text.
        #expect(text.range(of: "then the trip's city")!.lowerBound > hint1.lowerBound)
        #expect(text.contains("Hint 2 of 2: where the prints go"))
        #expect(console.offered.contains { $0.contains(KeyChoice("h", "another hint (1 left)")) })
    }

    @Test("u in study takes the last grade back, on disk too, and shows its card again")
    func undoInStudy() throws {
        let lesson = try lesson()
        let store = store()
        let diligent = diligentStudent()
        var phase = 0
        var undoBeforeGrade = false
        var stateAfterUndo: StudyState?
        let console = ScriptedConsole { choices, console in
            if phase == 0, choices.contains("u") { undoBeforeGrade = true }
            let onCard = console.progressLabels.last?.hasPrefix("Flash card 1:") == true
            if onCard, choices.contains("3") {
                if phase == 0 {
                    phase = 1
                    return "2"
                }
                if phase == 2 {
                    stateAfterUndo = try? store.load().state
                    phase = 3
                }
                return "3"
            }
            if phase == 1, choices.contains("u") {
                phase = 2
                return "u"
            }
            return diligent(choices, console)
        }
        #expect(
            try StudySession(
                lesson: lesson, store: store, console: console, runner: FakeRunner().run, command: "lessons study 7"
            ).run() == .finished)
        #expect(!undoBeforeGrade)
        #expect(phase == 3)
        // Undone: no record of the card on disk, then graded again.
        #expect(stateAfterUndo?.cards[lesson.stateKey]?["declare-a-view"] == nil)
        #expect(try store.load().state.cards[lesson.stateKey]?["declare-a-view"]?.reviews.map(\.grade) == [.good])
        #expect(
            console.text.contains(
                "Your grade “hard” for “Write a view that displays a name passed in by its caller” is undone: the card is scheduled as it was before. Grade it again."
            ))
        #expect(console.progressLabels.filter { $0.hasPrefix("Flash card 1:") }.count == 2)
    }
}

@Suite("Reviewing cards", .onThreadsOfItsOwn)
struct ReviewSessionTests {
    @Test("Only due cards come up; \"again\" brings a card back the same session, as a same-day review")
    func review() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-review-\(UUID().uuidString)/state.json")
        try store.update { state in
            // Both graded "good" on day 1: due on day 3. A third graded "easy": due much later.
            state.setRecord(
                CardRecord().reviewed(.good, at: day1, calendar: calendar), for: "declare-a-view", in: lesson.stateKey)
            state.setRecord(
                CardRecord().reviewed(.good, at: day1, calendar: calendar), for: "toggle-binding", in: lesson.stateKey)
            state.setRecord(
                CardRecord().reviewed(.easy, at: day1, calendar: calendar), for: "on-appear", in: lesson.stateKey)
        }
        let day3 = day1.addingTimeInterval(2 * 86400)
        #expect(
            ReviewSession.dueCards(in: [lesson], state: try store.load().state, on: day1, calendar: calendar).isEmpty)
        #expect(
            ReviewSession.dueCards(in: [lesson], state: try store.load().state, on: day3, calendar: calendar).map(
                \.card.id) == ["declare-a-view", "toggle-binding"])

        var grades: [Character] = ["1", "3", "3"]
        let console = ScriptedConsole { choices, _ in choices.contains("3") ? grades.removeFirst() : "\n" }
        let reviewed = try ReviewSession(
            lessons: [lesson], store: store, console: console, now: { day3 }, calendar: calendar, newCardsPerDay: 0
        ).run()
        #expect(reviewed == 3)
        #expect(
            console.progressLabels == [
                "Lesson 7 · Write a view that displays a name passed in by its caller",
                "Lesson 7 · Connect a `Toggle` to a `Bool` the view owns",
                "Lesson 7 · Write a view that displays a name passed in by its caller", "Done",
            ])
        let record = try #require(try store.load().state.cards[lesson.stateKey]?["declare-a-view"])
        #expect(record.reviews.map(\.grade) == [.good, .again, .good])
        #expect(record.reviews.map(\.elapsedDays) == [0, 2, 0])
        let fsrs = FSRS()
        let expected = fsrs.nextState(
            fsrs.nextState(fsrs.initialState(.good), elapsedDays: 2, grade: .again), elapsedDays: 0, grade: .good)
        #expect(record.memory == expected)
        #expect(console.text.contains("All 2 due cards reviewed."))
    }

    // A student who had studied nothing was told "No cards yet", and one with cards graded had to
    // wait for their day.
    @Test(
        "Review begins new cards from the first day, at most N a day counting those begun today, and --ahead reviews cards not yet due, soonest first"
    )
    func newCardsAndAhead() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-review-\(UUID().uuidString)/state.json")
        let flashCards = lesson.cards.filter { $0.kind == .flashCard }
        #expect(
            ReviewSession.newCards(in: [lesson], state: StudyState(), on: day1, perDay: 3, calendar: calendar).map(
                \.card.id)
                == flashCards.prefix(3).map(\.id))
        // Grade new cards good until the day's three are begun: the fourth is not offered.
        let console = ScriptedConsole { choices, _ in choices.contains("3") ? "3" : "\n" }
        let reviewed = try ReviewSession(
            lessons: [lesson], store: store, console: console, now: { day1 }, calendar: calendar, newCardsPerDay: 3
        ).run()
        #expect(reviewed == 3)
        #expect(console.text.contains("3 new (at most 3 a day)."))
        let state = try store.load().state
        #expect(state.cards[lesson.stateKey]?.count == 3)
        #expect(ReviewSession.newCards(in: [lesson], state: state, on: day1, perDay: 3, calendar: calendar).isEmpty)
        #expect(
            ReviewSession.newCards(
                in: [lesson], state: state, on: day1.addingTimeInterval(86400), perDay: 3, calendar: calendar
            ).count == 3)
        // Nothing is due on the same day; --ahead reviews the three, soonest due first.
        let quiet = ScriptedConsole { _, _ in nil }
        #expect(
            try ReviewSession(
                lessons: [lesson], store: store, console: quiet, now: { day1 }, calendar: calendar, newCardsPerDay: 3
            ).run() == 0)
        #expect(
            quiet.text.contains("Nothing is due today.")
                && quiet.text.contains("lessons review --ahead` reviews the 3 cards not yet due"), "\(quiet.text)")
        let ahead = ReviewSession.cardsAhead(in: [lesson], state: state, on: day1, calendar: calendar)
        #expect(ahead.count == 3)
        let dues = ahead.map { state.cards[lesson.stateKey]![$0.card.id]!.due! }
        #expect(dues == dues.sorted())
        let early = ScriptedConsole { choices, _ in choices.contains("3") ? "3" : "\n" }
        #expect(
            try ReviewSession(
                lessons: [lesson], store: store, console: early, now: { day1 }, calendar: calendar, ahead: true
            ).run() == 3)
        #expect(early.text.contains("All 3 cards reviewed ahead."))
    }

    @Test("u in review undoes the last grade exactly, on disk too, and shows its card again")
    func undoInReview() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-review-\(UUID().uuidString)/state.json")
        try store.update { state in
            state.setRecord(
                CardRecord().reviewed(.good, at: day1, calendar: calendar), for: "declare-a-view", in: lesson.stateKey)
            state.setRecord(
                CardRecord().reviewed(.good, at: day1, calendar: calendar), for: "toggle-binding", in: lesson.stateKey)
        }
        let before = try store.load().state
        let day3 = day1.addingTimeInterval(2 * 86400)
        // Grade the first "again", undo at the next card, check the file, then grade both "good".
        var script: [Character] = ["\n", "1", "u", "\n", "3", "\n", "3"]
        var restored: StudyState?
        let console = ScriptedConsole { choices, _ in
            if script.count == 4 { restored = try? store.load().state }
            return script.isEmpty ? nil : script.removeFirst()
        }
        let reviewed = try ReviewSession(
            lessons: [lesson], store: store, console: console, now: { day3 }, calendar: calendar, newCardsPerDay: 0
        ).run()
        #expect(reviewed == 2)
        #expect(restored == before)
        #expect(console.offered[0].map(\.key) == ["\n", "q"])
        #expect(console.offered[2].map(\.key) == ["\n", "u", "q"])
        #expect(console.progressLabels[2] == console.progressLabels[0])
        let state = try store.load().state
        #expect(state.cards[lesson.stateKey]?["declare-a-view"]?.reviews.map(\.grade) == [.good, .good])
        #expect(state.cards[lesson.stateKey]?["toggle-binding"]?.reviews.map(\.grade) == [.good, .good])
        #expect(console.text.contains("All 2 due cards reviewed."))
    }

    @Test(
        "Out-of-range numbers in a hand-edited state file (stability 0, a negative difficulty, a due day that is no date) never crash a review"
    )
    func outOfRangeNumbers() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        let store = StateStore(path: NSTemporaryDirectory() + "lessons-review-\(UUID().uuidString)/state.json")
        try FileManager.default.createDirectory(
            atPath: (store.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let review = #"{"date": "2025-05-01T10:00:00Z", "grade": 3, "elapsedDays": -4, "scheduledDays": -1}"#
        let cards = [
            ("declare-a-view", 0.0, 5.0, "2025-05-02"), ("toggle-binding", -3.0, -2.0, "someday"),
            ("on-appear", 1e308, 1e308, "2025-05-02"),
        ].map { id, stability, difficulty, due in
            #""\#(id)": {"memory": {"stability": \#(stability), "difficulty": \#(difficulty)}, "due": "\#(due)", "reviews": [\#(review)]}"#
        }
        let text =
            #"{"version": 1, "lessons": {}, "cards": {"\#(lesson.stateKey)": {\#(cards.joined(separator: ", "))}}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: store.path))
        let console = ScriptedConsole { choices, _ in choices.contains("3") ? "3" : "\n" }
        let reviewed = try ReviewSession(
            lessons: [lesson], store: store, console: console, now: { Date(timeIntervalSince1970: 1_750_000_000) },
            newCardsPerDay: 0
        ).run()
        #expect(reviewed == 3)
        for record in try store.load().state.cards[lesson.stateKey]!.values {
            let memory = try #require(record.memory)
            #expect(memory.stability >= 0.001 && memory.stability <= 36500 && (1...10).contains(memory.difficulty))
            #expect(record.due?.wholeMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil)
        }
    }
}
