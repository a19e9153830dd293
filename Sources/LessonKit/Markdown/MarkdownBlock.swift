/// One block of a lesson's Markdown as the document reads it: every line of the file belongs to
/// exactly one, in order.
public enum MarkdownBlock: Sendable {
    /// A fenced code block: its fences and the lines between them.
    case code(FencedCodeBlock)
    /// An ATX heading (`## Step 1 · Start`), on one line.
    case heading(MarkdownHeading)
    /// Any other line: prose, a list item, a table row, a quote, an HTML tag, a comment, a blank.
    case text(MarkdownTextLine)

    // MARK: - Public API

    /// The lines the block covers, from its first character to the end of its last line.
    public var range: MarkdownRange {
        switch self {
        case .code(let block): return block.range
        case .heading(let heading): return heading.range
        case .text(let line): return line.range
        }
    }

    /// The 1-based line the block starts on.
    public var line: Int { range.lowerBound.line }

    // MARK: Visitation

    /// Calls the walker's method for this block's type.
    func accept<Walker: MarkdownWalker>(_ walker: inout Walker) {
        switch self {
        case .code(let block): walker.visitCodeBlock(block)
        case .heading(let heading): walker.visitHeading(heading)
        case .text(let line): walker.visitTextLine(line)
        }
    }
}
