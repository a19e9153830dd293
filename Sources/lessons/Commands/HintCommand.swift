import Foundation
import LessonKit

/// `lessons hint`: inside a workspace, where the last run differs, then the step's next hint.
struct HintCommand: Command {
    static let name = "hint"
    static let summary = "(in that folder) where your run differs, then a hint"
    static let group = CommandGroup.learning
    static let operands = Operands.none(
        why: "`lessons hint` takes no lesson: it works on the workspace it is run in")
    static let discussion = """
        Inside a workspace: when your last `lessons run` of the step you are at
        differs from the lesson, says where in words (which line of the console, which
        view of the screen) and shows the diff; then gives the step's next hint, one
        more each time you ask.
        """

    init() {}

    init(_ arguments: ParsedArguments) throws {}

    func run() throws -> ExitCode {
        var workspace = try Workspace.find()
        let lesson = try LessonLibrary.loadShowingProblems(workspace.metadata.lesson)
        let step = workspace.metadata.step
        let console = TerminalConsole(pages: false)
        let shown = workspace.metadata.hintsShown?[String(step)] ?? 0
        let hint = HintText.lines(
            lesson: lesson, step: step, lastRun: LastRun.load(from: workspace.folder), shown: shown,
            width: console.width, styled: console.styled)
        console.show(hint.lines)
        if hint.shown != shown {
            workspace.metadata.hintsShown = (workspace.metadata.hintsShown ?? [:]).merging([String(step): hint.shown]) {
                $1
            }
            try workspace.saveMetadata()
        }
        return .success
    }
}
