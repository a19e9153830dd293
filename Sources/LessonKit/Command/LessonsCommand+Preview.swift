/// `lessons preview`: the student's app, live, in the browser.
extension LessonsCommand {
    /// The options of `lessons preview`.
    public struct PreviewArguments: Equatable {
        /// `--port N`: the port to listen on (default: a free one the system picks).
        public var port: Int?
        /// `--open`: open the page in the browser (xdg-open), or print where it is.
        public var open = false
        public init() {}
    }

    static func parsePreview(_ arguments: [String]) throws -> LessonsCommand {
        var options = PreviewArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return .help("preview")
            case "--open": options.open = true
            case "--port":
                index += 1
                guard index < arguments.count else {
                    throw UsageError(message: "--port needs a port, such as --port 8080", command: "preview")
                }
                guard options.port == nil else {
                    throw UsageError(message: "--port is given twice; give it once", command: "preview")
                }
                guard let port = Int(arguments[index]), (1...65535).contains(port) else {
                    throw UsageError(
                        message: "--port takes a port from 1 to 65535, such as --port 8080, not '\(arguments[index])'",
                        command: "preview")
                }
                options.port = port
            default:
                let flags = ["--port", "--open"]
                let near = flags.min { distance(argument, $0) < distance(argument, $1) }.flatMap {
                    distance(argument, $0) <= 3 ? $0 : nil
                }
                throw UsageError(
                    message: (argument.hasPrefix("-")
                        ? "unknown option '\(argument)'"
                        : "`lessons preview` takes no lesson: it previews the workspace it is run in")
                        + (near.map { ". Did you mean '\($0)'?" } ?? ""), command: "preview")
            }
            index += 1
        }
        return .preview(options)
    }

    static let previewHelpText = """
        Usage: lessons preview [--port N] [--open]

        Inside a workspace (`lessons start LESSON` makes one): serves a page on
        127.0.0.1 (a free port, printed; --port N to choose one) that shows your app
        drawn as an iPhone 17, its console, and the step's recorded consoles compared
        with yours, as `lessons run` has them. Each save builds your files again and
        redraws. Click a button, a switch, a row or the back button, type into a
        field, scroll with the wheel or a drag, swipe a row with a drag sideways: each
        becomes an action of a play (`tap Seattle`), made again from launch, and the
        play so far is shown to copy into a lesson. Each action can show its update
        trace ("Why did that run?"). --open opens the page with xdg-open (or prints
        where it is). Ctrl-C stops it, with every program it started.
        """
}
