import Foundation
import LessonKit

/// `lessons preview`: serves the student's app, live, on 127.0.0.1 until Ctrl-C.
enum PreviewCommand {
    static func run(_ arguments: LessonsCommand.PreviewArguments) throws -> Int32 {
        let workspace = try Workspace.find()
        let layout = try StudentCommands.packageLayout()
        let toolchain = try Toolchain.find()
        let session = PreviewSession(folder: workspace.folder)
        session.runner = LessonChecker.runner(
            layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache,
            working: { [session] in session.working($0) })
        session.tracer = { code, play in
            try PlayTracer(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache).trace(
                code, play: play)
        }
        session.loadLesson = { try StudentCommands.loadLesson($0) }
        let routes = PreviewRoutes(session: session)
        let server = try PreviewServer(port: arguments.port ?? 0) { routes.answer($0) }
        server.start()
        Interruption.shared.onInterrupt { server.stop() }
        let url = "http://127.0.0.1:\(server.port)/"
        BookCommand.say("Previewing \(workspace.folder) at \(url) (Ctrl-C stops).")
        if arguments.open { BookCommand.open(url) }
        // The first build, then one after each save: the page says what it is doing meanwhile.
        session.rebuild()
        say(session.current)
        var last = session.current.version
        let watcher = Thread {
            session.watch { !Interruption.shared.isStopping }
        }
        watcher.start()
        while !Interruption.shared.isStopping {
            let state = session.state(after: last, timeout: 1)
            if state.version != last, state.phase != "building", state.phase != "playing" { say(state) }
            last = state.version
        }
        server.stop()
        return 0
    }

    /// A line on the terminal for each build or play done.
    static func say(_ state: PreviewState) {
        let time = BookCommand.timeNow()
        switch state.phase {
        case "failed" where !state.errors.isEmpty:
            BookCommand.say(
                "\(time) your code does not build: \(state.errors.first?.text ?? "") (the page shows every error)")
        case "failed":
            BookCommand.say("\(time) \(state.problem ?? "failed")")
        default:
            BookCommand.say("\(time) play=\"\(state.play)\"" + (state.problem.map { " — \($0)" } ?? ""))
        }
    }
}
