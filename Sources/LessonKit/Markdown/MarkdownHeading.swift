/// An ATX heading: one to six `#`, then a space or the end of the line (`## Step 1 · Start`).
public struct MarkdownHeading: Sendable {
    /// 1 for `#`, 2 for `##`…
    public var level: Int
    /// The text after the `#`s, without the spaces at its ends.
    public var text: String
    /// The line as written.
    public var source: String
    /// Where it is: the whole line.
    public var range: MarkdownRange

    // MARK: - Public API

    /// The 1-based line of the heading.
    public var line: Int { range.lowerBound.line }

    /// The heading `line` is, with its level and text, or nil: a heading starts at the line's first
    /// column (an indented `#` is text, as in the lessons' code comments).
    static func parse(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = line.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        return (hashes.count, rest.trimmingWhitespace())
    }

    /// The heading on line `number`, if `line` is one.
    init?(_ line: String, at number: Int) {
        guard let (level, text) = Self.parse(line) else { return nil }
        self.level = level
        self.text = text
        source = line
        range = MarkdownPosition(line: number, column: 1)..<MarkdownPosition.end(of: line, at: number)
    }
}
