import Foundation

/// A timing curve from 0 to 1.
public struct UnitCurve: Sendable {
    /// The named curves: linear, easing in, out or both, and the circular forms of the three eases.
    public static let linear = UnitCurve()
    public static let easeIn = UnitCurve()
    public static let easeOut = UnitCurve()
    public static let easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve()
    public static let circularEaseOut = UnitCurve()
    public static let circularEaseInOut = UnitCurve()
}
