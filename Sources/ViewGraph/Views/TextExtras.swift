import Foundation

// More ways to make text: printf-style specifiers and formatters in interpolations, inline symbols,
// attributed strings, timers, `String(localized:)` (which Foundation on Linux lacks), and font variants.

/// `formatter` as the device would use it: one left in the machine's default locale (Linux's en_001)
/// formats in US English, as the iPhone the lessons were recorded on did; a locale set by the lesson stays.
func onDevice(_ formatter: Formatter) -> Formatter {
    let machineDefault = NSLocale.current.identifier  // Foundation's own current locale: `Locale.current` is the device's here
    if let dates = formatter as? DateFormatter, dates.locale.identifier == machineDefault, let copy = dates.copy() as? DateFormatter {
        copy.locale = usEnglish
        return copy
    }
    if let numbers = formatter as? NumberFormatter, numbers.locale.identifier == machineDefault, let copy = numbers.copy() as? NumberFormatter {
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

    /// An SF Symbol inside text; the plain-text screen has no room for pictures, so it shows nothing.
    public mutating func appendInterpolation(_ image: Image) {}

    /// An attributed string's characters.
    public mutating func appendInterpolation(_ string: AttributedString) {
        appendLiteral(String(string.characters))
    }
}

extension Text {
    /// An SF Symbol inside text (`Text(Image(systemName: "star")) + Text(" 4.5")`); it shows no characters.
    public init(_ image: Image) { self.init(verbatim: "") }

    /// Text showing an attributed string's characters.
    ///
    /// Disfavoured because Foundation on Linux lets a string literal be an `AttributedString`: without
    /// it, `Text("**Bold**")` would show the stars instead of reading the literal as a key, as on iOS.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { self.init(verbatim: String(attributedContent.characters)) }

    /// A timer counting down to the end of `timerInterval` (or up from its start).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(countsDown ? timerInterval.upperBound : timerInterval.lowerBound, style: .timer)
    }

    /// Text for a localized resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(LocalizedStringKey(resource.key)) }
}

extension String {
    /// The key and default value of a localized string, with interpolations: what `String(localized:)` is given.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        let text: String
        /// A value from a string literal.
        public init(stringLiteral value: String) { text = value }
        /// A value from a string.
        public init(_ value: String) { text = value }
        /// A value from an interpolated string literal.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { text = stringInterpolation.text }
    }

    /// The string for `keyAndValue` in the app's language, US English here, with `^[...](inflect: true)` agreed.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationValue.resolve(keyAndValue.text)
    }

    /// The string for `key`, or `defaultValue` when the table has none: always the default here.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizationValue.resolve(defaultValue.text)
    }

    /// The string of a localized resource.
    public init(localized resource: LocalizedStringResource) {
        self = LocalizationValue.resolve(resource.key)
    }
}

extension String.LocalizationValue {
    /// The text with automatic grammar agreement applied, which `String(localized:)` does and Linux lacks.
    static func resolve(_ text: String) -> String {
        text.contains("](inflect: true)") ? MarkdownText.render(text) : text
    }
}

/// A localized string looked up later, when it is shown.
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation {
    let key: String
    /// A resource from a string literal.
    public init(stringLiteral value: String) { key = value }
    /// A resource from an interpolated string literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }
    /// A resource for `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        key = keyAndValue.text
    }
}

extension Font {
    /// How tightly lines are packed.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// A custom font that scales with `textStyle`.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font { Font(name: name) }
    /// A custom font of a fixed size, which does not scale.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(name: name) }
    /// The same font in small capitals.
    public func smallCaps() -> Font { Font(name: name + ".smallCaps") }
    /// The same font with lower-case letters as small capitals.
    public func lowercaseSmallCaps() -> Font { Font(name: name + ".lowercaseSmallCaps") }
    /// The same font with upper-case letters as small capitals.
    public func uppercaseSmallCaps() -> Font { Font(name: name + ".uppercaseSmallCaps") }
    /// The same font with `leading`.
    public func leading(_ leading: Leading) -> Font { self }
    /// The same font with `width`.
    public func width(_ width: Width) -> Font { self }
}

extension ContentTransition {
    /// Digits that roll as `value` changes.
    public static func numericText(value: Double) -> ContentTransition { .identity }
    /// Text that interpolates between its old and new letters.
    public static var interpolate: ContentTransition { .identity }
}

extension AnyTransition {
    /// Blurs the old view out as the new one comes in (iOS 17).
    public static var blurReplace: AnyTransition { AnyTransition(name: "blurReplace") }
    /// Moves the view by `x` and `y` as it comes and goes.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// Moves the view by `offset` as it comes and goes.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// The same transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
