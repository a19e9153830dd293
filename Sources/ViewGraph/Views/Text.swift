import Foundation

/// A string a `Text` looks up and formats: what `Text("Count: \(count)")` is given.
///
/// Interpolated values are formatted as an iPhone set to US English formats them, and the Markdown
/// the lessons use is applied: `**bold**` and `_italic_` lose their marks, and
/// `^[3 night](inflect: true)` agrees with its number ("3 nights", "1 night").
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let resolved: String
    /// The key in parts, when a `Text` or an `Image` was interpolated in it: each such part keeps
    /// its own font and size (see `TextRun`); nil when the key is all characters.
    var parts: [Part]?

    /// A stretch of a key: characters, or a text (an image inside text is a `Text` of it).
    enum Part: Equatable {
        case characters(String)
        case text(Text)
    }

    /// A key made from a literal.
    public init(stringLiteral value: String) { resolved = value }

    /// A key made from a string.
    public init(_ value: String) { resolved = value }

    /// A key made from an interpolation.
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.text
        if stringInterpolation.parts.contains(where: { if case .text = $0 { true } else { false } }) {
            parts = stringInterpolation.parts
        }
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The same characters in parts, each interpolated `Text` or `Image` a part of its own.
        var parts: [Part] = []
        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Adds a literal part as it is.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
            if case .characters(let before)? = parts.last {
                parts[parts.count - 1] = .characters(before + literal)
            } else {
                parts.append(.characters(literal))
            }
        }
        /// Adds `text` as a part of its own, in its own font.
        mutating func appendPart(_ text: Text) {
            self.text += text.string(in: EnvironmentValues())
            parts.append(.text(text))
        }
        /// Adds `value` as Swift describes it.
        public mutating func appendInterpolation<T>(_ value: T) { appendLiteral("\(value)") }
        /// Adds a string as it is.
        public mutating func appendInterpolation(_ value: String) { appendLiteral(value) }
        /// Adds `input` formatted by `format` in US English.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendLiteral(format.locale(usEnglish).format(input))
        }
        /// Adds `date` in `style`, as a `Text` of it shows it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendLiteral(Text(date, style: style).string(in: EnvironmentValues()))
        }
        /// Adds what `text` shows, in its own font.
        public mutating func appendInterpolation(_ text: Text) { appendPart(text) }
    }
}

let usEnglish = Locale(identifier: "en_US")

