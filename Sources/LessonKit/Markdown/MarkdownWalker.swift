/// A reader of a `MarkdownDocument`'s blocks, in order: the lesson reader, the book's HTML, the
/// study screens' text and the search index each walk the one parsed document.
protocol MarkdownWalker {
    /// A fenced code block.
    mutating func visitCodeBlock(_ block: FencedCodeBlock)
    /// A heading.
    mutating func visitHeading(_ heading: MarkdownHeading)
    /// A line that is neither a heading nor part of a code block.
    mutating func visitTextLine(_ line: MarkdownTextLine)
}

extension MarkdownDocument {
    /// Walks `blocks` (the whole document by default) in order with `walker`.
    func walk<Walker: MarkdownWalker>(_ walker: inout Walker) {
        for block in blocks { block.accept(&walker) }
    }
}
