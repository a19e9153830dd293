import Foundation
import HostContract

/// The outcome of one check.
public struct CheckResult: Sendable {
    public enum Status: String, Sendable {
        case passed, failed, skipped
        /// Failed as its `known-issue` says it does: what the engine cannot reproduce yet.
        case known
    }

    public var check: Check
    public var status: Status
    /// Why it failed or was skipped.
    public var reason: String?
    /// The difference between what was recorded and what happened.
    public var diff: String?
    /// What the code really did, for `--bless`.
    public var actual: [String]?
    /// The screen the play ended on, drawn, when the check ran a play (decoded from `pictureLine`).
    public var picture: ScreenPicture? {
        get { pictureLine.flatMap(ScreenPicture.init(jsonLine:)) }
        set { pictureLine = newValue?.jsonLine }
    }
    /// The same screen as the host sent it, a line of JSON: decoded only where it is shown, as a
    /// check whose results are those kept already shows none.
    public var pictureLine: String?
    /// What the two sides of `diff` are, when they are not the recording and this engine.
    public var diffHeader: String?
    /// The API the play used that the engine compiles but does not model (`UnmodelledAPI`), by
    /// name, whether the check passed or not: a failure's reason names them (`unmodelledNote`).
    public var unmodelled: [String] = []
    /// The compiler's errors, when the check's code does not build.
    public var compilerErrors: [CompilerMessage] = []
    /// How long building the check's code took in this run (0 when it came from the cache), in seconds.
    public var buildSeconds: Double?
    /// How long its play ran (every run of it, with `--repeat`), in seconds.
    public var runSeconds: Double?
    /// Whether the program broke down (a crash, an exit before the play's end or with a status
    /// other than 0, the time or output limit) rather than printing
    /// something else: a `known-issue` mark, about what the engine prints, never covers it.
    var brokeDown = false

    /// The time the check cost this run: its build and its play's runs, shared with the checks
    /// that have the same code or the same play.
    public var seconds: Double { (buildSeconds ?? 0) + (runSeconds ?? 0) }

    /// What a failure's reason says of the unmodelled API its play used (nothing when none was):
    /// the lesson may expect an effect the engine cannot show.
    public static func unmodelledNote(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return "\nthe play used API the engine does not model (it changes nothing on the simulated device): "
            + names.joined(separator: ", ") + "; see \"API the engine does not model\" in Lessons/README.md"
    }

    /// The result with its reason naming only `names` of the unmodelled API its play used (those
    /// that may explain the difference).
    public func namingUnmodelled(only names: [String]) -> CheckResult {
        var result = self
        let note = Self.unmodelledNote(unmodelled)
        if let reason, !note.isEmpty, reason.hasSuffix(note) {
            result.reason = String(reason.dropLast(note.count)) + Self.unmodelledNote(names)
        }
        result.unmodelled = names
        return result
    }

    /// A failure of a check marked `known-issue` is known; its pass is a failure, since the mark
    /// would hide the next time the fact breaks.
    func applyingKnownIssue() -> CheckResult {
        guard let issue = check.knownIssue else { return self }
        var result = self
        switch status {
        case .failed where brokeDown:
            result.reason =
                "known-issue=\"\(issue)\" covers a difference in what the engine prints, not this: " + (reason ?? "")
        case .failed:
            result.status = .known
        case .passed:
            result.status = .failed
            result.reason = "the known issue no longer reproduces: remove known-issue=\"\(issue)\" from the block"
        case .skipped, .known:
            break
        }
        return result
    }
}

