import Foundation
import LessonKit

/// `lessons check [PATH...] [options]`: builds and runs every check of the lessons and compares
/// each with its block; blesses or keeps what failed when asked.
struct CheckCommand: Command {
    static let name = "check"
    static let summary =
        "build every lesson and compare what ran with each block that records it: consoles, SwiftUI's logs, screens, compiler messages"
    static let group = CommandGroup.writing
    static let operands = Operands.many(placeholder: "PATH")
    static let formats = ["text", "json", "junit"]
    static let options: [Option] = [
        .value(
            "--filter", "TEXT",
            help:
                "only checks whose title, kind or lesson title contains TEXT; FILE.md:LINE (or :LINE) selects the check at that line, FILE.md the checks of that file"
        ),
        .flag(
            "--bless",
            help:
                "rewrite the blocks that failed (of the files given, or the filter's) with what the engine printed: on a terminal it shows each block's diff and asks (y rewrite, n leave, a all the rest, q stop); needs a file or --filter; never a block marked `recorded` (output from iOS)"
        ),
        .flag("--yes", short: "-y", help: "with --bless: rewrite them all without asking (for a pipe)"),
        .flag(
            "--pending",
            help:
                "keep what the engine printed for each failed block the project wrote, in .build/lessons-pending.json (a file a CI job can upload), for `lessons accept` to review; never a `recorded` block (each is named)"
        ),
        .flag(
            "--fix",
            help:
                "first make the format fixes that are mechanical (a misspelt kind, a play without launch, a block never closed before the next), saying each (file:line, before → after), and list the rest as NOT FIXED"
        ),
        .value("--format", "FORMAT", help: "text (default), json or junit"),
        .value(
            "--jobs", short: "-j", "N",
            help: "builds at once, and twice as many plays (default: the cores; at most twice the cores)"),
        .value(
            "--cache-dir", "DIR", needs: "a folder, such as --cache-dir .build/lessons-cache", refusesBlank: true,
            help:
                "where builds and play results are kept (default: .build/lessons-cache); a check with nothing changed builds and runs nothing, and says how many results were cached"
        ),
        .flag("--no-cache", help: "make the engine, build and run everything anew; keep nothing"),
        .value("--shard", "I/N", help: "only the I-th of N equal slices of the checks (an empty slice is an error)"),
        .value(
            "--repeat", "N",
            help:
                "run each play N times, never from the cache; a check whose runs print different lines fails as unstable, showing two runs"
        ),
        .flag("--verbose", short: "-v", help: "list passed checks too"),
    ]
    static let discussion = """
        Builds every Swift step, card and edge case of the lessons against the engine,
        plays their runs, and compares what happened with each block that records it:
        consoles, SwiftUI's logs, screens and compiler messages. PATH is a lesson file
        or a folder (default: Lessons/). The report shows each failure with its diff,
        then lists the failures one a line, the slowest checks, and the counts of
        checks recorded on iOS (`recorded` blocks) and written by the project; colours
        on a terminal, never with NO_COLOR or in a pipe. Ends with "N passed, N failed,
        N known issues, N skipped"; an error in a lesson's format counts as failed.
        Exits 0 only when something was checked and nothing failed (no lesson, or a
        --filter that matches no check, is an error).
        """

    /// What to check, and how.
    var request: CheckRun.Request

    init(request: CheckRun.Request = CheckRun.Request()) {
        self.request = request
    }

