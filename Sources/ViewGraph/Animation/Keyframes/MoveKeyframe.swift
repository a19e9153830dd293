import Foundation

/// A keyframe reached at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe that jumps to `to`.
    public init(_ to: Value) {}
}
