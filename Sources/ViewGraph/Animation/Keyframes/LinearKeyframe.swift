import Foundation

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
