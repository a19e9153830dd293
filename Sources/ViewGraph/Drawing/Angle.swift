import Foundation

/// An angle, kept in degrees; it adds, subtracts, scales and animates as SwiftUI's does.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in degrees.
    public var degrees: Double
    /// An angle of zero.
    public init() { degrees = 0 }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.degrees = degrees }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.init(degrees: radians * 180 / Double.pi) }
    /// The angle in radians.
    public var radians: Double {
        get { degrees * Double.pi / 180 }
        set { degrees = newValue * 180 / Double.pi }
    }
    /// No angle.
    public static var zero: Angle { Angle(degrees: 0) }
    /// An angle of `value` degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// An angle of `value` radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees + rhs.degrees) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(degrees: lhs.degrees - rhs.degrees) }
    public static prefix func - (angle: Angle) -> Angle { Angle(degrees: -angle.degrees) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(degrees: lhs * rhs.degrees) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(degrees: lhs.degrees / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}

extension Angle: Animatable {
    /// The angle in radians, as SwiftUI animates it.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
