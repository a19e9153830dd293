import Foundation
import LessonKit

/// `lessons trace`: runs one play with the update trace on, prints it, and draws it on request.
enum TraceCommand {
    static func run(_ arguments: LessonsCommand.TraceArguments) throws -> Int32 {
        for (flag, path, extensions) in [
            ("--svg", arguments.svg, ["svg"]), ("--html", arguments.html, ["html", "htm"]),
        ] {
            guard let path else { continue }
            let ext = (path as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else {
                // A typo must not overwrite a lesson or a source file.
                throw RunnerError.setup(
                    "\(flag) \(path): the file name must end in .\(extensions[0]), so that nothing else is overwritten")
            }
        }
        let layout = try StudentCommands.packageLayout()
        var request = try request(for: arguments, layout: layout)
        if let play = arguments.play { request = try request.replacingPlay(play) }

        var tracer = PlayTracer(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache)
        let showsProgress = isatty(STDERR_FILENO) != 0
        if showsProgress {
            tracer.progress = { line in
                FileHandle.standardError.write(Data((TerminalConsole.clearLine + line + "…").utf8))
            }
        }
        let trace = try tracer.trace(request.code, play: request.play)
        if showsProgress { FileHandle.standardError.write(Data(TerminalConsole.clearLine.utf8)) }

        let subtitle = (request.location.map { "\($0) · " } ?? "") + "play: " + request.play.joined(separator: "; ")
        print(request.title)
        print(subtitle)
        print("")
        for line in TraceText.render(trace) { print(CheckReport.visible(line)) }

        if let path = arguments.svg {
            let drawn = trace.summaries.filter { summary in
                trace.updates(in: request.scope).contains { $0.number == summary.update.number }
            }
            try write(TraceSVG.render(drawn, in: trace, title: request.title), to: path)
            let what = drawn.count == 1 ? "1 update" : "\(drawn.count) updates"
            print("\nDrew \(what) (\(scopeName(request.scope, actions: trace.actions.count))) in \(path).")
        }
        if let path = arguments.html {
            try write(TraceHTML.render(trace, title: request.title, subtitle: subtitle), to: path)
            print(
                "\(arguments.svg == nil ? "\n" : "")Wrote \(path): \(trace.updates.count) updates to step through (← →)."
            )
        }
        return trace.error == nil ? 0 : 1
    }

    /// The program and play the arguments name: a check, a step, or the workspace's current step.
    static func request(for arguments: LessonsCommand.TraceArguments, layout: PackageLayout) throws -> TraceRequest {
        if let target = arguments.target {
            let (name, line) = LessonsCommand.splitLine(target)
            let path = try LessonLibrary.find(name, layout: layout)
            let lesson = try StudentCommands.loadLesson(path)
            if let line { return try TraceRequest.check(atLine: line, of: lesson) }
            guard let step = arguments.step else {
                throw RunnerError.setup(
                    "which run of \(lesson.shortName)? Add --step N (steps with runs: \(TraceRequest.stepsWithRuns(lesson))), or name a check or a program as \(path):LINE"
                )
            }
            return try TraceRequest.step(step, of: lesson)
        }
        let workspace: Workspace
        do {
            workspace = try Workspace.find()
        } catch {
            throw RunnerError.setup(
                "`lessons trace` with no lesson traces your files, inside a folder made by `lessons start`; elsewhere, name a lesson: lessons trace 48 --step 2"
            )
        }
        let lesson = try StudentCommands.loadLesson(workspace.metadata.lesson)
        let step = arguments.step ?? workspace.metadata.step
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
            throw RunnerError.setup("\(path): cannot write there (does its folder exist, and may you write in it?)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RunnerError.setup("\(path): cannot write there: \(reason)")
        }
    }
}
