import Foundation

/// Keyframes for the values of a keyframe animator.
public protocol Keyframes {
    /// The type of the animated values.
    associatedtype Value
}

/// The keyframes of one property of the animated values.
public protocol KeyframeTrackContent {
    /// The type of the property.
    associatedtype Value
}

/// The tracks a `KeyframesBuilder` collected.
public struct _KeyframesGroup<Value>: Keyframes {}

/// The keyframes a `KeyframeTrackContentBuilder` collected.
public struct _KeyframeTrackGroup<Value>: KeyframeTrackContent {}
