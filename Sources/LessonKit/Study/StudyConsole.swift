/// A line of text and what it is, so that a terminal can colour it and a pipe can print it plain.
public struct StyledLine: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        case plain, title, heading, code, added, removed, gap, recorded, actual, good, bad, note, keys
    }

    /// A part of a line in a style of its own: Markdown's `**strong**`, `*emphasis*`, `` `code` ``.
    public struct Span: Sendable, Equatable {
        public enum Style: Sendable, Equatable {
            case strong, emphasis, code
        }

        /// The first character's offset in the line's text, in characters.
        public var start: Int
        public var length: Int
        public var style: Style
    }

    public var role: Role
    public var text: String
    /// Parts in a style of their own, in order; a console that shows no styles ignores them.
    public var spans: [Span] = []
    /// The index, among the item's checks, of the check whose recorded block this line heads: so
    /// that a session can tell which runs the student has read of (`StudyConsole.unread()`).
    public var opensCheck: Int?

    public init(_ role: Role, _ text: String) {
        self.role = role
        self.text = text
    }

    /// A line of inline Markdown (a card's front in a note): on a console that shows styles, a code
    /// span is styled and its backticks go; without styles, the backticks stay as the only sign of code.
    public init(_ role: Role, markdown: String, styled: Bool) {
        let text = StyledText.markdown(markdown, styled: styled)
        self = text.line(role, 0..<text.count)
    }

    /// The line with each `` `code` `` of its text as a code span and its backticks gone, for a
    /// console that shows styles: the tool's own messages quote commands so (`lessons run`). A line
    /// with spans already, or no pair of backticks, comes back as it is.
    public func codeSpansShown() -> StyledLine {
        guard spans.isEmpty, text.contains("`") else { return self }
        var line = StyledLine(role, "")
        line.opensCheck = opensCheck
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`"),
            close > rest.index(after: open)
        {
            line.text += rest[..<open]
            let code = rest[rest.index(after: open)..<close]
            line.spans.append(Span(start: line.text.count, length: code.count, style: .code))
            line.text += code
            rest = rest[rest.index(after: close)...]
        }
        line.text += rest
        return line
    }

    /// Inline Markdown as plain characters, the backticks gone where `styled` (a terminal's progress bar).
    public static func plain(markdown: String, styled: Bool) -> String {
        StyledText.markdown(markdown, styled: styled).string
    }
}

/// A key the student can press, and what it does: shown on screen as `[r] run`.
public struct KeyChoice: Sendable, Equatable {
    /// `"\n"` is Enter.
    public var key: Character
    public var label: String

    public init(_ key: Character, _ label: String) {
        self.key = key
        self.label = label
    }

    /// `enter` or the key itself.
    public var keyName: String { key == "\n" ? "enter" : String(key) }

    /// `choices` as `[r] run it   [enter] next…`, in lines of at most `width` columns, broken
    /// between two choices rather than inside one.
    public static func hint(_ choices: [KeyChoice], width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for choice in choices {
            let item = "[\(choice.keyName)] \(choice.label)"
            if !line.isEmpty, line.count + 3 + item.count > width {
                lines.append(line)
                line = item
            } else {
                line += (line.isEmpty ? "" : "   ") + item
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }
}

/// Where a study or review session shows things and reads the student's answers: a terminal
/// (single keys, colours) or a plain pipe (one answer per line). `Sendable`: the thread that watches
/// for a stop key tells the console to show that the run is stopping.
public protocol StudyConsole: AnyObject, Sendable {
    /// Shows lines.
    func show(_ lines: [StyledLine])
    /// Shows the lesson's progress: `done` of `total` items, and what comes now.
    func progress(_ done: Int, of total: Int, _ label: String)
    /// Waits for one of `choices`; nil when the input has ended.
    func choose(_ choices: [KeyChoice]) -> Character?
    /// Reads lines the student types, up to an empty line; nil when the input has ended.
    func readLines(_ prompt: String) -> [String]?
    /// Shows that something slow (a build) is going on; `nil` clears it.
    func working(_ message: String?)
    /// The lines of the item on screen that the student skipped, by a key pressed at a pause
    /// that answered the prompt (`r` before the end of a long step): nothing in a pipe.
    func unread() -> [StyledLine]
    /// The width of the screen, in columns.
    var width: Int { get }
    /// Whether the console shows styles (bold, colours): then Markdown's markers can go.
    var styled: Bool { get }
    /// Runs `body` (a build and its plays), calling `stop` from another thread if the student asks
    /// to stop it meanwhile: `q` or Ctrl-C on a terminal. Elsewhere it only runs `body`.
    func watchingForStop<T>(_ stop: @escaping @Sendable () -> Void, _ body: () throws -> T) rethrows -> T
}

extension StudyConsole {
    public var styled: Bool { false }

    public func unread() -> [StyledLine] { [] }

    public func watchingForStop<T>(_ stop: @escaping @Sendable () -> Void, _ body: () throws -> T) rethrows -> T {
        try body()
    }

    /// Shows one line.
    public func show(_ role: StyledLine.Role, _ text: String) { show([StyledLine(role, text)]) }
}
