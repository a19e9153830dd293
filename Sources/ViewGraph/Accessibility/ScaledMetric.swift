import Foundation

/// A number (a size, a padding) that grows and shrinks with the text size the person chose, as
/// the font of a text style does: at the default size (large) it is the value written.
///
/// The factor is the text style's point size at the environment's `dynamicTypeSize` over its size
/// at large, from the iOS Dynamic Type sizes table of Apple's Human Interface Guidelines (body:
/// 14 15 16 17 19 21 23 points from extra small to xxx large, 28 33 40 47 53 for the
/// accessibility sizes). It reads the size from the environment, so a view that uses one runs its
/// body again when the size changes.
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
        baseValue * Value(ScaledMetric<Double>.pointSize(of: textStyle, at: dynamicTypeSize) / ScaledMetric<Double>.pointSize(of: textStyle, at: .large))
    }
}

extension ScaledMetric {
    /// A text style's point size at each Dynamic Type size, extra small to accessibility 5 (HIG, iOS).
    static func pointSize(of style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        let sizes: [Double]
        switch style {
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return sizes[size.rawValue]
    }
}
