import Foundation
import LessonKit

/// `lessons reset FILE [--step N]`: inside a workspace, a file put back as the lesson has it.
struct ResetCommand: Command {
    static let name = "reset"
    static let summary = "(in that folder) put a file back as the lesson has it"
    static let group = CommandGroup.learning
    static let operands = Operands.one(
        placeholder: "FILE", what: "a file", example: "lessons reset TripCard.swift")
    static let options: [Option] = [
        StepNumber.option(
            help:
                "the file as step N starts (default: the step you are at); the next step's number gives the step's solution"
        )
    ]
    static let discussion = """
        Inside a workspace: puts FILE back as the lesson has it when a step starts.
        Your version is kept in .lessons-kept/ (which is never built); the command says
        where.
        """

    /// The file to put back.
    var file: String
    /// `--step N`: as that step starts, not the step the workspace is at.
    var step: Int?

    init(file: String, step: Int? = nil) {
        self.file = file
        self.step = step
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(file: arguments.operands[0], step: try StepNumber.read(arguments, command: Self.name))
    }

    func run() throws -> ExitCode {
        let workspace = try Workspace.find()
        let lesson = try LessonLibrary.loadShowingProblems(workspace.metadata.lesson)
        let step = self.step ?? workspace.metadata.step
        let name = (file as NSString).lastPathComponent
        if let kept = try workspace.reset(file, toStartOf: step, of: lesson) {
            print("\(name) is back as the lesson has it when step \(step) starts. Your version is kept as \(kept).")
        } else {
            print("\(name) is as the lesson has it when step \(step) starts; nothing to keep.")
        }
        return .success
    }
}
