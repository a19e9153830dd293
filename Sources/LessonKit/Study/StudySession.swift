import Foundation

/// Builds and runs checks for the student's side of the tool: given a lesson and some of its
/// checks (a step's runs, a card's program), what happened.
public typealias CheckRunning = (Lesson, [Check]) throws -> [CheckResult]

/// Traces a check's play, as text (`lessons trace`).
public typealias CheckTracing = (Check) throws -> [String]

extension LessonChecker {
    /// A `CheckRunning` that builds against the engine in `layout`, caching in `cacheDirectory`,
    /// and says what it is doing through `working`, in words for a student: nothing says more
    /// plainly that a first build is not a hang than what it is and how long it takes.
    public static func runner(
        layout: PackageLayout, toolchain: Toolchain, cacheDirectory: String?,
        working: @escaping @Sendable (String) -> Void = { _ in }
    ) -> CheckRunning {
        var options = CheckOptions()
        options.cacheDirectory = cacheDirectory
        let checker = LessonChecker(layout: layout, toolchain: toolchain, options: options)
        checker.stage = { stage in
            if let message = Self.studentMessage(stage) { working(message) }
        }
        // "Building the sandbox's launcher (once)…", the first time a program runs.
        checker.announce = { working($0.prefix(1).uppercased() + $0.dropFirst()) }
        return { lesson, checks in
            var only = lesson
            only.checks = checks
            return try checker.run([only])
        }
    }

    /// What a student is told at each stage of a run.
    static func studentMessage(_ stage: Stage) -> String? {
        switch stage {
        case .buildingEngine(let what, let seconds):
            // "Linking the engine SwiftPM built (the first time only, about 1 s)": SwiftPM has
            // compiled it; only when its build cannot be used is it compiled again, which is longer.
            return what.prefix(1).uppercased() + what.dropFirst() + " (the first time only, about \(seconds) s)"
        case .built(let done, let total) where done < total:
            return "Building the code (\(done) of \(total) built)"
        case .built:
            // Nothing: "Built" read as a success just before "does not build"; what comes next
            // (the runs, or the compiler's errors) says how the build went.
            return nil
        case .running(let total):
            return total == 1 ? "Running it" : "Running it (\(total) runs)"
        case .ran(let done, let total) where done < total:
            return "Running it (\(done) of \(total) runs done)"
        case .ran:
            return nil
        }
    }
}

/// `lessons study LESSON`: a walk through a lesson, item by item, that remembers where the student
/// left it. Steps show their text, each edit as a change, and on request run the step and show the
/// engine's console next to the recorded one; flash cards are graded and scheduled with FSRS (each
/// grade key shows its interval; "again" brings the card back a few items later in the session;
/// `u` takes the last grade back); edge cases ask for a prediction before they run.
public final class StudySession {
    /// How a session ended.
    public enum Outcome: Equatable {
        case finished
        /// Left before the end; the next session resumes at this item.
        case left(at: String)
    }

    private enum Move { case next, back, quit, undo }

    /// A flash card graded "again", to show once more in this session once `after` items were shown.
    private struct Again {
        var item: Walkthrough.Item
        var card: Card
        var after: Int
    }

    /// A grade given in this session, and how to take it back.
    private struct Graded {
        var card: Card
        var grade: Grade
        var undo: CardGrading.Undo
        /// The walkthrough's index of the card, or nil when it was graded as it came back ("again").
        var index: Int?
        var again: Again?
    }

    /// How many other items come between a card graded "again" and its return (Anki's learning step,
    /// counted in items since the walkthrough has no clock).
    static let againGap = 3

    public let walkthrough: Walkthrough
    let store: StateStore
    let console: StudyConsole
    let runner: CheckRunning
    /// Shows the trace of a step's run on `t`, once the step has run; no key without it.
    public var tracer: CheckTracing?
    let now: () -> Date
    /// How to name the command in hints: `lessons study 7`.
    let command: String

