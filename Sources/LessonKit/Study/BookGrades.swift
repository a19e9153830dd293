import Foundation

/// Flash-card grades given in the book (`lessons book`), exported from the browser as a file, taken
/// into the study state by `lessons review --import FILE`.
///
/// The file is `{"format": "lessons-book-grades", "version": 1, "grades": [{"lesson", "card",
/// "grade", "date"}]}`. Each grade is a review of the card at its date, merged into the card's
/// record as `lessons review` makes one (`CardRecord.reviewed`), in one change of the state under
/// its lock (`StateStore.update`), so a review session running at the same time keeps its grades
/// too. A grade already in the record (the same card, date and grade: a file imported twice) is
/// not counted again. A grade older than the card's last review is put in its place: the card's
/// reviews are replayed in date order, so FSRS sees them as they happened.
public enum BookGrades {
    /// The format's name in the file, and the version this `lessons` reads.
    public static let format = "lessons-book-grades"
    public static let version = 1

    /// One grade in the file.
    public struct Entry: Sendable, Equatable {
        public var lesson: String
        public var card: String
        public var grade: Grade
        public var date: Date
    }

    /// What an import did.
    public struct Outcome: Sendable, Equatable {
        /// Grades added to the state.
        public var added = 0
        /// Grades the state held already.
        public var alreadyKept = 0
        /// Grades of cards the course does not have (`lesson/card`), left out.
        public var unknown: [String] = []
        /// How many cards the added grades are of.
        public var cards = 0
    }

    /// Why a file cannot be imported.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    // MARK: - Public API

    /// The grades in the file at `path`.
    public static func read(_ path: String) throws -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(
                description: "\(path): cannot be read: "
                    + (FileManager.default.fileExists(atPath: path)
                        ? "check its permissions" : "no such file; give the file the book's Export grades saved"))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw Failure(
                description:
                    "\(path): is not JSON: give the file the book's Export grades button saved (lessons-grades.json)")
        }
        guard object["format"] as? String == format else {
            throw Failure(
                description: "\(path): is not a grades file from the book (it has no \"format\": \"\(format)\"): "
                    + "export the grades with the book's Export grades button")
        }
        if let written = object["version"] as? Int, written > version {
            throw Failure(
                description:
                    "\(path): was written by a newer book (version \(written); this lessons reads version \(version)): update lessons"
            )
        }
        guard let grades = object["grades"] as? [Any] else {
            throw Failure(description: "\(path): has no \"grades\" list: export the grades again from the book")
        }
        return try grades.enumerated().map { index, value in
            let place = "\(path): grade \(index + 1)"
            guard let item = value as? [String: Any], let lesson = item["lesson"] as? String,
                let card = item["card"] as? String
            else {
                throw Failure(
                    description:
                        "\(place): needs \"lesson\" and \"card\" (the file is damaged; export the grades again)")
            }
            guard let number = item["grade"] as? Int, let grade = Grade(rawValue: number) else {
                throw Failure(description: "\(place): \"grade\" must be 1 (again), 2 (hard), 3 (good) or 4 (easy)")
            }
            guard let text = item["date"] as? String, let date = parseDate(text) else {
                throw Failure(description: "\(place): \"date\" must be a date such as 2026-12-01T20:35:06.123Z")
            }
            return Entry(lesson: lesson, card: card, grade: grade, date: date)
        }
    }

    /// Merges `entries` into the state in `store`, for the flash cards of `lessons`.
    public static func merge(
        _ entries: [Entry], into store: StateStore, lessons: [Lesson], calendar: Calendar = .current
    ) throws -> Outcome {
        var known: Set<String> = []
        for lesson in lessons {
            for card in lesson.cards where card.kind == .flashCard { known.insert(lesson.stateKey + "/" + card.id) }
        }
        var outcome = Outcome()
        var byCard: [String: [Entry]] = [:]
        for entry in entries {
            let key = entry.lesson + "/" + entry.card
            if known.contains(key) { byCard[key, default: []].append(entry) } else { outcome.unknown.append(key) }
        }
        guard !byCard.isEmpty else { return outcome }
        try store.update { state in
            var added = 0
            var kept = 0
            var cards = 0
            for key in byCard.keys.sorted() {
                let grades = byCard[key]!.sorted { $0.date < $1.date }
                let (lesson, card) = (grades[0].lesson, grades[0].card)
                var record = state.record(card, in: lesson)
                let fresh = grades.filter { grade in
                    !record.reviews.contains {
                        abs($0.date.timeIntervalSince(grade.date)) < 1 && $0.grade == grade.grade
                    }
                }
                kept += grades.count - fresh.count
                guard !fresh.isEmpty else { continue }
                if let last = record.lastReview, fresh[0].date < last {
                    // Reviews out of order: replay them all, as FSRS would have seen them.
                    let all = record.reviews.map { ($0.date, $0.grade) } + fresh.map { ($0.date, $0.grade) }
                    record = CardRecord()
                    for (date, grade) in all.sorted(by: { $0.0 < $1.0 }) {
                        record = record.reviewed(grade, at: date, calendar: calendar)
                    }
                } else {
                    for grade in fresh { record = record.reviewed(grade.grade, at: grade.date, calendar: calendar) }
                }
                state.setRecord(record, for: card, in: lesson)
                added += fresh.count
                cards += 1
            }
            outcome.added = added
            outcome.alreadyKept = kept
            outcome.cards = cards
        }
        return outcome
    }

    /// What an import did, in a sentence or two.
    public static func summary(_ outcome: Outcome, file: String) -> String {
        func grades(_ n: Int) -> String { "\(n) grade\(n == 1 ? "" : "s")" }
        var text =
            outcome.added == 0
            ? "Took in no new grade from \(file)"
            : "Took in \(grades(outcome.added)) of \(outcome.cards) card\(outcome.cards == 1 ? "" : "s") from \(file)"
        if outcome.alreadyKept > 0 {
            text += "; \(grades(outcome.alreadyKept)) \(outcome.alreadyKept == 1 ? "was" : "were") taken in before"
        }
        text += "."
        if !outcome.unknown.isEmpty {
            let names = Set(outcome.unknown).sorted()
            text +=
                " Left out \(grades(outcome.unknown.count)) of cards the course no longer has: "
                + names.prefix(3).joined(separator: ", ")
                + (names.count > 3 ? " and \(names.count - 3) more" : "") + "."
        }
        if outcome.added > 0 { text += " `lessons review` shows the cards when they are due." }
        return text
    }

    /// A date as JavaScript's `toISOString` writes it, with or without its milliseconds, to the
    /// whole second: the state keeps whole seconds, so a review read back is the review imported.
    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard
            let date = formatter.date(from: text)
                ?? {
                    formatter.formatOptions = [.withInternetDateTime]
                    return formatter.date(from: text)
                }()
        else {
            return nil
        }
        return Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
