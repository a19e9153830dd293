import Foundation

/// `formatter` as the device would use it: one left in the machine's default locale (Linux's en_001)
/// formats in US English, as the iPhone the lessons were recorded on did; a locale set by the lesson stays.
func onDevice(_ formatter: Formatter) -> Formatter {
    // Foundation's own current locale: `Locale.current` is the device's here.
    let machineDefault = NSLocale.current.identifier
    if let dates = formatter as? DateFormatter, dates.locale.identifier == machineDefault,
        let copy = dates.copy() as? DateFormatter
    {
        copy.locale = usEnglish
        return copy
    }
    if let numbers = formatter as? NumberFormatter, numbers.locale.identifier == machineDefault,
        let copy = numbers.copy() as? NumberFormatter
    {
        copy.locale = usEnglish
        return copy
    }
    return formatter
}

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted with a printf-style specifier: `"\(price, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, locale: usEnglish, value))
    }

    /// A `Double` as a localized key formats it: with `%lf`, six decimals (`"\(3.5)"` shows 3.500000).
    ///
    /// A `Text`'s key formats each number with its printf specifier, unlike `print`, which would
    /// show 3.5; `"\(x, specifier: "%.1f")"` or `format:` choose another.
    public mutating func appendInterpolation(_ value: Double) {
        appendLiteral(String(format: "%lf", locale: usEnglish, value))
    }

    /// A `Float` formatted with `%f`, six decimals, as a localized key does.
    public mutating func appendInterpolation(_ value: Float) {
        appendLiteral(String(format: "%f", locale: usEnglish, Double(value)))
    }

    /// A `CGFloat` formatted with `%lf`, six decimals, as a localized key does.
    public mutating func appendInterpolation(_ value: CGFloat) {
        appendLiteral(String(format: "%lf", locale: usEnglish, Double(value)))
    }

    /// A value formatted by a `Formatter`: `"\(date, formatter: Self.dateFormatter)"`.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendLiteral(formatter.map { onDevice($0).string(for: subject) ?? "\(subject)" } ?? "\(subject)")
    }

    /// An SF Symbol inside text, as a part of its own (see `TextRun`): it takes room on its line,
    /// and shows no characters.
    public mutating func appendInterpolation(_ image: Image) { appendPart(Text(image)) }

    /// An attributed string's characters.
    public mutating func appendInterpolation(_ string: AttributedString) {
        appendLiteral(String(string.characters))
    }
}

extension Text {
    /// An SF Symbol inside text (`Text(Image(systemName: "star")) + Text(" 4.5")`): it takes the room
    /// of the symbol in the text's font (see `TextRun`), and shows no characters.
    public init(_ image: Image) { self.init(storage: .image(image)) }

    /// Text showing an attributed string's characters.
    ///
    /// Disfavoured because Foundation on Linux lets a string literal be an `AttributedString`: without
    /// it, `Text("**Bold**")` would show the stars instead of reading the literal as a key, as on iOS.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { self.init(attributedRuns: attributedContent) }

    /// A timer counting down to the end of `timerInterval` (or up from its start).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(countsDown ? timerInterval.upperBound : timerInterval.lowerBound, style: .timer)
    }
}
