import Foundation

/// Collects keyframe tracks, each for a property of `Value`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup()
    }
    /// A keyframe of the whole value, outside any track (a track of the value itself).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesGroup<Value>
    where K.Value == Value { _KeyframesGroup() }
    public static func buildBlock(_ parts: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    /// The keyframes a `for` loop makes.
    public static func buildArray(_ parts: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildOptional(_ part: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
}
