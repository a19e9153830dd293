import Dispatch
import Foundation
import LessonKit

/// The student's commands: study, start, run, watch, reset, review.
enum StudentCommands {
    static func run(_ command: LessonsCommand) throws -> Int32 {
        switch command {
        case .study(let name, let restart): return try study(name, restart: restart)
        case .start(let name, let directory): return try start(name, directory: directory)
        case .run(let step, let trace, let diff):
            return try runStep(
                step, console: TerminalConsole(pages: false), watching: false, trace: trace,
                failure: diff ? .diff : .columns)
        case .watch(let step, let diff): return try watch(step, failure: diff ? .diff : .columns)
        case .reset(let file, let step): return try reset(file, step: step)
        case .hint: return try hint()
        case .review(let ahead, let newPerDay): return try review(ahead: ahead, newPerDay: newPerDay)
        case .reviewStats: return try reviewStats()
        default: return 64
        }
    }

    // MARK: study, review

    static func study(_ name: String, restart: Bool) throws -> Int32 {
        let layout = try packageLayout()
        let path = try LessonLibrary.find(name, layout: layout)
        let lesson = try loadLesson(path)
        let console = TerminalConsole()
        let runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache,
            working: { console.working($0) })
        let session = StudySession(
            lesson: lesson, store: .standard(), console: console, runner: runner, command: "lessons study \(name)")
        session.tracer = { check in try traceLines(of: check, layout: layout) }
        _ = try session.run(restart: restart)
        return console.gaveUp ? 1 : 0
    }

    static func review(ahead: Bool, newPerDay: Int?) throws -> Int32 {
        let files = try LessonLibrary.files([], layout: PackageLayout.locate())
        let lessons = try files.map { try LessonLibrary.load($0).lesson }
        let console = TerminalConsole()
        try ReviewSession(
            lessons: lessons, store: .standard(), console: console,
            newCardsPerDay: newPerDay ?? ReviewSession.defaultNewCardsPerDay,
            ahead: ahead
        ).run()
        return console.gaveUp ? 1 : 0
    }

    static func reviewStats() throws -> Int32 {
        let files = try LessonLibrary.files([], layout: PackageLayout.locate())
        let lessons = try files.map { try LessonLibrary.load($0).lesson }
        let (state, _) = try StateStore.standard().load()
        let console = TerminalConsole(pages: false)
        console.show(ReviewStatistics(lessons: lessons, state: state, on: Date()).lines(width: console.width))
        return 0
    }

    // MARK: start, run, watch, reset

    /// Said after `start` when the engine's sources are at hand: the workspace opens in an editor.
    private static let editorNote = """

        The folder is a Swift package too: open it in an editor with SourceKit-LSP (VS Code's Swift
        extension, Neovim, Helix…) for completion against the engine and errors as you type. The
        first time, the editor builds the engine's module (a minute or so).
        """

    static func start(_ name: String, directory: String?) throws -> Int32 {
        let layout = PackageLayout.locate()
        let path = try LessonLibrary.find(name, layout: layout)
        let (lesson, problems) = try LessonLibrary.load(path)
        problems.forEach { FileHandle.standardError.write(Data(($0.description + "\n").utf8)) }
        let folder = directory ?? lesson.number.map { String(format: "lesson-%02d", $0) } ?? lesson.stateKey
        let workspace = try Workspace.create(for: lesson, at: folder, engineRoot: layout?.root, problems: problems)
        // Remembered so that `lessons list` shows the workspace and its step; a state that cannot be
        // written never undoes the workspace, it is only not listed.
        do {
            try StateStore.standard().update {
                $0.recordWorkspace(WorkspaceRecord(folder: workspace.folder, lesson: lesson.stateKey, made: Date()))
            }
        } catch {
            FileHandle.standardError.write(
                Data("Note: the workspace was made, but not recorded for `lessons list`: \(error)\n".utf8))
        }
        let files = AppHistory(lesson).start.map(\.name)
        let step = workspace.metadata.step
        print(
            """
            Made \(folder)/ with the app as \(lesson.shortName) starts: \(files.joined(separator: ", ")).

            Next:
              cd \(folder)
              lessons show \(lesson.number.map(String.init) ?? name) --step \(step)    read step \(step), and edit the files as it says
              lessons run                 build your files and compare their console with the lesson's
              lessons watch               the same, each time you save a file
              lessons reset FILE          put a file back as the lesson has it
            \(layout == nil ? "" : editorNote)
            """)
        return 0
    }

    static func runStep(
        _ requested: Int?, console: TerminalConsole, watching: Bool, trace: Bool = false,
        failure: ComparisonText.FailureView = .columns
    ) throws -> Int32 {
        var workspace = try Workspace.find()
        let layout = try packageLayout()
        let lesson = try loadLesson(workspace.metadata.lesson)
        let step = requested ?? workspace.metadata.step
        // A workspace made before workspaces were packages (or whose manifest was removed) becomes one.
        if !FileManager.default.fileExists(atPath: workspace.folder + "/" + WorkspacePackage.manifestName),
            (try? WorkspacePackage.write(in: workspace.folder, engineRoot: layout.root)) == true
        {
            console.show(
                .note,
                "(Wrote Package.swift: open this folder in an editor with SourceKit-LSP for completion against the engine.)"
            )
        }
        let plan = try workspace.plan(step: step, of: lesson)
        let lessonName = lesson.number.map(String.init) ?? "LESSON"
        console.show([StyledLine(.title, "\(lesson.shortName) · \(plan.title): your files")])
        console.working("Building your files against the engine")
        let runner = LessonChecker.runner(
            layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache,
            working: { console.working($0) })
        var results = try runner(lesson, plan.checks)
        if plan.needsLessonRuns(results) {
            // Only API the lesson's own run did not use can explain the difference (`namingUnmodelled`).
            console.working("Running the lesson's own code, to tell what your run's difference comes from")
            results = plan.namingUnmodelled(results, lessonResults: try runner(lesson, plan.lessonChecks))
        }
        // A failure may be the one the lesson shows on the way through the step (the plain `var`
        // that does not build, before `@State`): then it is expected, and said to be.
        var onTheWay: CheckResult?
        if !plan.isDone(results), !plan.onTheWay.isEmpty {
            console.working("Comparing your code with the step's code on the way")
            onTheWay = plan.matchedOnTheWay(try runner(lesson, plan.onTheWay))
        }
        console.working(nil)
        // Kept for `lessons hint`, which says where this run differs; a folder that cannot be
        // written only loses that.
        try? LastRun(step: step, results: results).save(in: workspace.folder)
        let passed = plan.isDone(results)
        let compilerErrors = CompilerErrorText.errors(in: results)
        if let onTheWay {
            let file = (onTheWay.check.location.file as NSString).lastPathComponent
            let what =
                onTheWay.check.kind == .diagnostics ? "the compiler's messages" : "the \(onTheWay.check.kind.rawValue)"
            console.show(
                .good,
                "→ On the way through step \(step): your code gives \(what) the lesson shows at \(file):\(onTheWay.check.location.line), "
                    + "before the step's last edit. That failure is expected here; go on with the step's next edit.")
            if !compilerErrors.isEmpty {
                console.show(.note, "What the compiler says (the lesson shows it too):")
                console.show(
                    CompilerErrorText.lines(
                        compilerErrors, code: plan.code, width: console.width, relativeTo: workspace.folder))
            }
            if !watching { console.show(.note, "Then run `lessons run` again.") }
            return 1
        }
        if !compilerErrors.isEmpty {
            // Every run of the step builds the same code: its errors are said once, not once a run.
            let count = compilerErrors.count == 1 ? "1 error" : "\(compilerErrors.count) errors"
            console.show(.bad, "✗ Your code does not build (\(count)):")
            console.show(
                CompilerErrorText.lines(
                    compilerErrors, code: plan.code, width: console.width, relativeTo: workspace.folder))
        }
        if plan.onlyBuilds {
            let builds = results.allSatisfy { $0.status != .failed }
            if !builds {
                if compilerErrors.isEmpty {
                    console.show(.bad, "✗ Your code does not build:")
                    let errors =
                        results.first.map { result -> String in
                            let reason = result.reason ?? ""
                            return reason.components(separatedBy: "\n").dropFirst().joined(separator: "\n")
                        } ?? ""
                    console.show(
                        errors.split(separator: "\n").map {
                            StyledLine(.removed, "  " + ComparisonText.shortenPaths(String($0), workspace.folder))
                        })
                }
            } else if plan.differences.isEmpty {
                console.show(
                    .good,
                    "✓ It builds, and your files are the lesson's as step \(step) leaves them. (Step \(step) records no run of its final code to compare.)"
                )
            } else {
                // Nothing ran to compare: the files themselves are the only evidence that the step was done.
                console.show(
                    .bad,
                    "✗ It builds, but step \(step) records no run of its final code, so your files were compared with the lesson's as the step leaves them, and they differ (- the lesson's, + yours):"
                )
                for difference in plan.differences {
                    console.show(fileChange(difference))
                }
                if let next = plan.next {
                    console.show(
                        .note,
                        "Make the step's edits, or, if yours do the same in your own way, go on with `lessons run --step \(next)`."
                    )
                }
                return 1
            }
        } else {
            for (offset, result) in results.enumerated() where result.compilerErrors.isEmpty {
                console.show(
                    ComparisonText.lines(
                        result, number: offset + 1, width: console.width, relativeTo: workspace.folder,
                        actualName: "your app printed", failure: failure))
            }
        }
        if trace, let traced = plan.checks.first(where: { $0.kind != .diagnostics && $0.skipReason == nil }) {
            console.working("Tracing your run…")
            let lines = try traceLines(of: traced, layout: layout)
            console.working(nil)
            console.show(.heading, "The trace of your run (\(traced.play.joined(separator: "; "))):")
            console.show(lines.map { StyledLine(.plain, $0) })
        }
        if plan.checksOfEarlierCode > 0 {
            console.show(
                .note,
                "(\(plan.checksOfEarlierCode == 1 ? "1 run of this step shows" : "\(plan.checksOfEarlierCode) runs of this step show") its code on the way, before its last edit: not compared.)"
            )
        }
        if passed {
            if !plan.onlyBuilds, !plan.differences.isEmpty {
                let names = plan.differences.map(\.name).joined(separator: ", ")
                console.show(
                    .note,
                    "(Your \(names) \(plan.differences.count == 1 ? "differs" : "differ") from the lesson's, yet \(plan.differences.count == 1 ? "runs" : "run") as it does.)"
                )
            }
            if let next = plan.next {
                console.show(
                    .good,
                    "Step \(step) matches the lesson. Next: step \(next) (`lessons show \(lessonName) --step \(next)`)."
                )
                if step >= workspace.metadata.step {
                    workspace.metadata.step = next
                    try workspace.saveMetadata()
                }
            } else {
                console.show(.good, "Step \(step) matches the lesson: that was its last step.")
            }
            return 0
        }
        if !plan.onlyBuilds, !plan.differences.isEmpty {
            let names = plan.differences.map(\.name).joined(separator: ", ")
            let solution =
                plan.next.map { " (`lessons reset FILE --step \($0)` gives the lesson's version, keeping yours)" } ?? ""
            console.show(
                .note, "Your files that differ from the lesson's as step \(step) leaves them: \(names)\(solution).")
        }
        let again = watching ? "each save runs it again" : "then run `lessons run` again"
        console.show(.note, "Edit your files, \(again); `lessons reset FILE` puts a file back as the step starts.")
        return 1
    }

    /// A file's change from the lesson's to the student's, or a note that the student has none.
    static func fileChange(_ difference: FileDifference) -> [StyledLine] {
        guard difference.yours != nil else {
            return [StyledLine(.removed, "  \(difference.name): missing from your folder")]
        }
        return [StyledLine(.note, "  ┌ \(difference.name)")] + ComparisonText.lines(of: difference.change, indent: "  ")
            + [StyledLine(.note, "  └")]
    }

    static func watch(_ requested: Int?, failure: ComparisonText.FailureView) throws -> Int32 {
        let console = TerminalConsole(pages: false)
        let workspace = try Workspace.find()
        let stop = StopFlag()
        let again = StopFlag()
        // Keys are read from the terminal only while `lessons watch` is its foreground job: a
        // background job (`lessons watch &`) that set raw mode or read would be stopped by the
        // terminal (SIGTTOU, SIGTTIN). Without a terminal, `q` on a line of the input stops, an
        // empty line runs again, and the end of the input (a script's `</dev/null`, `> log &`)
        // leaves it watching until it is killed: nothing else could end it, and that is the point
        // of running it so. Input on the terminal with the output in a pipe (`lessons watch | tee
        // log`) still reads keys from the terminal.
        let inputIsTerminal = isatty(STDIN_FILENO) != 0
        if inputIsTerminal && !console.interactive {
            Interruption.shared.onInterrupt { TerminalConsole.restoreTerminal() }
        }
        let thread = Thread {
            while true {
                let key: Character?
                if inputIsTerminal {
                    guard TerminalConsole.inForeground else {
                        Thread.sleep(forTimeInterval: 0.5)
                        continue
                    }
                    key = console.readKey()
                } else {
                    guard let line = readLine() else { return }
                    key = line.trimmingCharacters(in: .whitespaces).lowercased().first ?? "\n"
                }
                if key == nil || key == "q" {
                    stop.set()
                    return
                }
                if key == "\n" { again.set() }
            }
        }
        thread.start()
        if !inputIsTerminal {
            console.show(
                .note,
                "Watching \(workspace.folder) for saved Swift files until stopped (a line `q` on the input, Ctrl-C, or `kill \(getpid())`)."
            )
        } else if !TerminalConsole.inForeground {
            console.show(
                .note,
                "Watching in the background: keys are read once it is in the foreground (`fg`); `kill %1` stops it.")
        }
        let keysLine =
            inputIsTerminal
            ? "Watching \(workspace.folder) for saved Swift files. [enter] run again   [q] quit"
            : "Watching for saved Swift files (an empty line runs again)."
        var seen = modificationTimes(workspace.folder)
        var runAgain = true
        var clear = true
        // Started again after a step passed: the next step's edits are still to make, so it waits.
        if requested == nil, LastRun.stepNotBegun(workspace.metadata.step, in: workspace.folder),
            let lesson = try? loadLesson(workspace.metadata.lesson),
            let plan = try? workspace.plan(step: workspace.metadata.step, of: lesson),
            !plan.differences.isEmpty
        {
            runAgain = false
            let number = lesson.number.map(String.init) ?? "LESSON"
            console.show(
                .note,
                "Step \(plan.step) is next, and your files are as the last step left them: make its edits "
                    + "(`lessons show \(number) --step \(plan.step)`). Each save runs it; Enter runs it now.")
            console.show(.keys, keysLine)
        }
        while !stop.isSet && !Interruption.shared.isStopping {
            if runAgain {
                if console.interactive, clear, TerminalConsole.inForeground {
                    FileHandle.standardOutput.write(Data(TerminalConsole.clearScreen.utf8))
                }
                let before = try? Workspace.find(from: workspace.folder).metadata.step
                do {
                    _ = try runStep(requested, console: console, watching: true, failure: failure)
                } catch {
                    console.show(.bad, "Error: \(error)")
                }
                runAgain = false
                clear = true
                // A step that asks for no change to the files (a step that only runs the app again)
                // would wait for a save that has nothing to save: it is checked at once.
                if requested == nil, let after = try? Workspace.find(from: workspace.folder),
                    after.metadata.step != before,
                    let lesson = try? loadLesson(after.metadata.lesson),
                    let plan = try? after.plan(step: after.metadata.step, of: lesson), plan.differences.isEmpty
                {
                    console.show(.note, "Step \(plan.step) asks for no change to your files: checking it now.")
                    runAgain = true
                    clear = false
                    continue
                }
                console.show(.keys, keysLine)
            }
            Thread.sleep(forTimeInterval: 0.5)
            if again.take() { runAgain = true }
            let now = modificationTimes(workspace.folder)
            if now != seen {
                // Let an editor finish writing before building.
                Thread.sleep(forTimeInterval: 0.2)
                seen = modificationTimes(workspace.folder)
                runAgain = true
            }
        }
        TerminalConsole.restoreTerminal()
        return 0
    }

    static func hint() throws -> Int32 {
        var workspace = try Workspace.find()
        let lesson = try loadLesson(workspace.metadata.lesson)
        let step = workspace.metadata.step
        let console = TerminalConsole(pages: false)
        let shown = workspace.metadata.hintsShown?[String(step)] ?? 0
        let hint = HintText.lines(
            lesson: lesson, step: step, lastRun: LastRun.load(from: workspace.folder), shown: shown,
            width: console.width, styled: console.styled)
        console.show(hint.lines)
        if hint.shown != shown {
            workspace.metadata.hintsShown = (workspace.metadata.hintsShown ?? [:]).merging([String(step): hint.shown]) {
                $1
            }
            try workspace.saveMetadata()
        }
        return 0
    }

    static func reset(_ file: String, step requested: Int?) throws -> Int32 {
        let workspace = try Workspace.find()
        let lesson = try loadLesson(workspace.metadata.lesson)
        let step = requested ?? workspace.metadata.step
        let name = (file as NSString).lastPathComponent
        if let kept = try workspace.reset(file, toStartOf: step, of: lesson) {
            print("\(name) is back as the lesson has it when step \(step) starts. Your version is kept as \(kept).")
        } else {
            print("\(name) is as the lesson has it when step \(step) starts; nothing to keep.")
        }
        return 0
    }

    // MARK: Helpers

    /// The trace of `check`'s play as text, as `lessons trace` prints it.
    static func traceLines(of check: Check, layout: PackageLayout) throws -> [String] {
        guard let code = check.code else { return [] }
        let tracer = PlayTracer(layout: layout, toolchain: try Toolchain.find(), cacheDirectory: layout.defaultCache)
        return TraceText.render(try tracer.trace(code, play: check.play))
    }

    static func packageLayout() throws -> PackageLayout {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.setup(
                "cannot find the engine's sources (Package.swift with Sources/ViewGraph): run lessons from the package it was built in"
            )
        }
        return layout
    }

    static func loadLesson(_ path: String) throws -> Lesson {
        let (lesson, diagnostics) = try LessonLibrary.load(path)
        diagnostics.forEach { FileHandle.standardError.write(Data(($0.description + "\n").utf8)) }
        return lesson
    }

    /// The modification times of the Swift files in `folder`, by name.
    static func modificationTimes(_ folder: String) -> [String: Date] {
        var times: [String: Date] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".swift")
        {
            times[name] =
                (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date
        }
        return times
    }
}

/// Set once, from the thread that reads keys, when the student asks to stop.
// Unchecked Sendable, safe because its one flag is read and written only with `lock` held.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
    /// Whether it was set, unsetting it.
    func take() -> Bool {
        lock.lock()
        defer {
            value = false
            lock.unlock()
        }
        return value
    }
}
