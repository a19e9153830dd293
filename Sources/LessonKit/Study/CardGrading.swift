import Foundation

/// What the two sessions that grade flash cards (`lessons study`, `lessons review`) share: the
/// grade keys, each with the interval it would give, and the undo of the last grade.
///
/// As Anki does, the student sees before grading what each grade would do: "again" brings the
/// card back later in the same session (a same-day review, FSRS's short-term formula); the others
/// give the whole days FSRS schedules from the card's memory as it now stands.
public enum CardGrading {
    /// The grade keys for `record` reviewed at `date`, each with its interval
    /// (`[1] again: today, then 1d   [2] hard: 2d   [3] good: 4d   [4] easy: 9d`), then `extra`.
    public static func choices(
        for record: CardRecord, at date: Date, calendar: Calendar = .current, extra: [KeyChoice] = []
    ) -> [KeyChoice] {
        Grade.allCases.map { grade in
            KeyChoice(grade.key, "\(grade.name): \(interval(of: grade, for: record, at: date, calendar: calendar))")
        } + extra
    }

    /// What `grade` would give `record` at `date`: `4d`, `1.5mo`, `2.1y`; for again, `today, then 1d`:
    /// the card comes back in this session, and FSRS's interval after a lapse holds if it is not
    /// graded again today.
    public static func interval(of grade: Grade, for record: CardRecord, at date: Date, calendar: Calendar = .current)
        -> String
    {
        let days = record.reviewed(grade, at: date, calendar: calendar).reviews.last?.scheduledDays ?? 1
        return grade == .again ? "today, then \(duration(days: days))" : duration(days: days)
    }

    /// What `u` says it did, as a sentence: `Your grade “hard” for “Write a view” is undone: the card is
    /// scheduled as it was before. Grade it again.` `front` is the card's front, inline Markdown.
    public static func undoneNote(_ grade: Grade, front: String, styled: Bool) -> String {
        let front = StyledLine.plain(markdown: front, styled: styled)
        return
            "Your grade “\(grade.name)” for “\(front)” is undone: the card is scheduled as it was before. Grade it again."
    }

    /// Days as Anki writes them: `4d` below a month, `1.5mo` below a year, `2.1y` after.
    public static func duration(days: Int) -> String {
        if days < 30 { return "\(days)d" }
        func tenths(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        }
        if days < 365 { return tenths(Double(days) / 30) + "mo" }
        return tenths(Double(days) / 365) + "y"
    }

    /// What a grade changed, so that `u` can put it back exactly as it was, on disk too.
    public struct Undo: Sendable, Equatable {
        public var lessonKey: String
        public var cardID: String
        /// The record before the grade; nil when the card had none.
        public var previous: CardRecord?
        /// Whether the state had the lesson's card table before the grade.
        public var hadLesson: Bool

        /// Grades `cardID` of `lessonKey` in `state` with `grade` at `date`; the new record, and the undo.
        public static func grade(
            _ grade: Grade, _ cardID: String, in lessonKey: String, state: inout StudyState,
            at date: Date, calendar: Calendar = .current
        ) -> (record: CardRecord, undo: Undo) {
            let undo = Undo(
                lessonKey: lessonKey, cardID: cardID, previous: state.cards[lessonKey]?[cardID],
                hadLesson: state.cards[lessonKey] != nil)
            let record = state.record(cardID, in: lessonKey).reviewed(grade, at: date, calendar: calendar)
            state.setRecord(record, for: cardID, in: lessonKey)
            return (record, undo)
        }

        /// Puts the card's record back as it was before the grade.
        public func apply(to state: inout StudyState) {
            if let previous {
                state.setRecord(previous, for: cardID, in: lessonKey)
                return
            }
            state.cards[lessonKey]?[cardID] = nil
            if !hadLesson, state.cards[lessonKey]?.isEmpty == true { state.cards[lessonKey] = nil }
        }
    }
}
