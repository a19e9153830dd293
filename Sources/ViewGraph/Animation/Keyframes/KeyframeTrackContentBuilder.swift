import Foundation

/// Collects the keyframes of one track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTrackGroup<Value>
    where K.Value == Value { _KeyframeTrackGroup() }
    public static func buildBlock(_ parts: _KeyframeTrackGroup<Value>...) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
    public static func buildOptional(_ part: _KeyframeTrackGroup<Value>?) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
    public static func buildEither(first: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { first }
    public static func buildEither(second: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTrackGroup<Value>]) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
}