/// A view that shows one or more lines of read-only text.
nonisolated public struct Text: Equatable, Sendable {
    // A text is kept small, as every row of a long list holds one or two (its own view's value and
    // a button's label): a plain text's string sits inline and everything else behind a reference,
    // so that the whole text fits in a view value's inline storage and needs no box of its own.
    enum Storage: Equatable {
        case verbatim(String)
        case key(String)
        indirect case date(Date, DateStyle)
        /// An image inside text (`Text(Image(systemName:))`): no characters, the room of the image.
        indirect case image(Image)
        indirect case concatenation(Text, Text)
    }

    /// What the text's own modifiers set.
    struct Styling: Equatable, Sendable {
        var modifiers: [String] = []
        /// The colour the text's own `foregroundColor` or `foregroundStyle` gave it, by the name the
        /// screen's picture draws it in (`ScreenDrawing.colorName`); nil for the environment's.
        var colorName: String?
        /// The text's own font changes (`Text("a").font(.title).bold()`), in the order they were
        /// made: they apply on top of the environment's font, and decide how big the text is.
        var fontChanges: [FontChange] = []
    }

    /// A text with modifiers of its own: what it shows and how, shared by its copies, never changed.
    final class StyledContent: Sendable {
        let storage: Storage
        let styling: Styling
        init(_ storage: Storage, _ styling: Styling) {
            self.storage = storage
            self.styling = styling
        }
    }

    /// A plain text's storage, or a styled one's behind a reference.
    enum Content: Sendable {
        case plain(Storage)
        case styled(StyledContent)
    }

    private var content = Content.plain(.verbatim(""))

    /// What the text shows.
    var storage: Storage {
        get {
            switch content {
            case .plain(let storage): return storage
            case .styled(let styled): return styled.storage
            }
        }
        set { content = Text.content(newValue, styling) }
    }

    private var styling: Styling {
        get {
            guard case .styled(let styled) = content else { return Styling() }
            return styled.styling
        }
        set { content = Text.content(storage, newValue) }
    }

    private static func content(_ storage: Storage, _ styling: Styling) -> Content {
        styling == Styling() ? .plain(storage) : .styled(StyledContent(storage, styling))
    }

    var modifiers: [String] {
        get { styling.modifiers }
        set { styling.modifiers = newValue }
    }
    /// See `Styling.colorName`.
    var colorName: String? {
        get { styling.colorName }
        set { styling.colorName = newValue }
    }
    /// See `Styling.fontChanges`.
    var fontChanges: [FontChange] {
        get { styling.fontChanges }
        set { styling.fontChanges = newValue }
    }

    /// The same characters with the same styling: two texts made apart are equal when they say and
    /// look the same.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage == rhs.storage && lhs.styling == rhs.styling
    }

    /// A change `Text` makes to the font it inherits.
    enum FontChange: Hashable {
        /// `font(_:)`: this font, or the environment's when nil.
        case font(Font?)
        case bold(Bool)
        case italic(Bool)
        /// `fontWeight(_:)`: this weight, or the font's own when nil.
        case weight(Font.Weight?)
        case monospacedDigit
        /// `monospaced(_:)`: the font's monospaced version.
        case monospaced(Bool)
        /// `fontDesign(_:)`: this design, or the font's own when nil.
        case design(Font.Design?)
        /// `fontWidth(_:)`: this width, or the font's own when nil.
        case width(Font.Width?)
        /// `kerning(_:)` and `tracking(_:)`: points added after each character (see `LetterSpacing`).
        case kerning(CGFloat)
        case tracking(CGFloat)
        /// `allowsTightening(_:)` on the text itself.
        case allowsTightening(Bool)
    }

    /// The font the text shows in, in `environment`: the environment's font (body when none), with
    /// the text's own changes on top, as SwiftUI resolves `Text("a").font(.title).bold()` inside a
    /// `.font(.caption)`: a title, bold.
    func font(in environment: EnvironmentValues) -> Font? {
        var font = environment.font
        for change in fontChanges {
            switch change {
            case .font(let new): font = new ?? environment.font
            case .bold(let isActive): if isActive { font = (font ?? .body).bold() }
            case .italic(let isActive): if isActive { font = (font ?? .body).italic() }
            case .weight(let weight): if let weight { font = (font ?? .body).weight(weight) }
            case .monospacedDigit: font = (font ?? .body).monospacedDigit()
            case .monospaced(let isActive): if isActive { font = (font ?? .body).monospaced() }
            case .design(let design): if let design { font = (font ?? .body).with(nil) { $0.design = design } }
            case .width(let width): if let width { font = (font ?? .body).width(width) }
            case .kerning, .tracking, .allowsTightening: break
            }
        }
        return font
    }

    /// `environment` with the text's own changes on top: its font, and the letter spacing and
    /// tightening set on the text itself, which win over those set around it.
    func textEnvironment(in environment: EnvironmentValues) -> EnvironmentValues {
        guard !fontChanges.isEmpty else { return environment }
        var result = environment
        result.font = font(in: environment)
        for change in fontChanges {
            switch change {
            case .kerning(let points): result.letterSpacing.kerning = points
            case .tracking(let points): result.letterSpacing.tracking = points
            case .allowsTightening(let flag): result.allowsTightening = flag
            default: break
            }
        }
        return result
    }

    /// Text that shows `content` as it is.
    public init(verbatim content: String) { storage = .verbatim(content) }

    /// Text that shows a string value as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Text that shows a localized, formatted key: interpolations, Markdown and inflection.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        guard let parts = key.parts else {
            storage = .key(key.resolved)
            return
        }
        // A key with a `Text` or an `Image` in it: its parts joined, each in its own font.
        let texts = parts.map { part -> Text in
            switch part {
            case .characters(let characters): Text(storage: .key(characters))
            case .text(let text): text
            }
        }
        self = texts.dropFirst().reduce(texts[0], +)
    }

    /// Text that shows `input` formatted with `format`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        storage = .verbatim(format.locale(usEnglish).format(input))
    }

    /// Text that shows a date in a style the system keeps current by itself, with no body running.
    public init(_ date: Date, style: DateStyle) { storage = .date(date, style) }

    /// Text that shows a range of dates.
    public init(_ dates: ClosedRange<Date>) {
        let format = Date.FormatStyle(date: .abbreviated, time: .shortened).locale(usEnglish)
        storage = .verbatim(format.format(dates.lowerBound) + " – " + format.format(dates.upperBound))
    }

    /// How a date shows in `Text(_:style:)`.
    public struct DateStyle: Equatable, Sendable {
        let name: String
        /// A time, such as 11:23 PM.
        public static let time = DateStyle(name: "time")
        /// A date, such as June 3, 2026.
        public static let date = DateStyle(name: "date")
        /// The time from now to the date, such as 11 min, 14 sec.
        public static let relative = DateStyle(name: "relative")
        /// The time from now to the date, signed, in its largest unit, such as -11 minutes.
        public static let offset = DateStyle(name: "offset")
        /// A count up or down, such as 2:32.
        public static let timer = DateStyle(name: "timer")
    }

    /// The string the text shows, in the environment's `textCase` when one is set.
    func string(in environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case .uppercase?: return writtenString(in: environment).uppercased(with: environment.locale)
        case .lowercase?: return writtenString(in: environment).lowercased(with: environment.locale)
        case nil: return writtenString(in: environment)
        }
    }

    /// The string as written, whatever the environment's `textCase`.
    private func writtenString(in environment: EnvironmentValues) -> String {
        switch storage {
        case .verbatim(let text): return text
        case .key(let key): return MarkdownText.render(key)
        case .date(let date, let style): return Text.render(date, style: style)
        case .image: return ""
        case .concatenation(let left, let right):
            return left.writtenString(in: environment) + right.writtenString(in: environment)
        }
    }

    static func render(_ date: Date, style: DateStyle) -> String {
        let now = (isOnHostMainQueue ? MainActor.assumeIsolated { Host.current?.now } : nil) ?? Date()
        // Whole seconds, as iOS counts them. The device's clock never lags the real one (`Host.now`), so
        // a date the lesson's code took at launch is never counted a second short.
        let seconds = Int(now.timeIntervalSince(date).rounded(.down))
        switch style {
        case .time: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(usEnglish))
        case .date: return date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(usEnglish))
        case .timer:
            let value = abs(seconds)
            return value >= 3600
                ? String(format: "%d:%02d:%02d", value / 3600, value / 60 % 60, value % 60)
                : String(format: "%d:%02d", value / 60, value % 60)
        case .offset:
            return (seconds >= 0 ? "+" : "-") + relativeUnits(seconds, from: date, to: now, count: 1, short: false)
        default: return relativeUnits(seconds, from: date, to: now, count: 2, short: true)
        }
    }

    /// The time between two dates in calendar units, the largest first: `count` of them from the
    /// largest that is not zero (a zero second one left out), in short or full names.
    ///
    /// As iOS shows a date style: `.relative` two units with short names ("11 min, 14 sec" for a date
    /// 11 minutes and 14 seconds away, as Apple's "Displaying dynamic dates in widgets" shows it; "2
    /// hr, 23 min"; "1 yr, 1 mth"), `.offset` the largest unit alone, in full and signed ("-11
    /// minutes" for the same date; "+2 hours", "-3 months" in `Text.DateStyle.offset`'s
    /// documentation). A past date and a future one show alike, apart from the offset's sign.
    /// `seconds` is the whole seconds from `date` to `now`, as the timer style counts them.
    static func relativeUnits(_ seconds: Int, from date: Date, to now: Date, count: Int, short: Bool) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let start = min(date, now)
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: start,
            to: start.addingTimeInterval(Double(abs(seconds))))
        let units: [(Int, full: String, short: String, shortPlural: String)] = [
            (parts.year ?? 0, "year", "yr", "yrs"), (parts.month ?? 0, "month", "mth", "mths"),
            (parts.day ?? 0, "day", "day", "days"), (parts.hour ?? 0, "hour", "hr", "hr"),
            (parts.minute ?? 0, "minute", "min", "min"), (parts.second ?? 0, "second", "sec", "sec"),
        ]
        let first = units.firstIndex { $0.0 != 0 } ?? units.count - 1
        let shown = units[first..<min(units.count, first + count)].enumerated().filter {
            $0.offset == 0 || $0.element.0 != 0
        }.map(\.element)
        return shown.map { value, full, shortName, shortPlural in
            let name = short ? (value == 1 ? shortName : shortPlural) : (value == 1 ? full : full + "s")
            return "\(value) \(name)"
        }.joined(separator: ", ")
    }

    /// Text that shows `lhs` and then `rhs`.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenation(lhs, rhs)) }

    init(storage: Storage) { content = .plain(storage) }

    private func adding(_ modifier: String, _ fontChange: FontChange? = nil) -> Text {
        var copy = self
        var styling = copy.styling
        styling.modifiers.append(modifier)
        if let fontChange { styling.fontChanges.append(fontChange) }
        copy.styling = styling
        return copy
    }

    /// The same text in `font` (nil: the environment's).
    public func font(_ font: Font?) -> Text { adding("font", .font(font)) }
    /// The same text, bold.
    public func bold(_ isActive: Bool = true) -> Text { adding("bold", .bold(isActive)) }
    /// The same text, italic.
    public func italic(_ isActive: Bool = true) -> Text { adding("italic", .italic(isActive)) }
    /// The same text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding("weight", .weight(weight)) }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = adding("color")
        copy.colorName = color?.name
        return copy
    }
    /// The same text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = adding("style")
        copy.colorName = ScreenDrawing.colorName(style)
        return copy
    }

    /// The colour the text is drawn in, of its own: its `colorName`, or for two texts joined with
    /// `+` the colour both parts have (the picture draws a text in one colour).
    var drawnColorName: String? {
        if let colorName { return colorName }
        if case .concatenation(let lhs, let rhs) = storage, lhs.drawnColorName == rhs.drawnColorName {
            return lhs.drawnColorName
        }
        return nil
    }
    /// The same text, monospaced digits.
    public func monospacedDigit() -> Text { adding("monospacedDigit", .monospacedDigit) }
    /// The same text with `kerning` points more after each character, the last included (Apple:
    /// "the kerning affects the trailing edge of the text view as well"). Tracking set on the same
    /// text wins over it.
    public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", .kerning(kerning)) }
    /// The same text with `tracking` points more after each character ("the amount of additional
    /// space … that the view should add to each character cluster after layout").
    public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", .tracking(tracking)) }
    /// The same text in the monospaced version of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { adding("monospaced", .monospaced(isActive)) }
    /// The same text in a font of `design` (nil: its font's own).
    public func fontDesign(_ design: Font.Design?) -> Text { adding("fontDesign", .design(design)) }
    /// The same text in a font of `width` (nil: its font's own).
    public func fontWidth(_ width: Font.Width?) -> Text { adding("fontWidth", .width(width)) }
    /// The same text, its letters squeezed together a little when a line is too long (see `TextLayout`).
    public func allowsTightening(_ flag: Bool) -> Text { adding("allowsTightening", .allowsTightening(flag)) }
    /// The same text, struck through.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    { adding("strikethrough") }
    /// The same text, underlined.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    { adding("underline") }
}

