import Foundation

/// `lessons review`: the flash cards due today from every lesson the student has studied,
/// scheduled with FSRS. A card graded "again" comes back once more at the end of the session,
/// which FSRS counts as a same-day review.
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
        // Notes are shown under the next card's header, since a terminal clears the screen for each card.
        var carried: String? = "\(total) card\(total == 1 ? "" : "s") due today."
        while !queue.isEmpty {
            let due = queue.removeFirst()
            console.progress(done, of: total, "\(due.lesson.shortName) · \(due.card.front)")
            if let note = carried {
                console.show(.note, note)
                carried = nil
            }
            console.show(StudyText.lines("### " + due.card.front, edits: [], checks: [], recorded: .show, layout: layout))
            console.show(StudyText.lines(due.card.frontMarkdown, edits: [], checks: [], recorded: .show, layout: layout))
            switch console.choose([KeyChoice("\n", "show the answer"), KeyChoice("q", "quit")]) {
            case nil, "q"?:
                console.show(.note, "Stopped with \(queue.count + 1) card\(queue.count == 0 ? "" : "s") still due; `lessons review` goes on.")
                return reviewed
            default: break
            }
            console.show([StyledLine(.plain, ""), StyledLine(.heading, "Answer")])
            let checks = Walkthrough(due.lesson).checks(of: .flashCard(due.card))
            console.show(StudyText.lines(due.card.answerMarkdown, edits: [], checks: checks, recorded: .show, layout: layout))
            let choices = Grade.allCases.map { KeyChoice($0.key, $0.name) } + [KeyChoice("q", "quit")]
            guard let key = console.choose(choices), key != "q", let grade = Grade.allCases.first(where: { $0.key == key }) else {
                console.show(.note, "Stopped with \(queue.count + 1) card\(queue.count == 0 ? "" : "s") still due; `lessons review` goes on.")
                return reviewed
            }
            var record = CardRecord()
            try store.update { state in
                record = state.record(due.card.id, in: due.lesson.stateKey).reviewed(grade, at: now(), calendar: calendar)
                state.setRecord(record, for: due.card.id, in: due.lesson.stateKey)
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
