/// A lesson's Markdown parsed once into blocks with their places: fenced code blocks, headings and
/// text lines (their HTML comments apart), every line in exactly one block. The lesson reader, the
/// book, the study screens, the search index and `--bless` all read this one tree.
public struct MarkdownDocument: Sendable {
    /// The lines, without their line endings; the first is line `firstLine`.
    public var lines: [String]
    /// The 1-based number of the first line: 1 for a file, a section's line for a part of one.
    public var firstLine: Int
    /// The blocks, in order.
    public var blocks: [MarkdownBlock]
    /// The HTML comments of the text lines, in order.
    public var comments: [HTMLComment]

    // MARK: - Public API

    /// The document of `lines`, the first of them line `firstLine`.
    public init(lines: [String], firstLine: Int = 1) {
        self.lines = lines
        self.firstLine = firstLine
        (blocks, comments) = MarkdownParser.parse(lines, firstLine: firstLine)
    }

    /// The document of `text`, cut into lines at LF, CRLF or a lone CR; its first line is line
    /// `firstLine`.
    public init(parsing text: String, firstLine: Int = 1) {
        self.init(lines: Self.lines(of: text), firstLine: firstLine)
    }

    /// The line numbered `number` (1-based, in the document's numbering).
    public func line(_ number: Int) -> String { lines[number - firstLine] }

    /// The code block whose opening fence is on line `number`, if one is.
    public func codeBlock(openingAt number: Int) -> FencedCodeBlock? {
        for case .code(let block) in blocks where block.line == number { return block }
        return nil
    }

    /// The lines of `text`, cut at LF, CRLF or a lone CR (as `LessonSource` cuts a file).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue }
            }
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = ""
                afterCR = scalar == "\r"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}

extension MarkdownDocument {
    /// Lines read as text lines, each without its comments: what a reader sees of a block's content
    /// when it shows it as text (the search index of the format page's examples).
    static func visibleText(of lines: [String]) -> [String] {
        var scanner = MarkdownParser.HTMLCommentScanner()
        return lines.enumerated().map { offset, line in
            let pieces = scanner.accept(line, number: offset + 1)
            return MarkdownTextLine(
                source: line, pieces: pieces,
                range: MarkdownPosition(line: offset + 1, column: 1)..<MarkdownPosition.end(of: line, at: offset + 1)
            ).visible
        }
    }
}

extension MarkdownDocument {
    /// The blocks of the 1-based lines `range`, as a document of their own, or nil when a block
    /// stands across its edges (a section always holds its blocks whole).
    func part(_ range: Range<Int>) -> MarkdownDocument? {
        guard range.lowerBound >= firstLine, range.upperBound <= firstLine + lines.count else { return nil }
        let blocks = blocks.filter { range.contains($0.line) }
        if let last = blocks.last, last.range.upperBound.line >= range.upperBound { return nil }
        if let first = blocks.first, first.line != range.lowerBound { return nil }
        return MarkdownDocument(
            lines: Array(lines[(range.lowerBound - firstLine)..<(range.upperBound - firstLine)]),
            firstLine: range.lowerBound, blocks: blocks,
            comments: comments.filter { range.contains($0.range.lowerBound.line) })
    }

    private init(lines: [String], firstLine: Int, blocks: [MarkdownBlock], comments: [HTMLComment]) {
        self.lines = lines
        self.firstLine = firstLine
        self.blocks = blocks
        self.comments = comments
    }
}
