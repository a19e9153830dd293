import Foundation

// How `print` and string interpolation write Core Graphics' geometry on iOS: a point as `(1.0, 2.0)`,
// a size as `(402.0, 778.0)`, a rectangle as `(0.0, 62.0, 402.0, 778.0)` (origin, then size), a vector
// as `(dx, dy)`. On Apple platforms the Swift overlay of Core Graphics makes these types
// `CustomDebugStringConvertible` with that text, and `print` falls back to a debug description;
// Foundation on Linux gives them none, so a program printed their reflection, `CGRect(origin:
// Foundation.CGPoint(x: 0.0, y: 62.0), size: ...)`. Evidence: what iOS printed, kept in public code's
// comments: `UIScreen.main.bounds` noted per device as `(0.0, 0.0, 375.0, 667.0)` on an iPhone 6 and
// `(0.0, 0.0, 414.0, 736.0)` on an iPhone 7 Plus (an Applicaster app's screen-size notes), a camera
// view's `bounds` "is (0.0, 0.0, 375.0, 667.0)" at its first `viewDidAppear`; an Interface Builder
// dump's `UICenter = (187.5, 333.5)`.

#if !canImport(Darwin)
// The conformances are retroactive on purpose: Foundation on Linux declares neither these types'
// descriptions nor a way to give them one, and a program prints them as an iOS app does only if the
// types themselves conform (swift-format's rule against retroactive conformances guards against two
// modules conforming one type; Apple's overlay is not linked here, so there is no second one).
// swift-format-ignore: AvoidRetroactiveConformances
extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`, as on iOS.
    public var debugDescription: String { "(\(x), \(y))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`, as on iOS.
    public var debugDescription: String { "(\(width), \(height))" }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, as on iOS.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

#endif

extension CGVector: CustomDebugStringConvertible {
    /// `(dx, dy)`, as on iOS.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