extension Text: View {
    public typealias Body = Never
}

@MainActor extension Text: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
}

/// The Markdown and inflection `Text` applies to a localized key.
enum MarkdownText {
    /// The plain text of `source`: links and emphasis stripped, `^[…](inflect: true)` agreed.
    static func render(_ source: String) -> String {
        let marks = emphasisMarks(in: source)
        var output = ""
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if character == "\\", source.index(after: index) < source.endIndex {
                output.append(source[source.index(after: index)])
                index = source.index(index, offsetBy: 2)
                continue
            }
            if let (inner, attributes, end) = link(in: source, at: index) {
                output += attributes.contains("inflect: true") ? Inflection.agree(inner) : render(inner)
                index = end
                continue
            }
            if character == "`", let close = source[source.index(after: index)...].firstIndex(of: "`") {
                // A code span shows its text as it is: no emphasis inside.
                output += source[source.index(after: index)..<close]
                index = source.index(after: close)
                continue
            }
            if !marks.contains(index) { output.append(character) }
            index = source.index(after: index)
        }
        return output
    }

    /// The `[text](target)` or `^[text](attributes)` starting at `index`: its text, what its
    /// parentheses hold, and where it ends.
    private static func link(in source: String, at index: String.Index) -> (String, String, String.Index)? {
        let character = source[index]
        guard character == "^" || character == "[" else { return nil }
        let openIndex = character == "^" ? source.index(after: index) : index
        guard openIndex < source.endIndex, source[openIndex] == "[",
            let close = source[openIndex...].firstIndex(of: "]"),
            source.index(after: close) < source.endIndex, source[source.index(after: close)] == "(",
            let end = source[close...].firstIndex(of: ")")
        else { return nil }
        let inner = String(source[source.index(after: openIndex)..<close])
        let attributes = String(source[source.index(close, offsetBy: 2)..<end])
        return (inner, attributes, source.index(after: end))
    }

    /// A run of one delimiter character (`*`, `_` or `~`) outside code spans and links.
    private struct DelimiterRun {
        let character: Character
        /// Where each of the run's characters is, in order.
        var positions: [String.Index]
        let canOpen: Bool
        let canClose: Bool
    }

    /// The emphasis and strikethrough marks of `source` that are taken out: only those that pair up,
    /// as CommonMark's "process emphasis" pairs them (and GitHub's strikethrough, `~~`, which Apple's
    /// Markdown reads too). A delimiter that finds no partner is a character of the text: SwiftUI shows
    /// `Text(".id(_:)")` with its underscore (Ole Begemann's swiftui-view-lifecycle app titles a case
    /// study so, its screenshots show `.id(_:)`), `2*3` and `snake_case_name` as written, while
    /// `*italic*` and `__bold__` lose their marks. The rules, from the CommonMark specification
    /// (0.31, "Emphasis and strong emphasis"): a run can open when it is left-flanking (not followed
    /// by whitespace, and not followed by punctuation unless preceded by whitespace or punctuation),
    /// close when right-flanking (the mirror); an underscore run inside a word opens or closes
    /// nothing; a closer pairs with the nearest opener of its character, taking two marks from each
    /// when both have two, else one.
    static func emphasisMarks(in source: String) -> Set<String.Index> {
        var runs: [DelimiterRun] = []
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if character == "\\", source.index(after: index) < source.endIndex {
                index = source.index(index, offsetBy: 2)
                continue
            }
            if let (_, _, end) = link(in: source, at: index) {
                index = end
                continue
            }
            if character == "`", let close = source[source.index(after: index)...].firstIndex(of: "`") {
                index = source.index(after: close)
                continue
            }
            guard character == "*" || character == "_" || character == "~" else {
                index = source.index(after: index)
                continue
            }
            var end = index
            var positions: [String.Index] = []
            while end < source.endIndex, source[end] == character {
                positions.append(end)
                end = source.index(after: end)
            }
            let before = index > source.startIndex ? source[source.index(before: index)] : " "
            let after = end < source.endIndex ? source[end] : " "
            let leftFlanking =
                !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
            let rightFlanking =
                !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
            let canOpen = character == "_" ? leftFlanking && (!rightFlanking || isPunctuation(before)) : leftFlanking
            let canClose = character == "_" ? rightFlanking && (!leftFlanking || isPunctuation(after)) : rightFlanking
            if character != "~" || positions.count == 2 {
                runs.append(
                    DelimiterRun(character: character, positions: positions, canOpen: canOpen, canClose: canClose))
            }
            index = end
        }
        var marks = Set<String.Index>()
        var openers: [Int] = []
        for closer in runs.indices {
            if runs[closer].canClose {
                while !runs[closer].positions.isEmpty,
                    let opener = openers.last(where: {
                        runs[$0].character == runs[closer].character && !runs[$0].positions.isEmpty
                    })
                {
                    let taken =
                        runs[closer].character == "~"
                        ? 2 : (runs[opener].positions.count >= 2 && runs[closer].positions.count >= 2 ? 2 : 1)
                    marks.formUnion(runs[opener].positions.suffix(taken))
                    marks.formUnion(runs[closer].positions.prefix(taken))
                    runs[opener].positions.removeLast(taken)
                    runs[closer].positions.removeFirst(taken)
                    // Openers between the pair can no longer be closed.
                    openers.removeAll { $0 > opener }
                    if runs[opener].positions.isEmpty { openers.removeAll { $0 == opener } }
                }
            }
            if runs[closer].canOpen, !runs[closer].positions.isEmpty { openers.append(closer) }
        }
        return marks
    }

    /// Punctuation as CommonMark counts it: ASCII punctuation and Unicode's punctuation and symbols.
    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }
}

