import Foundation

// UIKit's Bézier path, as SwiftUI code uses it without importing UIKit (on iOS `import SwiftUI` brings
// it): a shape with only some corners rounded is the path of
// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, made a SwiftUI `Path` with
// `Path(path.cgPath)`. Nothing is drawn here, so the path records nothing, as `Path` records nothing.

/// The corners of a rectangle, for a path with some of them rounded.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Not modelled: a UIKit path of lines and curves, drawn nowhere; `cgPath` makes it a SwiftUI `Path`.
/// Unchecked: its only state is a `let` of a path with no state; drawn nowhere, nothing changes it.
public final class UIBezierPath: @unchecked Sendable {
    /// The path as a Core Graphics path, for `Path(_:)`.
    public let cgPath: CGPath = CGMutablePath()

    /// An empty path.
    public init() { UnmodelledAPI.note("UIBezierPath") }
    /// A rectangle.
    public convenience init(rect: CGRect) { self.init() }
    /// An ellipse inside `rect`.
    public convenience init(ovalIn rect: CGRect) { self.init() }
    /// A rectangle with all corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init() }
    /// A rectangle with the `corners` rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
    }
    /// An arc of a circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) { self.init() }
    /// The path of a Core Graphics path.
    public convenience init(cgPath: CGPath) { self.init() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {}
    /// A line to `point`.
    public func addLine(to point: CGPoint) {}
    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    /// A quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
    /// An arc of a circle.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {}
    /// Closes the subpath.
    public func close() {}
}
