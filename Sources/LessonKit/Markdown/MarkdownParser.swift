/// Reads a document's lines into blocks, one line at a time, never failing on odd Markdown: a fence
/// never closed is a block to the end (or to the line that shows its closing fence is missing), a
/// comment never closed ends where a heading or a block starts, and any line it cannot place is
/// text.
///
/// Fences and headings are read first, as the checker needs them: a comment never hides a code
/// block or a heading, so a check is never lost inside a comment whose `-->` is missing.
struct MarkdownParser {
    private(set) var blocks: [MarkdownBlock] = []
    private var fence: OpenFence?
    private var comments = HTMLCommentScanner()
    private var lastLine: (text: String, number: Int)?

    /// Reads `lines`, the first of them line `firstLine`.
    static func parse(_ lines: [String], firstLine: Int = 1) -> (blocks: [MarkdownBlock], comments: [HTMLComment]) {
        var parser = MarkdownParser()
        for (offset, line) in lines.enumerated() { parser.accept(line, number: firstLine + offset) }
        return parser.finish()
    }

    /// Reads the line numbered `number` (1-based), the one after the last line read.
    mutating func accept(_ line: String, number: Int) {
        defer { lastLine = (line, number) }
        if var open = fence {
            switch open.accept(line) {
            case .content:
                fence = open
                return
            case .closed:
                blocks.append(.code(open.block(closing: .fence(line: number), lastLine: (line, number))))
                fence = nil
                return
            case .interrupted(let intruder):
                // The line is read again as what it is: the block ends before it.
                blocks.append(
                    .code(open.block(closing: .interrupted(line: number, intruder: intruder), lastLine: lastLine!)))
                fence = nil
            }
        }
        if let opening = FencedCodeBlock.opening(line) {
            endComment()
            fence = OpenFence(marker: opening.marker, info: opening.info, source: line, line: number)
            return
        }
        if let heading = MarkdownHeading(line, at: number) {
            endComment()
            blocks.append(.heading(heading))
            return
        }
        let pieces = comments.accept(line, number: number)
        blocks.append(
            .text(
                MarkdownTextLine(
                    source: line, pieces: pieces,
                    range: MarkdownPosition(line: number, column: 1)..<MarkdownPosition.end(of: line, at: number))))
    }

    /// Ends what is still open at the end of the document.
    mutating func finish() -> (blocks: [MarkdownBlock], comments: [HTMLComment]) {
        if let open = fence, let lastLine {
            blocks.append(.code(open.block(closing: .endOfFile, lastLine: lastLine)))
            fence = nil
        }
        endComment()
        return (blocks, comments.found)
    }

    /// Ends a comment left open before a heading or a fence, at the end of the line before.
    private mutating func endComment() {
        guard let lastLine else { return }
        comments.interrupt(after: lastLine.text, number: lastLine.number)
    }
}

extension MarkdownParser {
    /// A fenced code block whose closing fence has not been read yet.
    struct OpenFence {
        /// What a line does to the block.
        enum Step: Equatable {
            /// It is a content line.
            case content
            /// It is the closing fence.
            case closed
            /// It shows the closing fence is missing (see `intruder(_:)`): the block ends before it.
            case interrupted(String)
        }

        let marker: String
        let info: String
        let source: String
        let line: Int
        private(set) var content: [String] = []

        init(marker: String, info: String, source: String, line: Int) {
            self.marker = marker
            self.info = info
            self.source = source
            self.line = line
        }

        /// Reads the next line of the block.
        mutating func accept(_ line: String) -> Step {
            if FencedCodeBlock.isClosing(line, marker: marker) { return .closed }
            if let intruder = intruder(line) { return .interrupted(intruder) }
            content.append(line)
            return .content
        }

