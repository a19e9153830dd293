import Foundation
import Testing

@testable import LessonKit

@Suite("Review statistics")
struct ReviewStatisticsTests {
    @Test(
        "Retention counts reviews after a gap; cards are new, learning, review or relearning; due days cover two weeks")
    func statistics() throws {
        let lesson = try LessonLibrary.load(StudySessionTests.lessonPath).lesson
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        let day5 = day1.addingTimeInterval(4 * 86400)
        var state = StudyState()
        // Recalled after a gap: review. Forgotten after a gap: relearning. Only ever "again": learning.
        let recalled = CardRecord().reviewed(.good, at: day1, calendar: calendar).reviewed(
            .good, at: day5, calendar: calendar)
        let lapsed = CardRecord().reviewed(.good, at: day1, calendar: calendar).reviewed(
            .again, at: day5, calendar: calendar)
        let learning = CardRecord().reviewed(.again, at: day5, calendar: calendar)
        state.setRecord(recalled, for: "declare-a-view", in: lesson.stateKey)
        state.setRecord(lapsed, for: "toggle-binding", in: lesson.stateKey)
        state.setRecord(learning, for: "on-appear", in: lesson.stateKey)
        #expect(
            recalled.state == .review && lapsed.state == .relearning && learning.state == .learning
                && CardRecord().state == .new)
        // An "again" then "good" on the same day is back in review.
        #expect(learning.reviewed(.good, at: day5, calendar: calendar).state == .review)

        let statistics = ReviewStatistics(lessons: [lesson], state: state, on: day5, calendar: calendar)
        let flashCards = lesson.cards.filter { $0.kind == .flashCard }.count
        #expect(statistics.states == [.new: flashCards - 3, .learning: 1, .review: 1, .relearning: 1])
        #expect(statistics.recalls == 2 && statistics.recalled == 1)
        #expect(statistics.duePerDay.count == 14)
        #expect(statistics.duePerDay.first?.day == "2025-05-05")
        #expect(statistics.duePerDay.last?.day == "2025-05-18")
        // Each card falls on its due day (when within the two weeks).
        for record in [recalled, lapsed, learning] {
            let due = try #require(record.due)
            if let entry = statistics.duePerDay.first(where: { $0.day == due }) { #expect(entry.count >= 1) }
        }
        let dueInAll: Int = statistics.duePerDay.map(\.count).reduce(0, +)
        let records: [CardRecord] = [recalled, lapsed, learning]
        let recordsDueInTwoWeeks: Int = records.filter { (record: CardRecord) -> Bool in
            statistics.duePerDay.contains { (entry: (day: String, count: Int)) -> Bool in entry.day == record.due }
        }.count
        #expect(dueInAll == recordsDueInTwoWeeks)

        let text = statistics.lines(width: 80, calendar: calendar).map(\.text)
        #expect(text.contains("Retention: 50 % (1 recalled of 2 reviews a day or more after the last)."))
        #expect(
            text.contains("Cards: \(flashCards - 3) new, 1 learning, 1 review, 1 relearning (\(flashCards) in all)."))
        #expect(text.contains { $0.hasPrefix("  today 05-05") })
        #expect(text.allSatisfy { $0.count <= 80 })
    }

}