    private var lessonKey: String { walkthrough.lesson.stateKey }
    /// A note about the item just left (how a card was graded), shown under the next item's
    /// header, since a terminal clears the screen for each item.
    private var carried: String?
    /// Grades that `u` can take back, newest last; emptied when the student moves past an item
    /// without grading, so that `u` never jumps far back.
    private var history: [Graded] = []
    /// Cards graded "again", in the order they come back.
    private var agains: [Again] = []
    /// How many items were shown in this session.
    private var presented = 0
    /// Where the item being shown is: its index, or the "again" it comes back as.
    private var showing: (index: Int?, again: Again?) = (nil, nil)
    /// The steps run in this session (by id), which keep their `t` when the student comes back.
    private var ranSteps: Set<String> = []
    /// The items moved on from, by id, kept with the lesson's progress (`LessonProgress.answered`).
    private var answered: [String] = []

    public init(
        lesson: Lesson, store: StateStore, console: StudyConsole, runner: @escaping CheckRunning,
        command: String, now: @escaping () -> Date = Date.init
    ) {
        walkthrough = Walkthrough(lesson)
        self.store = store
        self.console = console
        self.runner = runner
        self.command = command
        self.now = now
    }

    // MARK: - Public API

    /// Runs the session from where the student left the lesson (or from the top with `restart`).
    public func run(restart: Bool = false) throws -> Outcome {
        let (state, aside) = try store.load()
        if let aside {
            console.show(.bad, "Your study state was damaged; it was kept aside as \(aside), and a new one begun.")
        }
        let items = walkthrough.items
        guard !items.isEmpty else {
            console.show(.note, "This lesson has nothing to study.")
            return .finished
        }
        var index = 0
        if !restart, let progress = state.lessons[lessonKey] {
            // The first item not yet answered, wherever the student stood when leaving (a `b` back to
            // an earlier step leaves the later ones answered); an older state names the item shown last.
            if let kept = progress.answered, !progress.finished {
                answered = kept.filter { id in items.contains { walkthrough.id(of: $0) == id } }
                index = items.firstIndex { !answered.contains(walkthrough.id(of: $0)) } ?? items.count - 1
            } else if let found = items.firstIndex(where: { walkthrough.id(of: $0) == progress.item }) {
                index = found
            } else {
                index = min(max(progress.position, 0), items.count - 1)
            }
            if progress.finished && index == 0 {
                carried = "You finished this lesson before; here it is again from the top."
            } else if index > 0 {
                carried =
                    "Resuming at \(index + 1)/\(items.count): \(StudyText.sentence(walkthrough.label(of: items[index]))) (`\(command) --restart` starts over.)"
            }
        }
        func leave() -> Outcome {
            let at = min(index, items.count - 1)
            let label = walkthrough.label(of: items[at])
            let resume = items.firstIndex { !answered.contains(walkthrough.id(of: $0)) } ?? at
            if resume == at {
                console.show([
                    StyledLine(
                        .note,
                        markdown:
                            "Left at \(at + 1)/\(items.count): \(StudyText.sentence(label)) `\(command)` resumes here.",
                        styled: console.styled)
                ])
            } else {
                let next = walkthrough.label(of: items[resume])
                console.show([
                    StyledLine(
                        .note,
                        markdown:
                            "Left at \(at + 1)/\(items.count): \(StudyText.sentence(label)) `\(command)` resumes at "
                            + "\(resume + 1)/\(items.count), the first item not yet answered: \(StudyText.sentence(next))",
                        styled: console.styled)
                ])
            }
            return .left(at: walkthrough.id(of: items[at]))
        }
        while true {
            // A card graded "again" comes back once its turn has come, and before the lesson ends.
            if let turn = agains.firstIndex(where: { $0.after <= presented })
                ?? (index >= items.count && !agains.isEmpty ? 0 : nil)
            {
                let again = agains.remove(at: turn)
                console.progress(
                    min(index, items.count), of: items.count,
                    StyledLine.plain(markdown: "Again · " + walkthrough.label(of: again.item), styled: console.styled))
                showCarried()
                showing = (nil, again)
                let move = try presentFlashCard(again.item, again.card, again: true)
                presented += 1
                switch move {
                case .quit: return leave()
                case .undo: try undoLast(index: &index, current: again)
                case .next, .back: break
                }
                continue
            }
            guard index < items.count else { break }
            let item = items[index]
            try save(position: index)
            console.progress(
                index, of: items.count, StyledLine.plain(markdown: walkthrough.label(of: item), styled: console.styled))
            showCarried()
            showing = (index, nil)
            let grades = history.count
            let move = try present(item)
            presented += 1
            if move != .undo, history.count == grades { history.removeAll() }
            switch move {
            case .next:
                let id = walkthrough.id(of: item)
                if !answered.contains(id) { answered.append(id) }
                index += 1
            case .back: index = max(0, index - 1)
            case .quit: return leave()
            case .undo: try undoLast(index: &index, current: nil)
            }
        }
        try store.update { state in
            var progress = state.lessons[lessonKey] ?? LessonProgress(item: "", position: 0, updated: now())
            progress.item = walkthrough.id(of: items[0])
            progress.position = 0
            progress.finished = true
            progress.answered = []
            progress.updated = now()
            state.lessons[lessonKey] = progress
        }
        console.progress(items.count, of: items.count, "Done")
        showCarried()
        console.show(summary())
        return .finished
    }

