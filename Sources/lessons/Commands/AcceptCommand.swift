import LessonKit

/// `lessons accept [--from FILE] [--all]`: the blocks `lessons check --pending` kept, reviewed one by one.
struct AcceptCommand: Command {
    static let name = "accept"
    static let summary = "review the blocks `check --pending` kept: accept, reject or skip what the engine printed"
    static let group = CommandGroup.writing
    static let operands = Operands.none(
        why: "`lessons accept` takes no lesson: it reviews every block `lessons check --pending` kept")
    static let options: [Option] = [
        .value(
            "--from", "FILE", needs: "a file, such as --from lessons-pending.json", refusesBlank: true,
            help:
                "review FILE, a pending file a CI job uploaded, instead of .build/lessons-pending.json; it is updated as you answer"
        ),
        .flag("--all", help: "accept every pending block without asking (for a pipe)"),
    ]
    static let discussion = """
        Reviews each block `lessons check --pending` kept: a block the project wrote
        whose check failed, with what the engine printed instead. Shows the diff as
        check printed it (- the block, + the engine) and asks: a accept (write the
        engine's output into the lesson, at the block's place), r reject (leave the
        block, forget the output), s skip (keep it pending), q quit (keep the rest).
        A block whose lesson changed since that check (its block, play or code) is
        refused, with its file:line; so is a block recorded on iOS, which is never
        kept. Each lesson is written whole or not at all. Exits 1 when a block was
        refused.
        """

    /// `--from FILE`: the pending file to review (one a CI job kept), instead of the package's.
    var from: String?
    /// `--all`: accept every pending block without asking (for a pipe or a script).
    var all = false

    init(from: String? = nil, all: Bool = false) {
        self.from = from
        self.all = all
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(from: arguments.value("--from"), all: arguments.flag("--all"))
    }

    func run() throws -> ExitCode {
        let layout = try PackageLayout.locatedPackage()
        let console = TerminalConsole(pages: false)
        var review = PendingReview(
            from: from, layout: layout, output: { print($0, terminator: "") }, errors: { StandardError.write($0) })
        if !all {
            guard console.interactive else {
                StandardError.write(
                    "Error: lessons accept asks about each block on a terminal, and this is a pipe or a script: run it in a terminal to answer block by block, "
                        + "or add --all to accept every pending block without asking")
                return .usage
            }
            review.ask = { text, number, count in
                var lines = [StyledLine(.plain, ""), StyledLine(.title, "Pending \(number) of \(count)")]
                lines += CheckReport.styledLines(of: text)
                console.show(lines)
                let rest = count - number
                let choices = [
                    KeyChoice("a", "accept"), KeyChoice("r", "reject"), KeyChoice("s", "skip"),
                    KeyChoice("q", rest > 0 ? "quit (\(rest + 1) left pending)" : "quit"),
                ]
                switch console.choose(choices) {
                case "a"?: return .accept
                case "r"?: return .reject
                case "s"?: return .skip
                default: return .quit
                }
            }
        }
        return ExitCode(status: try review.run())
    }
}
