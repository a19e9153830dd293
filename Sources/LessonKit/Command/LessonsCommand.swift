/// A `lessons` command line, parsed.
public enum LessonsCommand: Equatable {
    /// `lessons`: the lessons and what to type next.
    case list
    /// `lessons check [PATH...] [options]`.
    case check(CheckRun.Request)
    /// `lessons show LESSON [--step N]`.
    case show(lesson: String, step: Int?)
    /// `lessons help [COMMAND]` or `--help`.
    case help(String?)
    /// `lessons study LESSON [--restart]`.
    case study(lesson: String, restart: Bool)
    /// `lessons start LESSON [--dir DIR]`.
    case start(lesson: String, directory: String?)
    /// `lessons run [--step N] [--trace] [--diff]`, inside a workspace.
    case run(step: Int?, trace: Bool = false, diff: Bool = false)
    /// `lessons watch [--step N] [--diff]`, inside a workspace.
    case watch(step: Int?, diff: Bool = false)
    /// `lessons reset FILE [--step N]`, inside a workspace.
    case reset(file: String, step: Int?)
    /// `lessons review [--ahead] [--new N]`: the cards due, then up to N new ones (default 20 a day);
    /// with `--ahead`, the cards not yet due.
    case review(ahead: Bool, newPerDay: Int?)
    /// `lessons hint`, inside a workspace.
    case hint
    /// `lessons review --stats`: retention, cards by state, cards due per day.
    case reviewStats
    /// `lessons trace [TARGET] [options]`.
    case trace(TraceArguments)
    /// `lessons review --import FILE`: grades given in the book, into the review schedule.
    case importGrades(file: String)
    /// `lessons book [--out DIR] [--open] [--watch]`.
    case book(BookArguments)
    /// `lessons accept [--from FILE] [--all]`.
    case accept(AcceptArguments)
    /// `lessons preview [--port N] [--open]`, inside a workspace.
    case preview(PreviewArguments)

    /// A command line that cannot be understood; printed with usage, exit 64.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var command: String?
        public var description: String { message }
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws -> LessonsCommand {
        guard let first = arguments.first else { return .list }
        let rest = Array(arguments.dropFirst())
        if first == "--help" || first == "-h" { return .help(nil) }
        switch first {
        case "help":
            // `lessons help chek` would print the tool's help as if it were the command's.
            if let name = rest.first,
                !(["check", "accept", "show", "list", "help", "trace", "book", "preview"] + studentCommands).contains(
                    name)
            {
                return try parse([name, "--help"])
            }
            return .help(rest.first)
        case "list":
            if rest.contains("--help") { return .help("list") }
            guard rest.isEmpty else { throw UsageError(message: "`lessons list` takes no arguments", command: "list") }
            return .list
        case "check":
            return try parseCheck(rest)
        case "show":
            return try parseShow(rest)
        case "trace":
            return try parseTrace(rest)
        case "book":
            return try parseBook(rest)
        case "accept":
            return try parseAccept(rest)
        case "preview":
            return try parsePreview(rest)
        case _ where studentCommands.contains(first):
            return try parseStudentCommand(first, rest)
        default:
            let commands = ["check", "accept", "show", "list", "help", "trace", "book", "preview"] + studentCommands
            let near = commands.min { distance(first, $0) < distance(first, $1) }.flatMap {
                distance(first, $0) <= 2 ? $0 : nil
            }
            throw UsageError(
                message: "unknown command '\(first)'" + (near.map { ". Did you mean '\($0)'?" } ?? ""), command: nil)
        }
    }

