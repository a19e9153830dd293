import Foundation

extension BookSite {
    /// The first paragraph of `lesson`'s first section, as one line, for the front page; nil when
    /// the section starts with something else.
    static func firstParagraph(of lesson: Lesson) -> String? {
        guard let section = lesson.sections.first else { return nil }
        var walker = FirstParagraphWalker()
        lesson.document(of: section).walk(&walker)
        return walker.lines.isEmpty ? nil : walker.lines.joined(separator: " ")
    }

    /// Reads a section's first paragraph: the text lines after its heading (its first block), from
    /// the first that is not blank to a blank line, a heading, a code block or a line of HTML (a
    /// comment, `<details>`), each without the spaces at its ends.
    struct FirstParagraphWalker: MarkdownWalker {
        private(set) var lines: [String] = []
        /// Whether the section's heading has gone by.
        private var pastHeading = false
        /// Whether the paragraph has ended.
        private var ended = false

        mutating func visitCodeBlock(_ block: FencedCodeBlock) { end() }

        mutating func visitHeading(_ heading: MarkdownHeading) { end() }

        mutating func visitTextLine(_ line: MarkdownTextLine) {
            guard pastHeading else { return end() }
            guard !ended else { return }
            let trimmed = line.source.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !lines.isEmpty { ended = true }
            } else if trimmed.hasPrefix("#") || trimmed.hasPrefix("```") || trimmed.hasPrefix("<") {
                ended = true
            } else {
                lines.append(trimmed)
            }
        }

        /// A block that is no paragraph's: the section's heading, or the end of the paragraph.
        private mutating func end() {
            if pastHeading { ended = true } else { pastHeading = true }
        }
    }
}
