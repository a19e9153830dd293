/// How a terminal shows an item longer than the screen: a screenful at a time, with a pause
/// between screenfuls at which every key keeps the meaning it has at the item's own prompt.
///
/// At a pause, space and Enter show the next screenful. Any other key is the answer to the prompt that follows: `q` quits, `b` goes back, `r`
/// runs, a grade grades; the rest of the item is not shown. When the key turns out not to be one
/// the prompt takes, the lines left out are shown after all and the prompt waits as usual.
public struct Pager {
    /// What to do before showing a line.
    public enum Decision: Equatable {
        /// Show it.
        case show
        /// Pause first: the screen is full. Call `resume(with:)` with the key, then ask again.
        case pause
        /// Leave it out: a key pressed at a pause answers the next prompt.
        case skip
    }

    /// The screen's height, in rows.
    public var rows: Int
    private var used = 0
    private var pendingKey: Character?
    /// The lines left out since a key was pressed at a pause, in case the prompt does not take it.
    public private(set) var skipped: [StyledLine] = []

    public init(rows: Int) {
        self.rows = rows
    }

    /// The text of a pause.
    public static let pauseText = "── more: [space] next page   [q] quit   other keys act at once ──"

    // MARK: - Public API

    /// Whether to show `line`, `height` rows tall, pause first, or leave it out.
    public mutating func decide(_ line: StyledLine, height: Int) -> Decision {
        if pendingKey != nil {
            skipped.append(line)
            return .skip
        }
        // Two rows stay free: one for the pause, one for the line the terminal scrolls up.
        if used > 0, used + height > max(rows - 2, 1) { return .pause }
        used += height
        return .show
    }

    /// The key pressed at a pause (nil: the input ended, which quits).
    public mutating func resume(with key: Character?) {
        used = 0
        switch key {
        case " "?, "\n"?: break
        case nil: pendingKey = "q"
        case let key?: pendingKey = key
        }
    }

    /// At a prompt offering `keys`: the key pressed at a pause, when the prompt takes it. When it
    /// does not, the lines left out are returned to be shown, and the prompt waits as usual.
    public mutating func prompt(offering keys: [Character]) -> (answer: Character?, leftOut: [StyledLine]) {
        defer {
            pendingKey = nil
            skipped = []
            used = 0
        }
        guard let key = pendingKey else { return (nil, []) }
        if keys.contains(key) { return (key, []) }
        return (nil, skipped)
    }

    /// The screen was cleared (a new item): nothing is on it, and no key is pending.
    public mutating func cleared() {
        used = 0
        pendingKey = nil
        skipped = []
    }

    /// `rows` rows were written without asking (a progress bar, a prompt's hint).
    public mutating func count(rows: Int) {
        used += rows
    }

    /// How many rows `text` takes on a screen `columns` wide.
    public static func height(of text: String, columns: Int) -> Int {
        max(1, (text.count + max(columns, 1) - 1) / max(columns, 1))
    }
}