/// English grammatical agreement for `^[3 night](inflect: true)`: a noun after a number agrees with it.
enum Inflection {
    static func agree(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map { String($0) }
        guard let numberIndex = words.firstIndex(where: { Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
            numberIndex + 1 < words.count,
            let number = Double(words[numberIndex].replacingOccurrences(of: ",", with: ""))
        else { return phrase }
        let noun = words[numberIndex + 1]
        words[numberIndex + 1] = number == 1 ? singular(noun) : plural(noun)
        return words.joined(separator: " ")
    }

    static func plural(_ noun: String) -> String {
        let irregular = [
            "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet", "mouse": "mice",
        ]
        if let word = irregular[noun.lowercased()] { return word }
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") {
            return noun + "es"
        }
        if noun.hasSuffix("y"), let last = noun.dropLast().last, !"aeiou".contains(last) {
            return String(noun.dropLast()) + "ies"
        }
        return noun + "s"
    }

    static func singular(_ noun: String) -> String {
        let irregular = [
            "people": "person", "children": "child", "men": "man", "women": "woman", "feet": "foot", "mice": "mouse",
        ]
        if let word = irregular[noun.lowercased()] { return word }
        if noun.hasSuffix("ies") { return String(noun.dropLast(3)) + "y" }
        if noun.hasSuffix("es"), noun.dropLast(2).hasSuffix("s") || noun.dropLast(2).hasSuffix("x") {
            return String(noun.dropLast(2))
        }
        if noun.hasSuffix("s"), !noun.hasSuffix("ss") { return String(noun.dropLast()) }
        return noun
    }
}
