/// An HTML comment in a document's text lines (`<!-- id: the-same-card -->`, or a note to authors
/// over several lines): never shown, read by the lesson reader for a card's id and what the lesson
/// was recorded on.
public struct HTMLComment: Sendable {
    /// What it holds between `<!--` and `-->`, its lines joined by line feeds.
    public var content: String
    /// Whether its `-->` was found; a comment never closed ends at the heading or code block that
    /// ends it, or at the end of the document.
    public var isClosed: Bool
    /// From its `<!--` to just after its `-->` (or the end of the last line it holds).
    public var range: MarkdownRange
}
