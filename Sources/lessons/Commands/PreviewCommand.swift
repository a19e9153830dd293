import Foundation
import LessonKit

/// `lessons preview [--port N] [--open] [--device NAME]`: serves the student's app, live, on 127.0.0.1 until Ctrl-C.
struct PreviewCommand: Command {
    static let name = "preview"
    static let summary = "(in that folder) your app, live, drawn as an iPhone"
    static let group = CommandGroup.learning
    static let operands = Operands.none(
        why: "`lessons preview` takes no lesson: it previews the workspace it is run in")
    static let options: [Option] =
        [
            .value(
                "--port", "N", needs: "a port, such as --port 8080",
                help: "the port to listen on (default: a free one the system picks, printed)"),
            .flag("--open", help: "open the page with xdg-open (or print where it is)"),
        ] + DeviceOptions.options
    static let discussion = """
        Inside a workspace (`lessons start LESSON` makes one): serves a page on
        127.0.0.1 that shows your app drawn on the device the step's runs play on (the
        one its check names, else the course's iPhone 17), its console, and the step's
        recorded consoles compared with yours, as `lessons run` has them. Each save
        builds your files again and redraws. Click a button, a switch, a row or the
        back button, type into a field, scroll with the wheel or a drag, swipe a row
        with a drag sideways: each becomes an action of a play (`tap Seattle`), made
        again from launch, and the play so far is shown to copy into a lesson. Each
        action can show its update trace ("Why did that run?"). Ctrl-C stops it, with
        every program it started. --device, --orientation and --ios play it on another
        device, as for `lessons run`:
          lessons preview --device "iPhone SE" --orientation landscape
        """

    /// `--port N`: the port to listen on (default: a free one the system picks).
    var port: Int?
    /// `--open`: open the page in the browser (xdg-open), or print where it is.
    var open = false
    /// `--device NAME`, `--orientation`, `--ios`: another device than the step's check's.
    var device = DeviceOverride()

    init(port: Int? = nil, open: Bool = false, device: DeviceOverride = DeviceOverride()) {
        self.port = port
        self.open = open
        self.device = device
    }

    init(_ arguments: ParsedArguments) throws {
        var port: Int?
        if let text = arguments.value("--port") {
            guard let number = Int(text), (1...65535).contains(number) else {
                throw UsageError(
                    "--port takes a port from 1 to 65535, such as --port 8080, not '\(text)'", command: Self.name)
            }
            port = number
        }
        self.init(
            port: port, open: arguments.flag("--open"), device: try DeviceOptions.read(arguments, command: Self.name))
    }

    func run() throws -> ExitCode {
        let workspace = try Workspace.find()
        let layout = try PackageLayout.locatedEngine()
        let toolchain = try Toolchain.find()
        let session = PreviewSession(folder: workspace.folder)
        session.device = device
        session.runner = LessonChecker.runner(
            layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache,
            working: { [session] in session.working($0) })
        session.tracer = { code, play, device in
            try PlayTracer(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache).trace(
                code, play: play, device: device)
        }
        session.loadLesson = { try LessonLibrary.loadShowingProblems($0) }
        let routes = PreviewRoutes(session: session)
        let server = try PreviewServer(port: port ?? 0) { routes.answer($0) }
        server.start()
        Interruption.shared.onInterrupt { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/"
        StandardOutput.say("Previewing \(workspace.folder) at \(url) (Ctrl-C stops).")
        if open { Browser.open(url) }
        // The first build, then one after each save: the page says what it is doing meanwhile.
        session.rebuild()
        Self.say(session.current)
        var last = session.current.version
        let watcher = Thread {
            session.watch { !Interruption.shared.isStopping }
        }
        watcher.start()
        while !Interruption.shared.isStopping {
            let state = session.state(after: last, timeout: 1)
            if state.version != last, state.phase != "building", state.phase != "playing" { Self.say(state) }
            last = state.version
        }
        server.stop()
        return .success
    }

    /// A line on the terminal for each build or play done.
    static func say(_ state: PreviewState) {
        let time = StandardOutput.timeNow()
        switch state.phase {
        case "failed" where !state.errors.isEmpty:
            StandardOutput.say(
                "\(time) your code does not build: \(state.errors.first?.text ?? "") (the page shows every error)")
        case "failed":
            StandardOutput.say("\(time) \(state.problem ?? "failed")")
        default:
            StandardOutput.say("\(time) play=\"\(state.play)\"" + (state.problem.map { " — \($0)" } ?? ""))
        }
    }
}
