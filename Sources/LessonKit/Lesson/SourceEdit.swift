/// An exact change to a lesson file that a diagnostic carries when its fix is mechanical: the text
/// from `start` up to `end` is replaced by `text` (`lessons check --fix` applies it).
///
/// Positions are a line (1-based, as `SourceLocation`) and a column counted in characters from the
/// start of the line (0-based); an insertion has `start == end`. A `"\n"` in `text` starts a new
/// line, written in the file's own line ending. A diagnostic carries an edit only when the edit is
/// safe: the lesson reads afterwards as the parser already read it, without the error.
public struct SourceEdit: Sendable, Equatable {
    /// A place between two characters of a lesson file.
    public struct Position: Sendable, Equatable, Comparable {
        /// The 1-based line.
        public var line: Int
        /// Characters from the start of the line, 0-based.
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    public var start: Position
    public var end: Position
    public var text: String

    public init(from start: Position, to end: Position, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }

    /// Replaces the characters `columns` of line `line`.
    public init(line: Int, columns: Range<Int>, with text: String) {
        self.init(
            from: Position(line: line, column: columns.lowerBound),
            to: Position(line: line, column: columns.upperBound), text: text)
    }

    /// Inserts `text` as whole lines before line `line`.
    public static func insertingLines(_ text: [String], before line: Int) -> SourceEdit {
        SourceEdit(
            from: Position(line: line, column: 0), to: Position(line: line, column: 0),
            text: text.map { $0 + "\n" }.joined())
    }

    // MARK: - Public API

    /// `lines` with `edits` made, or nil when an edit reaches outside them or two edits overlap
    /// (the lesson changed since it was read): edits are made all together or not at all.
    public static func apply(_ edits: [SourceEdit], to lines: [String]) -> [String]? {
        let sorted = edits.sorted { $0.start < $1.start }
        for (first, second) in zip(sorted, sorted.dropFirst()) where second.start < first.end { return nil }
        var lines = lines
        // From the last to the first, so that each edit's positions are still those of the text it was made for.
        for edit in sorted.reversed() {
            guard edit.start <= edit.end, edit.start.line >= 1, edit.end.line <= lines.count,
                edit.start.column >= 0, edit.start.column <= lines[edit.start.line - 1].count,
                edit.end.column <= lines[edit.end.line - 1].count
            else { return nil }
            let first = lines[edit.start.line - 1]
            let last = lines[edit.end.line - 1]
            let joined = String(first.prefix(edit.start.column)) + edit.text + String(last.dropFirst(edit.end.column))
            let replacement = joined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.replaceSubrange((edit.start.line - 1)...(edit.end.line - 1), with: replacement)
        }
        return lines
    }
}
