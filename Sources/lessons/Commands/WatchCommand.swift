import Foundation
import LessonKit

/// `lessons watch [--step N] [--diff] [--device NAME]`: `lessons run` again at each save, until stopped.
struct WatchCommand: Command {
    static let name = "watch"
    static let summary = "(in that folder) `lessons run` again each time you save a file"
    static let group = CommandGroup.learning
    static let operands = Operands.none(
        why: "`lessons watch` takes no lesson: it works on the workspace it is run in")
    static let options: [Option] =
        [
            StepNumber.option(help: "run step N instead of the step you are at"),
            .flag("--diff", help: "show a console that differs as a diff, as for `lessons run`"),
        ] + DeviceOptions.options
    static let discussion = """
        Like `lessons run`, again each time a Swift file in the workspace is saved (it
        checks the files' modification times twice a second), and at once when the
        step it moves on to asks for no change to your files. Enter runs it again; `q`
        stops. Without a terminal (`lessons watch > log &`) it prints line by line and
        watches until it is killed: a line `q` on its input stops it, an empty line
        runs again, and the end of the input leaves it watching. In the background
        (`lessons watch &`) it reads no keys until it is in the foreground (`fg`). With
        its output in a pipe (`lessons watch | tee log`) it still reads keys from the
        terminal. Started again after a step passed, it waits for a save (or Enter)
        before it runs the next step, whose edits are still to make. Each run plays on
        the device its check names, as for `lessons run`; --device, --orientation and
        --ios play every run on another:
          lessons watch --device "iPhone SE" --orientation landscape
        """

    /// `--step N`: that step, not the one the workspace is at.
    var step: Int?
    /// `--diff`: a console that differs as a diff.
    var diff = false
    /// `--device NAME`, `--orientation`, `--ios`: another device than the checks'.
    var device = DeviceOverride()

    init(step: Int? = nil, diff: Bool = false, device: DeviceOverride = DeviceOverride()) {
        self.step = step
        self.diff = diff
        self.device = device
    }

    init(_ arguments: ParsedArguments) throws {
        self.init(
            step: try StepNumber.read(arguments, command: Self.name), diff: arguments.flag("--diff"),
            device: try DeviceOptions.read(arguments, command: Self.name))
    }

    func run() throws -> ExitCode {
        try Self.watch(step, failure: diff ? .diff : .columns, device: device)
    }

    static func watch(
        _ requested: Int?, failure: ComparisonText.FailureView, device: DeviceOverride = DeviceOverride()
    ) throws -> ExitCode {
        let console = TerminalConsole(pages: false)
        let workspace = try Workspace.find()
        let stop = SharedFlag()
        let again = SharedFlag()
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
            let lesson = try? LessonLibrary.loadShowingProblems(workspace.metadata.lesson),
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
                    _ = try RunCommand.runStep(
                        requested, console: console, watching: true, failure: failure, device: device)
                } catch {
                    console.show(.bad, "Error: \(error)")
                }
                runAgain = false
                clear = true
                // A step that asks for no change to the files (a step that only runs the app again)
                // would wait for a save that has nothing to save: it is checked at once.
                if requested == nil, let after = try? Workspace.find(from: workspace.folder),
                    after.metadata.step != before,
                    let lesson = try? LessonLibrary.loadShowingProblems(after.metadata.lesson),
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
        return .success
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
