import Foundation
import LessonKit

/// `lessons start LESSON [--dir DIR]`: a folder with the lesson's app, to edit in the student's own editor.
struct StartCommand: Command {
    static let name = "start"
    static let summary = "make a folder with the lesson's app, to edit in your own editor"
    static let group = CommandGroup.learning
    static let operands = Operands.one(placeholder: "LESSON", what: "a lesson", example: "lessons start 7")
    static let options: [Option] = [
        .value("--dir", "DIR", help: "the folder to make (default: lesson-NN)")
    ]
    static let discussion = """
        Makes a folder with the app's Swift files as the lesson starts, to edit in your
        own editor as the steps say. Then, inside it: lessons run, lessons watch.
        """

    /// The lesson: a number, a file name or a path.
    var lesson: String
    /// `--dir DIR`: the folder to make, instead of `lesson-NN`.
    var directory: String?

    init(lesson: String, directory: String? = nil) {
        self.lesson = lesson
        self.directory = directory
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(lesson: arguments.operands[0], directory: arguments.value("--dir"))
    }

    /// Said after `start` when the engine's sources are at hand: the workspace opens in an editor.
    private static let editorNote = """

        The folder is a Swift package too: open it in an editor with SourceKit-LSP (VS Code's Swift
        extension, Neovim, Helix…) for completion against the engine and errors as you type. The
        first time, the editor builds the engine's module (a minute or so).
        """

    func run() throws -> ExitCode {
        let layout = PackageLayout.locate()
        let path = try LessonLibrary.find(self.lesson, layout: layout)
        let (lesson, problems) = try LessonLibrary.load(path)
        problems.forEach { StandardError.write($0.description) }
        let folder = directory ?? lesson.number.map { String(format: "lesson-%02d", $0) } ?? lesson.stateKey
        let workspace = try Workspace.create(for: lesson, at: folder, engineRoot: layout?.root, problems: problems)
        // Remembered so that `lessons list` shows the workspace and its step; a state that cannot be
        // written never undoes the workspace, it is only not listed.
        do {
            try StateStore.standard().update {
                $0.recordWorkspace(WorkspaceRecord(folder: workspace.folder, lesson: lesson.stateKey, made: Date()))
            }
        } catch {
            StandardError.write("Note: the workspace was made, but not recorded for `lessons list`: \(error)")
        }
        let files = AppHistory(lesson).start.map(\.name)
        let step = workspace.metadata.step
        print(
            """
            Made \(folder)/ with the app as \(lesson.shortName) starts: \(files.joined(separator: ", ")).

            Next:
              cd \(folder)
              lessons show \(lesson.number.map(String.init) ?? self.lesson) --step \(step)    read step \(step), and edit the files as it says
              lessons run                 build your files and compare their console with the lesson's
              lessons watch               the same, each time you save a file
              lessons reset FILE          put a file back as the lesson has it
            \(layout == nil ? "" : Self.editorNote)
            """)
        return .success
    }
}