        /// What `line` shows of a closing fence that is missing: a fence with an info string (a
        /// closing fence has none, so CommonMark would read it as code), or in Swift a `#` or `##`
        /// heading (never Swift).
        func intruder(_ line: String) -> String? {
            // Only a line that starts with a fence or a heading can be one (the usual code line is not).
            guard let lead = line.first(where: { $0 != " " }), lead == "`" || lead == "~" || lead == "#" else {
                return nil
            }
            if let opening = FencedCodeBlock.opening(line), opening.marker == marker {
                let kind = FencedCodeBlock.kind(of: opening.info)
                if !kind.isEmpty { return "opens another block (\(opening.marker)\(kind)) inside it" }
            }
            if FencedCodeBlock.kind(of: info) == "swift", let heading = MarkdownHeading.parse(line),
                heading.level <= 2, !heading.text.isEmpty
            {
                return "is a heading (`\(String(repeating: "#", count: heading.level)) \(heading.text)`) inside it"
            }
            return nil
        }

        /// The block, ended as `closing` says; `lastLine` is the last line it holds.
        func block(closing: FencedCodeBlock.Closing, lastLine: (text: String, number: Int)) -> FencedCodeBlock {
            FencedCodeBlock(
                marker: marker, info: info, indent: source.prefix { $0 == " " }.count, content: content,
                closing: closing,
                range: MarkdownPosition(
                    line: line, column: 1)..<MarkdownPosition.end(of: lastLine.text, at: lastLine.number))
        }
    }

    /// Finds the HTML comments of text lines, one of which may stay open across lines.
    struct HTMLCommentScanner {
        /// Every comment ended so far, in order.
        private(set) var found: [HTMLComment] = []
        /// The comment whose `-->` has not been read: where it starts, and its lines so far.
        private var open: (start: MarkdownPosition, content: [String])?

        /// The pieces of the text line `line`, numbered `number`.
        mutating func accept(_ line: String, number: Int) -> [MarkdownTextLine.Piece] {
            // Most lines hold no comment: two byte searches rule them out.
            if open == nil, !line.has("<!--") { return [.text(line)] }
            func position(_ index: String.Index) -> MarkdownPosition {
                MarkdownPosition(line: number, column: line.distance(from: line.startIndex, to: index) + 1)
            }
            var pieces: [MarkdownTextLine.Piece] = []
            var rest = line[...]
            if let (start, content) = open {
                guard let end = rest.byteRange(of: "-->") else {
                    open = (start, content + [line])
                    return [.comment(line, opens: false, closes: false)]
                }
                let inner = String(rest[..<end.lowerBound])
                found.append(
                    HTMLComment(
                        content: (content + [inner]).joined(separator: "\n"), isClosed: true,
                        range: start..<position(end.upperBound)))
                pieces.append(.comment(inner, opens: false, closes: true))
                open = nil
                rest = rest[end.upperBound...]
            }
            while let start = rest.byteRange(of: "<!--") {
                if start.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<start.lowerBound]))) }
                let after = rest[start.upperBound...]
                guard let end = after.byteRange(of: "-->") else {
                    pieces.append(.comment(String(after), opens: true, closes: false))
                    open = (position(start.lowerBound), [String(after)])
                    rest = rest[rest.endIndex...]
                    break
                }
                let inner = String(after[..<end.lowerBound])
                found.append(
                    HTMLComment(
                        content: inner, isClosed: true, range: position(start.lowerBound)..<position(end.upperBound)))
                pieces.append(.comment(inner, opens: true, closes: true))
                rest = after[end.upperBound...]
            }
            if !rest.isEmpty || pieces.isEmpty { pieces.append(.text(String(rest))) }
            return pieces
        }

        /// Ends the open comment, if any, unclosed, after `line` (numbered `number`), the last it holds.
        mutating func interrupt(after line: String, number: Int) {
            guard let (start, content) = open else { return }
            found.append(
                HTMLComment(
                    content: content.joined(separator: "\n"), isClosed: false,
                    range: start..<MarkdownPosition.end(of: line, at: number)))
            open = nil
        }
    }
}
