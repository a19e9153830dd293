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
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system \(size)") }
    /// The system font for `style`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "\(style)") }
    /// A named font.
    public static func custom(_ name: String, size: Double) -> Font { Font(name: name) }

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

/// Anything that can fill a shape or colour text: a colour, a material, a hierarchical style.
public protocol ShapeStyle {}

/// A colour.
public struct Color: Hashable, Sendable, ShapeStyle {
    let name: String

    /// A colour given by name in the asset catalogue.
    public init(_ name: String) { self.name = name }
    /// A colour given by its components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb(\(red), \(green), \(blue))" }
    /// A colour given by hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name = "hsb(\(hue), \(saturation), \(brightness))" }

    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let blue = Color("blue")
    public static let indigo = Color("indigo")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")

    /// The same colour, `opacity` opaque.
    public func opacity(_ opacity: Double) -> Color { Color(name + "@\(opacity)") }
    /// A gradient of this colour.
    public var gradient: Color { self }
}

extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension ShapeStyle where Self == Color {
    /// The system's black.
    public static var black: Color { .black }
    /// The system's white.
    public static var white: Color { .white }
    /// The system's gray.
    public static var gray: Color { .gray }
    /// The system's red.
    public static var red: Color { .red }
    /// The system's orange.
    public static var orange: Color { .orange }
    /// The system's yellow.
    public static var yellow: Color { .yellow }
    /// The system's green.
    public static var green: Color { .green }
    /// The system's mint.
    public static var mint: Color { .mint }
    /// The system's teal.
    public static var teal: Color { .teal }
    /// The system's cyan.
    public static var cyan: Color { .cyan }
    /// The system's blue.
    public static var blue: Color { .blue }
    /// The system's indigo.
    public static var indigo: Color { .indigo }
    /// The system's purple.
    public static var purple: Color { .purple }
    /// The system's pink.
    public static var pink: Color { .pink }
    /// The system's brown.
    public static var brown: Color { .brown }
    /// No colour at all.
    public static var clear: Color { .clear }
    /// The app's accent colour.
    public static var accentColor: Color { .accentColor }
}

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

/// A blurred, translucent background.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin")
    public static let thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular")
    public static let thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { .thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { .thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of a bar, such as a toolbar.
    public static var bar: Material { .bar }
}

/// The tint colour of the app.
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
    /// The app's tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View {
    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
}
extension LinearGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A point in a view's bounds, as fractions of its width and height.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: Double
    /// The point at `x` and `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