    private func showCarried() {
        if let note = carried {
            console.show([StyledLine(.note, markdown: note, styled: console.styled)])
            carried = nil
        }
    }

    /// Takes back the last grade, on disk too, and goes back to its card; `current` is the "again"
    /// on screen when `u` was pressed, which comes back after it.
    private func undoLast(index: inout Int, current: Again?) throws {
        guard let last = history.popLast() else { return }
        try store.update { last.undo.apply(to: &$0) }
        if last.grade == .again { agains.removeAll { $0.card.id == last.card.id } }
        if var current {
            current.after = presented + 1
            agains.insert(current, at: 0)
        }
        if let at = last.index {
            index = at
            answered.removeAll { $0 == walkthrough.id(of: walkthrough.items[at]) }
        } else if var again = last.again {
            again.after = 0
            agains.insert(again, at: 0)
        }
        carried = CardGrading.undoneNote(last.grade, front: last.card.front, styled: console.styled)
    }

    /// `u`, while there is a grade to take back.
    private var undoChoices: [KeyChoice] { history.isEmpty ? [] : [KeyChoice("u", "undo the last grade")] }

    // MARK: Items

    private func present(_ item: Walkthrough.Item) throws -> Move {
        switch item {
        case .prose(let section):
            let edits = walkthrough.history.edits.filter {
                Walkthrough.lineRange(of: section, in: walkthrough.lesson).contains($0.block.location.line)
            }
            console.show(text(section.markdown, edits: edits, checks: walkthrough.checks(of: item), recorded: .show))
            return ask([KeyChoice("\n", "next"), KeyChoice("b", "back")] + undoChoices + [KeyChoice("q", "quit")])
        case .step(_, let section):
            return try presentStep(item, section)
        case .flashCard(let card):
            return try presentFlashCard(item, card)
        case .question(let card):
            return try presentQuestion(item, card)
        }
    }

