/// `lessons book`: the course as a static site.
extension LessonsCommand {
    /// The options of `lessons book`.
    public struct BookArguments: Equatable {
        /// `--out DIR`: where the site goes (default `.build/book`).
        public var output: String?
        /// `--open`: open the front page in the browser (xdg-open), or print where it is.
        public var open = false
        /// `--watch`: build again the page of each lesson saved, until stopped.
        public var watch = false
        public init() {}
    }

    static func parseBook(_ arguments: [String]) throws -> LessonsCommand {
        var options = BookArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("book")
            case "--":
                // Ends the options, as everywhere; nothing may follow.
                guard index == arguments.count - 1 else {
                    throw UsageError(
                        message: "`lessons book` takes no lesson: it writes the whole course", command: "book")
                }
            case "--open": options.open = true
            case "--watch": options.watch = true
            case "--out":
                index += 1
                guard index < arguments.count, !arguments[index].trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError(message: "--out needs a folder, such as --out site", command: "book")
                }
                guard options.output == nil else {
                    throw UsageError(message: "--out is given twice; give it once", command: "book")
                }
                options.output = arguments[index]
            default:
                let flags = ["--out", "--open", "--watch"]
                let near = flags.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                    distance(argument, $0) <= 3 ? $0 : nil
                }
                throw UsageError(
                    message: (argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "`lessons book` takes no lesson: it writes the whole course")
                        + (near.map { ". Did you mean '\($0)'?" } ?? ""), command: "book")
            }
            index += 1
        }
        return .book(options)
    }

    static let bookHelp = """
        Usage: lessons book [--out DIR] [--open] [--watch]

        Writes the whole course (Lessons/*.md, lessons then guides) as a static site:
        a sidebar, a page per lesson with its steps, each edit of the app as a change,
        each console beside what the engine printed with its status from the last
        `lessons check` (passed, failed with its diff, skipped with its reason, not yet
        checked), flash cards and edge cases with their answers folded, and a search
        box. It reads from file:// with no server and no network, and can be
        published as it is. Flash-card grades given in it are kept in the browser;
        `lessons review --import FILE` takes in the file its Export grades saves.

        Options:
          --out DIR   where to write it (default: .build/book)
          --open      open it in the browser (xdg-open), or print where it is
          --watch     build a lesson's page again each time it is saved (it checks
                      the lessons' modification times twice a second); Ctrl-C stops
        """
}
