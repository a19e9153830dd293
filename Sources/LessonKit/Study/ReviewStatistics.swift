import Foundation

/// `lessons review --stats`: how the student's memory of the flash cards stands, as Anki's
/// statistics show it: the retention of reviews made after a gap, the cards by state, and how many
/// cards fall due on each of the next days.
public struct ReviewStatistics: Sendable, Equatable {
    /// Reviews made a day or more after the one before (true recall, not a same-day repeat).
    public var recalls = 0
    /// Of those, the ones not graded "again".
    public var recalled = 0
    /// The flash cards of the lessons, by state.
    public var states: [CardRecord.State: Int] = [:]
    /// How many cards are due on each day from `date` on (the first counts the overdue too), as
    /// `yyyy-MM-dd` and a count.
    public var duePerDay: [(day: String, count: Int)] = []

    public static func == (a: ReviewStatistics, b: ReviewStatistics) -> Bool {
        a.recalls == b.recalls && a.recalled == b.recalled && a.states == b.states
            && a.duePerDay.map(\.day) == b.duePerDay.map(\.day) && a.duePerDay.map(\.count) == b.duePerDay.map(\.count)
    }

    /// The statistics of the flash cards in `lessons`, for `days` days from the day of `date`.
    public init(lessons: [Lesson], state: StudyState, on date: Date, days: Int = 14, calendar: Calendar = .current) {
        let today = calendar.startOfDay(for: date)
        let dayNames = (0..<max(days, 1)).map {
            CardRecord.day(of: calendar.date(byAdding: .day, value: $0, to: today) ?? today, calendar: calendar)
        }
        var due = Array(repeating: 0, count: dayNames.count)
        for lesson in lessons {
            for card in lesson.cards where card.kind == .flashCard {
                guard let record = state.cards[lesson.stateKey]?[card.id] else {
                    states[.new, default: 0] += 1
                    continue
                }
                states[record.state, default: 0] += 1
                for review in record.reviews where review.elapsedDays >= 1 {
                    recalls += 1
                    if review.grade != .again { recalled += 1 }
                }
                if record.isDue(on: date, calendar: calendar) {
                    due[0] += 1
                } else if let day = record.due, let offset = dayNames.firstIndex(of: day) {
                    due[offset] += 1
                }
            }
        }
        duePerDay = zip(dayNames, due).map { (day: $0, count: $1) }
    }

    /// The statistics as lines for a console `width` columns wide.
    public func lines(width: Int, calendar: Calendar = .current) -> [StyledLine] {
        var lines = [StyledLine(.title, "Flash card statistics (FSRS-6, scheduled for 90 % recall)")]
        if recalls == 0 {
            lines.append(StyledLine(.plain, "Retention: no card reviewed a day or more after its last review yet."))
        } else {
            let percent = Int((Double(recalled) / Double(recalls) * 100).rounded())
            lines.append(
                StyledLine(
                    .plain,
                    "Retention: \(percent) % (\(recalled) recalled of \(recalls) review\(recalls == 1 ? "" : "s") a day or more after the last)."
                ))
        }
        let total = states.values.reduce(0, +)
        let byState = CardRecord.State.allCases.map { "\(states[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        lines.append(StyledLine(.plain, "Cards: \(byState) (\(total) in all)."))
        lines.append(StyledLine(.plain, ""))
        lines.append(
            StyledLine(.heading, "Due in the next \(duePerDay.count == 14 ? "two weeks" : "\(duePerDay.count) days")"))
        let most = max(duePerDay.map(\.count).max() ?? 0, 1)
        let barWidth = max(width - 24, 10)
        let weekday = DateFormatter()
        weekday.calendar = calendar
        weekday.timeZone = calendar.timeZone
        weekday.locale = Locale(identifier: "en_US_POSIX")
        weekday.dateFormat = "EEE"
        let parser = DateFormatter()
        parser.calendar = calendar
        parser.timeZone = calendar.timeZone
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "yyyy-MM-dd"
        for (offset, entry) in duePerDay.enumerated() {
            let name = offset == 0 ? "today" : parser.date(from: entry.day).map(weekday.string(from:)) ?? ""
            let bar = String(repeating: "█", count: entry.count == 0 ? 0 : max(1, entry.count * barWidth / most))
            let count = String(entry.count)
            lines.append(
                StyledLine(
                    .plain,
                    "  " + name.padding(toLength: 6, withPad: " ", startingAt: 0) + entry.day.dropFirst(5)
                        + String(repeating: " ", count: max(1, 5 - count.count)) + count
                        + (bar.isEmpty ? "" : "  " + bar)))
        }
        return lines
    }
}
