/// `lessons trace`: every update of one play, the bodies that ran and why.
extension LessonsCommand {
    /// The arguments of `lessons trace`.
    public struct TraceArguments: Equatable {
        /// `48`, a lesson file, or either with `:LINE` for a check; nil in a workspace.
        public var target: String?
        public var step: Int?
        /// Another play than the check's: `launch; tap Favorite Vancouver`.
        public var play: String?
        public var svg: String?
        public var html: String?
        public init() {}
    }

    static func parseTrace(_ arguments: [String]) throws -> LessonsCommand {
        var options = TraceArguments()
        var index = 0
        var given: Set<String> = []
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value", command: "trace")
            }
            // `--step 1 --step 2` would trace one of them silently.
            guard given.insert(flag).inserted else {
                throw UsageError(message: "\(flag) is given twice; give it once", command: "trace")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("trace")
            case "--":
                // Ends the options: what follows is the lesson or check.
                for operand in arguments[(index + 1)...] {
                    guard options.target == nil else {
                        throw UsageError(
                            message:
                                "`lessons trace` takes one lesson or check, not '\(options.target!)' and '\(operand)'",
                            command: "trace")
                    }
                    options.target = operand
                }
                index = arguments.count
                continue
            case "--step":
                let text = try value(argument)
                guard let number = Int(text), number >= 1 else {
                    throw UsageError(
                        message: "--step takes a step number, such as --step 2, not '\(text)'", command: "trace")
                }
                options.step = number
            case "--play": options.play = try value(argument)
            case "--svg": options.svg = try value(argument)
            case "--html": options.html = try value(argument)
            default:
                if argument.hasPrefix("-") {
                    let flags = ["--step", "--play", "--svg", "--html"]
                    let near = flags.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                        distance(argument, $0) <= 3 ? $0 : nil
                    }
                    throw UsageError(
                        message: "unknown option '\(argument)'" + (near.map { ". Did you mean '\($0)'?" } ?? ""),
                        command: "trace")
                }
                guard options.target == nil else {
                    throw UsageError(
                        message:
                            "`lessons trace` takes one lesson or check, not '\(options.target!)' and '\(argument)'",
                        command: "trace")
                }
                options.target = argument
            }
            index += 1
        }
        if let target = options.target, options.step != nil, Self.splitLine(target).line != nil {
            throw UsageError(message: "give a check (\(target)) or --step, not both", command: "trace")
        }
        if let svg = options.svg, svg == options.html {
            throw UsageError(
                message: "--svg and --html name the same file, '\(svg)': give each its own", command: "trace")
        }
        return .trace(options)
    }

    /// `Lessons/48-one-star.md:412` as the lesson and the line; a target without `:LINE` as itself.
    public static func splitLine(_ target: String) -> (lesson: String, line: Int?) {
        guard let colon = target.lastIndex(of: ":"), let line = Int(target[target.index(after: colon)...]), line >= 1
        else {
            return (target, nil)
        }
        return (String(target[..<colon]), line)
    }

    static let traceHelp = """
        Usage: lessons trace [LESSON --step N | LESSON:LINE] [--play "…"]
                             [--svg FILE] [--html FILE]

        Runs one play of a lesson's program and shows every update it made: the write
        that started it (which @State of which view, which observed property, in which
        action or onAppear), the tree of views whose bodies ran, each with the reasons
        Self._printChanges() gives (whether or not the code calls it), the views
        created and destroyed and why, the onAppear, onDisappear, task and onChange
        actions in the order they ran, and what was printed meanwhile. Then how many
        times each type's body ran, in all and per action, as Instruments' View Body
        lane counts.

        What to trace:
          lessons trace 48 --step 2   the app as step 2 leaves it, and the step's
                                      first run
          lessons trace 48:412        the check (or program) at line 412 of lesson 48
          lessons trace Lessons/48-one-star-one-card.md:412    the same, by file
          lessons trace               in a workspace (lessons start): your files, with
                                      the run of the step you are at (or --step N)

        Options:
          --play "launch; tap X"  another play (actions as in a lesson's play=, launch
                                  first)
          --svg FILE              draw the updates of the play's last action (or the
                                  check's from=/output=all) as an SVG picture: the
                                  view tree, the bodies that ran, and an arrow from
                                  each write to each body it marked
          --html FILE             a self-contained page with one frame per update, to
                                  step through with the arrow keys
        """
}
