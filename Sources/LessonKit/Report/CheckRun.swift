import Foundation

/// A run of `lessons check`: reads the lessons, runs their checks, writes the report (and blesses), and
/// says how the run ended as an exit status: 0 only when something was checked and nothing failed.
///
/// A lesson that cannot be read or parsed is reported with the others' results and counts as a
/// failure; it never stops them. No lesson at all, or a `--filter` that matches no check, is an
/// error, never an empty pass.
public struct CheckRun {
    public var request: Request
    public var layout: PackageLayout
    /// Where the report goes (standard output).
    public var output: (String) -> Void
    /// Where errors and notes go (standard error).
    public var errors: (String) -> Void
    /// Progress lines (`[3/20] built Lesson 7, step 4`), when wanted.
    public var progress: ((String) -> Void)?
    /// Changes the checker's options the request gives (tests shorten the time limit).
    public var adjust: (inout CheckOptions) -> Void = { _ in }
    /// With `--bless` and without `--yes`: asked about each block it would rewrite, given the
    /// result (its diff) and its place in the queue (1 of 3), as snapshot tools ask. Nil rewrites
    /// every block the filter selects.
    public var confirmBless: ((CheckResult, _ number: Int, _ count: Int) -> BlessAnswer)?
    /// Where `--pending` keeps the failed blocks; nil for the package's (`PendingStore.standard`).
    public var pendingStore: PendingStore?

    /// What to check, and how: `lessons check`'s options.
    public struct Request: Equatable, Sendable {
        public var paths: [String] = []
        public var filter: String?
        public var bless = false
        /// `--yes`: `--bless` rewrites every block it selects without asking (for a pipe or a script).
        public var yes = false
        public var format = "text"
        public var jobs: Int?
        public var cacheDirectory: String?
        public var noCache = false
        public var shard: Shard?
        public var verbose = false
        /// `--repeat N`: each play runs N times, and a check whose runs differ fails.
        public var repeatCount = 1
        /// `--pending`: keep what the engine printed for each failed written block, for `lessons accept`.
        public var pending = false
        /// `--fix`: make the mechanical format fixes first, and say what changed.
        public var fix = false
        public init() {}
    }

    /// One slice of the checks: `--shard 1/4` is the first of four.
    public struct Shard: Equatable, Sendable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// An answer about one block `--bless` would rewrite.
    public enum BlessAnswer: Sendable, Equatable {
        /// Rewrite it.
        case rewrite
        /// Leave it as it is.
        case leave
        /// Rewrite it and every block after it, without asking.
        case rewriteAll
        /// Leave it and every block after it.
        case stop
    }

    public init(
        request: Request, layout: PackageLayout,
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) {
        self.request = request
        self.layout = layout
        self.output = output
        self.errors = errors
    }

    // MARK: - Public API

