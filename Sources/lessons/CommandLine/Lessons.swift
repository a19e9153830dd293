/// The `lessons` tool: its commands, how a command line picks one, and its help.
enum Lessons {
    /// Every command, in the order the tool's help lists them within their groups.
    static var commands: [any Command.Type] {
        [
            StudyCommand.self, ReviewCommand.self, StartCommand.self, RunCommand.self, WatchCommand.self,
            PreviewCommand.self, HintCommand.self, ResetCommand.self, ShowCommand.self, BookCommand.self,
            ListCommand.self, CheckCommand.self, AcceptCommand.self, TraceCommand.self, HelpCommand.self,
        ]
    }

    /// The command named `name`.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// The command the arguments after the program's name ask for: none is `lessons list`.
    static func parse(_ arguments: [String]) throws -> any Command {
        guard let first = arguments.first else { return ListCommand() }
        if first == "--help" || first == "-h" { return HelpCommand(topic: nil) }
        guard let command = command(named: first) else { throw unknownCommand(first) }
        return try command.parse(Array(arguments.dropFirst()))
    }

    /// `unknown command 'chek'. Did you mean 'check'?`
    static func unknownCommand(_ name: String) -> UsageError {
        UsageError(
            "unknown command '\(name)'" + Suggestion.didYouMean(name, among: commands.map { $0.name }, within: 2),
            command: nil)
    }

    /// Parses `arguments`, runs the command, and says how it ended; errors go to standard error.
    static func main(_ arguments: [String]) -> ExitCode {
        let command: any Command
        do {
            command = try parse(arguments)
        } catch let error as UsageError {
            StandardError.write("Error: \(error.message)\n\n" + helpText(error.command))
            return .usage
        } catch {
            StandardError.write("Error: \(error)")
            return .usage
        }
        do {
            return try command.run()
        } catch {
            StandardError.write("Error: \(error)")
            return .failure
        }
    }

    /// The help of the command named `name`, or of the tool.
    static func helpText(_ name: String?) -> String {
        if let name, let command = command(named: name) { return command.helpText }
        let listed = commands.filter { $0.name != HelpCommand.name }
        let column = listed.map { $0.label.count }.max() ?? 0
        var text = """
            Usage: lessons [COMMAND] [options]

            Lessons that teach SwiftUI's update model, run on a pure-Swift model of
            SwiftUI.
            """
        for group in CommandGroup.allCases {
            let rows = listed.filter { $0.group == group }.map { ($0.label, $0.summary) }
            text += "\n\n\(group.rawValue)\n" + HelpLayout.table(rows, indent: 2, labelWidth: column)
        }
        return text + "\n\nRun `lessons help COMMAND` or `lessons COMMAND --help` for a command's options."
    }
}
