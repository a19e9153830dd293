import Foundation

extension View {
    /// Sets the font of text in the view, through the environment; the engine uses its size only to estimate how tall text is.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Not modelled: sets the weight of text in the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { inert("fontWeight") }
    /// Not modelled: makes text in the view bold.
    public func bold(_ isActive: Bool = true) -> some View { inert("bold") }
    /// Not modelled: makes text in the view italic.
    public func italic(_ isActive: Bool = true) -> some View { inert("italic") }
    /// Not modelled: gives text in the view digits of equal width.
    public func monospacedDigit() -> some View { inert("monospacedDigit") }
    /// Not modelled: limits text to a number of lines.
    public func lineLimit(_ number: Int?) -> some View { inert("lineLimit") }
    /// Not modelled: aligns the lines of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { inert("multilineTextAlignment") }
}
/// How the lines of multiline text line up: leading, centred or trailing.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension Text {
    /// The same text with letters `kerning` points further apart.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// The same text with letters `tracking` points further apart.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// The same text moved `baselineOffset` points up.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// The same text in a font of `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// The same text in a font of `width`.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// The same text, monospaced.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// The same text in a size relative to the surrounding text.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    /// The same text, its letters tightened to fit.
    public func allowsTightening(_ flag: Bool) -> Text { self }
}

/// Whether a view's text is kept the same case, made upper case or lower case.
extension Text {
    /// A change of case.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// Where a line too long to fit is cut.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    /// A text size relative to the surrounding text.
    public struct Scale: Hashable, Sendable {
        let name: String
        /// The size of the text around it, or a smaller one.
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }

extension EnvironmentValues {
    /// The case text is shown in: `nil` (as written) unless an ancestor set `.textCase(_:)`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// Keeps the dynamic type size the content sees within a range.
public struct _DynamicTypeSizeRangeModifier: ViewModifier, PrimitiveModifier {
    let contains: (DynamicTypeSize) -> Bool
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        let size = environment.dynamicTypeSize
        guard !contains(size) else { return }
        let allowed = DynamicTypeSize.allCases.filter(contains)
        if let nearest = allowed.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }) {
            environment.dynamicTypeSize = nearest
        }
    }
}

extension View {
    /// Sets the text size of the content.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    /// Keeps the text size of the content within `range`.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_DynamicTypeSizeRangeModifier(contains: range.contains))
    }
    /// Shows the text below in upper or lower case (`nil`: as written), through the environment's
    /// `textCase`, which the content can also read and set back.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// Not modelled: the space between lines.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { inert("lineSpacing") }
    /// Not modelled: how small text may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { inert("minimumScaleFactor") }
    /// Not modelled: where a line too long to fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { inert("truncationMode") }
    /// Not modelled: lets text squeeze its letters together to fit.
    public func allowsTightening(_ flag: Bool) -> some View { inert("allowsTightening") }
    /// Not modelled: the space between letters.
    public func kerning(_ kerning: CGFloat) -> some View { inert("kerning") }
    /// Not modelled: the space between letters, ligatures kept.
    public func tracking(_ tracking: CGFloat) -> some View { inert("tracking") }
    /// Not modelled: moves text up or down from its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inert("baselineOffset") }
    /// Not modelled: the design of the font below.
    public func fontDesign(_ design: Font.Design?) -> some View { inert("fontDesign") }
    /// Not modelled: the width of the font below.
    public func fontWidth(_ width: Font.Width?) -> some View { inert("fontWidth") }
    /// Not modelled: text in a size relative to the surrounding text.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert("textScale") }
    /// Not modelled: text below in a monospaced font.
    public func monospaced(_ isActive: Bool = true) -> some View { inert("monospaced") }
    /// Not modelled: text below underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { inert("underline") }
    /// Not modelled: text below struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { inert("strikethrough") }
    /// Not modelled: at most `limit` lines, keeping their space even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { inert("lineLimit") }
    /// Not modelled: between `limits` lines.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View { inert("lineLimit") }
    /// Not modelled: at least `limits.lowerBound` lines.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View { inert("lineLimit") }
    /// Not modelled: at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View { inert("lineLimit") }
}
