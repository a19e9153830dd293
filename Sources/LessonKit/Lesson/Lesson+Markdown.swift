extension Lesson {
    /// The lesson's Markdown as parsed: the document it was read from, or (for a lesson made in
    /// code) its sections' Markdown parsed.
    var markdownDocument: MarkdownDocument {
        if let document { return document }
        return MarkdownDocument(
            parsing: sections.map(\.markdown).joined(separator: "\n"), firstLine: sections.first?.location.line ?? 1)
    }

    /// The part of the lesson's document that is `section`: its blocks, as parsed with the file.
    func document(of section: Section) -> MarkdownDocument {
        let count = section.markdown.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lines = section.location.line..<(section.location.line + count)
        if let document, let part = document.part(lines), part.lines.joined(separator: "\n") == section.markdown {
            return part
        }
        return MarkdownDocument(parsing: section.markdown, firstLine: section.location.line)
    }
}
