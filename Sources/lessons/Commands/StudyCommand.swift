import Foundation
import LessonKit

/// `lessons study LESSON [--restart]`: a lesson step by step in the terminal, with its cards and edge cases.
struct StudyCommand: Command {
    static let name = "study"
    static let summary = "go through a lesson step by step, with its cards and edge cases"
    static let group = CommandGroup.learning
    static let operands = Operands.one(placeholder: "LESSON", what: "a lesson", example: "lessons study 7")
    static let options: [Option] = [
        .flag("--restart", help: "start from the top, not where you left")
    ]
    static let discussion = """
        Goes through a lesson in the terminal: each step's text, the change it makes to
        the app and the consoles recorded on iOS, then (r) a run of it with the
        engine's console next to each, and (t) the trace of that run: which bodies ran
        in each update, and why; flash cards to answer and grade; edge cases to predict
        before they run. `q` leaves, and the next `lessons study LESSON` resumes there.
        At a `── more ──` pause, space or Enter shows the next page; any other key does
        what it does at the prompt (q quits, r runs, 1-4 grade) without the rest. In a
        pipe it reads one answer per line (an empty line is Enter) and stops at the end
        of its input.
        """

    /// The lesson: a number, a file name or a path.
    var lesson: String
    /// `--restart`: from the top, not where the student left.
    var restart = false

    init(lesson: String, restart: Bool = false) {
        self.lesson = lesson
        self.restart = restart
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(lesson: arguments.operands[0], restart: arguments.flag("--restart"))
    }

    func run() throws -> ExitCode {
        let layout = try PackageLayout.locatedEngine()
        let path = try LessonLibrary.find(self.lesson, layout: layout)
        let lesson = try LessonLibrary.loadShowingProblems(path)
        let console = TerminalConsole()
        let runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache,
            working: { console.working($0) })
        let session = StudySession(
            lesson: lesson, store: .standard(), console: console, runner: runner,
            command: "lessons study \(self.lesson)")
        session.tracer = { check in try TraceText.lines(tracing: check, layout: layout) }
        _ = try session.run(restart: restart)
        return ExitCode(succeeded: !console.gaveUp)
    }
}
