import Foundation

// Values that flow up from children (preferences), and geometry callbacks.
//
// A preference is written by `preference(key:value:)` (or `anchorPreference`) and changed by
// `transformPreference` on the way up; a parent sees its children's values combined by the key's
// `reduce`, in the children's order. `onPreferenceChange` runs its action after the update in which
// the value below it first appears or changes, and `overlayPreferenceValue` /
// `backgroundPreferenceValue` rebuild their decoration from it. A writer's value replaces what the
// views inside it wrote for the same key, as SwiftUI's does.
//
// A `GeometryReader`'s geometry comes from the layout pass (see `GeometryReader.swift`); an anchor's
// bounds are not yet tracked through layout, and resolve to the iPhone 17's screen.

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

/// Writes a preference: replaces the value from below with `value`, or changes it with `transform`.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    /// The value below (nil when nothing below wrote one) to the value handed up.
    let write: (Key.Value?) -> Key.Value
    public typealias Body = Never

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        node.primitiveState = WrittenPreference(value: preferenceValue(Key.self, at: node))
        preferencesChanged(below: node, key: Key.self, in: graph)
    }

    /// A writer given a new value tells the observers above, unless what it hands up is equal to what
    /// it handed up before (a rebuilt overlay must not rebuild itself again and again).
    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        let value = preferenceValue(Key.self, at: node)
        if let written = node.primitiveState as? WrittenPreference, isEqual(written.value, value) == true { return }
        node.primitiveState = WrittenPreference(value: value)
        preferencesChanged(below: node, key: Key.self, in: graph)
    }

    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) { preferencesChanged(below: node, key: Key.self, in: graph) }
    func didHide(_ node: ViewNode, in graph: UpdateGraph) { preferencesChanged(below: node, key: Key.self, in: graph) }
    func didShow(_ node: ViewNode, in graph: UpdateGraph) { preferencesChanged(below: node, key: Key.self, in: graph) }
}

/// What a writer handed up last.
final class WrittenPreference {
    let value: Any?
    init(value: Any?) { self.value = value }
}

/// Whether `a` and `b` are equal, when their type can say; nil when it cannot.
func isEqual(_ a: Any?, _ b: Any?) -> Bool? {
    guard let a, let b else { return (a == nil) == (b == nil) ? (a == nil) : false }
    guard let equatable = a as? any Equatable else { return nil }
    func open<T: Equatable>(_ value: T) -> Bool { (b as? T) == value }
    return open(equatable)
}

/// Something above a preference writer that depends on the value of a key.
@MainActor
protocol PreferenceObserver {
    /// The key observed.
    var observedKey: ObjectIdentifier { get }
    /// The writers below changed: check the value again after this update.
    func preferencesChanged(at node: ViewNode, in graph: UpdateGraph)
}

/// Tells the observers of `key` above `node` that what is written below them may have changed.
@MainActor
func preferencesChanged<K: PreferenceKey>(below node: ViewNode, key: K.Type, in graph: UpdateGraph) {
    var ancestor = node.parent
    while let current = ancestor {
        let observer = current.view as? any PreferenceObserver
            ?? (current.view as? any ModifierCarrier)?.anyModifier as? any PreferenceObserver
        if let observer, observer.observedKey == ObjectIdentifier(K.self), current.isMounted {
            observer.preferencesChanged(at: current, in: graph)
        }
        ancestor = current.parent
    }
}

/// The value of `K` that `nodes` hand up, combined in order; nil when none of them writes one.
@MainActor
func preferenceValue<K: PreferenceKey>(_ key: K.Type, from nodes: [ViewNode]) -> K.Value? {
    var result: K.Value?
    for node in nodes where node.isMounted && !node.isOffScreen {
        guard let value = preferenceValue(K.self, at: node) else { continue }
        if result == nil {
            result = value
        } else {
            K.reduce(value: &result!, nextValue: { value })
        }
    }
    return result
}

/// The value of `K` that `node` hands up.
@MainActor
func preferenceValue<K: PreferenceKey>(_ key: K.Type, at node: ViewNode) -> K.Value? {
    let below = preferenceValue(K.self, from: node.children) ?? ((node.view is any DynamicPreferenceContent) ? K.defaultValue : nil)
    if let writer = (node.view as? any ModifierCarrier)?.anyModifier as? _PreferenceWritingModifier<K> {
        return writer.write(below)
    }
    return below
}

/// Content whose children can come and go (`if`, `if`/`else` or `switch`, `ForEach`): it always hands
/// up a value for every key, the key's default when none of its children writes one, and that value
/// takes part in `reduce` beside its siblings'.
///
/// Rule: static content that writes nothing adds nothing to a parent's value, so `reduce` is not asked;
/// dynamic content adds the default, so `reduce(value:nextValue:)` runs with it as `nextValue`, and a
/// reducer that just takes the next value (`value = nextValue()`) loses what a sibling wrote. Evidence
/// (outside the seeds): Shadowfacts, "SwiftUI Preferences" (2025): `Color.red.preference(key:,
/// value: "non-default").overlay { if true { Color.green } }` with such a reducer printed "default" from
/// `onPreferenceChange`, and the post blames "the presence of the dynamic content (i.e., the if
/// statement) inside the overlay"; a reducer that ignores the default keeps "non-default" (public
/// consoles, round 4, 9c).
protocol DynamicPreferenceContent {}

