import Foundation

/// A font: a text style, a system font of a size, or a named font, with the changes made to it
/// (weight, design, italic, monospaced digits, leading, width).
///
/// The engine keeps what a font is, not how it draws: `TextMetrics` turns a font into the numbers
/// layout needs (point size, line height, an estimate of each character's width). Two fonts are
/// equal when they were made the same way: `.body.bold()` equals `.body.weight(.bold)`, and
/// `.system(size: 17)` is not `.body` (in SwiftUI neither is: one scales with Dynamic Type, the
/// other does not). `name` is a readable name of the font ("body", "title.bold",
/// "system 17.0") that code elsewhere compares.
public struct Font: Hashable, Sendable {
    let name: String
    /// Which font it is.
    let base: Base
    /// What was changed on it.
    var traits = Traits()

    /// Which font a `Font` starts from.
    enum Base: Hashable, Sendable {
        /// A text style of the system font, scaled with Dynamic Type.
        case textStyle(TextStyle)
        /// The system font at a size, which does not scale.
        case system(size: CGFloat)
        /// A named font at a size, scaled with `relativeTo` (nil: fixed size).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    /// The changes made to a font after it was made.
    struct Traits: Hashable, Sendable {
        var weight: Weight?
        var design: Design?
        var isItalic = false
        var isMonospaced = false
        var hasMonospacedDigits = false
        var leading: Leading = .standard
        var width: Width?
        var smallCaps: String?
    }

    init(name: String, base: Base, traits: Traits = Traits()) {
        self.name = name
        self.base = base
        self.traits = traits
    }

    /// The same font with `change` made to its traits, and `suffix` added to its name.
    func with(_ suffix: String?, _ change: (inout Traits) -> Void) -> Font {
        var copy = Font(name: suffix.map { name + $0 } ?? name, base: base, traits: traits)
        change(&copy.traits)
        return copy
    }

    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        let name: String
        /// The weight on UIKit's scale (`UIFont.Weight`'s raw values): regular is 0, bold 0.4.
        let value: CGFloat
        public static let ultraLight = Weight(name: "ultraLight", value: -0.8)
        public static let thin = Weight(name: "thin", value: -0.6)
        public static let light = Weight(name: "light", value: -0.4)
        public static let regular = Weight(name: "regular", value: 0)
        public static let medium = Weight(name: "medium", value: 0.23)
        public static let semibold = Weight(name: "semibold", value: 0.3)
        public static let bold = Weight(name: "bold", value: 0.4)
        public static let heavy = Weight(name: "heavy", value: 0.56)
        public static let black = Weight(name: "black", value: 0.62)
    }

    /// A font's design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A text style that scales with Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font(name: "largeTitle", base: .textStyle(.largeTitle))
    public static let title = Font(name: "title", base: .textStyle(.title))
    public static let title2 = Font(name: "title2", base: .textStyle(.title2))
    public static let title3 = Font(name: "title3", base: .textStyle(.title3))
    public static let headline = Font(name: "headline", base: .textStyle(.headline))
    public static let subheadline = Font(name: "subheadline", base: .textStyle(.subheadline))
    public static let body = Font(name: "body", base: .textStyle(.body))
    public static let callout = Font(name: "callout", base: .textStyle(.callout))
    public static let footnote = Font(name: "footnote", base: .textStyle(.footnote))
    public static let caption = Font(name: "caption", base: .textStyle(.caption))
    public static let caption2 = Font(name: "caption2", base: .textStyle(.caption2))

    /// A system font of `size` points, which keeps its size whatever the Dynamic Type size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system \(size)", base: .system(size: size), traits: Traits(weight: weight, design: design))
    }
    /// The system font for `style`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "\(style)", base: .textStyle(style), traits: Traits(weight: weight, design: design))
    }
    /// A named font of `size` points at the default Dynamic Type size, scaled as body text is.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: name, base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> Font { with("." + weight.name) { $0.weight = weight } }
    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font, italic.
    public func italic() -> Font { with(".italic") { $0.isItalic = true } }
    /// The same font, monospaced.
    public func monospaced() -> Font { with(".monospaced") { $0.isMonospaced = true } }
    /// The same font with monospaced digits.
    public func monospacedDigit() -> Font { with(".monospacedDigit") { $0.hasMonospacedDigits = true } }
}

extension Font {
    /// How tightly lines are packed.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// A named font of `size` points at the default Dynamic Type size, scaled as `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(name: name, base: .custom(name: name, size: size, relativeTo: textStyle))
    }
    /// A named font of a fixed size, which does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: name, base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }
    /// The same font in small capitals.
    public func smallCaps() -> Font { with(".smallCaps") { $0.smallCaps = "smallCaps" } }
    /// The same font with lower-case letters as small capitals.
    public func lowercaseSmallCaps() -> Font { with(".lowercaseSmallCaps") { $0.smallCaps = "lowercaseSmallCaps" } }
    /// The same font with upper-case letters as small capitals.
    public func uppercaseSmallCaps() -> Font { with(".uppercaseSmallCaps") { $0.smallCaps = "uppercaseSmallCaps" } }
    /// The same font with its lines `leading` apart: tight and loose take 2 points from, or add 2
    /// points to, the space between lines of a text style (see `TextMetrics`).
    public func leading(_ leading: Leading) -> Font { with(nil) { $0.leading = leading } }
    /// The same font with `width`.
    public func width(_ width: Width) -> Font { with(nil) { $0.width = width } }
}

extension Font {
    /// A font's width.
    public struct Width: Hashable, Sendable {
        let value: CGFloat
        /// A width by its value: below 0 is narrower than standard, above 0 wider.
        public init(_ value: CGFloat) { self.value = value }
        /// The named widths, from narrowest to widest.
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}
