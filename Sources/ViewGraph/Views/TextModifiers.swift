import Foundation

// The modifiers that set how text below them is set: its font and the font's changes, how many
// lines it may take, how it is cut when it does not fit, how its lines line up. Each is an
// environment value that `TextLayout` reads, as in SwiftUI (`EnvironmentValues.lineLimit`,
// `.truncationMode`, `.multilineTextAlignment`…), so a modifier on a stack sets every text inside.

extension View {
    /// Sets the font of text in the view, through the environment.
    nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Sets the weight of text in the view (a weight given in the text's own font wins).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.weight = weight }
    }
    /// Makes text in the view bold.
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.isBold = isActive }
    }
    /// Makes text in the view italic.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.isItalic = isActive }
    }
    /// Gives text in the view digits of equal width.
    nonisolated public func monospacedDigit() -> some View {
        transformEnvironment(\.fontAdjustments) { $0.hasMonospacedDigits = true }
    }
    /// Limits text in the view to `number` lines (nil: as many as it needs), cutting the last one
    /// with "…" as `truncationMode` says.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimits, LineLimits(maximum: number))
    }
    /// Aligns the lines of multiline text in the view: leading, centred or trailing.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
/// How the lines of multiline text line up: leading, centred or trailing.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

// `Text`'s own modifiers return a `Text`: these change nothing of its layout yet, while the view
// modifiers of the same names, applied to a container, do where they are modelled.
extension Text {
    /// Not modelled: the same text moved `baselineOffset` points up.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Not modelled: the same text in a size relative to the surrounding text.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
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
nonisolated public struct _DynamicTypeSizeRangeModifier: ViewModifier, PrimitiveModifier {
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
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    /// Keeps the text size of the content within `range`.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        modifier(_DynamicTypeSizeRangeModifier(contains: range.contains))
    }
    /// Shows the text below in upper or lower case (`nil`: as written), through the environment's
    /// `textCase`, which the content can also read and set back.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
    /// Puts `lineSpacing` more points between the lines of text in the view.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    /// Lets text in the view shrink down to `factor` of its size before it is cut to fit.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
    /// Where a line of text in the view too long to fit is cut: at its head, middle or tail.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
    /// Lets text in the view squeeze its letters together a little to fit.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// Adds `kerning` points after each character of the text below (a text's own wins).
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.letterSpacing) { $0.kerning = kerning }
    }
    /// Adds `tracking` points after each character of the text below; tracking wins over kerning
    /// (Apple: "If you add both the tracking(_:) and kerning(_:) modifiers to a view, the view
    /// applies the tracking and ignores the kerning").
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.letterSpacing) { $0.tracking = tracking }
    }
    /// Not modelled: moves text up or down from its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { inert("baselineOffset") }
    /// Sets the design of the font below (a design given in the text's own font wins).
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.design = design }
    }
    /// Sets the width of the font below (a width given in the text's own font wins).
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.width = width }
    }
    /// Not modelled: text in a size relative to the surrounding text.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert("textScale") }
    /// Sets text below in the monospaced version of its font.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.fontAdjustments) { $0.isMonospaced = isActive }
    }
    /// Not modelled: text below underlined.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { inert("underline") }
    /// Not modelled: text below struck through.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { inert("strikethrough") }
    /// At most `limit` lines; with `reservesSpace`, as tall as `limit` lines even when shorter.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimits, LineLimits(minimum: reservesSpace ? limit : nil, maximum: limit))
    }
    /// At least `limits.lowerBound` lines tall, and at most `limits.upperBound` lines.
    nonisolated public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environment(\.lineLimits, LineLimits(minimum: limits.lowerBound, maximum: limits.upperBound))
    }
    /// At least `limits.lowerBound` lines tall, as many as it needs.
    nonisolated public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimits, LineLimits(minimum: limits.lowerBound, maximum: nil))
    }
    /// At most `limits.upperBound` lines.
    nonisolated public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimits, LineLimits(maximum: limits.upperBound))
    }
}

// MARK: - The environment values text reads

/// How many lines text may take, and how many it is tall at least (`lineLimit(_:)` and its ranges).
struct LineLimits: Hashable, Sendable {
    /// The fewest lines' height the text takes, even when shorter (nil: its own).
    var minimum: Int?
    /// The most lines it shows (nil: as many as it needs).
    var maximum: Int?

    init(minimum: Int? = nil, maximum: Int?) {
        self.minimum = minimum.map { max($0, 1) }
        self.maximum = maximum.map { max($0, 1) }
    }
}

/// The changes to the font that modifiers around text make (`.bold()`, `.fontWeight(_:)`,
/// `.fontDesign(_:)`…), applied to whatever font the text ends up in.
struct FontAdjustments: Hashable, Sendable {
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false
    var design: Font.Design?
    var width: Font.Width?
}

/// The space `kerning(_:)` and `tracking(_:)` add after each character, in points.
struct LetterSpacing: Hashable, Sendable {
    var kerning: CGFloat?
    var tracking: CGFloat?
    /// What each character's advance grows by: the tracking if set, else the kerning.
    var points: CGFloat { tracking ?? kerning ?? 0 }
}

private struct LetterSpacingKey: EnvironmentKey { static var defaultValue: LetterSpacing { LetterSpacing() } }
private struct LineLimitsKey: EnvironmentKey { static var defaultValue: LineLimits { LineLimits(maximum: nil) } }
private struct FontAdjustmentsKey: EnvironmentKey { static var defaultValue: FontAdjustments { FontAdjustments() } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The most lines text below shows: nil (as many as it needs) unless `.lineLimit(_:)` set it.
    public var lineLimit: Int? {
        get { lineLimits.maximum }
        set { lineLimits = LineLimits(maximum: newValue) }
    }
    /// How lines of multiline text line up: leading unless `.multilineTextAlignment(_:)` set it.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where a line too long to fit is cut: at its tail unless `.truncationMode(_:)` set it.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// The points added between lines of text: 0 unless `.lineSpacing(_:)` set it.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How far text may shrink to fit, as a fraction of its size: 1 (not at all) by default.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may squeeze its letters together to fit: false by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// The line limits, ranges and reserved space included.
    var lineLimits: LineLimits {
        get { self[LineLimitsKey.self] }
        set { self[LineLimitsKey.self] = newValue }
    }
    /// The kerning and tracking set around text.
    var letterSpacing: LetterSpacing {
        get { self[LetterSpacingKey.self] }
        set { self[LetterSpacingKey.self] = newValue }
    }
    /// The font changes set around text.
    var fontAdjustments: FontAdjustments {
        get { self[FontAdjustmentsKey.self] }
        set { self[FontAdjustmentsKey.self] = newValue }
    }
}
