import Foundation
import LessonKit

/// The `lessons` tool: parses arguments, calls the lesson kit, prints.
struct Tool {
    static func main() -> Int32 {
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
                print(LessonText.render(lesson, step: step))
                return 0
            case .check(let arguments):
                return try check(arguments)
            case .study, .start, .run, .watch, .reset, .review:
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
        print("Lessons:")
        for file in files {
            let (lesson, diagnostics) = try LessonLibrary.load(file)
            let steps = lesson.sections.filter { if case .step = $0.kind { return true } else { return false } }.count
            let skipped = lesson.checks.filter { $0.skipReason != nil }.count
            var line = "  \(lesson.title)\n    \(file): \(steps) steps, \(lesson.checks.count) checks"
            if skipped > 0 { line += " (\(skipped) not runnable here)" }
            line += ", \(lesson.cards.filter { $0.kind == .flashCard }.count) flash cards, \(lesson.cards.filter { $0.kind == .edgeCase }.count) edge cases"
            if !diagnostics.isEmpty { line += "\n    \(diagnostics.count) problem(s): run `lessons check \(file)`" }
            print(line)
        }
        print("""

        Next:
          lessons show 7            read a lesson in the terminal
          lessons check             check every recorded console against the engine
          lessons check --help      options (filter, formats, cache, jobs)
        """)
        return 0
    }

    static func check(_ arguments: LessonsCommand.CheckArguments) throws -> Int32 {
        guard let layout = PackageLayout.locate() else {
            throw RunnerError.setup("cannot find the package (Package.swift with Sources/ViewGraph): run lessons from inside it")
        }
        let files = try LessonLibrary.files(arguments.paths, layout: layout)
        var lessons: [Lesson] = []
        var problems: [LessonDiagnostic] = []
        for file in files {
            let (lesson, diagnostics) = try LessonLibrary.load(file)
            lessons.append(lesson)
            problems += diagnostics
        }
        if arguments.format != "text" {
            for problem in problems { writeError(problem.description) }
        }

        var options = CheckOptions()
        options.filter = arguments.filter
        if let jobs = arguments.jobs { options.jobs = jobs }
        options.cacheDirectory = arguments.noCache ? nil : (arguments.cacheDirectory ?? layout.defaultCache)
        if let shard = arguments.shard { options.shard = (shard.index - 1, shard.count) }
        options.repeatCount = arguments.repeatCount
        let toolchain = try Toolchain.find()
        let checker = LessonChecker(layout: layout, toolchain: toolchain, options: options)
        let showsProgress = arguments.format == "text" && isatty(STDERR_FILENO) != 0
        if showsProgress {
            checker.progress = { line in
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
            }
        }
        let results = try checker.run(lessons)
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let report = CheckReport(results: results)
        switch arguments.format {
        case "json": print(report.json(), terminator: "")
        case "junit": print(report.junit(), terminator: "")
        default:
            for problem in problems { print(problem.description) }
            print(report.text(verbose: arguments.verbose), terminator: "")
        }
        if arguments.bless {
            let blessed = try Blesser.bless(results)
            for (location, reason) in blessed.leftAlone { writeError("NOT BLESSED \(location): \(reason)") }
            for location in blessed.rewritten {
                writeError("BLESSED \(location): rewritten with what the engine printed. If this block holds output recorded on iOS, undo it: recorded output is never changed to suit the engine.")
            }
        }
        return report.failed == 0 && problems.isEmpty ? 0 : 1
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

exit(Tool.main())
