import Foundation

/// A colour.
nonisolated public struct Color: Hashable, Sendable, ShapeStyle {
    let name: String

    /// A colour given by name in the asset catalogue.
    public init(_ name: String) { self.name = name }
    /// A colour given by its components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = opacity == 1 ? "rgb(\(red), \(green), \(blue))" : "rgb(\(red), \(green), \(blue), \(opacity))"
    }
    /// A colour given by hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name =
            opacity == 1
            ? "hsb(\(hue), \(saturation), \(brightness))" : "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
    }

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

@MainActor extension Color: PrimitiveView {
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

extension Color {
    /// The colour of a UIKit colour.
    public init(_ uiColor: UIColor) { self.init(uiColor.name) }
    /// The colour of a UIKit colour.
    public init(uiColor: UIColor) { self.init(uiColor.name) }
    /// A grey level, from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    /// A colour named in the asset catalogue of `bundle`.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// A colour given by its components in a colour space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// A grey level in a colour space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour space for components.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// This colour mixed with `other`, `fraction` of the way (iOS 18).
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(name + " mixed with " + other.name)
    }
}

extension Color: CustomStringConvertible {
    /// What SwiftUI prints for the colour: a system colour by its name (`red`), a colour made of
    /// components as `#RRGGBBAA`, a colour made less opaque as `50% red`, and one from the asset
    /// catalogue as `NamedColor(name: "Brand", bundle: nil)`.
    public var description: String {
        if let at = name.lastIndex(of: "@"), let opacity = Double(name[name.index(after: at)...]) {
            return "\(Int((opacity * 100).rounded()))% " + Color(String(name[..<at])).description
        }
        if let components = components {
            func byte(_ value: Double) -> String {
                String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
            }
            return "#" + byte(components.red) + byte(components.green) + byte(components.blue)
                + byte(components.opacity)
        }
        return Color.systemNames.contains(name) ? name : "NamedColor(name: \"\(name)\", bundle: nil)"
    }

    /// The names of the system's colours.
    static let systemNames: Set<String> = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan",
        "blue", "indigo", "purple", "pink", "brown", "clear", "primary", "secondary", "accentColor",
    ]

    /// The components of a colour made of them, in sRGB.
    var components: (red: Double, green: Double, blue: Double, opacity: Double)? {
        func numbers(after prefix: String) -> [Double]? {
            guard name.hasPrefix(prefix + "("), name.hasSuffix(")") else { return nil }
            let values = name.dropFirst(prefix.count + 1).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return values.count >= 3 ? values : nil
        }
        if let rgb = numbers(after: "rgb") { return (rgb[0], rgb[1], rgb[2], rgb.count > 3 ? rgb[3] : 1) }
        if let hsb = numbers(after: "hsb") {
            let (hue, saturation, brightness) = (hsb[0], hsb[1], hsb[2])
            let sector = (hue.truncatingRemainder(dividingBy: 1) + (hue < 0 ? 1 : 0)) * 6
            let chroma = brightness * saturation
            let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
            let (r, g, b): (Double, Double, Double) =
                switch Int(sector) {
                case 0: (chroma, x, 0)
                case 1: (x, chroma, 0)
                case 2: (0, chroma, x)
                case 3: (0, x, chroma)
                case 4: (x, 0, chroma)
                default: (chroma, 0, x)
                }
            let m = brightness - chroma
            return (r + m, g + m, b + m, hsb.count > 3 ? hsb[3] : 1)
        }
        return nil
    }
}
