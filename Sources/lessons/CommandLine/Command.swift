/// One command of `lessons`: its name, what it takes, its help, how it reads its command line and
/// what it does, declared together in one file.
///
/// The parser (`ParsedArguments`) reads a command line by the command's `options` and holds it to
/// its `operands`; `init(_:)` turns what was read into the command's values and refuses what does
/// not go together; `run()` does the work and says how it ended. The help (`helpText`) and every
/// usage error are made from these declarations.
protocol Command: Equatable {
    /// The name typed after `lessons`.
    static var name: String { get }
    /// What it does, in a line of the tool's help (`lessons help`).
    static var summary: String { get }
    /// Where the tool's help lists it.
    static var group: CommandGroup { get }
    /// What it takes besides its options.
    static var operands: Operands { get }
    /// Its options, in the order its help lists them.
    static var options: [Option] { get }
    /// What it does, for its help: paragraphs of at most 80 columns.
    static var discussion: String { get }

    /// The command a parsed command line asks for; throws `UsageError` for values that cannot be
    /// read or options that do not go together.
    init(_ arguments: ParsedArguments) throws

    /// Does the work; returns how it ended.
    func run() throws -> ExitCode
}

/// Where a command stands in the tool's help.
enum CommandGroup: String, CaseIterable, Sendable {
    case learning = "To learn:"
    case writing = "To write lessons:"
}

extension Command {
    static var options: [Option] { [] }

    /// The command `arguments` (what follows its name) ask for: itself, or its help.
    static func parse(_ arguments: [String]) throws -> any Command {
        let parsed = try ParsedArguments(arguments, options: options, command: name)
        if parsed.wantsHelp { return HelpCommand(topic: name) }
        try operands.check(parsed.operands, command: name, options: options.map(\.name))
        return try Self(parsed)
    }

    /// `lessons show LESSON [--step N]`: the name, the operands and the options (up to four of
    /// them by name, more as `[options]`), wrapped to 80 columns.
    static var usage: String {
        let head = "Usage: lessons \(name)"
        let parts =
            [operands.usage].compactMap { $0 } + (options.count <= 4 ? options.map(\.usage) : ["[options]"])
        return HelpLayout.wrapWords(parts, after: head, width: HelpLayout.width)
    }

    /// The help of this command: usage, what it does, and each option with what it does.
    static var helpText: String {
        var text = usage + "\n\n" + discussion + "\n\nOptions:\n"
        text += HelpLayout.table(
            options.map { ($0.label, $0.help) } + [("-h, --help", "show this help")], indent: 2)
        return text
    }

    /// Its line in the tool's help: `study LESSON`, or the name alone.
    static var label: String {
        if case .one(let placeholder, _, _) = operands { return "\(name) \(placeholder)" }
        return name
    }
}
