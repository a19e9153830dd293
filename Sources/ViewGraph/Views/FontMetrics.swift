import Foundation

// What a font measures on the iPhone the lessons were recorded on: its point size at the Dynamic
// Type size in the environment, its weight and design, and the heights layout needs (a line, the
// baseline, the space between lines).
//
// Which numbers are exact, and where they come from:
//
// - Point sizes and weights of the text styles at the default Dynamic Type size (large): Apple's
//   Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"; the same sizes are
//   what `UIFont.preferredFont(forTextStyle:)` prints on a device (zacwest's gist
//   gist.github.com/zacwest/916d31da5d03405809c4, also iosfontsizes.com): largeTitle 34,
//   title 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15,
//   footnote 13, caption 12, caption2 11, every style but headline regular. Exact.
// - The other Dynamic Type sizes (`pointSize(of:at:)`, every style at xSmall to xxxLarge and the
//   five accessibility sizes): the same HIG tables, "iOS, iPadOS Dynamic Type sizes" and "Larger
//   accessibility type sizes". Exact. Cross-checked with the sizes `UIFont.preferredFont` printed
//   in the iPhone simulator at every size (gist.github.com/alexisakers, iOS 8.4): headline and body
//   14 15 16 17 19 21 23, subheadline 12 13 14 15 17 19 21, footnote 12 12 12 13 15 17 19,
//   caption1 11 11 11 12 14 16 18, caption2 11 11 11 11 13 15 17, and body 28 33 40 47 53 at the
//   accessibility sizes, as the table has them (iOS 8 gave the larger sizes to body alone; since
//   iOS 11 every style has them, as the HIG lists).
// - The height of a line at every Dynamic Type size: the point size there times the same
//   1.193359375 (below); a one-line body `Text` is 27.67 tall at xxxLarge (23 pt) and 63.33 at
//   accessibility 5 (53 pt). Exact for the system font.
// - A custom font with `relativeTo` (and `@ScaledMetric`) grows by `scaleFactor(of:at:)`, the
//   style's point size there over its size at large: an estimate, as iOS scales them by
//   `UIFontMetrics`' own curve (see `ScaledMetric`).
// - The height of a line: the system font's ascender plus its descender, 1950 and 494 units of
//   2048 (SF Pro's hhea table), so 1.193359375 em: 20.287109375 pt at 17 pt, 14.3203125 at 12,
//   15.513671875 at 13, as `UIFont.lineHeight` prints on iOS (published in a harvest of iOS
//   26.1's font metrics, font_metrics_ios.json, read for its numbers). A one-line `Text` in body
//   reports 20.33 (20.287 rounded up to the next of the screen's 1/3-point pixels; 20.5 on a 2x
//   screen, `TextLayout`), not the HIG's
//   22 pt "leading", which is the spacing the HIG recommends between baselines in running text;
//   a UILabel in the 17-point system font at scale 3 measures 20.333 tall in layoutBox's
//   StackLayout specs (ShrinkRowSpec), the same rounding.
//   Exact for the system font; a custom font, whose file the engine does not have, is assumed to
//   measure as the system font does.
// - The space between the lines of one `Text`: none by default (baselines one line height apart:
//   two lines of body are 40.574 pt, reported 40.67), plus `lineSpacing`; `.leading(.tight)` and
//   `.leading(.loose)` take 2 points from or add 2 points to it for a text style ("For fonts that
//   you create using UIFont.TextStyle, tight leading subtracts 2 points from the current leading
//   value", UIFontDescriptor.SymbolicTraits.traitTightLeading; loose adds 2), and do nothing to a
//   system font of a size or a custom font ("For some fonts, the modifier has no effect",
//   Font.leading(_:)). Assumed: that SwiftUI adds no font leading of its own between lines of a
//   text style; no recording measures a two-line `Text` yet.

/// A font resolved in an environment: the numbers layout measures text with.
struct FontMetrics: Equatable {
    /// The size in points, after Dynamic Type.
    var pointSize: CGFloat
    /// The weight, after `.bold()`, `.weight(_:)` and `.fontWeight(_:)`.
    var weight: Font.Weight
    /// The design: `.monospaced` for a monospaced font.
    var design: Font.Design
    var isItalic: Bool
    /// Whether digits are all as wide as one another (always, in a monospaced font).
    var hasMonospacedDigits: Bool
    /// The width axis: 0 standard, below narrower, above wider.
    var width: CGFloat
    /// The text style the font scales with, if it is one.
    var textStyle: Font.TextStyle?
    /// Whether the font is the system font (a text style or `.system(size:)`), whose tracking is known.
    var isSystemFont: Bool
    /// Points added to or taken from the space between lines by `.leading(_:)`.
    var leadingAdjustment: CGFloat
    /// Points added after each character by `kerning(_:)` or `tracking(_:)` (0 when neither is set).
    var letterSpacing: CGFloat
    /// The screen's pixel in points (`pixelLength`, from the environment's `displayScale`), which a
    /// text's size is rounded up to: 1/3 on an iPhone 17, 1/2 on the iPhone SE and the iPads.
    var pixel: CGFloat

