import Foundation

/// `lessons review`: the flash cards due today from every lesson the student has studied,
/// scheduled with FSRS. Each grade key shows the interval it would give (`CardGrading`); a card
/// graded "again" comes back once more at the end of the session, which FSRS counts as a same-day
/// review; `u` undoes the last grade, on disk too, and shows its card again.
public final class ReviewSession {
    /// A card due for review, with the lesson it is in.
    public struct DueCard {
        public var lesson: Lesson
        public var card: Card
    }

    let lessons: [Lesson]
    let store: StateStore
    let console: StudyConsole
    let now: () -> Date
    let calendar: Calendar

    public init(lessons: [Lesson], store: StateStore, console: StudyConsole, now: @escaping () -> Date = Date.init, calendar: Calendar = .current) {
        self.lessons = lessons
        self.store = store
        self.console = console
        self.now = now
        self.calendar = calendar
    }

    // MARK: - Public API

    /// The cards due on the day of `date`, lesson by lesson, in the lessons' order.
    public static func dueCards(in lessons: [Lesson], state: StudyState, on date: Date, calendar: Calendar = .current) -> [DueCard] {
        var due: [DueCard] = []
        for lesson in lessons {
            guard let records = state.cards[lesson.stateKey] else { continue }
            for card in lesson.cards where card.kind == .flashCard {
                if let record = records[card.id], record.isDue(on: date, calendar: calendar) {
                    due.append(DueCard(lesson: lesson, card: card))
                }
            }
        }
        return due
    }

    /// Reviews the due cards; returns how many reviews were made.
    @discardableResult
    public func run() throws -> Int {
        let (state, aside) = try store.load()
        if let aside {
            console.show(.bad, "Your study state was damaged; it was kept aside as \(aside), and a new one begun.")
        }
        var queue = Self.dueCards(in: lessons, state: state, on: now(), calendar: calendar)
        guard !queue.isEmpty else {
            console.show(nothingDue(state))
            return 0
        }
        let total = queue.count
        var reviewed = 0
        var done = 0
        // The grades given this session, newest last, for `u`.
        var history: [(due: DueCard, undo: CardGrading.Undo, grade: Grade)] = []
        // Notes are shown under the next card's header, since a terminal clears the screen for each card.
        var carried: String? = "\(total) card\(total == 1 ? "" : "s") due today."
        /// Puts the last grade back as it was, and the card first in the queue before `current`.
        func undoLast(before current: DueCard) throws {
            let last = history.removeLast()
            try store.update { last.undo.apply(to: &$0) }
            if last.grade == .again, let again = queue.lastIndex(where: { $0.card.id == last.due.card.id && $0.lesson.stateKey == last.due.lesson.stateKey }) {
                queue.remove(at: again)
            } else if last.grade != .again {
                done -= 1
            }
            queue.insert(contentsOf: [last.due, current], at: 0)
            reviewed -= 1
            carried = "Undid the grade \(last.grade.name) of \"\(last.due.card.front)\": its schedule is back as it was; grade it again."
        }
        let undoChoice = KeyChoice("u", "undo the last grade")
        while !queue.isEmpty {
            let due = queue.removeFirst()
            console.progress(done, of: total, "\(due.lesson.shortName) · \(due.card.front)")
            if let note = carried {
                console.show(.note, note)
                carried = nil
            }
            console.show(StudyText.lines("### " + due.card.front, edits: [], checks: [], recorded: .show, layout: layout))
            console.show(StudyText.lines(due.card.frontMarkdown, edits: [], checks: [], recorded: .show, layout: layout))
            switch console.choose([KeyChoice("\n", "show the answer")] + (history.isEmpty ? [] : [undoChoice]) + [KeyChoice("q", "quit")]) {
            case nil, "q"?:
                console.show(.note, "Stopped with \(queue.count + 1) card\(queue.count == 0 ? "" : "s") still due; `lessons review` goes on.")
                return reviewed
            case "u"? where !history.isEmpty:
                try undoLast(before: due)
                continue
            default: break
            }
            console.show([StyledLine(.plain, ""), StyledLine(.heading, "Answer")])
            let checks = Walkthrough(due.lesson).checks(of: .flashCard(due.card))
            console.show(StudyText.lines(due.card.answerMarkdown, edits: [], checks: checks, recorded: .show, layout: layout))
            let before = try store.load().state.record(due.card.id, in: due.lesson.stateKey)
            let choices = CardGrading.choices(for: before, at: now(), calendar: calendar,
                                              extra: (history.isEmpty ? [] : [undoChoice]) + [KeyChoice("q", "quit")])
            let key = console.choose(choices)
            if key == "u", !history.isEmpty {
                try undoLast(before: due)
                continue
            }
            guard let key, key != "q", let grade = Grade.allCases.first(where: { $0.key == key }) else {
                console.show(.note, "Stopped with \(queue.count + 1) card\(queue.count == 0 ? "" : "s") still due; `lessons review` goes on.")
                return reviewed
            }
            var record = CardRecord()
            try store.update { state in
                let graded = CardGrading.Undo.grade(grade, due.card.id, in: due.lesson.stateKey, state: &state, at: now(), calendar: calendar)
                record = graded.record
                history.append((due, graded.undo, grade))
            }
            reviewed += 1
            if grade == .again {
                carried = "\(StudyText.sentence(due.card.front)) Again: it comes back at the end of this session."
                queue.append(due)
            } else {
                done += 1
                carried = "\(StudyText.sentence(due.card.front)) Graded \(grade.name): next review on \(record.due ?? "?")."
            }
        }
        console.progress(total, of: total, "Done")
        if let note = carried { console.show(.note, note) }
        console.show(.good, "All \(total) due card\(total == 1 ? "" : "s") reviewed.")
        console.show(nextDue(try store.load().state))
        return reviewed
    }

    // MARK: Helpers

    private var layout: StudyText.Layout { StudyText.Layout(width: console.width, styled: console.styled) }

    private func nothingDue(_ state: StudyState) -> [StyledLine] {
        let studied = state.cards.values.reduce(0) { $0 + $1.count }
        if studied == 0 {
            return [StyledLine(.plain, "No cards yet: `lessons study 7` goes through lesson 7 and its flash cards, which then come back here.")]
        }
        return [StyledLine(.good, "Nothing is due today.")] + nextDue(state)
    }

    private func nextDue(_ state: StudyState) -> [StyledLine] {
        let days = state.cards.values.flatMap(\.values).compactMap(\.due).sorted()
        guard let first = days.first else { return [] }
        let count = days.filter { $0 == first }.count
        return [StyledLine(.plain, "Next: \(count) card\(count == 1 ? "" : "s") on \(first).")]
    }
}
