/// A place in a Markdown document: a 1-based line and a 1-based column, counted in characters as
/// `SourceEdit` counts them, so that any node can say `path:line:column`.
public struct MarkdownPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: MarkdownPosition, rhs: MarkdownPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a node stands: from its first character to just after its last (a line's end is the column
/// after its last character).
public typealias MarkdownRange = Range<MarkdownPosition>

extension MarkdownPosition {
    /// The position just after the last character of `line`, the 1-based line `number`.
    static func end(of line: String, at number: Int) -> MarkdownPosition {
        // Counting characters breaks graphemes; a line of ASCII (most of them) has as many as bytes.
        let bytes = line.utf8
        let count = bytes.allSatisfy { $0 < 0x80 } ? bytes.count : line.count
        return MarkdownPosition(line: number, column: count + 1)
    }
}
