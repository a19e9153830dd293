import Foundation

/// A keyframe reached along a smooth curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached in `duration` seconds along a curve that starts and ends at the given velocities.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
