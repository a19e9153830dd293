import Foundation

/// `lessons check`: reads the lessons, runs their checks, writes the report (and blesses), and
/// says how the run ended as an exit status: 0 only when something was checked and nothing failed.
///
/// A lesson that cannot be read or parsed is reported with the others' results and counts as a
/// failure; it never stops them. No lesson at all, or a `--filter` that matches no check, is an
/// error, never an empty pass.
public struct CheckCommand {
    public var arguments: LessonsCommand.CheckArguments
    public var layout: PackageLayout
    /// Where the report goes (standard output).
    public var output: (String) -> Void
    /// Where errors and notes go (standard error).
    public var errors: (String) -> Void
    /// Progress lines (`[3/20] built Lesson 7, step 4`), when wanted.
    public var progress: ((String) -> Void)?
    /// Changes the options the arguments give (tests shorten the time limit).
    public var adjust: (inout CheckOptions) -> Void = { _ in }

    public init(arguments: LessonsCommand.CheckArguments, layout: PackageLayout,
                output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
        self.arguments = arguments
        self.layout = layout
        self.output = output
        self.errors = errors
    }

    // MARK: - Public API

    /// Runs the command; returns the exit status.
    public func run() throws -> Int32 {
        let files = try LessonLibrary.files(arguments.paths, layout: layout)
        guard !files.isEmpty else {
            let place = arguments.paths.isEmpty ? LessonLibrary.relative(layout.lessons) : arguments.paths.joined(separator: ", ")
            errors("Error: no lessons in \(place): a lesson is a Markdown file named like 07-what-a-view-really-is.md "
                   + "(README.md is not one). Lessons/README.md says how to write one.")
            return 1
        }
        var lessons: [Lesson] = []
        var problems: [LessonDiagnostic] = []
        for file in files {
            do {
                let (lesson, diagnostics) = try LessonLibrary.load(file)
                lessons.append(lesson)
                problems += diagnostics
            } catch {
                problems.append(LessonDiagnostic(SourceLocation(file: file, line: 1), "cannot read the lesson: \(error)",
                                                 fix: "check that the file exists and can be read"))
            }
        }

        var options = CheckOptions()
        options.filter = arguments.filter
        if let jobs = arguments.jobs { options.jobs = jobs }
        options.cacheDirectory = arguments.noCache ? nil : (arguments.cacheDirectory ?? layout.defaultCache)
        if let shard = arguments.shard { options.shard = (shard.index - 1, shard.count) }
        options.repeatCount = arguments.repeatCount
        adjust(&options)

        var unsharded = options
        unsharded.shard = nil
        let selectable = LessonChecker(layout: layout, toolchain: Toolchain(swiftc: "", version: ""), options: unsharded).selectedChecks(of: lessons)
        if selectable.isEmpty {
            if let filter = arguments.filter {
                let total = lessons.reduce(0) { $0 + $1.checks.count }
                errors("Error: --filter \"\(filter)\" matches none of the \(total) checks in \(files.count) lesson\(files.count == 1 ? "" : "s"); "
                       + "it is matched against each check's file:line, kind (console, log, screen, diagnostics), title and lesson title.")
            } else {
                errors("Error: \(files.count == 1 ? files[0] + " holds" : "the \(files.count) lessons hold") no checks: "
                       + "a check is a ```console, ```log, ```screen or ```diagnostics block after the code it checks (Lessons/README.md).")
            }
            if !problems.isEmpty { output(CheckReport(results: [], problems: problems).text()) }
            return 1
        }

        if arguments.format != "text" {
            for problem in problems { errors(problem.description) }
        }
        let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        if let progress { checker.progress = progress }
        let results = try checker.run(lessons)
        let report = CheckReport(results: results, problems: problems)
        switch arguments.format {
        case "json": output(report.json())
        case "junit": output(report.junit())
        default: output(report.text(verbose: arguments.verbose))
        }
        if arguments.bless {
            let blessed = try Blesser.bless(results)
            for (location, reason) in blessed.leftAlone { errors("NOT BLESSED \(location): \(reason)") }
            for location in blessed.rewritten {
                errors("BLESSED \(location): rewritten with what the engine printed. If this block holds output recorded on iOS, undo it: recorded output is never changed to suit the engine.")
            }
        }
        return report.failed == 0 ? 0 : 1
    }
}