    private func presentStep(_ item: Walkthrough.Item, _ section: Section) throws -> Move {
        let range = Walkthrough.lineRange(of: section, in: walkthrough.lesson)
        let edits = walkthrough.history.edits.filter { range.contains($0.block.location.line) }
        let checks = walkthrough.checks(of: item)
        // The recorded blocks are shown where the text discusses them; a run puts what ran beside each.
        // The step's hints stay folded until asked for, one at a time (`h`).
        let (markdown, hints) = StepHint.folding(section)
        console.show(text(markdown, edits: edits, checks: checks, recorded: .show))
        var hintsShown = 0
        let runnable = checks.contains { $0.skipReason == nil }
        var choices = [KeyChoice("\n", "next"), KeyChoice("b", "back")] + undoChoices + [KeyChoice("q", "quit")]
        if !hints.isEmpty { choices.insert(KeyChoice("h", "a hint (\(hints.count))"), at: 0) }
        if runnable { choices.insert(KeyChoice("r", "run it"), at: 0) }
        // The step's first run of its final code, for `t`.
        let traced =
            tracer == nil
            ? nil
            : checks.last { $0.kind != .diagnostics && $0.skipReason == nil }.flatMap { last in
                checks.first { $0.code == last.code && $0.kind != .diagnostics && $0.skipReason == nil }
            }
        let traceChoice = KeyChoice("t", "trace it: which bodies ran, and why")
        // A step run before in this session keeps its `t` (after `b` and back, say): the trace is
        // of the step's code, which has not changed.
        let id = walkthrough.id(of: item)
        if traced != nil, ranSteps.contains(id) { choices.insert(traceChoice, at: 1) }
        while true {
            let key = console.choose(choices)
            if key == "h", hintsShown < hints.count {
                let hint = hints[hintsShown]
                hintsShown += 1
                console.show(.heading, "Hint \(hintsShown) of \(hints.count)" + (hint.about.map { ": \($0)" } ?? ""))
                console.show(text(hint.markdown, edits: [], checks: [], recorded: .show))
                if let at = choices.firstIndex(where: { $0.key == "h" }) {
                    let left = hints.count - hintsShown
                    if left == 0 { choices.remove(at: at) } else { choices[at].label = "another hint (\(left) left)" }
                }
                continue
            }
            if key == "t", let traced, let tracer, choices.contains(where: { $0.key == "t" }) {
                console.working("Tracing \(traced.play.joined(separator: "; "))… (q stops it)")
                guard let lines = stoppable("trace", failure: "Cannot trace it", { try tracer(traced) }) else {
                    continue
                }
                console.show(.heading, "Every update of that run: which bodies ran, and why")
                console.show(lines.map { StyledLine(.plain, $0) })
                continue
            }
            guard key == "r", runnable else {
                return key == nil || key == "q"
                    ? .quit : key == "b" ? .back : key == "u" && !history.isEmpty ? .undo : .next
            }
            // `r` pressed at a pause, before the end of the step: only the runs whose recordings the
            // student has read are shown; the rest of the step follows, and `r` again runs it all.
            let unread = console.unread()
            let unreadChecks = Set(unread.compactMap(\.opensCheck))
            let read = checks.indices.filter { !unreadChecks.contains($0) }.map { checks[$0] }
            let results = read.isEmpty ? [] : try showRun(of: read, label: walkthrough.label(of: item))
            if !unreadChecks.isEmpty {
                let more = unreadChecks.count == 1 ? "1 more run" : "\(unreadChecks.count) more runs"
                console.show(
                    .note,
                    "The rest of the step, which you had not read yet (\(more): `r` once you have read it runs them all):"
                )
                console.show(unread)
            }
            if !results.isEmpty { ranSteps.insert(id) }
            if traced != nil, !results.isEmpty, !choices.contains(where: { $0.key == "t" }) {
                choices.insert(traceChoice, at: 1)
            }
        }
    }

    /// A flash card: its front, then its answer and the grades. `again`: it comes back in this
    /// session after "again", so there is no going back to the item before it.
    private func presentFlashCard(_ item: Walkthrough.Item, _ card: Card, again: Bool = false) throws -> Move {
        if !again { showIntroduction(of: card) }
        console.show(text("### " + card.front, edits: [], checks: [], recorded: .show))
        console.show(text(card.frontMarkdown, edits: [], checks: [], recorded: .show))
        let front =
            [KeyChoice("\n", "show the answer")] + (again ? [] : [KeyChoice("b", "back")]) + undoChoices + [
                KeyChoice("q", "quit")
            ]
        if let move = ask(front, allowing: ["\n"]) {
            return move
        }
        console.show([StyledLine(.plain, ""), StyledLine(.heading, "Answer")])
        console.show(text(card.answerMarkdown, edits: [], checks: walkthrough.checks(of: item), recorded: .show))
        let before = (try store.load().state).record(card.id, in: lessonKey)
        let key = console.choose(
            CardGrading.choices(for: before, at: now(), extra: undoChoices + [KeyChoice("q", "quit")]))
        if key == "u", !history.isEmpty { return .undo }
        guard let key, let grade = Grade.allCases.first(where: { $0.key == key }) else { return .quit }
        var record = CardRecord()
        try store.update { state in
            let graded = CardGrading.Undo.grade(grade, card.id, in: lessonKey, state: &state, at: now())
            record = graded.record
            history.append(
                Graded(card: card, grade: grade, undo: graded.undo, index: showing.index, again: showing.again))
        }
        if grade == .again {
            agains.append(Again(item: item, card: card, after: presented + 1 + Self.againGap))
            carried =
                "\(StudyText.sentence(walkthrough.label(of: item))) Again: it comes back after a few more items, in this session."
        } else {
            carried =
                "\(StudyText.sentence(walkthrough.label(of: item))) Graded \(grade.name): next review on \(record.due ?? "?") (`lessons review`)."
        }
        return .next
    }

