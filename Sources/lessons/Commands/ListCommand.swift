import Foundation
import LessonKit

/// `lessons` and `lessons list`: the lessons, where the student is in each, and what to type next.
struct ListCommand: Command {
    static let name = "list"
    static let summary = "the lessons, and what to type next (also `lessons` alone)"
    static let group = CommandGroup.learning
    static let operands = Operands.none(why: "`lessons list` takes no arguments")
    static let discussion = """
        Lists the lessons in Lessons/ with what each holds and where you are in it:
        your place in `lessons study` (26/36), the flash cards due, and each workspace
        `lessons start` made with the step it is at. Then what to do next: the cards
        due first, then your workspace, then the lesson you left, then a new one.
        `lessons` alone does the same.
        """

    init() {}

    init(_ arguments: ParsedArguments) throws {}

    func run() throws -> ExitCode {
        let layout = PackageLayout.locate()
        let files = try LessonLibrary.files([], layout: layout)
        if files.isEmpty {
            print("No lessons in Lessons/. Lessons/README.md says how to write one.")
            return .success
        }
        // Where the student is in each lesson, from the state file; a state that cannot be read shows none.
        let state = (try? StateStore.standard().load().state) ?? StudyState()
        let here = FileManager.default.currentDirectoryPath
        var loaded: [Lesson] = []
        print("Lessons:")
        var numbers: [Int] = []
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var unreadable = 0
        for file in files {
            // One lesson that cannot be read never hides the others.
            let lesson: Lesson
            let diagnostics: [LessonDiagnostic]
            do {
                (lesson, diagnostics) = try LessonLibrary.load(file)
            } catch {
                print("  \(file)\n    \(error)")
                unreadable += 1
                continue
            }
            if let number = lesson.number { numbers.append(number) }
            let steps = lesson.sections.filter { if case .step = $0.kind { return true } else { return false } }.count
            let skipped = lesson.checks.filter { $0.skipReason != nil }.count
            var line =
                "  \(lesson.title)\n    \(file): " + (lesson.isGuide ? "a guide, " : "\(count(steps, "step")), ")
                + count(lesson.checks.count, "check")
            if skipped > 0 { line += " (\(skipped) not runnable here)" }
            if !lesson.isGuide {
                line +=
                    ", \(count(lesson.cards.filter { $0.kind == .flashCard }.count, "flash card")), \(count(lesson.cards.filter { $0.kind == .edgeCase }.count, "edge case"))"
            }
            if !diagnostics.isEmpty { line += "\n    \(diagnostics.count) problem(s): run `lessons check \(file)`" }
            if let standing = CourseProgress(lessons: [lesson], state: state).standings.first?.summary(relativeTo: here)
            {
                line += "\n    you: " + standing
            }
            loaded.append(lesson)
            print(line)
        }
        if unreadable > 0 {
            StandardError.write("\(unreadable) lesson file\(unreadable == 1 ? "" : "s") could not be read (above).")
        }
        let example = numbers.first { $0 > 0 } ?? numbers.first ?? 7
        if let next = CourseProgress(lessons: loaded, state: state).next(relativeTo: here) {
            print("\nNext: \(next.command)    (\(next.reason))")
        }
        print(
            """

            To learn:
              lessons study \(example)           go through lesson \(example): its steps, then its flash cards and edge cases
              lessons start \(example)           make a folder with lesson \(example)'s app, to do its steps in your own editor
              lessons review            the flash cards due today, from every lesson you studied
              lessons show \(example)            read lesson \(example) in the terminal

            To write or check lessons:
              lessons check             build every lesson and compare what ran with what each block records
              lessons check --help      its options (filter, formats, bless, pending, fix, jobs)
              lessons accept            review what `lessons check --pending` kept of failed blocks
            """)
        return ExitCode(succeeded: unreadable == 0)
    }
}