    static func parseCheck(_ arguments: [String]) throws -> LessonsCommand {
        var options = CheckRun.Request()
        var index = 0
        var given: Set<String> = []
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value", command: "check") }
            // `--format junit --format json` would keep one silently.
            guard given.insert(flag == "-j" ? "--jobs" : flag).inserted else {
                throw UsageError(message: "\(flag) is given twice; give it once", command: "check")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("check")
            case "--":
                // Ends the options, as everywhere: `lessons check -- -dash.md` checks that file.
                options.paths += arguments[(index + 1)...]
                index = arguments.count
                continue
            case "--filter": options.filter = try value(argument)
            case "--bless": options.bless = true
            case "--pending": options.pending = true
            case "--fix": options.fix = true
            case "--yes", "-y": options.yes = true
            case "--verbose", "-v": options.verbose = true
            case "--format":
                let format = try value(argument)
                guard ["text", "json", "junit"].contains(format) else {
                    throw UsageError(message: "--format takes text, json or junit, not '\(format)'", command: "check")
                }
                options.format = format
            case "--jobs", "-j":
                let text = try value(argument)
                guard let jobs = Int(text), jobs >= 1 else {
                    throw UsageError(
                        message: "--jobs takes a whole number of at least 1, not '\(text)'", command: "check")
                }
                options.jobs = jobs
            case "--cache-dir":
                let folder = try value(argument)
                // An empty name would put the cache's folders at the root of the file system.
                guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError(
                        message: "--cache-dir needs a folder, such as --cache-dir .build/lessons-cache",
                        command: "check")
                }
                options.cacheDirectory = folder
            case "--no-cache": options.noCache = true
            case "--repeat":
                let text = try value(argument)
                guard let count = Int(text), (1...1000).contains(count) else {
                    throw UsageError(
                        message: "--repeat takes a whole number from 1 to 1000, not '\(text)'", command: "check")
                }
                options.repeatCount = count
            case "--shard":
                let text = try value(argument)
                let parts = text.split(separator: "/", omittingEmptySubsequences: false).compactMap { Int($0) }
                guard parts.count == 2, text.split(separator: "/", omittingEmptySubsequences: false).count == 2,
                    parts[1] >= 1, (1...parts[1]).contains(parts[0])
                else {
                    throw UsageError(
                        message: "--shard takes I/N with 1 ≤ I ≤ N, such as 1/4, not '\(text)'", command: "check")
                }
                options.shard = CheckRun.Shard(index: parts[0], count: parts[1])
            default:
                if argument.hasPrefix("-") {
                    let flags = [
                        "--filter", "--bless", "--pending", "--fix", "--yes", "--format", "--jobs", "--cache-dir",
                        "--no-cache", "--shard", "--repeat", "--verbose",
                    ]
                    let near = flags.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                        distance(argument, $0) <= 3 ? $0 : nil
                    }
                    throw UsageError(
                        message: "unknown option '\(argument)'" + (near.map { ". Did you mean '\($0)'?" } ?? ""),
                        command: "check")
                }
                options.paths.append(argument)
            }
            index += 1
        }
        // A file names the blocks as well as a filter does: its failed blocks are asked about one by one.
        if options.bless && options.filter == nil && options.paths.isEmpty {
            throw UsageError(
                message:
                    "--bless rewrites blocks, so it needs a lesson file (`lessons check FILE --bless`) or --filter to name the blocks to rewrite",
                command: "check")
        }
        if options.pending && options.bless {
            throw UsageError(
                message:
                    "--pending keeps the failed blocks' output for `lessons accept`, and --bless writes it now: choose one",
                command: "check")
        }
        if options.yes && !options.bless {
            throw UsageError(message: "--yes answers --bless's questions, so it goes with --bless", command: "check")
        }
        if options.verbose && options.format != "text" {
            throw UsageError(
                message:
                    "--verbose lists passed checks in the text report; --format \(options.format) holds every check already",
                command: "check")
        }
        if options.noCache && options.cacheDirectory != nil {
            throw UsageError(message: "--no-cache and --cache-dir cannot be used together", command: "check")
        }
        return .check(options)
    }

    static func parseShow(_ arguments: [String]) throws -> LessonsCommand {
        var lesson: String?
        var step: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("show")
            case "--":
                // Ends the options: what follows is the lesson.
                for operand in arguments[(index + 1)...] {
                    guard lesson == nil else {
                        throw UsageError(message: "`lessons show` takes one lesson", command: "show")
                    }
                    lesson = operand
                }
                index = arguments.count
                continue
            case "--step":
                index += 1
                guard index < arguments.count else {
                    throw UsageError(message: "--step needs a step number, such as --step 2", command: "show")
                }
                guard let number = Int(arguments[index]), number > 0 else {
                    throw UsageError(
                        message: "--step takes a step number, such as --step 2, not '\(arguments[index])'",
                        command: "show")
                }
                step = number
            default:
                if argument.hasPrefix("-") {
                    throw UsageError(message: "unknown option '\(argument)'", command: "show")
                }
                guard lesson == nil else {
                    throw UsageError(message: "`lessons show` takes one lesson", command: "show")
                }
                lesson = argument
            }
            index += 1
        }
        guard let lesson else {
            throw UsageError(message: "`lessons show` needs a lesson, such as `lessons show 7`", command: "show")
        }
        return .show(lesson: lesson, step: step)
    }

    static func distance(_ a: String, _ b: String) -> Int { LessonParser.editDistance(a, b) }

    /// The help text of `command`, or of the tool.
    public static func helpText(_ command: String?) -> String {
        if let command, let text = studentHelpText(command) { return text }
        if command == "preview" { return previewHelpText }
        switch command {
        case "trace":
            return traceHelp
        case "book":
            return bookHelp
        case "accept":
            return acceptHelp
        case "check":
            return """
                Usage: lessons check [PATH...] [options]

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

                Options:
                  --filter TEXT     only checks whose title, kind or lesson title contains TEXT;
                                    FILE.md:LINE (or :LINE) selects the check at that line,
                                    FILE.md the checks of that file
                  --bless           rewrite the blocks that failed (of the files given, or
                                    the filter's) with what the engine printed: on a terminal
                                    it shows each block's diff and asks (y rewrite, n leave,
                                    a all the rest, q stop); needs a file or --filter; never
                                    a block marked `recorded` (output from iOS)
                  --yes             with --bless: rewrite them all without asking (for a pipe)
                  --pending         keep what the engine printed for each failed block the
                                    project wrote, in .build/lessons-pending.json (a file a
                                    CI job can upload), for `lessons accept` to review;
                                    never a `recorded` block (each is named)
                  --fix             first make the format fixes that are mechanical (a
                                    misspelt kind, a play without launch, a block never
                                    closed before the next), saying each (file:line,
                                    before → after), and list the rest as NOT FIXED
                  --format FORMAT   text (default), json or junit
                  --jobs N          builds and runs at once (default: the cores; at most
                                    twice the cores)
                  --cache-dir DIR   where builds and play results are kept (default:
                                    .build/lessons-cache); a check with nothing changed builds
                                    and runs nothing, and says how many results were cached
                  --no-cache        make the engine, build and run everything anew; keep nothing
                  --shard I/N       only the I-th of N equal slices of the checks (an
                                    empty slice is an error)
                  --repeat N        run each play N times, never from the cache; a check
                                    whose runs print different lines fails as unstable,
                                    showing two runs
                  --verbose         list passed checks too
                """
        case "show":
            return """
                Usage: lessons show LESSON [--step N]

                Prints a lesson for reading in a terminal: prose wrapped to its width, tables
                in columns, each code block under its file's name, each recorded block under
                the play that produced it. Styles on a terminal (not with NO_COLOR); plain text
                in a pipe. LESSON is a number (7), a file name or a path. --step N prints only
                step N.
                """
        case "list":
            return """
                Usage: lessons [list]

                Lists the lessons in Lessons/ with what each holds and where you are in it:
                your place in `lessons study` (26/36), the flash cards due, and each workspace
                `lessons start` made with the step it is at. Then what to do next: the cards
                due first, then your workspace, then the lesson you left, then a new one.
                """
        default:
            return """
                Usage: lessons [COMMAND] [options]

                Lessons that teach SwiftUI's update model, run on a pure-Swift model of
                SwiftUI.

                To learn:
                  study LESSON   go through a lesson step by step, with its cards and edge cases
                  review         the flash cards due today
                  start LESSON   make a folder with the lesson's app, to edit in your own editor
                  run, watch     (in that folder) build your code and compare it with the lesson
                  preview        (in that folder) your app, live, drawn as an iPhone
                  hint           (in that folder) where your run differs, then a hint
                  reset FILE     (in that folder) put a file back as the lesson has it
                  show LESSON    print a lesson for reading in the terminal
                  book           the whole course as a website, to read in a browser
                  (none), list   the lessons, and what to type next

                To write lessons:
                  check          build every lesson and compare what ran with each block
                                 that records it: consoles, SwiftUI's logs, screens,
                                 compiler messages
                  accept         review the blocks `check --pending` kept: accept,
                                 reject or skip what the engine printed
                  trace          every update of a play: which bodies ran and why, as
                                 text, SVG, HTML

                Run `lessons help COMMAND` or `lessons COMMAND --help` for a command's options.
                """
        }
    }
}