    init(_ arguments: ParsedArguments) throws {
        var request = CheckRun.Request()
        request.paths = arguments.operands
        request.filter = arguments.value("--filter")
        request.bless = arguments.flag("--bless")
        request.pending = arguments.flag("--pending")
        request.fix = arguments.flag("--fix")
        request.yes = arguments.flag("--yes")
        request.verbose = arguments.flag("--verbose")
        request.noCache = arguments.flag("--no-cache")
        request.cacheDirectory = arguments.value("--cache-dir")
        if let format = arguments.value("--format") {
            guard Self.formats.contains(format) else {
                throw UsageError("--format takes text, json or junit, not '\(format)'", command: Self.name)
            }
            request.format = format
        }
        if let text = arguments.value("--jobs") {
            guard let jobs = Int(text), jobs >= 1 else {
                throw UsageError("--jobs takes a whole number of at least 1, not '\(text)'", command: Self.name)
            }
            request.jobs = jobs
        }
        if let text = arguments.value("--repeat") {
            guard let count = Int(text), (1...1000).contains(count) else {
                throw UsageError("--repeat takes a whole number from 1 to 1000, not '\(text)'", command: Self.name)
            }
            request.repeatCount = count
        }
        if let text = arguments.value("--shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            guard parts.count == 2, numbers.count == 2, numbers[1] >= 1, (1...numbers[1]).contains(numbers[0]) else {
                throw UsageError("--shard takes I/N with 1 ≤ I ≤ N, such as 1/4, not '\(text)'", command: Self.name)
            }
            request.shard = CheckRun.Shard(index: numbers[0], count: numbers[1])
        }
        // A file names the blocks as well as a filter does: its failed blocks are asked about one by one.
        if request.bless && request.filter == nil && request.paths.isEmpty {
            throw UsageError(
                "--bless rewrites blocks, so it needs a lesson file (`lessons check FILE --bless`) or --filter to name the blocks to rewrite",
                command: Self.name)
        }
        if request.pending && request.bless {
            throw UsageError(
                "--pending keeps the failed blocks' output for `lessons accept`, and --bless writes it now: choose one",
                command: Self.name)
        }
        if request.yes && !request.bless {
            throw UsageError("--yes answers --bless's questions, so it goes with --bless", command: Self.name)
        }
        if request.verbose && request.format != "text" {
            throw UsageError(
                "--verbose lists passed checks in the text report; --format \(request.format) holds every check already",
                command: Self.name)
        }
        if request.noCache && request.cacheDirectory != nil {
            throw UsageError("--no-cache and --cache-dir cannot be used together", command: Self.name)
        }
        self.request = request
    }

    func run() throws -> ExitCode {
        let layout = try PackageLayout.locatedPackage()
        // Colours only for the text report on a terminal, never with NO_COLOR or in a pipe; cut to the
        // terminal's width between tokens on a terminal only (a tool reading a pipe gets whole lines).
        let console = TerminalConsole(pages: false)
        let onTerminal = request.format == "text" && isatty(STDOUT_FILENO) != 0
        var run = CheckRun(
            request: request, layout: layout,
            output: { text in
                if onTerminal {
                    print(
                        CheckReport.terminalLines(of: text, width: console.width).map(console.render).joined(
                            separator: "\n"))
                } else {
                    print(text, terminator: "")
                }
            }, errors: { StandardError.write($0) })
        if request.bless && !request.yes {
            // In a pipe nobody can answer: rewriting every block must be asked for with --yes.
            guard console.interactive else {
                // What to do, not the whole help: the command line was understood.
                StandardError.write(
                    "Error: --bless asks about each block on a terminal, and this is a pipe or a script: run it in a terminal to answer block by block, "
                        + "or add --yes to rewrite every failed block it selects without asking")
                return .usage
            }
            run.confirmBless = { result, number, count in Self.askToBless(result, number, count, console: console) }
        }
        let showsProgress = request.format == "text" && isatty(STDERR_FILENO) != 0
        if showsProgress {
            run.progress = { line in FileHandle.standardError.write(Data((TerminalConsole.clearLine + line).utf8)) }
        }
        let status = try run.run()
        if showsProgress { FileHandle.standardError.write(Data(TerminalConsole.clearLine.utf8)) }
        return ExitCode(status: status)
    }

    /// Shows the change `--bless` would make to one block, and asks whether to make it.
    static func askToBless(_ result: CheckResult, _ number: Int, _ count: Int, console: TerminalConsole)
        -> CheckRun.BlessAnswer
    {
        let check = result.check
        var lines = [
            StyledLine(.plain, ""),
            StyledLine(
                .title, "Bless \(number) of \(count): \(check.location) \(check.kind.rawValue) — \(check.title)"),
        ]
        if !check.play.isEmpty { lines.append(StyledLine(.note, "  play: \(check.play.joined(separator: "; "))")) }
        lines.append(StyledLine(.note, "  - the block now, + what the engine printed, which would replace it:"))
        let diff = LineDiff.render(expected: check.expected, actual: result.actual ?? [])
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            let role: StyledLine.Role = line.hasPrefix("-") ? .removed : line.hasPrefix("+") ? .added : .code
            lines.append(StyledLine(role, "  " + line))
        }
        console.show(lines)
        let rest = count - number
        var choices = [KeyChoice("y", "rewrite it"), KeyChoice("n", "leave it")]
        if rest > 0 { choices.append(KeyChoice("a", "rewrite all \(rest + 1) left")) }
        choices.append(KeyChoice("q", rest > 0 ? "leave all \(rest + 1) left" : "leave it and stop"))
        switch console.choose(choices) {
        case "y"?: return .rewrite
        case "a"?: return .rewriteAll
        case "n"?: return .leave
        default: return .stop
        }
    }
}
