import Foundation

/// The keyframes of the property at a key path of the animated values.
public struct KeyframeTrack<Root, TrackValue>: Keyframes {
    /// The type of the animated values the track belongs to.
    public typealias Value = Root
    /// Keyframes for the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, TrackValue>,
        @KeyframeTrackContentBuilder<TrackValue> content: () -> _KeyframeTrackGroup<TrackValue>
    ) {}
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> _KeyframeTrackGroup<Root>) where TrackValue == Root {}
}
