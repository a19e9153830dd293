import Foundation

/// A number (a size, a padding) that grows and shrinks with the text size the person chose, as
/// the font of a text style does: at the default size (large) it is the value written.
///
/// The factor is `FontMetrics.scaleFactor(of:at:)`: the text style's point size at the
/// environment's `dynamicTypeSize` over its size at large (body: 14 15 16 17 19 21 23 points from
/// extra small to xxx large, 28 33 40 47 53 for the accessibility sizes). It reads the size from
/// the environment, so a view that uses one runs its body again when the size changes.
///
/// An estimate away from large: iOS's `UIFontMetrics.scaledValue(for:)`, which `@ScaledMetric`
/// follows, scales by a curve of its own that is not published. Two measurements disagree with the
/// point-size ratio: body's 17 scales to 16.333 at medium where the ratio gives 16 (Jared Sinclair,
/// "Scaled Metric Surprises on iOS & iPadOS", 2024: "scaled values are not scaled proportionally
/// with the default point sizes of the related text style"), and `scaledFont(for:)` of a 17-point
/// system font gave 48 points at accessibility 5 where body is 53 (a question of 2018, mirrored
/// at thinbug.com/q/51243804). Their curve is flatter than the ratio, and no source gives it
/// whole, so the engine keeps the ratio; a lesson that prints a scaled value away from large should
/// use a wildcard.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A value that scales as the body text style does.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value that scales as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the current text size.
    public var wrappedValue: Value {
        baseValue * Value(FontMetrics.scaleFactor(of: textStyle, at: dynamicTypeSize))
    }
}
