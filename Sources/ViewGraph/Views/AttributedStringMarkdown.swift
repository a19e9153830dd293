import Foundation

#if !canImport(Darwin)
/// `AttributedString(markdown:)`, which Foundation has on Apple platforms only (where the engine uses
/// Foundation's). Code from tutorials makes one to show Markdown in a `Text` without localizing it.
///
/// The characters are what iOS shows: the text with its emphasis marks and link targets taken out, as
/// a `Text` with a Markdown literal shows it (`MarkdownText.render`). The engine keeps no attributes
/// (bold, links): it draws nothing, and a play finds text by its characters.
extension AttributedString {
    /// How Markdown is read.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read: all of it, or inline marks only (keeping the whitespace or not).
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }
        /// What to do with Markdown that cannot be read.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }
        /// Whether `^[text](attribute: value)` attributes are read.
        public var allowsExtendedAttributes: Bool
        /// Which Markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What to do with Markdown that cannot be read.
        public var failurePolicy: FailurePolicy
        /// The language of the text, if given.
        public var languageCode: String?

        /// Options: full Markdown, no extended attributes, throwing on failure.
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The text of `markdown`, with its marks read.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil)
        throws
    {
        self.init(MarkdownText.render(markdown))
    }

    /// The text of the UTF-8 Markdown in `markdown`, with its marks read.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws
    {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}
#endif
