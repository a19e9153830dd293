import Foundation

extension Text {
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
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = LocalizationValue.resolve(keyAndValue.text)
    }

    /// The string for `key`, or `defaultValue` when the table has none: always the default here.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
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
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.text
    }
}