/// How `lessons check` runs.
public struct CheckOptions: Sendable {
    /// Only the checks this selects: see `CheckFilter`.
    public var filter: String?
    /// How many builds at once; plays run twice as many at once (`CheckWork`), never more than
    /// `maximumJobs`. More than `maximumJobs` runs `maximumJobs`.
    public var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// The most builds and runs at once: twice the cores, at least 4. Each build is a compiler of
    /// up to a gigabyte of memory; `--jobs 500` on two cores would start 500 of them, for nothing.
    public static var maximumJobs: Int { max(4, 2 * ProcessInfo.processInfo.activeProcessorCount) }
    /// Where builds are cached; nil keeps nothing.
    public var cacheDirectory: String?
    /// The real-time limit of one run, in seconds.
    public var runTimeout: Double = 20
    /// The most a run may print to its standard output before it is stopped, in bytes.
    public var outputLimit = 1 << 20
    /// The most writable memory a run may use, in bytes.
    public var memoryLimit: Int {
        get { limits.memory }
        set { limits.memory = newValue }
    }
    /// What a run may use (memory, file sizes, processes).
    var limits = Spawn.Limits()
    /// Only checks with `index % count == shard` (for splitting CI).
    public var shard: (index: Int, count: Int)?
    /// How many times each play runs; a check whose output differs between runs fails as unstable.
    /// More than one always runs the plays, never taking their results from the cache.
    public var repeatCount = 1
    /// The most programs built in one compiler run (nil: `SnippetBuilder.defaultBatchSize`; 1: each alone).
    public var batchSize: Int?

    public init() {}
}

/// Builds and runs the checks of lessons, and compares what happened with what was recorded.
public final class LessonChecker {
    public let layout: PackageLayout
    public let toolchain: Toolchain
    public let options: CheckOptions
    /// Reports progress: a line such as `[3/20] built Lesson 7, step 4`.
    public var progress: (String) -> Void = { _ in }
    /// Says what a long wait is before it starts: "linking the engine SwiftPM built (once, about 2 s)…".
    public var announce: (String) -> Void = { _ in }
    /// Reports the same progress as values, for a caller that words it its own way.
    public var stage: (Stage) -> Void = { _ in }

    /// A stage of a run, as `stage` reports it.
    public enum Stage: Sendable, Equatable {
        /// The engine is not in the cache: it is being made, as `what` says ("linking the engine
        /// SwiftPM built", "building the engine from its sources"), in about `seconds`.
        case buildingEngine(what: String, seconds: Int)
        /// `done` of `total` programs are built (or taken from the cache).
        case built(done: Int, total: Int)
        /// `total` plays are about to run.
        case running(total: Int)
        /// `done` of `total` plays have run.
        case ran(done: Int, total: Int)
    }
    /// How many snippets this run compiled (0 when everything came from the cache).
    public private(set) var snippetsBuilt = 0
    /// How many snippets' builds came from the cache.
    public private(set) var snippetsCached = 0
    /// How many batches this run compiled (each several snippets in one compiler run).
    public private(set) var batchesBuilt = 0
    /// How many times this run started a program to play its actions (0 when every result came from the cache).
    public private(set) var playsRun = 0
    /// How many plays' results came from the cache.
    public private(set) var playsCached = 0
    /// Whether this run made the engine (linked it, or compiled it from its sources).
    public private(set) var engineBuilt = false
    /// How long making the engine took, when this run made it.
    public private(set) var engineSeconds = 0.0
    /// The seconds spent building programs and running plays (at once: a program's plays start as
    /// soon as it is built).
    public private(set) var workSeconds = 0.0

