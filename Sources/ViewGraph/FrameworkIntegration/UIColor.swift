import Foundation

/// A UIKit colour, as `Color(.secondarySystemBackground)` names one; the engine keeps its name.
/// Unchecked: UIKit declares it `Sendable`; its only state is a `let`.
public final class UIColor: @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// A colour given by its components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    /// A grey level.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white \(white)") }
    /// A colour named in the asset catalogue.
    public convenience init?(named name: String) { self.init(name: name) }
    /// The UIKit colour of a SwiftUI colour (as apps pass one to an appearance proxy).
    public convenience init(_ color: Color) { self.init(name: color.name) }
    /// The same colour, `alpha` opaque: named as `Color.opacity(_:)` names it.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(Color(self).opacity(Double(alpha))) }

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
    /// UIKit's fixed colours (the same in light and dark mode), each kept by its name.
    public static let red = UIColor(name: "red")
    public static let orange = UIColor(name: "orange")
    public static let yellow = UIColor(name: "yellow")
    public static let green = UIColor(name: "green")
    public static let cyan = UIColor(name: "cyan")
    public static let blue = UIColor(name: "blue")
    public static let purple = UIColor(name: "purple")
    public static let magenta = UIColor(name: "magenta")
    public static let brown = UIColor(name: "brown")
    public static let gray = UIColor(name: "gray")
    public static let lightGray = UIColor(name: "lightGray")
    public static let darkGray = UIColor(name: "darkGray")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let clear = UIColor(name: "clear")
}

extension UIColor {
    /// Writes the colour's red, green, blue and alpha (0 to 1, sRGB) where the pointers point, and
    /// returns true, for a colour made of components (`UIColor(red:green:blue:alpha:)`, or a SwiftUI
    /// `Color(red:green:blue:)` or `Color(hue:saturation:brightness:)`). A system or asset colour has
    /// no components the engine knows: it returns false and writes nothing, as UIKit does for a
    /// colour it cannot convert.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components = Color(name).components else { return false }
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }
}
