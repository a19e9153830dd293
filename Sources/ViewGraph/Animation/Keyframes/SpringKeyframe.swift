import Foundation

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached with `spring`, in `duration` seconds when given.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
