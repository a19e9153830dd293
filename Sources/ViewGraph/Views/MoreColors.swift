import Foundation

// Colours and styles beyond the named ones: UIKit's system colours (which `import SwiftUI` brings on
// iOS, as in `Color(.systemGroupedBackground)`), grey levels, and the semantic shape styles.

/// A UIKit colour, as `Color(.secondarySystemBackground)` names one; the engine keeps its name.
public final class UIColor: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// A colour given by its components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(name: "rgb(\(red), \(green), \(blue))") }
    /// A grey level.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white \(white)") }
    /// A colour named in the asset catalogue.
    public convenience init?(named name: String) { self.init(name: name) }

    /// UIKit's system colours, each kept by its name.
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let clear = UIColor(name: "clear")
}

extension Color {
    /// The colour of a UIKit colour.
    public init(_ uiColor: UIColor) { self.init(uiColor.name) }
    /// The colour of a UIKit colour.
    public init(uiColor: UIColor) { self.init(uiColor.name) }
    /// A grey level, from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) { self.init("white \(white)") }
    /// A colour named in the asset catalogue of `bundle`.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// A colour given by its components in a colour space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A grey level in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }

    /// A colour space for components.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// This colour mixed with `other`, `fraction` of the way (iOS 18).
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(name + " mixed with " + other.name)
    }
}

extension Gradient {
    /// How colours are interpolated.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space, or a perceptual one.
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

/// The background of the current context.
public struct BackgroundStyle: ShapeStyle { public init() {} }
/// The foreground of the current context.
public struct ForegroundStyle: ShapeStyle { public init() {} }
/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle { public init() {} }
/// The fill of controls, in levels (`.fill.secondary`).
public struct FillShapeStyle: ShapeStyle {
    /// The primary fill.
    public init() {}
    /// The second level of fill; the same style here.
    public var secondary: FillShapeStyle { self }
    /// The third level of fill; the same style here.
    public var tertiary: FillShapeStyle { self }
    /// The fourth level of fill; the same style here.
    public var quaternary: FillShapeStyle { self }
}
/// The colour of placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle { public init() {} }
/// The colour of links.
public struct LinkShapeStyle: ShapeStyle { public init() {} }

/// The styles above under their short names: `.background`, `.foreground`, `.separator`, `.fill`, `.placeholder`, `.link`.
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }

extension View {
    /// Sets the background style of the content.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { inert("backgroundStyle") }
}
