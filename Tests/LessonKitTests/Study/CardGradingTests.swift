import Foundation
import Testing

@testable import LessonKit

@Suite("Grading a card: the interval on each key, and undo")
struct CardGradingTests {
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    @Test("Each grade key shows the interval FSRS would give, the one a grade then schedules")
    func intervalsBeforeGrading() throws {
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        let fresh = CardRecord()
        let choices = CardGrading.choices(for: fresh, at: day1, calendar: calendar)
        #expect(choices.map(\.key) == ["1", "2", "3", "4"])
        // "Again" says its interval too: back in this session, and FSRS's days after a lapse if not graded again.
        let lapse = try #require(fresh.reviewed(.again, at: day1, calendar: calendar).reviews.last?.scheduledDays)
        #expect(choices[0].label == "again: today, then \(lapse)d")
        for grade in [Grade.hard, .good, .easy] {
            let scheduled = try #require(
                fresh.reviewed(grade, at: day1, calendar: calendar).reviews.last?.scheduledDays)
            #expect(choices[grade.rawValue - 1].label == "\(grade.name): \(scheduled)d")
        }
        // A card reviewed before: the intervals grow with its stability, and easy is the longest.
        let later = day1.addingTimeInterval(3 * 86400)
        let known = fresh.reviewed(.good, at: day1, calendar: calendar)
        let days = [Grade.hard, .good, .easy].map {
            known.reviewed($0, at: later, calendar: calendar).reviews.last!.scheduledDays
        }
        #expect(days == days.sorted() && days[0] < days[2])
        #expect(
            CardGrading.interval(of: .easy, for: known, at: later, calendar: calendar)
                == CardGrading.duration(days: days[2]))
    }

    @Test("Intervals read as Anki writes them: days, then months, then years")
    func durations() {
        #expect(CardGrading.duration(days: 1) == "1d")
        #expect(CardGrading.duration(days: 29) == "29d")
        #expect(CardGrading.duration(days: 45) == "1.5mo")
        #expect(CardGrading.duration(days: 60) == "2mo")
        #expect(CardGrading.duration(days: 730) == "2y")
        #expect(CardGrading.duration(days: 800) == "2.2y")
    }

    @Test("Undo puts the state back exactly: a card graded before, and one never graded (and its lesson's table)")
    func undoRestoresExactly() throws {
        let day1 = try #require(calendar.date(from: DateComponents(year: 2025, month: 5, day: 1, hour: 10)))
        var state = StudyState()
        state.setRecord(CardRecord().reviewed(.good, at: day1, calendar: calendar), for: "a", in: "07")
        let before = state
        let later = day1.addingTimeInterval(4 * 86400)
        let first = CardGrading.Undo.grade(.hard, "a", in: "07", state: &state, at: later, calendar: calendar)
        #expect(state.cards["07"]?["a"]?.reviews.count == 2)
        let second = CardGrading.Undo.grade(.easy, "b", in: "08", state: &state, at: later, calendar: calendar)
        #expect(state.cards["08"]?["b"] != nil)
        second.undo.apply(to: &state)
        first.undo.apply(to: &state)
        #expect(state == before)
        #expect(state.cards["08"] == nil)
    }
}
