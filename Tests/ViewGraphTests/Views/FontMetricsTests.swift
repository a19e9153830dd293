import Foundation
import Testing

@testable import ViewGraph

@Suite("Font metrics")
struct TextStyleMetricsTests {
    static var defaults: EnvironmentValues { EnvironmentValues() }

    @Test(
        "Each text style's size and weight at the default Dynamic Type size are the HIG's",
        arguments: [
            (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ])
    func textStyleSizes(font: Font, size: Double) {
        let metrics = FontMetrics(font: font, in: Self.defaults)
        #expect(metrics.pointSize == CGFloat(size))
        #expect(metrics.weight == (font == .headline ? .semibold : .regular))
    }

    @Test("A line is SF Pro's ascender plus descender: 20.287 points at 17, 14.32 at 12, as UIFont.lineHeight prints")
    func lineHeights() {
        #expect(FontMetrics(font: .body, in: Self.defaults).lineHeight == 20.287109375)
        #expect(FontMetrics(font: .caption, in: Self.defaults).lineHeight == 14.3203125)
        #expect(FontMetrics(font: .footnote, in: Self.defaults).lineHeight == 15.513671875)
        #expect(FontMetrics(font: .body, in: Self.defaults).ascender == 16.1865234375)
    }

    @Test("No font means body")
    func noFontIsBody() {
        #expect(FontMetrics(font: nil, in: Self.defaults) == FontMetrics(font: .body, in: Self.defaults))
    }

    @Test(
        "Text styles and custom fonts scale with Dynamic Type; a system font of a size and a fixed custom font do not")
    func dynamicType() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge
        #expect(FontMetrics(font: .body, in: environment).pointSize == 23)
        #expect(FontMetrics(font: .largeTitle, in: environment).pointSize == 40)
        #expect(FontMetrics(font: .system(size: 17), in: environment).pointSize == 17)
        #expect(FontMetrics(font: .custom("Avenir", fixedSize: 17), in: environment).pointSize == 17)
        #expect(FontMetrics(font: .custom("Avenir", size: 34), in: environment).pointSize == CGFloat(34.0 * 23 / 17))
        #expect(FontMetrics(font: .custom("Avenir", size: 12, relativeTo: .caption), in: environment).pointSize == 18)
        environment.dynamicTypeSize = .xSmall
        #expect(FontMetrics(font: .caption2, in: environment).pointSize == 11)
    }

    @Test("Weight, design and digits come from the font first, then from the modifiers around the text")
    func traitsAndAdjustments() {
        var environment = EnvironmentValues()
        environment.fontAdjustments.isBold = true
        #expect(FontMetrics(font: .body, in: environment).weight == .bold)
        #expect(FontMetrics(font: .body.weight(.light), in: environment).weight == .light)
        environment.fontAdjustments.weight = .black
        #expect(FontMetrics(font: .body, in: environment).weight == .black)
        environment.fontAdjustments.isMonospaced = true
        let mono = FontMetrics(font: .body, in: environment)
        #expect(mono.design == .monospaced && mono.hasMonospacedDigits)
        #expect(FontMetrics(font: .system(size: 12, design: .serif), in: Self.defaults).design == .serif)
        #expect(FontMetrics(font: .title.bold(), in: Self.defaults).weight == .bold)
        #expect(FontMetrics(font: .system(.title, weight: .heavy), in: Self.defaults).weight == .heavy)
    }

    @Test("Tight and loose leading take or add 2 points between lines of a text style only")
    func leading() {
        #expect(FontMetrics(font: .body.leading(.tight), in: Self.defaults).leadingAdjustment == -2)
        #expect(FontMetrics(font: .body.leading(.loose), in: Self.defaults).leadingAdjustment == 2)
        #expect(FontMetrics(font: .body, in: Self.defaults).leadingAdjustment == 0)
        #expect(FontMetrics(font: .system(size: 17).leading(.loose), in: Self.defaults).leadingAdjustment == 0)
    }

    /// The sizes `UIFont.preferredFont` printed at every size in the iPhone simulator (iOS 8.4,
    /// gist.github.com/alexisakers), a second source beside the HIG's table; body also at the
    /// accessibility sizes.
    static let printedSizes: [(Font.TextStyle, [Double])] = [
        (.headline, [14, 15, 16, 17, 19, 21, 23]), (.subheadline, [12, 13, 14, 15, 17, 19, 21]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]), (.footnote, [12, 12, 12, 13, 15, 17, 19]),
        (.caption, [11, 11, 11, 12, 14, 16, 18]), (.caption2, [11, 11, 11, 11, 13, 15, 17]),
    ]

    @Test("Each style's size at each Dynamic Type size is what iOS printed for it", arguments: printedSizes)
    func sizesAtEveryCategory(style: Font.TextStyle, sizes: [Double]) {
        for (index, size) in sizes.enumerated() {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = DynamicTypeSize.allCases[index]
            #expect(
                FontMetrics(font: .system(style), in: environment).pointSize == CGFloat(size),
                "\(style) at \(DynamicTypeSize.allCases[index])")
        }
    }

    @Test(
        "Every style grows or holds from size to size, and every accessibility size is larger than xxxLarge",
        arguments: Font.TextStyle.allCases)
    func growsWithTheSize(style: Font.TextStyle) {
        let sizes = DynamicTypeSize.allCases.map { FontMetrics.pointSize(of: style, at: $0) }
        #expect(sizes.count == 12)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(sizes[7...].allSatisfy { $0 > sizes[6] })
        #expect(FontMetrics.scaleFactor(of: style, at: .large) == 1)
    }

    @Test(
        "A line's height at every size is its point size times 1.193359375; a body Text is 27.67 tall at xxxLarge, 63.33 at accessibility 5"
    )
    func lineHeightAtEverySize() {
        for size in DynamicTypeSize.allCases {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            let metrics = FontMetrics(font: .body, in: environment)
            #expect(metrics.lineHeight == metrics.pointSize * 2444 / 2048)
        }
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge
        #expect(
            abs(TextLayout(string: "Hi", environment: environment, proposal: .unspecified).size.height - 83.0 / 3)
                < 1e-9)
        environment.dynamicTypeSize = .accessibility5
        #expect(
            abs(TextLayout(string: "Hi", environment: environment, proposal: .unspecified).size.height - 190.0 / 3)
                < 1e-9)
    }

    @Test(
        "A custom font relative to a style, and @ScaledMetric, grow by the style's point-size ratio (an estimate of UIFontMetrics)"
    )
    func scaleFactor() {
        #expect(FontMetrics.scaleFactor(of: .body, at: .accessibility5) == 53.0 / 17)
        #expect(FontMetrics.scaleFactor(of: .caption2, at: .xSmall) == 1, "caption2 is 11 from xSmall to large")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        #expect(FontMetrics(font: .custom("Avenir", size: 20, relativeTo: .title3), in: environment).pointSize == 31)
    }
}
