import Foundation

// Values that flow up from children (preferences) and geometry callbacks. The engine lays nothing
// out and reduces no preferences, so the callbacks never run: a view that waits for one keeps the
// value it started with.

/// A value children hand up to their ancestors, combined by `reduce`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no child sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next child's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, for an optional value.
    public static var defaultValue: Value { nil }
}

extension View {
    /// Hands `value` up to the ancestors that read `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { inert("preference") }
    /// Changes the value of `key` handed up from below.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { inert("transformPreference") }
    /// Runs `action` when the value of `key` from below changes; never, in the engine.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { inert("onPreferenceChange") }
    /// A background made from the value of `key`: its default value, in the engine.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_DecorationModifier(decoration: transform(K.defaultValue)))
    }
    /// An overlay made from the value of `key`: its default value, in the engine.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_DecorationModifier(decoration: transform(K.defaultValue)))
    }

    /// Names this view's space so that frames below can be measured in it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { inert("coordinateSpace") }
    /// Names this view's space (the older form).
    public func coordinateSpace<T: Hashable>(name: T) -> some View { inert("coordinateSpace") }

    /// Runs `action` when the value `transform` reads from the view's geometry changes; never, in the engine.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View { inert("onGeometryChange") }
    /// Runs `action` with the old and new value when the value read from the geometry changes; never, in the engine.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) -> some View { inert("onGeometryChange") }
    /// Runs `action` when the value read from the scroll geometry changes; never, in the engine.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { inert("onScrollGeometryChange") }
    /// Runs `action` with `true` when at least `threshold` of the view comes into sight in its scroll
    /// view, and with `false` when it goes out of sight; see `ScrollVisibility.swift`.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}

/// The geometry of a scroll view: its offset, content size and visible rectangle.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The part of the content in sight.
    public var visibleRect: CGRect
    /// The scroll view's bounds.
    public var bounds: CGRect
}