extension Optional: DynamicPreferenceContent where Wrapped: View {}
extension _ConditionalContent: DynamicPreferenceContent {}
extension ForEach: DynamicPreferenceContent where Content: View {}

/// Per node: the last value an observer saw, and whether a check is queued.
@MainActor
final class PreferenceObservation<Value> {
    var last: Value?
    var checkQueued = false
    /// For a reader rebuilt because what its content writes changed: only its decoration is made again.
    var decorationOnly = false
}

/// Runs `action` when the value of `Key` written below changes, after the update that changed it.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    public typealias Body = Never

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        node.primitiveState = PreferenceObservation<Key.Value>()
        preferencesChanged(at: node, in: graph)
    }

    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) { preferencesChanged(at: node, in: graph) }
}

extension _PreferenceActionModifier: PreferenceObserver {
    var observedKey: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func preferencesChanged(at node: ViewNode, in graph: UpdateGraph) {
        guard let observation = node.primitiveState as? PreferenceObservation<Key.Value>, !observation.checkQueued else { return }
        observation.checkQueued = true
        graph.enqueueAfterUpdate {
            observation.checkQueued = false
            guard node.isMounted, let current = node.view as? any ModifierCarrier,
                  let modifier = current.anyModifier as? _PreferenceActionModifier<Key> else { return }
            // SwiftUI calls the action with the first value it sees, then with each change.
            let value = preferenceValue(Key.self, from: node.children) ?? Key.defaultValue
            if observation.last == value { return }
            observation.last = value
            modifier.action(value)
        }
    }
}

/// A view drawn behind or in front of its content, made from the value of `Key` written in the content.
public struct _PreferenceReader<Key: PreferenceKey, Content: View, Decoration: View>: View {
    let content: Content
    let transform: (Key.Value) -> Decoration
    public typealias Body = Never
}

extension _PreferenceReader: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if let observation = node.primitiveState as? PreferenceObservation<Key.Value>, observation.decorationOnly {
            observation.decorationOnly = false
            // Only the decoration: updating the content again would tell the writers in it to tell
            // this reader again, without end when their values cannot be compared.
            if node.children.count == 2, node.children[1].key == .index(0) {
                let value = preferenceValue(Key.self, from: Array(node.children.prefix(1))) ?? Key.defaultValue
                graph.update(node.children[1], with: transform(value), environment: node.children[1].environment)
                return
            }
        }
        // The content first, so that the decoration is made from what it writes now.
        if node.children.first?.key != .content {
            graph.reconcile(node, children: [(.content, content)])
        }
        let value = preferenceValue(Key.self, from: Array(node.children.prefix(1))) ?? Key.defaultValue
        graph.reconcile(node, children: [(.content, content), (.index(0), transform(value))])
    }

    func didMount(_ node: ViewNode, in graph: UpdateGraph) { node.primitiveState = PreferenceObservation<Key.Value>() }
}

extension _PreferenceReader: PreferenceObserver {
    var observedKey: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func preferencesChanged(at node: ViewNode, in graph: UpdateGraph) {
        guard let observation = node.primitiveState as? PreferenceObservation<Key.Value>, !observation.checkQueued else { return }
        observation.checkQueued = true
        graph.enqueueAfterUpdate {
            observation.checkQueued = false
            guard node.isMounted else { return }
            observation.decorationOnly = true
            graph.rebuild(node)
        }
    }
}

/// Where an anchor points: a rectangle or a point in a view's bounds, resolved by a `GeometryProxy`.
public struct Anchor<Value> {
    let value: Value

    /// A rectangle or point in a view, to be resolved into an anchor.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in r } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in p } }
    /// A point at fractions of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// Not modelled: where `anchor` is, in this proxy's coordinates; the engine lays nothing out, so
    /// every view's bounds are the screen's.
    public subscript<T>(anchor: Anchor<T>) -> T {
        MainActor.assumeIsolated { UnmodelledAPI.note("Anchor") }
        return anchor.value
    }
}

extension View {
    /// Hands `value` up to the ancestors that read `key`, in place of what the view's content wrote.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: { _ in value }))
    }
    /// Changes the value of `key` handed up from below (its default value when nothing below wrote one).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: { below in
            var value = below ?? K.defaultValue
            callback(&value)
            return value
        }))
    }
    /// Hands up the value `transform` makes from an anchor in this view.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: { _ in transform(Anchor(value: value.resolve(CGRect(origin: .zero, size: iPhoneScreenSize)))) }))
    }
    /// Changes the value of `key` handed up from below with an anchor in this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: { below in
            var result = below ?? K.defaultValue
            transform(&result, Anchor(value: value.resolve(CGRect(origin: .zero, size: iPhoneScreenSize))))
            return result
        }))
    }
    /// Runs `action` with the value of `key` written below: after the update in which it first
    /// appears, and after each update that changes it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
    /// A background made from the value of `key` written in the view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReader<K, Self, V>(content: self, transform: transform)
    }
    /// An overlay made from the value of `key` written in the view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReader<K, Self, V>(content: self, transform: transform)
    }

    /// Not modelled: runs `action` when the value read from the scroll geometry changes; never, in the engine.
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