    private func presentQuestion(_ item: Walkthrough.Item, _ card: Card) throws -> Move {
        showIntroduction(of: card)
        console.show(text("### " + card.front, edits: [], checks: [], recorded: .show))
        console.show(text(card.frontMarkdown, edits: [], checks: [], recorded: .show))
        let checks = walkthrough.checks(of: item)
        let compared = checks.first { $0.skipReason == nil && $0.kind != .screen }
        var choices =
            [
                KeyChoice("\n", compared == nil ? "show the answer" : "run it and show the answer"),
                KeyChoice("b", "back"),
            ] + undoChoices + [KeyChoice("q", "quit")]
        if let compared {
            choices.insert(
                KeyChoice(
                    "p",
                    "predict \(compared.kind == .diagnostics ? "the compiler's messages" : "the " + compared.kind.rawValue) first"
                ), at: 0)
        }
        switch (try? store.load())?.state.lessons[lessonKey]?.predictions[card.id] {
        case "right"?: console.show(.note, "Last time your prediction here was right.")
        case "wrong"?: console.show(.note, "Last time your prediction here differed from what ran.")
        default: break
        }
        var prediction: [String]?
        switch console.choose(choices) {
        case nil, "q": return .quit
        case "b": return .back
        case "u" where !history.isEmpty: return .undo
        case "p":
            let what =
                compared?.kind == .diagnostics
                ? "the compiler's errors, one a line"
                : "what you think the \(compared?.kind.rawValue ?? "console") will show"
            guard let lines = console.readLines("Type \(what); an empty line ends:") else { return .quit }
            prediction = lines
        default: break
        }
        var verdict: String?
        var shown: [CheckResult] = []
        if !checks.isEmpty {
            let results = try showRun(of: checks, label: card.front)
            shown = results
            if let prediction, let compared,
                let result = results.first(where: { $0.check.location == compared.location }),
                let actual = result.actual
            {
                if Self.sameLines(prediction, actual) {
                    console.show(.good, "✓ Your prediction matches what ran.")
                    verdict = "right"
                } else {
                    console.show(.bad, "✗ Your prediction differs from what ran (- what ran, + yours):")
                    console.show(ComparisonText.diffLines(LineDiff.render(expected: actual, actual: prediction)))
                    verdict = "wrong"
                }
            }
        }
        console.show([StyledLine(.plain, ""), StyledLine(.heading, "Answer")])
        console.show(
            text(card.answerMarkdown, edits: [], checks: checks, recorded: shown.isEmpty ? .show : .after(shown)))
        // A verdict once earned is kept: only a new prediction, checked against a run, replaces it.
        try store.update { state in
            if let verdict {
                state.lessons[lessonKey]?.predictions[card.id] = verdict
            } else if state.lessons[lessonKey]?.predictions[card.id] == nil {
                state.lessons[lessonKey]?.predictions[card.id] = "unchecked"
            }
        }
        return ask([KeyChoice("\n", "next"), KeyChoice("b", "back")] + undoChoices + [KeyChoice("q", "quit")]) ?? .next
    }

    // MARK: Helpers

    /// Runs `checks` and shows each next to its recording. The student may stop the run (`q`,
    /// Ctrl-C): its programs are killed, nothing of it is shown or kept, and the item is offered again.
    @discardableResult
    private func showRun(of checks: [Check], label: String) throws -> [CheckResult] {
        console.working("Building the code of \(label) (q stops it)")
        guard let results = stoppable("run", failure: "Cannot run it", { try runner(walkthrough.lesson, checks) })
        else { return [] }
        for (offset, result) in results.enumerated() {
            console.show(ComparisonText.lines(result, number: offset + 1, width: console.width))
        }
        return results
    }