    /// From the baseline up to the top of a line.
    var ascender: CGFloat { pointSize * FontMetrics.ascenderUnits / FontMetrics.unitsPerEm }
    /// From the baseline down to the bottom of a line (a positive number).
    var descender: CGFloat { pointSize * FontMetrics.descenderUnits / FontMetrics.unitsPerEm }
    /// The height of one line: ascender plus descender.
    var lineHeight: CGFloat { ascender + descender }
    /// The height of one line of the system font at `size` points.
    static func lineHeight(ofSize size: CGFloat) -> CGFloat {
        size * (ascenderUnits + descenderUnits) / unitsPerEm
    }

    /// SF Pro's vertical metrics, in font units (hhea table; see the top of this file).
    static let unitsPerEm: CGFloat = 2048
    static let ascenderUnits: CGFloat = 1950
    static let descenderUnits: CGFloat = 494

    /// The font `font` (body when nil) in `environment`: its Dynamic Type size, and the font
    /// modifiers set around the text (`.bold()`, `.fontWeight(_:)`, `.fontDesign(_:)`…).
    init(font: Font?, in environment: EnvironmentValues) {
        let font = font ?? .body
        let size = environment.dynamicTypeSize
        let traits = font.traits
        let adjustments = environment.fontAdjustments
        switch font.base {
        case .textStyle(let style):
            pointSize = CGFloat(FontMetrics.pointSize(of: style, at: size))
            textStyle = style
            isSystemFont = true
        case .system(let points):
            pointSize = points
            textStyle = nil
            isSystemFont = true
        case .custom(_, let points, let style):
            // A custom font grows with its text style as the style's own size does (UIFontMetrics).
            pointSize = style.map { points * FontMetrics.scaleFactor(of: $0, at: size) } ?? points
            textStyle = style
            isSystemFont = false
        }
        // A weight on the font wins over one set around it; `.bold()` around it makes it bold
        // unless the font says otherwise, as SwiftUI's `Text.bold()` documentation has it.
        weight =
            traits.weight ?? adjustments.weight
            ?? (adjustments.isBold ? .bold : FontMetrics.defaultWeight(of: textStyle))
        let monospaced = traits.isMonospaced || adjustments.isMonospaced
        design = monospaced ? .monospaced : (traits.design ?? adjustments.design ?? .default)
        isItalic = traits.isItalic || adjustments.isItalic
        hasMonospacedDigits = traits.hasMonospacedDigits || adjustments.hasMonospacedDigits || design == .monospaced
        width = (traits.width ?? adjustments.width ?? .standard).value
        letterSpacing = environment.letterSpacing.points
        pixel = environment.pixelLength
        switch (traits.leading, font.base) {
        case (.tight, .textStyle): leadingAdjustment = -2
        case (.loose, .textStyle): leadingAdjustment = 2
        default: leadingAdjustment = 0
        }
    }

    /// The same font at `scale` times its size (what `minimumScaleFactor` shrinks to).
    func scaled(by scale: CGFloat) -> FontMetrics {
        var copy = self
        copy.pointSize *= scale
        return copy
    }

    /// A text style's weight when nothing changes it: headline is semibold, every other regular
    /// (HIG, Typography, Dynamic Type sizes; `UIFont.preferredFont` prints SFUI-Semibold for it).
    static func defaultWeight(of style: Font.TextStyle?) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }

    /// How much a value relative to `style` grows at `size`: the style's point size there over its
    /// size at large (an estimate of UIFontMetrics' curve, see `ScaledMetric`).
    static func scaleFactor(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        CGFloat(pointSize(of: style, at: size) / pointSize(of: style, at: .large))
    }

    /// The HIG's recommended distance between baselines of running text at the default size, for
    /// reference: not what one `Text` measures (see the top of this file).
    static func recommendedLeading(of style: Font.TextStyle) -> CGFloat {
        switch style {
        case .largeTitle: 41
        case .title: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption: 16
        case .caption2: 13
        }
    }
}

extension FontMetrics {
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