    /// Runs the command; returns the exit status.
    public func run() throws -> Int32 {
        let files = try LessonLibrary.files(request.paths, layout: layout)
        guard !files.isEmpty else {
            let place =
                request.paths.isEmpty
                ? LessonLibrary.relative(layout.lessons) : request.paths.joined(separator: ", ")
            let message =
                "no lessons in \(place): a lesson is a Markdown file named like 07-what-a-view-really-is.md "
                + "(README.md is not one). Lessons/README.md says how to write one."
            errors("Error: " + message)
            // A tool reading JSON or JUnit gets a report that says so, never an empty file.
            if request.format != "text" { output(rendered(CheckReport(results: [], error: message))) }
            return 1
        }
        if request.fix { try fix(files) }
        var lessons: [Lesson] = []
        var problems: [LessonDiagnostic] = []
        // Each file as it was read: one that changes before the run ends (an editor, or a program
        // that found it) is reported, and its results are not trusted.
        let readAs = Dictionary(files.map { ($0, Self.fingerprint($0)) }, uniquingKeysWith: { first, _ in first })
        // Read on the check's threads (a course of 57 lessons spent a third of a check with nothing
        // to do reading them on one), kept in the files' order.
        let jobs = min(request.jobs ?? CheckOptions().jobs, CheckOptions.maximumJobs)
        let loaded = parallelMap(files.count, width: jobs) { index in
            Result { try LessonLibrary.load(files[index]) }
        }
        for (file, result) in zip(files, loaded) {
            do {
                let (lesson, diagnostics) = try result.get()
                lessons.append(lesson)
                problems += diagnostics
            } catch {
                problems.append(
                    LessonDiagnostic(
                        SourceLocation(file: file, line: 1), "cannot read the lesson: \(error)",
                        fix: "check that the file exists and can be read"))
            }
        }

        var options = CheckOptions()
        options.filter = request.filter
        if let jobs = request.jobs {
            options.jobs = min(jobs, CheckOptions.maximumJobs)
            if jobs > CheckOptions.maximumJobs {
                let cores = ProcessInfo.processInfo.activeProcessorCount
                errors(
                    "note: --jobs \(jobs) is more than this machine can use (\(cores) core\(cores == 1 ? "" : "s")); "
                        + "running \(CheckOptions.maximumJobs) at once")
            }
        }
        // A relative folder is the current one's: programs run in homes of their own, where the
        // engine's library linked from `.build/lessons-cache` would not be found.
        options.cacheDirectory =
            request.noCache
            ? nil
            : (request.cacheDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? layout.defaultCache)
        if let shard = request.shard { options.shard = (shard.index - 1, shard.count) }
        options.repeatCount = request.repeatCount
        adjust(&options)

        var unsharded = options
        unsharded.shard = nil
        let selectable = LessonChecker(
            layout: layout, toolchain: Toolchain(swiftc: "", version: ""), options: unsharded
        ).selectedChecks(of: lessons)
        if selectable.isEmpty {
            let message: String
            if let filter = request.filter {
                let total = lessons.reduce(0) { $0 + $1.checks.count }
                message =
                    "--filter \"\(filter)\" matches none of the \(total) checks in \(files.count) lesson\(files.count == 1 ? "" : "s"); "
                    + "it is matched against each check's title, kind (console, log, screen, diagnostics) and lesson title, "
                    + "or, written as FILE.md:LINE, :LINE or FILE.md, against where the check is."
            } else {
                message =
                    "\(files.count == 1 ? files[0] + " holds" : "the \(files.count) lessons hold") no checks: "
                    + "a check is a ```console, ```log, ```screen or ```diagnostics block after the code it checks (Lessons/README.md)."
            }
            errors("Error: " + message)
            // A tool reading JSON or JUnit gets the error, and the format errors, in what it reads.
            if !problems.isEmpty || request.format != "text" {
                output(
                    rendered(
                        CheckReport(results: [], problems: problems, error: request.format == "text" ? nil : message))
                )
            }
            return 1
        }

        // More shards than checks leaves a shard with nothing to check: exit 0 there would be a
        // green CI job that checked nothing (as for an empty --filter).
        if let shard = request.shard, shard.index > selectable.count {
            errors(
                "Error: --shard \(shard.index)/\(shard.count) holds none of the \(selectable.count) check\(selectable.count == 1 ? "" : "s") selected: "
                    + "each shard takes every \(shard.count)th check, so use at most \(selectable.count) shard\(selectable.count == 1 ? "" : "s")."
            )
            return 1
        }
        // Shards' reports are read together (docs/ci.md): each holds its slice of the checks, and a
        // lesson's format errors are shard 1's, so that they are counted once.
        if let shard = options.shard, shard.index != 0 { problems = [] }
        if request.format != "text" {
            for problem in problems { errors(problem.description) }
        }
        let checker = LessonChecker(layout: layout, toolchain: try Toolchain.find(), options: options)
        if let progress { checker.progress = progress }
        // A long wait says what it is, on a terminal or not.
        checker.announce = { [errors, progress] line in
            if let progress { progress(line) } else { errors(line) }
        }
        let results = try checker.run(lessons)
        if let progress { progress("") }
        errors(checker.cacheSummary)
        keepResults(results)
        // What the sandbox could not do on this machine, said once (docs/sandbox.md).
        if checker.playsRun > 0, let missing = Sandbox.missingProtections {
            errors((Sandbox.isOff ? "Warning: " : "Note: ") + "\(missing).")
        }
        let report = CheckReport(results: results, problems: problems)
        output(rendered(report))
        let changed = files.filter { Self.fingerprint($0) != readAs[$0] ?? nil }
        for file in changed {
            errors(
                "Error: \(LessonLibrary.relative(file)) changed while it was checked: its results are of the text it had when the run began"
                    + (request.bless ? ", and none of its blocks was blessed" : "")
                    + (request.pending ? ", and nothing was kept for `lessons accept`" : "") + ". Check it again.")
        }
        if !changed.isEmpty { return 1 }
        if request.bless { try bless(results) }
        if request.pending { keepPending(results, lessons) }
        // Every check selected skipped: nothing ran, and exit 0 would be a green run that checked nothing.
        if report.failed == 0, report.passed == 0, report.known == 0, report.skipped > 0 {
            errors(
                "Error: nothing was checked: the \(report.skipped == 1 ? "one check selected is" : "\(report.skipped) checks selected are") skipped "
                    + "(each says why above): select checks that run here")
            return 1
        }
        return report.failed == 0 ? 0 : 1
    }

