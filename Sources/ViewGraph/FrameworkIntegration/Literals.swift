import Foundation

// Xcode's colour and image literals: `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)`, as Xcode's colour well and image picker write them into code
// (`Color(#colorLiteral(red: 0.29, green: 0.56, blue: 0.89, alpha: 1))`,
// `Image(uiImage: #imageLiteral(resourceName: "cat"))`).
//
// The rule, from the standard library's CompilerProtocols.swift: a literal of either kind builds a
// value of any type that adopts `_ExpressibleByColorLiteral` or `_ExpressibleByImageLiteral`, and
// where the context does not say which type, the compiler takes the type that the name
// `_ColorLiteralType` or `_ImageLiteralType` stands for where the literal is written. UIKit declares
// both (as `UIColor` and `UIImage`), and `import SwiftUI` brings UIKit along; SwiftUI's own `Color`
// and `Image` adopt neither protocol (public code adds that conformance itself, which it could not if
// SwiftUI had it), so `Color(#colorLiteral(…))` is `Color(_: UIColor)`. Without a default type
// swiftc 6.3 stops with "failed to produce diagnostic" (seven public sample programs do).
//
// `#fileLiteral(resourceName:)` needs nothing here: Foundation makes it a `URL` (its
// `_FileReferenceLiteralType`), `Bundle.main`'s URL for the resource, and the app's bundle has no
// resources on the simulated device, so using one stops the app as it does on iOS when the file is
// missing from the bundle.

/// The type a `#colorLiteral` makes where its context names none, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral` makes where its context names none, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`: its components, 0 to 1 in sRGB.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        // A literal's components arrive as `Float`; they are kept as the decimals written (0.2, not
        // 0.200000003), as `getRed` hands them back.
        func written(_ value: Float) -> CGFloat { CGFloat(Double("\(value)") ?? Double(value)) }
        self.init(red: written(red), green: written(green), blue: written(blue), alpha: written(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: the asset of that name (the engine has no
    /// asset catalogue, so every name is taken to be there).
    public convenience init(imageLiteralResourceName path: String) {
        self.init(named: path)!
    }
}
