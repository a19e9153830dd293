/// `lessons accept`: the blocks `lessons check --pending` kept, reviewed one by one.
extension LessonsCommand {
    /// The options of `lessons accept`.
    public struct AcceptArguments: Equatable {
        /// `--from FILE`: the pending file to review (one a CI job kept), instead of the package's.
        public var from: String?
        /// `--all`: accept every pending block without asking (for a pipe or a script).
        public var all = false
        public init() {}
    }

    static func parseAccept(_ arguments: [String]) throws -> LessonsCommand {
        var options = AcceptArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("accept")
            case "--":
                // Ends the options, as everywhere; nothing may follow.
                guard index == arguments.count - 1 else {
                    throw UsageError(
                        message:
                            "`lessons accept` takes no lesson: it reviews every block `lessons check --pending` kept",
                        command: "accept")
                }
            case "--all": options.all = true
            case "--from":
                index += 1
                guard index < arguments.count, !arguments[index].trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError(
                        message: "--from needs a file, such as --from lessons-pending.json", command: "accept")
                }
                guard options.from == nil else {
                    throw UsageError(message: "--from is given twice; give it once", command: "accept")
                }
                options.from = arguments[index]
            default:
                let flags = ["--from", "--all"]
                let near = flags.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                    distance(argument, $0) <= 3 ? $0 : nil
                }
                throw UsageError(
                    message: (argument.hasPrefix("-")
                        ? "unknown option '\(argument)'"
                        : "`lessons accept` takes no lesson: it reviews every block `lessons check --pending` kept")
                        + (near.map { ". Did you mean '\($0)'?" } ?? ""), command: "accept")
            }
            index += 1
        }
        return .accept(options)
    }

    static let acceptHelp = """
        Usage: lessons accept [--from FILE] [--all]

        Reviews each block `lessons check --pending` kept: a block the project wrote
        whose check failed, with what the engine printed instead. Shows the diff as
        check printed it (- the block, + the engine) and asks: a accept (write the
        engine's output into the lesson, at the block's place), r reject (leave the
        block, forget the output), s skip (keep it pending), q quit (keep the rest).
        A block whose lesson changed since that check (its block, play or code) is
        refused, with its file:line; so is a block recorded on iOS, which is never
        kept. Each lesson is written whole or not at all. Exits 1 when a block was
        refused.

        Options:
          --from FILE   review FILE, a pending file a CI job uploaded, instead of
                        .build/lessons-pending.json; it is updated as you answer
          --all         accept every pending block without asking (for a pipe)
        """
}
