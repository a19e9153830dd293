import Foundation
import LessonKit

/// `lessons review [--new N | --ahead | --import FILE | --stats]`: the flash cards due, their
/// statistics, or the grades given in the book taken in.
struct ReviewCommand: Command {
    static let name = "review"
    static let summary = "the flash cards due today"
    static let group = CommandGroup.learning
    static let operands = Operands.none(
        why: "`lessons review` takes no lesson: it works on the workspace it is run in")
    static let options: [Option] = [
        .value(
            "--new", "N",
            help:
                "at most N new cards a day (default: 20; the cards first graded in `lessons study` count too; 0: none)"),
        .flag(
            "--ahead",
            help:
                "review the cards not yet due, the soonest first: each review counts from today, as Anki's custom study \"review ahead\" does"
        ),
        .value(
            "--import", "FILE",
            help:
                "take in the grades given in the book (`lessons book`) and saved with its Export grades button (lessons-grades.json): each is a review of its card at the time it was given, merged into your review schedule; a grade taken in before is not counted twice"
        ),
        .flag(
            "--stats",
            help:
                "show the retention of your reviews, the cards by state (new, learning, review, relearning) and how many fall due on each of the next two weeks"
        ),
    ]
    static let discussion = """
        The flash cards due today from every lesson, scheduled with FSRS-6, then new
        cards in the course's order, from the first day on. Show the answer, then
        grade yourself: 1 again, 2 hard, 3 good, 4 easy; each key shows the interval it
        would give ("again": today, at the end of the session, then the days FSRS gives
        a lapse). `u` undoes the last grade. In a pipe it reads one answer per line.
        --new, --ahead, --import and --stats do one thing each: give one of them.
        """

    /// What `lessons review` is asked to do.
    enum Mode: Equatable {
        /// Review the cards due (or, `ahead`, the cards not yet due), then up to `newPerDay` new ones.
        case review(ahead: Bool, newPerDay: Int?)
        /// `--stats`: retention, cards by state, cards due per day.
        case statistics
        /// `--import FILE`: grades given in the book, into the review schedule.
        case importGrades(file: String)
    }

    var mode: Mode

    init(_ mode: Mode = .review(ahead: false, newPerDay: nil)) {
        self.mode = mode
    }

    init(_ arguments: ParsedArguments) throws {
        var newPerDay: Int?
        if let text = arguments.value("--new") {
            guard let number = Int(text), number >= 0 else {
                throw UsageError(
                    "--new takes how many new cards a day, such as --new 10 (0: none), not '\(text)'",
                    command: Self.name)
            }
            newPerDay = number
        }
        let ahead = arguments.flag("--ahead")
        let stats = arguments.flag("--stats")
        let importing = arguments.value("--import")
        let given = [
            stats ? "--stats" : nil, importing != nil ? "--import" : nil,
            ahead || newPerDay != nil ? (ahead ? "--ahead" : "--new") : nil,
        ]
        .compactMap { $0 }
        if given.count > 1 {
            throw UsageError(
                "\(given.joined(separator: " and ")) do one thing each; give one of them", command: Self.name)
        }
        if ahead, newPerDay != nil {
            throw UsageError("--ahead reviews cards graded before, never new ones: leave out --new", command: Self.name)
        }
        self.init(
            importing.map { .importGrades(file: $0) }
                ?? (stats ? .statistics : .review(ahead: ahead, newPerDay: newPerDay)))
    }

    func run() throws -> ExitCode {
        let files = try LessonLibrary.files([], layout: PackageLayout.locate())
        let lessons = try files.map { try LessonLibrary.load($0).lesson }
        switch mode {
        case .review(let ahead, let newPerDay):
            let console = TerminalConsole()
            try ReviewSession(
                lessons: lessons, store: .standard(), console: console,
                newCardsPerDay: newPerDay ?? ReviewSession.defaultNewCardsPerDay,
                ahead: ahead
            ).run()
            return ExitCode(succeeded: !console.gaveUp)
        case .statistics:
            let (state, _) = try StateStore.standard().load()
            let console = TerminalConsole(pages: false)
            console.show(ReviewStatistics(lessons: lessons, state: state, on: Date()).lines(width: console.width))
            return .success
        case .importGrades(let file):
            let entries = try BookGrades.read(file)
            let outcome = try BookGrades.merge(entries, into: .standard(), lessons: lessons)
            print(BookGrades.summary(outcome, file: file))
            return .success
        }
    }
}
