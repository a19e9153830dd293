import Foundation

/// A lesson as a student goes through it, one item at a time: the prose, each step, each flash
/// card, each edge case and the interview problem.
public struct Walkthrough: Sendable {
    public enum Item: Sendable {
        /// Text to read: the introduction, the starting app, a closing section.
        case prose(Section)
        /// A step: text, edits to the app, and runs to compare.
        case step(Int, Section)
        /// A flash card: front, answer, a grade.
        case flashCard(Card)
        /// An edge case or the interview problem: question, prediction, run, answer.
        case question(Card)
    }

    public let lesson: Lesson
    public let history: AppHistory
    public let items: [Item]
    /// The Markdown under a cards section's heading, before its first card, by the first card's id.
    public let introductions: [String: String]

    public init(_ lesson: Lesson) {
        self.lesson = lesson
        history = AppHistory(lesson)
        var items: [Item] = []
        var introductions: [String: String] = [:]
        for section in lesson.sections {
            switch section.kind {
            case .prose, .startingApp:
                items.append(.prose(section))
            case .step(let number):
                items.append(.step(number, section))
            case .flashCards, .edgeCases, .interview:
                let range = Self.lineRange(of: section, in: lesson)
                let cards = lesson.cards.filter { range.contains($0.location.line) }
                if let first = cards.first { introductions[first.id] = Self.introduction(of: section) }
                for card in cards {
                    items.append(card.kind == .flashCard ? .flashCard(card) : .question(card))
                }
            }
        }
        self.items = items
        self.introductions = introductions
    }

    // MARK: - Public API

    /// A stable name for the item, kept in the student's state: `step-3`, `card-declare-a-view`.
    public func id(of item: Item) -> String {
        switch item {
        case .prose(let section): return "text-" + Self.slug(section.title.isEmpty ? "introduction" : section.title)
        case .step(let number, _): return "step-\(number)"
        case .flashCard(let card), .question(let card): return "card-" + card.id
        }
    }

    /// What the progress bar says for the item.
    public func label(of item: Item) -> String {
        switch item {
        case .prose(let section): return section.title.isEmpty ? "Introduction" : section.title
        case .step(_, let section): return section.title
        case .flashCard(let card): return "Flash card \(index(of: card, among: .flashCard)): \(card.front)"
        case .question(let card):
            return card.kind == .interview
                ? "Interview problem" : "Edge case \(index(of: card, among: .edgeCase)): \(card.front)"
        }
    }

    /// The checks inside the item: a step's runs, or the programs of a card.
    public func checks(of item: Item) -> [Check] {
        let range: Range<Int>
        switch item {
        case .prose: return []
        case .step(_, let section): range = Self.lineRange(of: section, in: lesson)
        case .flashCard(let card), .question(let card): range = lineRange(of: card)
        }
        return lesson.checks.filter { range.contains($0.location.line) }
    }

    /// How many cards of `kind` there are.
    public func count(of kind: Card.Kind) -> Int { lesson.cards.filter { $0.kind == kind }.count }

    // MARK: Helpers

    func index(of card: Card, among kind: Card.Kind) -> Int {
        (lesson.cards.filter { $0.kind == kind }.firstIndex { $0.id == card.id } ?? 0) + 1
    }

    /// The lines of a section: from its heading to the next section's.
    static func lineRange(of section: Section, in lesson: Lesson) -> Range<Int> {
        let next = lesson.sections.first { $0.location.line > section.location.line }?.location.line ?? Int.max
        return section.location.line..<next
    }

    /// The lines of a card: from its heading to the next card's or the end of its section.
    func lineRange(of card: Card) -> Range<Int> {
        let nextCard = lesson.cards.first { $0.location.line > card.location.line }?.location.line ?? Int.max
        let nextSection = lesson.sections.first { $0.location.line > card.location.line }?.location.line ?? Int.max
        return card.location.line..<min(nextCard, nextSection)
    }

    static func introduction(of section: Section) -> String {
        let lines = section.markdown.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return lines.prefix { !$0.hasPrefix("### ") }.joined(separator: "\n").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    static func slug(_ text: String) -> String {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.prefix(6).joined(separator: "-")
    }
}
