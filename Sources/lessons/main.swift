import Foundation
import LessonKit

/// The `lessons` tool: parses arguments, calls the lesson kit, prints.
struct Tool {
    static func main() -> Int32 {
        // Ctrl-C, SIGTERM or a closed terminal stops the programs `lessons` started and removes
        // its temporary folders before it ends.
        Interruption.shared.install()
        let command: LessonsCommand
        do {
            command = try LessonsCommand.parse(Array(CommandLine.arguments.dropFirst()))
        } catch let error as LessonsCommand.UsageError {
            writeError("Error: \(error.message)\n\n" + LessonsCommand.helpText(error.command))
            return 64
        } catch {
            writeError("Error: \(error)")
            return 64
        }
        do {
            switch command {
            case .help(let name):
                print(LessonsCommand.helpText(name))
                return 0
            case .list:
                return try list()
            case .show(let name, let step):
                let path = try LessonLibrary.find(name, layout: PackageLayout.locate())
                let (lesson, diagnostics) = try LessonLibrary.load(path)
                diagnostics.forEach { writeError($0.description) }
                if let step, !lesson.sections.contains(where: { $0.kind == .step(step) }) {
                    writeError("Error: \(path) has no step \(step)")
                    return 64
                }
                let console = TerminalConsole(pages: false)
                console.show(LessonText.lines(lesson, step: step, width: console.width, styled: console.styled))
                // Shown as well as it can be; the errors above make it a failure, as in `lessons check`.
                return diagnostics.isEmpty ? 0 : 1
            case .check(let arguments):
                return try check(arguments)
            case .trace(let arguments):
                return try TraceCommand.run(arguments)
            case .book(let arguments):
                return try BookCommand.run(arguments)
            case .accept(let arguments):
                return try accept(arguments)
            case .preview(let arguments):
                return try PreviewCommand.run(arguments)
            case .importGrades(let file):
                return try BookCommand.importGrades(file)
            case .study, .start, .run, .watch, .hint, .reset, .review, .reviewStats:
                return try StudentCommands.run(command)
            }
        } catch {
            writeError("Error: \(error)")
            return 1
        }
    }

    static func list() throws -> Int32 {
        let layout = PackageLayout.locate()
        let files = try LessonLibrary.files([], layout: layout)
        if files.isEmpty {
            print("No lessons in Lessons/. Lessons/README.md says how to write one.")
            return 0
        }
        // Where the student is in each lesson, from the state file; a state that cannot be read shows none.
        let state = (try? StateStore.standard().load().state) ?? StudyState()
        let here = FileManager.default.currentDirectoryPath
        var loaded: [Lesson] = []
        print("Lessons:")
        var numbers: [Int] = []
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var unreadable = 0
        for file in files {
            // One lesson that cannot be read never hides the others.
            let lesson: Lesson
            let diagnostics: [LessonDiagnostic]
            do {
                (lesson, diagnostics) = try LessonLibrary.load(file)
            } catch {
                print("  \(file)\n    \(error)")
                unreadable += 1
                continue
            }
            if let number = lesson.number { numbers.append(number) }
            let steps = lesson.sections.filter { if case .step = $0.kind { return true } else { return false } }.count
            let skipped = lesson.checks.filter { $0.skipReason != nil }.count
            var line =
                "  \(lesson.title)\n    \(file): " + (lesson.isGuide ? "a guide, " : "\(count(steps, "step")), ")
                + count(lesson.checks.count, "check")
            if skipped > 0 { line += " (\(skipped) not runnable here)" }
            if !lesson.isGuide {
                line +=
                    ", \(count(lesson.cards.filter { $0.kind == .flashCard }.count, "flash card")), \(count(lesson.cards.filter { $0.kind == .edgeCase }.count, "edge case"))"
            }
            if !diagnostics.isEmpty { line += "\n    \(diagnostics.count) problem(s): run `lessons check \(file)`" }
            if let standing = CourseProgress(lessons: [lesson], state: state).standings.first?.summary(relativeTo: here)
            {
                line += "\n    you: " + standing
            }
            loaded.append(lesson)
            print(line)
        }
        if unreadable > 0 {
            writeError("\(unreadable) lesson file\(unreadable == 1 ? "" : "s") could not be read (above).")
        }
        let example = numbers.first { $0 > 0 } ?? numbers.first ?? 7
        if let next = CourseProgress(lessons: loaded, state: state).next(relativeTo: here) {
            print("\nNext: \(next.command)    (\(next.reason))")
        }
        print(
            """

            To learn:
              lessons study \(example)           go through lesson \(example): its steps, then its flash cards and edge cases
              lessons start \(example)           make a folder with lesson \(example)'s app, to do its steps in your own editor
              lessons review            the flash cards due today, from every lesson you studied
              lessons show \(example)            read lesson \(example) in the terminal

            To write or check lessons:
              lessons check             build every lesson and compare what ran with what each block records
              lessons check --help      its options (filter, formats, bless, pending, fix, jobs)
              lessons accept            review what `lessons check --pending` kept of failed blocks
            """)
        return unreadable > 0 ? 1 : 0
    }

