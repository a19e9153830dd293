import LessonKit

/// `lessons show LESSON [--step N]`: a lesson laid out for reading in the terminal.
struct ShowCommand: Command {
    static let name = "show"
    static let summary = "print a lesson for reading in the terminal"
    static let group = CommandGroup.learning
    static let operands = Operands.one(placeholder: "LESSON", what: "a lesson", example: "lessons show 7")
    static let options: [Option] = [
        StepNumber.option(help: "print only step N")
    ]
    static let discussion = """
        Prints a lesson for reading in a terminal: prose wrapped to its width, tables
        in columns, each code block under its file's name, each recorded block under
        the play that produced it. Styles on a terminal (not with NO_COLOR); plain text
        in a pipe. LESSON is a number (7), a file name or a path.
        """

    /// The lesson: a number, a file name or a path.
    var lesson: String
    /// `--step N`: only that step.
    var step: Int?

    init(lesson: String, step: Int? = nil) {
        self.lesson = lesson
        self.step = step
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(lesson: arguments.operands[0], step: try StepNumber.read(arguments, command: Self.name))
    }

    func run() throws -> ExitCode {
        let path = try LessonLibrary.find(lesson, layout: PackageLayout.locate())
        let (lesson, diagnostics) = try LessonLibrary.load(path)
        diagnostics.forEach { StandardError.write($0.description) }
        if let step, !lesson.sections.contains(where: { $0.kind == .step(step) }) {
            StandardError.write("Error: \(path) has no step \(step)")
            return .usage
        }
        let console = TerminalConsole(pages: false)
        console.show(LessonText.lines(lesson, step: step, width: console.width, styled: console.styled))
        // Shown as well as it can be; the errors above make it a failure, as in `lessons check`.
        return ExitCode(succeeded: diagnostics.isEmpty)
    }
}
