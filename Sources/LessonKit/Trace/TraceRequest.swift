import HostContract

/// What `lessons trace` runs: a program, a play, and the actions whose updates to draw.
public struct TraceRequest: Sendable {
    public var code: CodeVersion
    /// The actions as written, `launch` first.
    public var play: [String]
    /// The actions a picture draws (the check's scope, by default the last action).
    public var scope: Check.Scope
    /// `Lesson 48, step 2 · How many cards run?`
    public var title: String
    /// The check the play comes from, if one.
    public var location: SourceLocation?
    /// The device the play runs on: the check's (or its lesson's); nil for the course's iPhone 17.
    public var device: DeviceChoice?

    public init(
        code: CodeVersion, play: [String], scope: Check.Scope, title: String, location: SourceLocation?,
        device: DeviceChoice? = nil
    ) {
        self.code = code
        self.play = play
        self.scope = scope
        self.title = title
        self.location = location
        self.device = device
    }

    /// The request of `check`: its code, its play and its scope.
    public init(check: Check, title: String) throws {
        guard let code = check.code, check.kind != .diagnostics else {
            throw TraceError.runsNoPlay(check.location, kind: check.kind.rawValue)
        }
        if let reason = check.skipReason {
            throw TraceError.cannotRunHere(check.location, reason: reason)
        }
        self.init(
            code: code, play: check.play, scope: check.scope, title: title, location: check.location,
            device: check.device)
    }

    /// The play of step `step`: the first recorded run of the app as the step leaves it.
    public static func step(_ step: Int, of lesson: Lesson) throws -> TraceRequest {
        let walkthrough = Walkthrough(lesson)
        guard
            let item = walkthrough.items.first(where: {
                if case .step(step, _) = $0 { return true } else { return false }
            }),
            case .step(_, let section) = item
        else {
            throw LessonError.noSuchStep(lesson: lesson.shortName, step: step, steps: stepNumbers(lesson))
        }
        let runs = walkthrough.checks(of: item).filter {
            $0.kind != .diagnostics && $0.skipReason == nil && $0.code != nil
        }
        // The app as the step leaves it: the code of its last run.
        guard let final = runs.last?.code, let check = runs.first(where: { $0.code == final }) else {
            throw TraceError.stepRecordsNoRun(
                section.location, step: step, stepsWithRuns: stepsWithRuns(lesson), path: lesson.path)
        }
        return try TraceRequest(check: check, title: "\(lesson.shortName) · \(section.title)")
    }

    /// The check whose block (or whose program's block) holds `line`.
    public static func check(atLine line: Int, of lesson: Lesson) throws -> TraceRequest {
        let runnable = lesson.checks.filter { $0.kind != .diagnostics }
        func holds(_ block: Block) -> Bool {
            (block.location.line...(block.location.line + block.lines.count + 1)).contains(line)
        }
        var found = runnable.first { holds($0.block) }
        if found == nil,
            let program = lesson.blocks.first(where: {
                $0.kind == "swift" && $0.attributes["program"] != nil && holds($0)
            })
        {
            // A program's block: its first check.
            found = runnable.first {
                $0.location.line > program.location.line
                    && $0.code?.files.first?.lines.first?.origin.line == program.firstContentLine
            }
        }
        guard let check = found else {
            let nearest = runnable.sorted { abs($0.location.line - line) < abs($1.location.line - line) }.prefix(3)
                .sorted { $0.location.line < $1.location.line }
                .map { "\($0.location.line) (\($0.kind.rawValue))" }
            throw TraceError.nothingAtLine(path: lesson.path, line: line, nearest: Array(nearest))
        }
        return try TraceRequest(check: check, title: "\(lesson.shortName) · \(check.title)")
    }

    /// The request with another play, parsed and checked as a lesson's `play=` is.
    public func replacingPlay(_ text: String) throws -> TraceRequest {
        let actions: [HostAction]
        do {
            actions = try HostAction.parsePlay(text)
        } catch {
            throw TraceError.unreadablePlay(text, reason: "\(error)")
        }
        guard actions.first == .launch else {
            throw TraceError.playWithoutLaunch(text)
        }
        if let tooLong = Check.playTooLong(actions.map(\.description)) { throw TraceError.playTooLong(tooLong) }
        var copy = self
        copy.play = actions.map(\.description)
        copy.scope = .last
        return copy
    }

    /// The request played on the device `override` asks for.
    public func playing(on override: DeviceOverride) -> TraceRequest {
        var copy = self
        copy.device = override.applied(to: device)
        return copy
    }

    /// The numbers of `lesson`'s steps, in the lesson's order.
    static func stepNumbers(_ lesson: Lesson) -> [Int] {
        lesson.sections.compactMap {
            if case .step(let number) = $0.kind { return number } else { return nil }
        }
    }

    /// The steps of `lesson` that record a run to trace: `2, 3`, or `none`.
    public static func stepsWithRuns(_ lesson: Lesson) -> String {
        let walkthrough = Walkthrough(lesson)
        let numbers = walkthrough.items.compactMap { item -> Int? in
            guard case .step(let number, _) = item else { return nil }
            return walkthrough.checks(of: item).contains { $0.kind != .diagnostics && $0.skipReason == nil }
                ? number : nil
        }
        return numbers.isEmpty ? "none" : numbers.map(String.init).joined(separator: ", ")
    }
}
