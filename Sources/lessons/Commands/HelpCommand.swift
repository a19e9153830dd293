/// `lessons help [COMMAND]`, `lessons --help`, `lessons COMMAND --help`: the tool's help, or a command's.
struct HelpCommand: Command {
    static let name = "help"
    static let summary = "the tool's help, or a command's"
    static let group = CommandGroup.learning
    static let operands = Operands.optional(placeholder: "COMMAND", what: "command")
    static let discussion = """
        Prints what a command does and its options, or, without one, the commands.
        `lessons COMMAND --help` prints the same.
        """

    /// The command whose help to print; nil for the tool's.
    var topic: String?

    init(topic: String?) {
        self.topic = topic
    }

    init(_ arguments: ParsedArguments) throws {
        let topic = arguments.operands.first
        // `lessons help chek` would print the tool's help as if it were the command's.
        if let topic, Lessons.command(named: topic) == nil { throw Lessons.unknownCommand(topic) }
        self.init(topic: topic)
    }

    func run() throws -> ExitCode {
        print(Lessons.helpText(topic))
        return .success
    }
}
