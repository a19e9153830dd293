import Foundation

/// Anything that can fill a shape or colour text: a colour, a material, a hierarchical style.
public protocol ShapeStyle: Sendable {}

/// The levels of a style: primary for the main content, secondary for what supports it, and so on.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The style of primary content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The style of secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The style of the third level of content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The style of the fourth level of content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The style of the fifth level of content.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// Not modelled: this style at the second level of content (`.primary.secondary`, `Color.blue.secondary`).
    public var secondary: some ShapeStyle { self }
    /// Not modelled: this style at the third level of content.
    public var tertiary: some ShapeStyle { self }
    /// Not modelled: this style at the fourth level of content.
    public var quaternary: some ShapeStyle { self }
    /// Not modelled: this style at the fifth level of content.
    public var quinary: some ShapeStyle { self }
}

/// A shadow a shape style can cast: outside the shape, or inside it.
public struct ShadowStyle: Equatable, Sendable {
    let name: String
    /// A shadow under the shape.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { ShadowStyle(name: "drop") }
    /// A shadow inside the shape, along its edges.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle { ShadowStyle(name: "inner") }
}

extension ShapeStyle {
    /// Not modelled: this style with a shadow (`Color.white.shadow(.drop(radius: 4))` as a background).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
    /// Not modelled: this style made partly transparent (`.secondary.opacity(0.3)`, a gradient's
    /// `.opacity(0.8)` as a fill). A colour's own `opacity(_:)` keeps its name and the opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

/// A blurred, translucent background.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    /// The thinnest material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A thin material.
    public static let thin = Material(name: "thin")
    /// The regular material.
    public static let regular = Material(name: "regular")
    /// A thick material.
    public static let thick = Material(name: "thick")
    /// The thickest material.
    public static let ultraThick = Material(name: "ultraThick")
    /// The material of a bar (toolbar, tab bar).
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of a bar, such as a toolbar.
    public static var bar: Material { .bar }
}

/// The tint colour of the app.
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
    /// The app's tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
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
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }

extension View {
    /// Not modelled: sets the background style of the content.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { inert("backgroundStyle") }
}