    /// What the run built, ran and took from the cache, in a line: `go test`'s `(cached)`.
    public var cacheSummary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if engineBuilt { parts.append("made the engine in \(String(format: "%.1f", engineSeconds)) s") }
        var work: [String] = []
        if snippetsBuilt > 0 {
            let batches = batchesBuilt == 1 ? "1 batch" : "\(batchesBuilt) batches"
            work.append(
                "built \(plural(snippetsBuilt, "program"))" + (batchesBuilt > 0 ? " (\(batches) among them)" : ""))
        }
        if playsRun > 0 { work.append("ran \(plural(playsRun, "play"))") }
        if !work.isEmpty {
            parts.append(work.joined(separator: " and ") + " in \(String(format: "%.1f", workSeconds)) s")
        }
        if snippetsBuilt == 0 && playsRun == 0 && !engineBuilt { parts.append("built and ran nothing") }
        var cached: [String] = []
        if snippetsCached > 0 { cached.append(plural(snippetsCached, "build")) }
        if playsCached > 0 { cached.append(plural(playsCached, "play result")) }
        if !cached.isEmpty {
            parts.append(cached.joined(separator: " and ") + " from the cache (--no-cache redoes them)")
        }
        return parts.joined(separator: "; ")
    }

    public init(layout: PackageLayout, toolchain: Toolchain, options: CheckOptions) {
        self.layout = layout
        self.toolchain = toolchain
        self.options = options
    }

    /// The checks of `lessons` that the filter and shard select.
    public func selectedChecks(of lessons: [Lesson]) -> [(lesson: Lesson, check: Check)] {
        var selected: [(Lesson, Check)] = []
        for lesson in lessons {
            for check in lesson.checks {
                if let filter = options.filter, !CheckFilter(filter).selects(check, in: lesson) { continue }
                selected.append((lesson, check))
            }
        }
        if let shard = options.shard {
            selected = selected.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
        }
        return selected
    }

    /// Runs the checks of `lessons`.
    ///
    /// Each distinct version of the code is built once (in batches), and each distinct play of it runs
    /// once (`repeatCount` times with `--repeat`), unless the cache holds its build and its run
    /// (`PlayCache`): a check with nothing changed builds and runs nothing (`CheckWork`).
    public func run(_ lessons: [Lesson]) throws -> [CheckResult] {
        let selected = selectedChecks(of: lessons)
        let runnable = selected.filter { $0.check.skipReason == nil }
        guard !runnable.isEmpty else {
            return selected.map { CheckResult(check: $0.check, status: .skipped, reason: $0.check.skipReason) }
        }
        let cache = options.cacheDirectory
        try BuildCache.prepare(NSTemporaryDirectory(), isCache: false)
        if let cache { try BuildCache.prepare(cache, isCache: true) }
        let engine = try EngineBuild.locate(layout: layout, toolchain: toolchain, cacheDirectory: cache)
        let builder = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: cache)
        defer {
            if cache == nil {
                try? FileManager.default.removeItem(atPath: builder.scratchDirectory)
                Interruption.shared.forgetPath(builder.scratchDirectory)
            }
        }

        // Each distinct version of the code: for diagnostics checks, compiled alone and not linked,
        // so that its messages are exactly its own build's; for plays, built and linked (in a batch).
        // Code both kinds of check read is built both ways, which costs less than one build alone.
        struct VersionKey: Hashable {
            var code: CodeVersion
            var diagnostics: Bool
        }
        var versions: [SnippetBuilder.Request] = []
        var versionIndex: [VersionKey: Int] = [:]
        var versionOfCheck: [Int] = []
        for (lesson, check) in runnable {
            let key = VersionKey(code: check.code!, diagnostics: check.kind == .diagnostics)
            let index = versionIndex[key] ?? versions.count
            if index == versions.count {
                versionIndex[key] = index
                versions.append(
                    SnippetBuilder.Request(
                        code: key.code, linking: !key.diagnostics, batchable: !key.diagnostics,
                        label: "\(lesson.shortName), \(key.code.label)"))
            }
            versionOfCheck.append(index)
        }

        // Each distinct play of each version, once (or `repeatCount` times). A ```bodies check reads
        // its own run, with the update trace on; every other check's run is made without it, exactly
        // as before, whatever the trace costs in real time.
        var plays: [CheckWork.Play] = []
        var playIndex: [CheckWork.Play: Int] = [:]
        for (offset, (_, check)) in runnable.enumerated() where check.kind != .diagnostics {
            let key = CheckWork.Play(
                build: versionOfCheck[offset], play: check.arguments, traced: check.kind == .bodies)
            if playIndex[key] == nil {
                playIndex[key] = plays.count
                plays.append(key)
            }
        }

        // What the cache holds, then the rest: builds and plays on `jobs` threads. Looking it up
        // (making each program's sources for its key, verifying its entry) is on `jobs` threads too.
        let requests = versions
        let cached = parallelMap(versions.count, width: min(options.jobs, CheckOptions.maximumJobs)) {
            builder.cached(requests[$0].code, linking: requests[$0].linking)
        }
        snippetsCached = cached.compactMap { $0 }.count
        let work = CheckWork(
            builder: builder, versions: versions, cached: cached, plays: plays, options: options,
            progress: progress, stage: stage)
        if work.hasWork {
            try ready(engine)
            try Sandbox.prepare(toolchain: toolchain, announce: announce)
            let start = Date()
            work.run()
            workSeconds = Date().timeIntervalSince(start)
        }
        let finalBuilds = work.builds.map { $0! }
        snippetsBuilt = work.snippetsBuilt
        batchesBuilt = Set(finalBuilds.filter { $0.wasBuilt && $0.batchSize > 1 }.compactMap(\.executable)).count
        playsRun = work.playsRun
        playsCached = work.playsCached
        let runs = max(1, options.repeatCount)
        let outputs = work.outputs

        // Each selected check's place among the runnable ones (nil for a skipped one), so that the
        // results are made on the check's threads, kept in order: reading a kept traced play again
        // for a ```bodies check is most of what making them costs.
        var nextRunnable = 0
        let runnableOffsets: [Int?] = selected.map { _, check in
            guard check.skipReason == nil else { return nil }
            nextRunnable += 1
            return nextRunnable - 1
        }
        let checks = selected.map(\.check)
        let ranSlots = work.ranSlots
        let versionOfRunnable = versionOfCheck
        let playSlots = playIndex
        // The comparisons read only `options` and what they are given, never the checker's counts.
        nonisolated(unsafe) let checker = self
        let results = parallelMap(checks.count, width: min(options.jobs, CheckOptions.maximumJobs)) { index in
            let check = checks[index]
            guard let runnableOffset = runnableOffsets[index] else {
                return CheckResult(check: check, status: .skipped, reason: check.skipReason)
            }
            let buildIndex = versionOfRunnable[runnableOffset]
            let built = finalBuilds[buildIndex]
            if let fault = built.machineFault {
                // Not the code's failure, so never a known issue either.
                return CheckResult(
                    check: check, status: .failed,
                    reason: "the code could not be built: \(fault)\n\(MachineFault.advice(for: fault))")
            }
            var result: CheckResult
            if check.kind == .diagnostics {
                result = checker.compareDiagnostics(check, built).applyingKnownIssue()
            } else if built.executable == nil {
                let errors = checker.buildErrors(check, built)
                result = CheckResult(check: check, status: .failed, reason: "the code does not build:\n" + errors)
                result.compilerErrors = built.messages.filter { $0.severity == "error" }
                result = result.applyingKnownIssue()
            } else {
                let first =
                    playSlots[CheckWork.Play(build: buildIndex, play: check.arguments, traced: check.kind == .bodies)]!
                    * runs
                result = checker.compareRuns(check, outputs[first..<(first + runs)].map { $0! })
                result.pictureLine = outputs[first]?.0.pictureLine
                // A result kept from an earlier run took no time in this one.
                result.runSeconds = (first..<(first + runs)).reduce(0) {
                    $0 + (ranSlots.contains($1) ? outputs[$1]!.1.seconds : 0)
                }
            }
            result.buildSeconds = built.wasBuilt ? built.seconds : 0
            return result
        }
        return results
    }

    /// Makes the engine ready, saying so first when it has to be made, with how long it should take,
    /// and how long it has taken so far while it does.
    private func ready(_ engine: EngineBuild) throws {
        if engine.isCached {
            try engine.ready()
            engineBuilt = engineBuilt || engine.wasBuilt
            return
        }
        let estimate = max(1, Int(engine.estimatedSeconds.rounded()))
        let what = "\(engine.plan) (once, about \(estimate) s)"
        announce(what + "…")
        stage(.buildingEngine(what: engine.plan, seconds: estimate))
        let start = Date()
        let ticker = DispatchSource.makeTimerSource(queue: .global())
        ticker.schedule(deadline: .now() + 5, repeating: 5)
        ticker.setEventHandler { [progress] in
            progress("\(what): \(Int(Date().timeIntervalSince(start))) s so far…")
        }
        ticker.resume()
        defer { ticker.cancel() }
        try engine.ready()
        engineBuilt = engineBuilt || engine.wasBuilt
        engineSeconds = engine.seconds
    }

    /// The compiler's errors about the check's code, and a hint when it imports an Apple-only module.
    private func buildErrors(_ check: Check, _ built: BuiltSnippet) -> String {
        let messages = built.messages.filter { $0.severity == "error" }
        var text = messages.isEmpty ? built.rawOutput : messages.map(\.description).joined(separator: "\n")
        let lines = check.code?.files.flatMap { $0.lines.map(\.text) } ?? []
        if messages.contains(where: { $0.message.contains("'ContentView'") }),
            !lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@main") })
        {
            text +=
                "\nthe code has no @main, so the runner shows ContentView() in a WindowGroup:"
                + " declare `struct ContentView: View`, or give the code an `@main` app of its own"
        }
        if let match = messages.lazy.compactMap({
            $0.message.firstMatch(of: #/'__lessonsHostEntry' requires that '([^']+)' conform to 'App'/#)
        }).first {
            text +=
                "\nthe runner runs the @main type as a SwiftUI app, and `\(match.1)` is no App (its own `static func main` never runs here): "
                + "make it an `App` with a `WindowGroup`, or drop `@main` to have the runner show ContentView()"
        }
        let appleOnly = Set(SourceRewriter.appleOnlyModules(in: lines)).sorted()
        if !appleOnly.isEmpty {
            text +=
                "\n" + appleOnly.joined(separator: ", ") + (appleOnly.count == 1 ? " exists" : " exist")
                + " only on Apple platforms: if the check needs it, mark it skip=\"why it cannot run here\""
        }
        return text
    }

    private func compareDiagnostics(_ check: Check, _ built: BuiltSnippet) -> CheckResult {
        let expected = check.expected.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var actual: [String] = []
        for message in built.messages where message.severity == check.severity && !actual.contains(message.message) {
            actual.append(message.message)
        }
        if check.severity == "warning", !built.builds {
            let errors = built.messages.filter { $0.severity == "error" }.map(\.description).joined(separator: "\n")
            var result = CheckResult(
                check: check, status: .failed,
                reason: "the code was expected to build with warnings, but it does not build:\n" + errors,
                actual: actual)
            result.compilerErrors = built.messages.filter { $0.severity == "error" }
            return result
        }
        if check.severity == "error", built.builds {
            return CheckResult(
                check: check, status: .failed, reason: "the code was expected not to build, but it builds",
                diff: LineDiff.render(expected: expected, actual: actual), actual: actual)
        }
        if OutputMatcher.matches(expected: expected.sorted(), actual: actual.sorted(), wildcards: check.usesWildcards)
            || OutputMatcher.matches(expected: expected, actual: actual, wildcards: check.usesWildcards)
        {
            return CheckResult(check: check, status: .passed, actual: actual)
        }
        return CheckResult(
            check: check, status: .failed, reason: "the compiler's \(check.severity)s differ",
            diff: LineDiff.render(expected: expected, actual: actual), actual: actual)
    }

    /// Compares each run of a check's play; with `--repeat`, a check whose runs printed different
    /// lines fails, whatever the recording says, showing the first run against the one that differs.
    private func compareRuns(_ check: Check, _ runs: [(PlayOutput, ProcessRunner.Result)]) -> CheckResult {
        let results = runs.map { compare(check, $0.0, $0.1) }
        let first = results[0]
        guard
            let (offset, other) = results.enumerated().dropFirst().first(where: {
                $0.element.actual != first.actual || $0.element.reason != first.reason
            })
        else {
            return first.applyingKnownIssue()
        }
        // An unstable check fails whatever it is marked: a known issue is a stable difference.
        let firstWhat = first.reason.map { " (\($0.split(separator: "\n").first ?? ""))" } ?? ""
        let otherWhat = other.reason.map { " (\($0.split(separator: "\n").first ?? ""))" } ?? ""
        return CheckResult(
            check: check, status: .failed,
            reason:
                "unstable: the same play gave different output in run 1\(firstWhat) and run \(offset + 1)\(otherWhat) of \(results.count)",
            diff: LineDiff.render(expected: first.actual ?? [], actual: other.actual ?? []),
            actual: first.actual, diffHeader: "--- run 1 (-)  +++ run \(offset + 1) (+)")
    }

    private func compare(_ check: Check, _ output: PlayOutput, _ process: ProcessRunner.Result) -> CheckResult {
        let actual: [String]
        var differs = "the \(check.kind.rawValue) differs"
        switch check.kind {
        case .console: actual = output.console(check.scope)
        case .log: actual = output.log(check.scope)
        case .screen: actual = check.showsFrames ? output.framedScreen : output.screen
        case .diagnostics: actual = []
        case .bodies:
            let trace = PlayTrace.parse(process.output, nonce: process.hostNonce, pictures: false)
            let counts = BodyCounts(trace.updates(in: check.scope), in: trace)
            actual = counts.lines(comparedWith: check.expected)
            differs = "the body counts differ (all that ran: \(counts.summary))"
            // `TripCrad: 0` names no type of the program: it would pass whatever ran.
            let source = (check.code?.files ?? []).flatMap { $0.lines.map(\.text) }.joined(separator: "\n")
            let unknown = check.expected.compactMap(BodyCounts.parse).map(\.type).filter { type in
                let base = String(type.prefix { $0 != "<" })
                return counts[type] == 0 && !trace.views.values.contains { $0.type == type }
                    && source.firstMatch(of: try! Regex("\\b" + NSRegularExpression.escapedPattern(for: base) + "\\b"))
                        == nil
            }
            if !unknown.isEmpty, check.code != nil {
                return CheckResult(
                    check: check, status: .failed,
                    reason: "the program has no view type " + unknown.map { "`\($0)`" }.joined(separator: ", ")
                        + ": a count for it checks nothing (a typo?); the types that ran: \(counts.summary)",
                    diff: nil, actual: actual)
            }
        }
        let problem = PlayProblem.describe(
            output, process, play: check.play, timeout: options.runTimeout, outputLimit: options.outputLimit,
            lines: check.code.map(ProgramLines.init))
        if problem == nil,
            OutputMatcher.matches(expected: check.expected, actual: actual, wildcards: check.usesWildcards)
        {
            var result = CheckResult(check: check, status: .passed, actual: actual)
            result.unmodelled = output.unmodelled
            return result
        }
        // Say what differs where a diff alone is hard to read: nothing printed at all, or the
        // pattern line of a block with wildcards that found no match.
        var what = differs
        if let problem {
            what = problem
        } else if let nothing = check.nothingPrinted(actual) {
            what = nothing
        } else if check.usesWildcards, let mismatch = PatternDiff.firstMismatch(check, actual: actual) {
            what += ": " + mismatch
        }
        if problem == nil, process.errorOutput.contains(HostProtocol.outputLostNote) {
            // The host's lines have a channel of their own, so the play went on; the console did not.
            what +=
                ": the program closed (or replaced) its standard output during the play, so what it printed after that was lost "
                + "(does the code close(1), fclose(stdout), or dup2 another file over it? Leave standard output open)"
        }
        if problem == nil, let unsettled = output.unsettled.first {
            what +=
                ": the app never settled after action \(unsettled.action) (\(PlayProblem.action(unsettled.action, of: check.play))): \(unsettled.reason)"
        }
        // A runaway program's output is cut to what a reader can use: the diff shows its start.
        let shown =
            actual.count > check.expected.count + PlayProblem.extraLinesShown
            ? Array(actual.prefix(check.expected.count + PlayProblem.extraLinesShown)) : actual
        var diff =
            check.usesWildcards
            ? PatternDiff.render(expected: check.expected, actual: shown)
            : LineDiff.render(expected: check.expected, actual: shown)
        if shown.count < actual.count { diff += "\n  [… \(actual.count - shown.count) more lines]" }
        // The lesson may expect what the engine cannot show: say so, so that the author can tell.
        what += CheckResult.unmodelledNote(output.unmodelled)
        var result = CheckResult(
            check: check, status: .failed, reason: what, diff: diff, actual: problem == nil ? actual : nil,
            diffHeader: check.kind == .bodies ? "--- the lesson says (-)  +++ this engine (+)" : nil)
        result.unmodelled = output.unmodelled
        // A program that crashed, ended before its play was over or with a status other than 0, or
        // was stopped, broke down; an action the host could not do (the play could not go on, and
        // the host ended as it does) is a difference in what the engine does.
        if problem != nil, output.error == nil || process.ending != .exited(0) { result.brokeDown = true }
        if process.timedOut || process.truncated || process.hostTruncated { result.brokeDown = true }
        // A play that never started says nothing of the code: a known issue cannot cover it.
        if case .notStarted = process.ending { result.brokeDown = true }
        if PlayProblem.loaderFailure(process) != nil { result.brokeDown = true }
        return result
    }
}

extension Lesson {
    /// "Lesson 7" for a numbered lesson file, else its title.
    public var shortName: String { number.map { "Lesson \($0)" } ?? title }
}
