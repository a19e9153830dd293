/// A line that is neither a heading nor part of a code block, cut into the text a reader shows and
/// the parts of HTML comments (`<!-- id: x -->`) on it, which no reader shows.
public struct MarkdownTextLine: Sendable {
    /// A run of the line: shown text, or a part of a comment.
    public enum Piece: Equatable, Sendable {
        /// Text outside any comment.
        case text(String)
        /// What a comment holds on this line, without its `<!--` and `-->`; `opens` when its `<!--`
        /// is on this line, `closes` when its `-->` is.
        case comment(String, opens: Bool, closes: Bool)
    }

    /// The line as written.
    public var source: String
    /// The line cut into text and comments, in order.
    public var pieces: [Piece]
    /// The whole line.
    public var range: MarkdownRange

    // MARK: - Public API

    /// The 1-based line.
    public var line: Int { range.lowerBound.line }

    /// The line without its comments: what a reader shows.
    public var visible: String {
        if case .text(let text) = pieces.first, pieces.count == 1 { return text }
        var out = ""
        for case .text(let text) in pieces { out += text }
        return out
    }

    /// Whether any part of the line is a comment.
    public var holdsComment: Bool {
        pieces.contains { if case .comment = $0 { return true } else { return false } }
    }

    /// Whether the whole line is inside a comment opened above it and closed below it.
    public var isWithinComment: Bool {
        pieces.count == 1 && pieces[0] == .comment(source, opens: false, closes: false)
    }

    /// What the comment holds, when the line is one comment, opened and closed on it, and nothing
    /// else but spaces: `<!-- recorded-on: device="iPhone 13" -->` is ` recorded-on: device="iPhone 13" `.
    public var wholeLineComment: String? {
        guard holdsComment else { return nil }
        var found: String?
        for piece in pieces {
            switch piece {
            case .text(let text):
                guard text.trimmingWhitespace().isEmpty else { return nil }
            case .comment(let inner, let opens, let closes):
                guard opens, closes, found == nil else { return nil }
                found = inner
            }
        }
        return found
    }

    /// What each comment opened and closed on this line holds, in order.
    public var closedComments: [String] {
        pieces.compactMap {
            if case .comment(let inner, true, true) = $0 { return inner }
            return nil
        }
    }
}