    /// Keeps the results of the course's own lessons (those in the package's `Lessons/`) for
    /// `lessons book`, which shows each console's status from the last check. A lesson elsewhere (a
    /// copy, a test's) is not the course's, and keeping it would mix two courses. Never a reason to
    /// fail the check.
    private func keepResults(_ results: [CheckResult]) {
        let folder = URL(fileURLWithPath: layout.lessons).standardizedFileURL.path + "/"
        // Each lesson file's path made standard once, not once for each of its checks.
        var inCourse: [String: Bool] = [:]
        let course = results.filter { result in
            let file = result.check.location.file
            if let known = inCourse[file] { return known }
            let known = URL(fileURLWithPath: file).standardizedFileURL.path.hasPrefix(folder)
            inCourse[file] = known
            return known
        }
        do {
            try CheckResultStore.standard(layout).record(course)
        } catch {
            errors("note: the results were not kept for `lessons book`: \(error)")
        }
    }

    /// Makes the mechanical format fixes of `files` (`LessonFixer`), saying each one, and each
    /// problem left with what to do.
    private func fix(_ files: [String]) throws {
        var changed = 0
        for file in files {
            let outcome = try LessonFixer.fix(file)
            for change in outcome.changes { errors(LessonFixer.describe(change)) }
            for problem in outcome.notFixed { errors(LessonFixer.describe(notFixed: problem)) }
            changed += outcome.changes.count
        }
        errors(
            changed == 0
                ? "Nothing to fix: no format error with a mechanical fix."
                : "Fixed \(changed) format error\(changed == 1 ? "" : "s") (above); checking the lessons as they are now."
        )
    }

    /// Keeps what the engine printed for each failed written block, for `lessons accept`, and names
    /// each failed recorded block, which never is kept.
    private func keepPending(_ results: [CheckResult], _ lessons: [Lesson]) {
        let store = pendingStore ?? .standard(layout)
        do {
            let (kept, recorded) = try store.record(results, in: lessons, root: layout.root)
            for result in recorded { errors("NOT KEPT \(result.check.location): \(Blesser.recordedReason)") }
            for result in results where result.status == .failed && result.actual == nil && !result.check.isRecorded {
                errors(
                    "NOT KEPT \(result.check.location): it failed with no output to write into the block (its reason is above)"
                )
            }
            for result in kept {
                errors("PENDING \(result.check.location): what the engine printed is kept for `lessons accept`")
            }
            let total = try store.load().count
            errors(
                total == 0
                    ? "Nothing pending: no block the project wrote failed with output to keep."
                    : "\(total) block\(total == 1 ? "" : "s") pending in \(LessonLibrary.relative(store.path)): review \(total == 1 ? "it" : "them") with `lessons accept`"
            )
        } catch {
            errors("Error: the failed blocks were not kept for `lessons accept`: \(error)")
        }
    }

    /// The report in the format asked for.
    private func rendered(_ report: CheckReport) -> String {
        switch request.format {
        case "json": report.json()
        case "junit": report.junit()
        default: report.text(verbose: request.verbose)
        }
    }

    /// The size and content hash of `file`, or nil when it cannot be read: it tells a file that
    /// changed during the run, so a fast hash does (`ContentHash`, eight bytes at a time), where
    /// SHA-256 of each lesson, twice, was a thirtieth of a check with nothing to do.
    static func fingerprint(_ file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var hash = ContentHash()
        hash.add(data)
        return "\(data.count) \(hash.hex)"
    }

    /// Rewrites the failed blocks the filter selected, asking about each one when `confirmBless`
    /// is set; blocks recorded on iOS are never rewritten, and each is named with why.
    private func bless(_ results: [CheckResult]) throws {
        let candidates = results.filter { $0.status == .failed && $0.actual != nil }
        var chosen = candidates.filter(\.check.isRecorded)  // refused by the blesser, and named
        let writable = candidates.filter { !$0.check.isRecorded }
        var askingAll = confirmBless != nil
        for (offset, result) in writable.enumerated() {
            guard askingAll, let confirmBless else {
                chosen.append(result)
                continue
            }
            switch confirmBless(result, offset + 1, writable.count) {
            case .rewrite: chosen.append(result)
            case .leave: errors("LEFT \(result.check.location): not rewritten, as you chose")
            case .rewriteAll:
                chosen.append(result)
                askingAll = false
            case .stop:
                for left in writable[offset...] { errors("LEFT \(left.check.location): not rewritten, as you chose") }
                return finishBless(try Blesser.bless(chosen))
            }
        }
        finishBless(try Blesser.bless(chosen))
    }

    private func finishBless(_ blessed: Blesser.Outcome) {
        for (location, reason) in blessed.leftAlone { errors("NOT BLESSED \(location): \(reason)") }
        for location in blessed.rewritten {
            errors("BLESSED \(location): rewritten with what the engine printed.")
        }
        if blessed.rewritten.isEmpty && blessed.leftAlone.isEmpty {
            errors("Nothing to bless: no check it selects failed with output to write.")
        }
    }
}
