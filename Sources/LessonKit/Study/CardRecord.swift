import Foundation

/// A card's review history and what FSRS made of it: the memory, and the day it is due again.
public struct CardRecord: Codable, Sendable, Equatable {
    /// One review.
    public struct Review: Codable, Sendable, Equatable {
        public var date: Date
        public var grade: Grade
        /// Whole days since the review before (0: the same day, or a first review).
        public var elapsedDays: Int
        /// Whole days FSRS waited after it.
        public var scheduledDays: Int
    }

    public var memory: MemoryState?
    /// The day the card is due, as `yyyy-MM-dd` in the student's calendar.
    public var due: String?
    public var reviews: [Review] = []

    public init() {}

    /// Where a card is in its learning, as FSRS's schedulers name it.
    public enum State: String, Sendable, CaseIterable {
        /// Never graded.
        case new
        /// Graded "again" before it was ever recalled.
        case learning
        /// Recalled at its last review.
        case review
        /// Graded "again" after it had been recalled: a lapse.
        case relearning
    }

    /// The card's state after its reviews. With no learning steps (this scheduler has whole days
    /// only), as in FSRS's reference scheduler: any grade but "again" puts a card in review;
    /// "again" puts a new or learning card in learning, and a card in review in relearning.
    public var state: State {
        reviews.reduce(State.new) { state, review in
            guard review.grade == .again else { return .review }
            return state == .review || state == .relearning ? .relearning : .learning
        }
    }

    /// When the card was last reviewed.
    public var lastReview: Date? { reviews.last?.date }

    /// Whether the card is due on or before the day of `date`.
    public func isDue(on date: Date, calendar: Calendar = .current) -> Bool {
        // A due day that is not `yyyy-MM-dd` (a hand-edited file) is due now, so the next review mends it.
        guard let due, due.wholeMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil else { return true }
        return due <= CardRecord.day(of: date, calendar: calendar)
    }

    /// The record after a review with `grade` at `date`: FSRS counts elapsed time in calendar days,
    /// so a second review on the same day is a short-term review.
    public func reviewed(_ grade: Grade, at date: Date, fsrs: FSRS = FSRS(), calendar: Calendar = .current)
        -> CardRecord
    {
        var next = self
        let elapsed = lastReview.map { CardRecord.daysBetween($0, date, calendar: calendar) } ?? 0
        next.memory = fsrs.nextState(memory, elapsedDays: elapsed, grade: grade)
        let days = fsrs.scheduledDays(stability: next.memory!.stability)
        let dueDate = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: date)) ?? date
        next.due = CardRecord.day(of: dueDate, calendar: calendar)
        next.reviews.append(Review(date: date, grade: grade, elapsedDays: elapsed, scheduledDays: days))
        return next
    }

    /// `yyyy-MM-dd` of `date` in `calendar`'s time zone.
    public static func day(of date: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Whole calendar days from `start` to `end` (0 when both fall on the same day).
    static func daysBetween(_ start: Date, _ end: Date, calendar: Calendar) -> Int {
        let days =
            calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end))
            .day ?? 0
        return max(days, 0)
    }
}
