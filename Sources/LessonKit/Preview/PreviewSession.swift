import Foundation
import HostContract
import Synchronization

/// The student's app, live, for `lessons preview`: the workspace's files built as `lessons run`
/// builds them (the step's runs compared with the recordings), and the play of the actions the
/// student took on the drawn screen since launch, on the device the step's runs play on (the one
/// its check names, or the one `device` asks for).
///
/// Nothing runs between actions: each action is added to the play, and the play is made again
/// from launch, in a fresh program, on the runner's normal path (its sandbox, its cache). The
/// engine's plays are deterministic, on virtual time, so the same play gives the same screen and
/// console each time, and an action that cannot be made (a label no control has) is dropped,
/// saying why, leaving the play as it was.
// Unchecked Sendable, safe because `state` and `seen` are read and written only with `condition`
// locked, and every build or play runs with `work` locked.
public final class PreviewSession: @unchecked Sendable {
    /// The workspace's folder.
    public let folder: String
    /// Builds and runs a step's checks (`LessonChecker.runner`); set before the first `rebuild()`.
    public var runner: CheckRunning = { _, _ in [] }
    /// Traces a play of the student's code on a device (nil: the course's iPhone 17), for "Why did
    /// that run?" (`PlayTracer.trace`).
    public var tracer: (CodeVersion, [String], DeviceChoice?) throws -> PlayTrace = { _, _, _ in PlayTrace() }
    /// The device asked for instead of the step's check's (`lessons preview --device`); set before
    /// the first `rebuild()`.
    public var device = DeviceOverride()
    /// Reads the workspace's lesson.
    public var loadLesson: (String) throws -> Lesson = { try LessonLibrary.load($0).lesson }

    private let condition = NSCondition()
    private let work = Mutex(())
    private var state = PreviewState()
    /// The code of the last build, which the plays run.
    private var code: CodeVersion?
    private var lesson: Lesson?
    /// The device the plays run on, from the last build: the step's check's, as `device` changes it.
    private var playDevice: DeviceChoice?
    /// The Swift files' modification times at the last build.
    private var seen: [String: String] = [:]

    public init(folder: String) {
        self.folder = folder
    }

    // MARK: - Public API

    /// What the page shows now.
    public var current: PreviewState {
        condition.lock()
        defer { condition.unlock() }
        return state
    }

    /// The state once its version is past `version`, or as it is after `timeout` seconds.
    public func state(after version: Int, timeout: Double) -> PreviewState {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while state.version <= version, condition.wait(until: deadline) {}
        return state
    }

    /// Says what a wait is ("Building your files against the engine"), while it lasts.
    public func working(_ message: String?) {
        change { $0.message = message }
    }

    /// Whether a Swift file in the folder was saved (or added, or removed) since the last build.
    public func filesChanged() -> Bool {
        let now = Self.modificationTimes(folder)
        condition.lock()
        defer { condition.unlock() }
        return now != seen
    }

    /// Builds the files as they are and plays the actions again on them.
    public func rebuild() {
        work.withLock { _ in build() }
    }

    /// `rebuild()`'s work, with `work` locked.
    private func build() {
        let times = Self.modificationTimes(folder)
        change {
            $0.phase = "building"
            $0.message = "Building your files against the engine"
            $0.screenIsStale = $0.screen != nil
            $0.problem = nil
        }
        condition.lock()
        seen = times
        condition.unlock()
        do {
            let workspace = try Workspace.find(from: folder)
            let lesson = try loadLesson(workspace.metadata.lesson)
            let step = workspace.metadata.step
            let plan = try workspace.plan(step: step, of: lesson).playing(on: device)
            self.lesson = lesson
            code = plan.code
            playDevice = Self.device(of: plan)
            let actions = current.actions
            let results = try runner(lesson, plan.checks + Self.playChecks(plan.code, actions, device: playDevice))
            let stepResults = Array(results.dropLast(2))
            var comparison: [StyledLine] = []
            if plan.onlyBuilds {
                comparison.append(
                    StyledLine(.note, "Step \(step) records no run of its final code: there is no console to compare."))
            } else {
                for (offset, result) in stepResults.enumerated() where result.compilerErrors.isEmpty {
                    let check = result.check
                    comparison.append(
                        StyledLine(
                            .heading,
                            "Recorded\(check.isRecorded ? " on iOS" : "") · play=\"\(check.play.joined(separator: "; "))\""
                        ))
                    // A failure shows the recording beside what the app printed; a pass says only that it matched.
                    if result.status == .passed || result.actual == nil {
                        comparison += check.expected.map { StyledLine(.recorded, $0) }
                    }
                    comparison += ComparisonText.lines(
                        result, number: offset + 1, width: 100, relativeTo: folder, actualName: "your app printed")
                }
            }
            let errors = CompilerErrorText.errors(in: results)
            if !errors.isEmpty, !plan.onlyBuilds {
                comparison =
                    [
                        StyledLine(
                            .note,
                            "Nothing ran to compare: your code does not build (the errors are above). The recordings of step \(step):"
                        )
                    ]
                    + stepResults.flatMap { result in
                        [
                            StyledLine(
                                .heading,
                                "Recorded\(result.check.isRecorded ? " on iOS" : "") · play=\"\(result.check.play.joined(separator: "; "))\""
                            )
                        ]
                            + result.check.expected.map { StyledLine(.recorded, $0) }
                    }
            }
            let on = playDevice.map { " · on \($0)" } ?? ""
            change {
                $0.title = "\(lesson.shortName) · \(plan.title)\(on)"
                $0.comparison = PreviewState.lines(comparison)
                $0.errors = PreviewState.lines(
                    CompilerErrorText.lines(errors, code: plan.code, width: 100, relativeTo: folder))
            }
            apply(Array(results.suffix(2)), actions: actions, dropOnFailure: false)
        } catch {
            change {
                $0.phase = "failed"
                $0.message = nil
                $0.problem = "\(error)"
            }
        }
    }

