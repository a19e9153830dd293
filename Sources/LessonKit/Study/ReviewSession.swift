import Foundation

/// `lessons review`: the flash cards due today from every lesson, scheduled with FSRS, then new
/// cards, in the course's order, up to a number a day (Anki's "new cards/day", 20 by default), from
/// the first day on; `--ahead` reviews the cards not yet due instead, soonest first. Each grade key
/// shows the interval it would give (`CardGrading`); a card graded "again" comes back once more at
/// the end of the session, which FSRS counts as a same-day review; `u` undoes the last grade, on
/// disk too, and shows its card again.
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
    /// The most cards a day first seen here or in `lessons study` (Anki's "new cards/day").
    let newCardsPerDay: Int
    /// Whether to review the cards not yet due, soonest first, instead of those due.
    let ahead: Bool

    /// Anki's default for new cards a day.
    public static let defaultNewCardsPerDay = 20

    public init(
        lessons: [Lesson], store: StateStore, console: StudyConsole, now: @escaping () -> Date = Date.init,
        calendar: Calendar = .current,
        newCardsPerDay: Int = ReviewSession.defaultNewCardsPerDay, ahead: Bool = false
    ) {
        self.lessons = lessons
        self.store = store
        self.console = console
        self.now = now
        self.calendar = calendar
        self.newCardsPerDay = newCardsPerDay
        self.ahead = ahead
    }

    // MARK: - Public API

    /// The cards due on the day of `date`, lesson by lesson, in the lessons' order.
    public static func dueCards(in lessons: [Lesson], state: StudyState, on date: Date, calendar: Calendar = .current)
        -> [DueCard]
    {
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

    /// The cards never graded, in the course's order, as many as may still be begun on the day of
    /// `date`: `perDay` less the cards first graded that day.
    public static func newCards(
        in lessons: [Lesson], state: StudyState, on date: Date, perDay: Int, calendar: Calendar = .current
    ) -> [DueCard] {
        let today = CardRecord.day(of: date, calendar: calendar)
        let begunToday = state.cards.values.flatMap(\.values).filter { record in
            record.reviews.first.map { CardRecord.day(of: $0.date, calendar: calendar) == today } ?? false
        }.count
        var room = max(perDay - begunToday, 0)
        var new: [DueCard] = []
        for lesson in lessons where room > 0 {
            for card in lesson.cards
            where card.kind == .flashCard && room > 0 && state.cards[lesson.stateKey]?[card.id] == nil {
                new.append(DueCard(lesson: lesson, card: card))
                room -= 1
            }
        }
        return new
    }

    /// The cards graded before and not yet due on the day of `date`, the soonest due first.
    public static func cardsAhead(in lessons: [Lesson], state: StudyState, on date: Date, calendar: Calendar = .current)
        -> [DueCard]
    {
        var ahead: [(due: String, card: DueCard)] = []
        for lesson in lessons {
            guard let records = state.cards[lesson.stateKey] else { continue }
            for card in lesson.cards where card.kind == .flashCard {
                if let record = records[card.id], !record.isDue(on: date, calendar: calendar) {
                    ahead.append((record.due ?? "", DueCard(lesson: lesson, card: card)))
                }
            }
        }
        // Stable: cards due the same day stay in the course's order.
        return ahead.enumerated().sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(
            \.element.card)
    }

    /// Reviews the due cards; returns how many reviews were made.
    @discardableResult
    public func run() throws -> Int {
        let (state, aside) = try store.load()
        if let aside {
            console.show(.bad, "Your study state was damaged; it was kept aside as \(aside), and a new one begun.")
        }
        let due = Self.dueCards(in: lessons, state: state, on: now(), calendar: calendar)
        let new =
            ahead ? [] : Self.newCards(in: lessons, state: state, on: now(), perDay: newCardsPerDay, calendar: calendar)
        var queue = ahead ? Self.cardsAhead(in: lessons, state: state, on: now(), calendar: calendar) : due + new
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
        func cards(_ count: Int) -> String { count == 1 ? "1 card" : "\(count) cards" }
        var carried: String? =
            ahead
            ? "\(cards(total)) not yet due, the soonest first: reviewed ahead, each is scheduled from today."
            : [
                due.isEmpty ? nil : "\(cards(due.count)) due today",
                new.isEmpty ? nil : "\(new.count) new (at most \(newCardsPerDay) a day)",
            ]
            .compactMap { $0 }.joined(separator: ", then ") + "."
        /// Puts the last grade back as it was, and the card first in the queue before `current`.
        func undoLast(before current: DueCard) throws {
            let last = history.removeLast()
            try store.update { last.undo.apply(to: &$0) }
            if last.grade == .again,
                let again = queue.lastIndex(where: {
                    $0.card.id == last.due.card.id && $0.lesson.stateKey == last.due.lesson.stateKey
                })
            {
                queue.remove(at: again)
            } else if last.grade != .again {
                done -= 1
            }
            queue.insert(contentsOf: [last.due, current], at: 0)
            reviewed -= 1
            carried = CardGrading.undoneNote(last.grade, front: last.due.card.front, styled: console.styled)
        }
        let undoChoice = KeyChoice("u", "undo the last grade")
        while !queue.isEmpty {
            let due = queue.removeFirst()
            console.progress(
                done, of: total,
                StyledLine.plain(markdown: "\(due.lesson.shortName) · \(due.card.front)", styled: console.styled))
            if let note = carried {
                console.show([StyledLine(.note, markdown: note, styled: console.styled)])
                carried = nil
            }
            console.show(
                StudyText.lines("### " + due.card.front, edits: [], checks: [], recorded: .show, layout: layout))
            console.show(
                StudyText.lines(due.card.frontMarkdown, edits: [], checks: [], recorded: .show, layout: layout))
            switch console.choose(
                [KeyChoice("\n", "show the answer")] + (history.isEmpty ? [] : [undoChoice]) + [KeyChoice("q", "quit")])
            {
            case nil, "q"?:
                console.show([StyledLine(.note, markdown: stopped(left: queue.count + 1), styled: console.styled)])
                return reviewed
            case "u"? where !history.isEmpty:
                try undoLast(before: due)
                continue
            default: break
            }
            console.show([StyledLine(.plain, ""), StyledLine(.heading, "Answer")])
            let checks = Walkthrough(due.lesson).checks(of: .flashCard(due.card))
            console.show(
                StudyText.lines(due.card.answerMarkdown, edits: [], checks: checks, recorded: .show, layout: layout))
            let before = try store.load().state.record(due.card.id, in: due.lesson.stateKey)
            let choices = CardGrading.choices(
                for: before, at: now(), calendar: calendar,
                extra: (history.isEmpty ? [] : [undoChoice]) + [KeyChoice("q", "quit")])
            let key = console.choose(choices)
            if key == "u", !history.isEmpty {
                try undoLast(before: due)
                continue
            }
            guard let key, key != "q", let grade = Grade.allCases.first(where: { $0.key == key }) else {
                console.show([StyledLine(.note, markdown: stopped(left: queue.count + 1), styled: console.styled)])
                return reviewed
            }
            var record = CardRecord()
            try store.update { state in
                let graded = CardGrading.Undo.grade(
                    grade, due.card.id, in: due.lesson.stateKey, state: &state, at: now(), calendar: calendar)
                record = graded.record
                history.append((due, graded.undo, grade))
            }
            reviewed += 1
            if grade == .again {
                carried =
                    "\(StudyText.sentence(due.card.front)) Again: it comes back at the end of this session, and is due on \(record.due ?? "?") if you stop before."
                queue.append(due)
            } else {
                done += 1
                carried =
                    "\(StudyText.sentence(due.card.front)) Graded \(grade.name): next review on \(record.due ?? "?")."
            }
        }
        console.progress(total, of: total, "Done")
        if let note = carried { console.show([StyledLine(.note, markdown: note, styled: console.styled)]) }
        console.show(
            .good,
            ahead
                ? "All \(cards(total)) reviewed ahead."
                : new.isEmpty
                    ? "All \(total) due card\(total == 1 ? "" : "s") reviewed."
                    : "All \(cards(total)) reviewed: \(due.count) due, \(new.count) new.")
        console.show(nextDue(try store.load().state))
        return reviewed
    }

    // MARK: Helpers

    private func stopped(left: Int) -> String {
        let cards = left == 1 ? "1 card" : "\(left) cards"
        return ahead
            ? "Stopped with \(cards) still ahead of their day; `lessons review --ahead` goes on."
            : "Stopped with \(cards) still to review; `lessons review` goes on."
    }

    private var layout: StudyText.Layout { StudyText.Layout(width: console.width, styled: console.styled) }

    private func nothingDue(_ state: StudyState) -> [StyledLine] {
        let studied = state.cards.values.reduce(0) { $0 + $1.count }
        let layout = self.layout
        if studied == 0 {
            let text =
                ahead
                ? "No card is graded yet, so none is ahead of its day: `lessons review` begins the new ones."
                : newCardsPerDay == 0
                    ? "No cards yet: `lessons study 7` goes through lesson 7 and its flash cards, which then come back here."
                    : "The course has no flash cards."
            return [StyledLine(.plain, markdown: text, styled: layout.styled)]
        }
        if ahead {
            return [
                StyledLine(
                    .good,
                    markdown:
                        "No card is waiting ahead of its day: every card graded before is due, and `lessons review` reviews them.",
                    styled: layout.styled)
            ]
        }
        let later = Self.cardsAhead(in: lessons, state: state, on: now(), calendar: calendar).count
        let more =
            later == 0
            ? []
            : [
                StyledLine(
                    .plain,
                    markdown:
                        "`lessons review --ahead` reviews the \(later == 1 ? "card" : "\(later) cards") not yet due, the soonest first.",
                    styled: layout.styled)
            ]
        let limit =
            newCardsPerDay > 0
                && Self.newCards(in: lessons, state: state, on: now(), perDay: Int.max, calendar: calendar).isEmpty
                    == false
            ? [StyledLine(.plain, "The \(newCardsPerDay) new cards of today are begun; more come tomorrow.")] : []
        return [StyledLine(.good, "Nothing is due today.")] + limit + nextDue(state) + more
    }

    private func nextDue(_ state: StudyState) -> [StyledLine] {
        let days = state.cards.values.flatMap(\.values).compactMap(\.due).sorted()
        guard let first = days.first else { return [] }
        let count = days.filter { $0 == first }.count
        return [StyledLine(.plain, "Next: \(count) card\(count == 1 ? "" : "s") on \(first).")]
    }
}