    /// Runs `body` (a `what`: a run or a trace) while the student may stop it (`q`, Ctrl-C): then
    /// its programs are killed and it shows a note; an error shows `failure` and the error. Nil
    /// when it was stopped or failed.
    private func stoppable<T>(_ what: String, failure: String, _ body: () throws -> T) -> T? {
        let stopped = SharedFlag()
        defer { if stopped.isSet { Interruption.shared.resumeStarting() } }
        let value: T
        do {
            value = try console.watchingForStop(
                { [console] in
                    guard stopped.set() else { return }
                    console.working("Stopping the \(what)…")
                    Interruption.shared.cancelPrograms()
                }, body)
        } catch {
            console.working(nil)
            console.show(stopped.isSet ? .note : .bad, stopped.isSet ? Self.stoppedNote : "\(failure): \(error)")
            return nil
        }
        console.working(nil)
        if stopped.isSet {
            console.show(.note, Self.stoppedNote)
            return nil
        }
        return value
    }

    static let stoppedNote =
        "Stopped the run: nothing of it was kept. Your place in the lesson is kept; `r` runs it again."

    /// Waits for a key; returns the move it means, or nil for a key in `allowing` (handled by the caller).
    private func ask(_ choices: [KeyChoice], allowing: Set<Character> = []) -> Move? {
        switch console.choose(choices) {
        case nil, "q": return .quit
        case "b": return .back
        case "u" where !history.isEmpty: return .undo
        case let key? where allowing.contains(key): return nil
        default: return .next
        }
    }

    private func ask(_ choices: [KeyChoice]) -> Move {
        ask(choices, allowing: []) ?? .next
    }

    /// Lesson Markdown laid out for this console.
    private func text(_ markdown: String, edits: [AppHistory.Edit], checks: [Check], recorded: StudyText.Recorded)
        -> [StyledLine]
    {
        StudyText.lines(
            markdown, edits: edits, checks: checks, recorded: recorded,
            layout: StudyText.Layout(width: console.width, styled: console.styled))
    }

    private func showIntroduction(of card: Card) {
        guard let introduction = walkthrough.introductions[card.id], !introduction.isEmpty else { return }
        console.show(text(introduction, edits: [], checks: [], recorded: .show))
    }

    private func save(position: Int) throws {
        let id = walkthrough.id(of: walkthrough.items[position])
        try store.update { state in
            var progress = state.lessons[lessonKey] ?? LessonProgress(item: id, position: position, updated: now())
            progress.item = id
            progress.position = position
            progress.answered = answered
            progress.updated = now()
            state.lessons[lessonKey] = progress
        }
    }

    private func summary() -> [StyledLine] {
        let state = (try? store.load().state) ?? StudyState()
        let graded = walkthrough.lesson.cards.filter { $0.kind == .flashCard && state.cards[lessonKey]?[$0.id] != nil }
            .count
        let predictions = state.lessons[lessonKey]?.predictions ?? [:]
        let right = predictions.values.filter { $0 == "right" }.count
        let checked = predictions.values.filter { $0 == "right" || $0 == "wrong" }.count
        let questions = walkthrough.lesson.cards.filter { $0.kind != .flashCard }.count
        let predicted =
            checked == 0
            ? "No prediction checked yet: at an edge case, `p` lets you type what you expect before it runs."
            : "Predictions: \(right) right of the \(checked) checked (\(questions) edge cases and problems in all)."
        return [
            StyledLine(.good, "You reached the end of \(walkthrough.lesson.title)."),
            StyledLine(.plain, "Flash cards graded: \(graded) of \(walkthrough.count(of: .flashCard)). " + predicted),
            StyledLine(.plain, "`lessons review` brings the cards back when FSRS says they are due."),
        ]
    }

    /// Whether a prediction says what ran, ignoring spaces at the ends of lines and blank lines at the end.
    static func sameLines(_ prediction: [String], _ actual: [String]) -> Bool {
        func normal(_ lines: [String]) -> [String] {
            var result = lines.map { $0.trimmingCharacters(in: .whitespaces) }
            while result.last == "" { result.removeLast() }
            return result
        }
        return normal(prediction) == normal(actual)
    }
}
