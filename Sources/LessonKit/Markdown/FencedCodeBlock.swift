/// A fenced code block: an opening fence of three or more backticks or tildes with its info string
/// (`swift file=ContentView.swift`, `console play="launch; tap …"`), its content lines, and how it
/// ended.
public struct FencedCodeBlock: Sendable {
    /// How a block ends.
    public enum Closing: Equatable, Sendable {
        /// At a closing fence on this 1-based line.
        case fence(line: Int)
        /// Before this 1-based line, which shows that the closing fence is missing: `intruder` says
        /// what the line is (another block's opening fence, a heading inside Swift).
        case interrupted(line: Int, intruder: String)
        /// At the end of the file, never closed.
        case endOfFile
    }

    /// The fence's run of backticks or tildes: ```` ``` ````, `~~~~`.
    public var marker: String
    /// The info string as written after the marker, spaces kept.
    public var info: String
    /// The spaces before the opening fence (at most 3).
    public var indent: Int
    /// The lines between the fences, as written.
    public var content: [String]
    /// How the block ended.
    public var closing: Closing
    /// From the opening fence to the end of its last line: the closing fence, or the last content line
    /// when there is none.
    public var range: MarkdownRange

    // MARK: - Public API

    /// The 1-based line of the opening fence.
    public var line: Int { range.lowerBound.line }

    /// The 1-based line of the first content line.
    public var firstContentLine: Int { line + 1 }

    /// The first word of the info string (`swift`, `console`), or "".
    public var kind: String { Self.kind(of: info) }

    /// The info string read as a block kind and its attributes, or the error that says why it cannot
    /// be read.
    func parsedInfo() throws -> InfoString { try InfoString.parse(info) }

    /// The info string read, or an empty one when it cannot be read (for readers that only show the
    /// block).
    var infoOrEmpty: InfoString {
        (try? InfoString.parse(info)) ?? InfoString(kind: "", attributes: [:], order: [])
    }

    /// The column (0-based, in characters) where the info string starts on the fence line.
    public var infoColumn: Int { indent + marker.count }

    // MARK: Fences

    /// The opening fence `line` is (its marker and info string), or nil: at most 3 spaces, then
    /// three or more of one fence character; a backtick fence's info string holds no backtick.
    static func opening(_ line: String) -> (marker: String, info: String)? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let marker = rest.prefix { $0 == first }
        guard marker.count >= 3 else { return nil }
        let info = rest.dropFirst(marker.count)
        if first == "`" && info.contains("`") { return nil }
        return (String(marker), String(info))
    }

    /// Whether `line` closes a block opened by `marker`: at least as many of its character, nothing
    /// else but spaces, at most 3 of them before.
    static func isClosing(_ line: String, marker: String) -> Bool {
        // Most lines of a block are code: a look at the first character that is not a space rules them
        // out before anything is trimmed.
        guard let first = marker.first, line.first(where: { $0 != " " && $0 != "\t" }) == first else { return false }
        let trimmed = line.trimmingWhitespace()
        guard trimmed.count >= marker.count else { return false }
        return trimmed.allSatisfy { $0 == first } && line.prefix { $0 == " " }.count <= 3
    }

    /// The first word of an info string.
    static func kind(of info: String) -> String {
        info.trimmingWhitespace().split(separator: " ").first.map(String.init) ?? ""
    }
}
