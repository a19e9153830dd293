import Foundation
import LessonKit

/// `lessons trace [LESSON --step N | LESSON:LINE] [options]`: runs one play with the update trace on,
/// prints it, and draws it on request.
struct TraceCommand: Command {
    static let name = "trace"
    static let summary = "every update of a play: which bodies ran and why, as text, SVG, HTML"
    static let group = CommandGroup.writing
    static let operands = Operands.optional(placeholder: "LESSON[:LINE]", what: "lesson or check")
    static let options: [Option] =
        [
            StepNumber.option(help: "the app as step N leaves it, and the step's first run"),
            .value("--play", "\"…\"", help: "another play (actions as in a lesson's play=, launch first)"),
            .value(
                "--svg", "FILE",
                help:
                    "draw the updates of the play's last action (or the check's from=/output=all) as an SVG picture: the view tree, the bodies that ran, and an arrow from each write to each body it marked"
            ),
            .value(
                "--html", "FILE",
                help: "a self-contained page with one frame per update, to step through with the arrow keys"),
        ] + DeviceOptions.options
    static let discussion = """
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

        The play runs on the device the check names (device=, orientation=, ios=, or
        the lesson's recorded-on), else on the course's iPhone 17; --device,
        --orientation and --ios play it on another:
          lessons trace 48:412 --device "iPhone SE" --orientation landscape
        """

    /// `48`, a lesson file, or either with `:LINE` for a check; nil in a workspace.
    var target: String?
    /// `--step N`.
    var step: Int?
    /// `--play "…"`: another play than the check's, `launch; tap Favorite Vancouver`.
    var play: String?
    /// `--svg FILE`.
    var svg: String?
    /// `--html FILE`.
    var html: String?
    /// `--device NAME`, `--orientation`, `--ios`: another device than the check's.
    var device: DeviceOverride

    init(
        target: String? = nil, step: Int? = nil, play: String? = nil, svg: String? = nil, html: String? = nil,
        device: DeviceOverride = DeviceOverride()
    ) {
        self.target = target
        self.step = step
        self.play = play
        self.svg = svg
        self.html = html
        self.device = device
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(
            target: arguments.operands.first, step: try StepNumber.read(arguments, command: Self.name),
            play: arguments.value("--play"), svg: arguments.value("--svg"), html: arguments.value("--html"),
            device: try DeviceOptions.read(arguments, command: Self.name))
        if let target, step != nil, Self.splitLine(target).line != nil {
            throw UsageError("give a check (\(target)) or --step, not both", command: Self.name)
        }
        if let svg, svg == html {
            throw UsageError("--svg and --html name the same file, '\(svg)': give each its own", command: Self.name)
        }
    }

    /// `Lessons/48-one-star.md:412` as the lesson and the line; a target without `:LINE` as itself.
    static func splitLine(_ target: String) -> (lesson: String, line: Int?) {
        guard let colon = target.lastIndex(of: ":"), let line = Int(target[target.index(after: colon)...]), line >= 1
        else {
            return (target, nil)
        }
        return (String(target[..<colon]), line)
    }

    func run() throws -> ExitCode {
        for (flag, path, extensions) in [
            ("--svg", svg, ["svg"]), ("--html", html, ["html", "htm"]),
        ] {
            guard let path else { continue }
            let ext = (path as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else {
                // A typo must not overwrite a lesson or a source file.
                throw TraceError.wrongExtension(option: flag, path: path, expected: extensions[0])
            }
        }
        let layout = try PackageLayout.locatedEngine()
        var request = try request(layout: layout)
        if let play { request = try request.replacingPlay(play) }
        request = request.playing(on: device)

        var tracer = PlayTracer(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache)
        let showsProgress = isatty(STDERR_FILENO) != 0
        if showsProgress {
            tracer.progress = { line in
                FileHandle.standardError.write(Data((TerminalConsole.clearLine + line + "…").utf8))
            }
        }
        let trace = try tracer.trace(request.code, play: request.play, device: request.device)
        if showsProgress { FileHandle.standardError.write(Data(TerminalConsole.clearLine.utf8)) }

        let subtitle =
            (request.location.map { "\($0) · " } ?? "") + "play: " + request.play.joined(separator: "; ")
            + (request.device.map { " · on \($0)" } ?? "")
        print(request.title)
        print(subtitle)
        print("")
        for line in TraceText.render(trace) { print(CheckReport.visible(line)) }

        if let path = svg {
            let drawn = trace.summaries.filter { summary in
                trace.updates(in: request.scope).contains { $0.number == summary.update.number }
            }
            try Self.write(TraceSVG.render(drawn, in: trace, title: request.title), to: path)
            let what = drawn.count == 1 ? "1 update" : "\(drawn.count) updates"
            print("\nDrew \(what) (\(Self.scopeName(request.scope, actions: trace.actions.count))) in \(path).")
        }
        if let path = html {
            try Self.write(TraceHTML.render(trace, title: request.title, subtitle: subtitle), to: path)
            print(
                "\(svg == nil ? "\n" : "")Wrote \(path): \(trace.updates.count) updates to step through (← →)."
            )
        }
        return ExitCode(succeeded: trace.error == nil)
    }

    /// The program and play the command names: a check, a step, or the workspace's current step.
    func request(layout: PackageLayout) throws -> TraceRequest {
        if let target {
            let (name, line) = Self.splitLine(target)
            let path = try LessonLibrary.find(name, layout: layout)
            let lesson = try LessonLibrary.loadShowingProblems(path)
            if let line { return try TraceRequest.check(atLine: line, of: lesson) }
            guard let step else {
                throw TraceError.whichRun(
                    lesson: lesson.shortName, stepsWithRuns: TraceRequest.stepsWithRuns(lesson), path: path)
            }
            return try TraceRequest.step(step, of: lesson)
        }
        let workspace: Workspace
        do {
            workspace = try Workspace.find()
        } catch {
            throw TraceError.noLessonOutsideWorkspace
        }
        let lesson = try LessonLibrary.loadShowingProblems(workspace.metadata.lesson)
        let step = self.step ?? workspace.metadata.step
        let plan = try workspace.plan(step: step, of: lesson)
        let title = "\(lesson.shortName) · \(plan.title): your files"
        if let check = plan.checks.first(where: { $0.kind != .diagnostics && $0.skipReason == nil }) {
            var request = try TraceRequest(check: check, title: title)
            request.location = nil
            return request
        }
        return TraceRequest(code: plan.code, play: ["launch"], scope: .last, title: title, location: nil)
    }

    static func scopeName(_ scope: Check.Scope, actions: Int) -> String {
        switch scope {
        case .last: return "the last action's"
        case .from(1): return "the whole play's"
        case .from(let first): return "from action \(first) on"
        }
    }

    /// Writes `text` to `path` whole or not at all: a temporary file beside it, renamed over it.
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".partial-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw RunnerError.cannotWrite(path: path, reason: "does its folder exist, and may you write in it?")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RunnerError.cannotWrite(path: path, reason: reason)
        }
    }
}
