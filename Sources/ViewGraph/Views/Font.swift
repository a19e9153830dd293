import Foundation

extension Font {
    /// How tightly lines are packed.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// A custom font that scales with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(name: name) }
    /// A custom font of a fixed size, which does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }
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
/// A font; the engine keeps its name only, since it lays nothing out.
public struct Font: Hashable, Sendable {
    let name: String

    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// A font's design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A text style that scales with Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system \(size)") }
    /// The system font for `style`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "\(style)") }
    /// A named font.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }

    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> Font { Font(name: name + "." + weight.name) }
    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font, italic.
    public func italic() -> Font { Font(name: name + ".italic") }
    /// The same font, monospaced.
    public func monospaced() -> Font { Font(name: name + ".monospaced") }
    /// The same font with monospaced digits.
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit") }
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
