import Foundation
import Testing

@testable import LessonKit

@Suite("Grades given in the book, taken in by lessons review --import")
struct BookGradesTests {
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// A course of one lesson with two flash cards.
    func lessons() -> [Lesson] {
        let text = """
            # Lesson 3 · Cards

            ## Flash cards

            ### One
            <!-- id: one -->

            <details><summary>Answer</summary>

            Yes.

            </details>

            ### Two
            <!-- id: two -->

            <details><summary>Answer</summary>

            No.

            </details>
            """
        return [LessonParser.parse(bytes: Data(text.utf8), path: "/course/03-cards.md").lesson]
    }

    func store() -> StateStore {
        StateStore(path: NSTemporaryDirectory() + "lessons-grades-\(UUID().uuidString)/state.json")
    }

    func file(_ grades: [[String: Any]], format: String = "lessons-book-grades", version: Int = 1) throws -> String {
        let path = NSTemporaryDirectory() + "lessons-grades-\(UUID().uuidString).json"
        let data = try JSONSerialization.data(withJSONObject: ["format": format, "version": version, "grades": grades])
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "Each grade becomes a review of its card at its date, as lessons review makes one; a second import adds nothing"
    )
    func merge() throws {
        let store = store()
        let path = try file([
            ["lesson": "03-cards", "card": "one", "grade": 3, "date": "2026-11-20T10:00:00.000Z"],
            ["lesson": "03-cards", "card": "one", "grade": 4, "date": "2026-11-25T10:00:00.500Z"],
            ["lesson": "03-cards", "card": "two", "grade": 1, "date": "2026-11-25T11:00:00Z"],
        ])
        let outcome = try BookGrades.merge(
            try BookGrades.read(path), into: store, lessons: lessons(), calendar: calendar)
        #expect(outcome.added == 3 && outcome.cards == 2 && outcome.alreadyKept == 0)
        let state = try store.load().state
        let first = Date(timeIntervalSince1970: 1_795_168_800)  // 2026-11-20T10:00:00Z
        let expected = CardRecord().reviewed(.good, at: first, calendar: calendar)
            .reviewed(.easy, at: first.addingTimeInterval(5 * 86_400), calendar: calendar)
        #expect(state.record("one", in: "03-cards") == expected)
        #expect(state.record("two", in: "03-cards").reviews.map(\.grade) == [.again])
        let again = try BookGrades.merge(try BookGrades.read(path), into: store, lessons: lessons(), calendar: calendar)
        #expect(again.added == 0 && again.alreadyKept == 3)
        #expect(try store.load().state == state)
    }

    @Test("A grade older than the card's last review is put in its place: the reviews are replayed in date order")
    func outOfOrder() throws {
        let store = store()
        let early = Date(timeIntervalSince1970: 1_795_168_800)
        let late = early.addingTimeInterval(10 * 86_400)
        try store.update {
            $0.setRecord(CardRecord().reviewed(.good, at: late, calendar: calendar), for: "one", in: "03-cards")
        }
        let path = try file([["lesson": "03-cards", "card": "one", "grade": 2, "date": "2026-11-20T10:00:00Z"]])
        _ = try BookGrades.merge(try BookGrades.read(path), into: store, lessons: lessons(), calendar: calendar)
        let replayed = CardRecord().reviewed(.hard, at: early, calendar: calendar).reviewed(
            .good, at: late, calendar: calendar)
        #expect(try store.load().state.record("one", in: "03-cards") == replayed)
    }

    @Test("Grades of cards the course does not have are left out and named")
    func unknownCards() throws {
        let store = store()
        let path = try file([["lesson": "03-cards", "card": "gone", "grade": 3, "date": "2026-11-20T10:00:00Z"]])
        let outcome = try BookGrades.merge(
            try BookGrades.read(path), into: store, lessons: lessons(), calendar: calendar)
        #expect(outcome.added == 0 && outcome.unknown == ["03-cards/gone"])
        #expect(BookGrades.summary(outcome, file: "g.json").contains("03-cards/gone"))
        #expect(try store.load().state == StudyState())
    }

    @Test(
        "A file that is not the book's export, or is damaged, is refused with what to do",
        arguments: [
            ("not json", "is not JSON"),
            (#"{"grades": []}"#, "is not a grades file from the book"),
            (#"{"format": "lessons-book-grades", "version": 9, "grades": []}"#, "newer book"),
            (
                #"{"format": "lessons-book-grades", "version": 1, "grades": [{"lesson": "a", "card": "b", "grade": 7, "date": "2026-11-20T10:00:00Z"}]}"#,
                "grade 1: \"grade\" must be 1"
            ),
            (
                #"{"format": "lessons-book-grades", "version": 1, "grades": [{"lesson": "a", "card": "b", "grade": 3, "date": "yesterday"}]}"#,
                "\"date\" must be a date"
            ),
        ])
    func refused(text: String, message: String) throws {
        let path = NSTemporaryDirectory() + "lessons-grades-\(UUID().uuidString).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect { try BookGrades.read(path) } throws: { "\($0)".contains(message) && "\($0)".contains(path) }
    }

}