    /// Adds `action` (as a play writes it: `tap Seattle`) to the play and makes the play again.
    /// Throws for text that is no action; an action the app cannot do is dropped, and `problem` says why.
    public func perform(_ action: String) throws {
        let parsed = try HostAction(parsing: action)
        guard parsed != .launch else { return reset() }
        replay { $0 + [parsed.description] }
    }

    /// Takes the last action back.
    public func undo() { replay { Array($0.dropLast()) } }

    /// Starts again from launch.
    public func reset() { replay { _ in [] } }

    /// The update trace of the play up to its `count`-th action (0: launch alone), as the page of
    /// `lessons trace --html`.
    public func traceHTML(actions count: Int) throws -> String {
        guard let code else { throw TraceError.nothingBuilt }
        let actions = current.actions
        let count = min(max(count, 0), actions.count)
        let play = ["launch"] + actions.prefix(count)
        let trace = try tracer(code, play, playDevice)
        let last = count == 0 ? "launch" : actions[count - 1]
        return TraceHTML.render(
            trace, title: "Why did that run? · \(last)",
            subtitle: "\(current.title) · play=\"\(play.joined(separator: "; "))\"")
    }

    /// Watches the folder until `keepGoing` says stop: each save builds again within about a second.
    public func watch(while keepGoing: () -> Bool) {
        while keepGoing() {
            Thread.sleep(forTimeInterval: 0.25)
            guard filesChanged() else { continue }
            // Let an editor finish writing before building.
            Thread.sleep(forTimeInterval: 0.15)
            rebuild()
        }
    }

    // MARK: - Plays

    /// The device the plays of `plan` (already `playing(on:)` the override) run on: its first run's,
    /// as `lessons run` plays it; nil for the course's iPhone 17.
    static func device(of plan: StepPlan) -> DeviceChoice? {
        (plan.checks + plan.lessonChecks).first { $0.kind != .diagnostics }?.device
    }

    /// The play of `actions` from launch on `device`, twice over one run: all it printed, and the
    /// last action's part (the runner makes the one play once for both).
    static func playChecks(_ code: CodeVersion, _ actions: [String], device: DeviceChoice? = nil) -> [Check] {
        let play = ["launch"] + actions
        return [Check.Scope.from(1), .last].map { scope in
            let block = Block(
                location: SourceLocation(file: "preview", line: 1), kind: "console", attributes: [:], lines: [])
            var check = Check(
                kind: .console, block: block, title: "the preview's play", code: code, play: play, scope: scope,
                severity: "error", usesWildcards: false, skipReason: nil)
            check.device = device
            return check
        }
    }

    private func replay(_ edit: ([String]) -> [String]) {
        work.withLock { _ in play(edit) }
    }

    /// `replay(_:)`'s work, with `work` locked.
    private func play(_ edit: ([String]) -> [String]) {
        let actions = edit(current.actions)
        guard let code, let lesson else {
            change { $0.problem = "nothing is built yet: wait for the build to finish" }
            return
        }
        change {
            $0.phase = "playing"
            $0.message = "Playing " + (["launch"] + actions).joined(separator: "; ")
            $0.problem = nil
        }
        do {
            apply(
                try runner(lesson, Self.playChecks(code, actions, device: playDevice)), actions: actions,
                dropOnFailure: true)
        } catch {
            change {
                $0.phase = "failed"
                $0.message = nil
                $0.problem = "\(error)"
            }
        }
    }

    /// Shows what the play of `actions` did (`results`: all its console, then its last action's).
    /// When it could not be made, `problem` says why; with `dropOnFailure`, the actions stay as
    /// they were and so does the screen.
    private func apply(_ results: [CheckResult], actions: [String], dropOnFailure: Bool) {
        guard results.count == 2 else { return }
        let all = results[0]
        let last = results[1]
        change { state in
            state.message = nil
            if !all.compilerErrors.isEmpty {
                state.phase = "failed"
                state.screenIsStale = state.screen != nil
                state.actions = actions
                return
            }
            guard let console = all.actual, all.picture != nil else {
                state.phase = state.screen == nil && !dropOnFailure ? "failed" : "ready"
                state.problem = Self.problem(all.reason, actions: actions)
                if !dropOnFailure {
                    state.actions = actions
                    state.screenIsStale = state.screen != nil
                }
                return
            }
            state.phase = "ready"
            state.actions = actions
            state.console = console
            state.newConsoleFrom = max(0, console.count - (last.actual?.count ?? 0))
            if let picture = all.picture {
                state.screen = ScreenSVG.render(
                    picture, id: "preview", title: "Your app's screen after \(state.play)", interactive: true)
                state.colorScheme = picture.isDark ? "dark" : "light"
            }
            state.screenIsStale = false
            state.problem = nil
        }
    }

    /// Why a play could not be made, without what the page shows already.
    static func problem(_ reason: String?, actions: [String]) -> String {
        let reason = reason ?? "the play did not finish"
        return (actions.last.map { "\($0): " } ?? "") + reason
    }

    private func change(_ edit: (inout PreviewState) -> Void) {
        condition.lock()
        edit(&state)
        state.version += 1
        condition.broadcast()
        condition.unlock()
    }

    /// The modification time and size of each Swift file in `folder`, by name: a save within the
    /// same tick of a coarse clock still changes the size, most of the time.
    static func modificationTimes(_ folder: String) -> [String: String] {
        var times: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".swift")
        {
            var info = stat()
            guard stat(folder + "/" + name, &info) == 0 else { continue }
            times[name] = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_size)"
        }
        return times
    }
}