    static func check(_ arguments: CheckRun.Request) throws -> Int32 {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.setup(
                "cannot find the package (Package.swift with Sources/ViewGraph): run lessons from inside it")
        }
        // Colours only for the text report on a terminal, never with NO_COLOR or in a pipe; cut to the
        // terminal's width between tokens on a terminal only (a tool reading a pipe gets whole lines).
        let console = TerminalConsole(pages: false)
        let onTerminal = arguments.format == "text" && isatty(STDOUT_FILENO) != 0
        var command = CheckRun(
            request: arguments, layout: layout,
            output: { text in
                if onTerminal {
                    print(
                        CheckReport.terminalLines(of: text, width: console.width).map(console.render).joined(
                            separator: "\n"))
                } else {
                    print(text, terminator: "")
                }
            }, errors: { writeError($0) })
        if arguments.bless && !arguments.yes {
            // In a pipe nobody can answer: rewriting every block must be asked for with --yes.
            guard console.interactive else {
                // What to do, not the whole help: the command line was understood.
                writeError(
                    "Error: --bless asks about each block on a terminal, and this is a pipe or a script: run it in a terminal to answer block by block, "
                        + "or add --yes to rewrite every failed block it selects without asking")
                return 64
            }
            command.confirmBless = { result, number, count in askToBless(result, number, count, console: console) }
        }
        let showsProgress = arguments.format == "text" && isatty(STDERR_FILENO) != 0
        if showsProgress {
            command.progress = { line in FileHandle.standardError.write(Data((TerminalConsole.clearLine + line).utf8)) }
        }
        let status = try command.run()
        if showsProgress { FileHandle.standardError.write(Data(TerminalConsole.clearLine.utf8)) }
        return status
    }

    /// Shows the change `--bless` would make to one block, and asks whether to make it.
    static func askToBless(_ result: CheckResult, _ number: Int, _ count: Int, console: TerminalConsole)
        -> CheckRun.BlessAnswer
    {
        let check = result.check
        var lines = [
            StyledLine(.plain, ""),
            StyledLine(
                .title, "Bless \(number) of \(count): \(check.location) \(check.kind.rawValue) — \(check.title)"),
        ]
        if !check.play.isEmpty { lines.append(StyledLine(.note, "  play: \(check.play.joined(separator: "; "))")) }
        lines.append(StyledLine(.note, "  - the block now, + what the engine printed, which would replace it:"))
        let diff = LineDiff.render(expected: check.expected, actual: result.actual ?? [])
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            let role: StyledLine.Role = line.hasPrefix("-") ? .removed : line.hasPrefix("+") ? .added : .code
            lines.append(StyledLine(role, "  " + line))
        }
        console.show(lines)
        let rest = count - number
        var choices = [KeyChoice("y", "rewrite it"), KeyChoice("n", "leave it")]
        if rest > 0 { choices.append(KeyChoice("a", "rewrite all \(rest + 1) left")) }
        choices.append(KeyChoice("q", rest > 0 ? "leave all \(rest + 1) left" : "leave it and stop"))
        switch console.choose(choices) {
        case "y"?: return .rewrite
        case "a"?: return .rewriteAll
        case "n"?: return .leave
        default: return .stop
        }
    }

    static func accept(_ arguments: LessonsCommand.AcceptArguments) throws -> Int32 {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.setup(
                "cannot find the package (Package.swift with Sources/ViewGraph): run lessons from inside it")
        }
        let console = TerminalConsole(pages: false)
        var command = PendingReview(
            from: arguments.from, layout: layout, output: { print($0, terminator: "") }, errors: { writeError($0) })
        if !arguments.all {
            guard console.interactive else {
                writeError(
                    "Error: lessons accept asks about each block on a terminal, and this is a pipe or a script: run it in a terminal to answer block by block, "
                        + "or add --all to accept every pending block without asking")
                return 64
            }
            command.ask = { review, number, count in
                var lines = [StyledLine(.plain, ""), StyledLine(.title, "Pending \(number) of \(count)")]
                lines += CheckReport.styledLines(of: review)
                console.show(lines)
                let rest = count - number
                let choices = [
                    KeyChoice("a", "accept"), KeyChoice("r", "reject"), KeyChoice("s", "skip"),
                    KeyChoice("q", rest > 0 ? "quit (\(rest + 1) left pending)" : "quit"),
                ]
                switch console.choose(choices) {
                case "a"?: return .accept
                case "r"?: return .reject
                case "s"?: return .skip
                default: return .quit
                }
            }
        }
        return try command.run()
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

let status = Tool.main()
// What is wrong with the cache's key, said once, by any command that used the cache.
if let note = CacheKey.note { Tool.writeError("Note: \(note).") }
// An interrupted run ends by its signal, once its programs are stopped and its folders removed.
Interruption.shared.waitIfStopping()
exit(status)
