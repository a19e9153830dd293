import Foundation

// Values that flow up from children (preferences), and geometry callbacks.
//
// A preference is written by `preference(key:value:)` (or `anchorPreference`) and changed by
// `transformPreference` on the way up; a parent sees its children's values combined by the key's
// `reduce`, in the children's order. `onPreferenceChange` runs its action once the update in which
// the value below it first appears or changes is laid out, and `overlayPreferenceValue` /
// `backgroundPreferenceValue` rebuild their decoration from it. A writer's value replaces what the
// views inside it wrote for the same key, as SwiftUI's does.
//
// A `GeometryReader`'s geometry comes from the layout pass (see `GeometryReader.swift`). An anchor
// (`anchorPreference`) is a place in the view that wrote it, resolved by a proxy into the proxy's
// own coordinates when it is read (Apple's `Anchor`: "an opaque value derived from an anchor source
// and a particular view"; `GeometryProxy.subscript(_:)`: "resolves the value of an anchor to the
// coordinate space of the container"). The view's frame is read when the proxy asks, so a reader
// built in the layout pass that placed the view reads where it is now; when the view moves later
// without its readers moving, its writer hands up a new anchor after that pass, and what reads the
// key (`overlayPreferenceValue`, `onPreferenceChange`) runs again (the engine's assumption of
// SwiftUI's order: the anchor's value changes once the layout that moved it is done).

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
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    /// The value below (nil when nothing below wrote one) to the value handed up, by the writer's node.
    let write: (Key.Value?, ViewNode) -> Key.Value
    /// Whether the value depends on where the view is (an anchor): a move hands up a new value.
    var readsFrame = false
    public typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        node.primitiveState = WrittenPreference(value: preferenceValue(Key.self, at: node))
        preferencesChanged(below: node, key: Key.self, in: graph)
    }

    /// A writer given a new value tells the observers above, unless what it hands up is equal to what
    /// it handed up before (a rebuilt overlay must not rebuild itself again and again).
    @MainActor func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        let value = preferenceValue(Key.self, at: node)
        let written = node.primitiveState as? WrittenPreference
        if let written, isEqual(written.value, value) == true { return }
        let kept = WrittenPreference(value: value)
        kept.frame = written?.frame
        node.primitiveState = kept
        preferencesChanged(below: node, key: Key.self, in: graph)
    }

    @MainActor func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        preferencesChanged(below: node, key: Key.self, in: graph)
    }
    @MainActor func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        preferencesChanged(below: node, key: Key.self, in: graph)
    }
    @MainActor func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        preferencesChanged(below: node, key: Key.self, in: graph)
    }
}

/// What a writer handed up last, and where its view was when the layout last placed it.
final class WrittenPreference {
    let value: Any?
    var frame: CGRect?
    init(value: Any?) { self.value = value }
}

@MainActor extension _PreferenceWritingModifier: ModifierLayoutRule {
    /// An anchor's writer that the pass moved tells the readers of its key, once the pass is done;
    /// the first placement tells no one, as the readers built in that pass read the new frame.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        guard readsFrame, !LayoutEngine.isDryRun, let written = node.primitiveState as? WrittenPreference else {
            return
        }
        let frame = node.geometry.frame
        defer { written.frame = frame }
        guard let old = written.frame, old != frame, let graph = LayoutEngine.graph else { return }
        LayoutEngine.afterLayout { [weak graph] in
            guard let graph, node.isMounted else { return }
            preferencesChanged(below: node, key: Key.self, in: graph)
        }
    }
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
        let observer =
            current.view as? any PreferenceObserver
            ?? current.asModifierCarrier?.anyModifier as? any PreferenceObserver
        if let observer, observer.observedKey == ObjectIdentifier(K.self), current.isMounted {
            observer.preferencesChanged(at: current, in: graph)
        }
        ancestor = current.parent
    }
}

/// The value of `K` that `nodes` hand up, combined in order; nil when none of them writes one.
@MainActor
func preferenceValue<K: PreferenceKey>(_ key: K.Type, from nodes: some Sequence<ViewNode>) -> K.Value? {
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
    let below =
        preferenceValue(K.self, from: node.children)
        ?? ((node.view is any DynamicPreferenceContent) ? K.defaultValue : nil)
    if let writer = node.asModifierCarrier?.anyModifier as? _PreferenceWritingModifier<K> {
        return writer.write(below, node)
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
/// statement) inside the overlay"; a reducer that ignores the default keeps "non-default".
protocol DynamicPreferenceContent {}

extension Optional: DynamicPreferenceContent where Wrapped: View {}
extension _ConditionalContent: DynamicPreferenceContent {}
extension ForEach: DynamicPreferenceContent where Content: View {}

/// Per node: the last value an observer saw, and whether a check is queued.
@MainActor
final class PreferenceObservation<Value> {
    var last: Value?
    var checkQueued = false
    /// Bounds the action to two runs a frame (see `UpdateCycleDetector`).
    let detector = UpdateCycleDetector()
    /// For a reader rebuilt because what its content writes changed: only its decoration is made again.
    var decorationOnly = false
}

/// Runs `action` when the value of `Key` written below changes, after the update that changed it.
nonisolated public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    public typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        node.primitiveState = PreferenceObservation<Key.Value>()
        preferencesChanged(at: node, in: graph)
    }

    @MainActor func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        preferencesChanged(at: node, in: graph)
    }
}

@MainActor extension _PreferenceActionModifier: PreferenceObserver {
    var observedKey: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func preferencesChanged(at node: ViewNode, in graph: UpdateGraph) {
        guard let observation = node.primitiveState as? PreferenceObservation<Key.Value>, !observation.checkQueued
        else { return }
        observation.checkQueued = true
        graph.enqueuePreferenceCheck {
            observation.checkQueued = false
            guard node.isMounted, let current = node.asModifierCarrier,
                let modifier = current.anyModifier as? _PreferenceActionModifier<Key>
            else { return }
            // SwiftUI calls the action with the first value it sees, then with each change.
            let value = preferenceValue(Key.self, from: node.children) ?? Key.defaultValue
            if observation.last == value { return }
            // The value is seen even when the action may not run for it: a handler that changes what
            // it reads is cut here for the frame, and the app rests (see `UpdateCycleDetector`). The
            // first value is not counted against that bound.
            let isFirst = observation.last == nil
            observation.last = value
            guard isFirst || observation.detector.dispatch(label: "Bound preference \(Key.self)", in: graph) else {
                return
            }
            modifier.action(value)
        }
    }
}

/// A view drawn behind or in front of its content, made from the value of `Key` written in the content.
nonisolated public struct _PreferenceReader<Key: PreferenceKey, Content: View, Decoration: View>: View {
    let content: Content
    let transform: (Key.Value) -> Decoration
    let alignment: Alignment
    public typealias Body = Never
}

/// The reader is as big as its content; the decoration is offered the content's size and put on it
/// by `alignment`, as an `overlay` or a `background` is (see `OverlayLayout.swift`).
@MainActor extension _PreferenceReader: LayoutRule {
    func subviewNodes(of node: ViewNode) -> [ViewNode] {
        guard let content = node.child(at: .content), !content.isRetired else { return [] }
        return content.isLayoutTransparent ? layoutChildren(of: content) : [content]
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        guard let decoration = node.child(at: .index(0)), !decoration.isRetired else { return }
        let views = decoration.isLayoutTransparent ? layoutChildren(of: decoration) : [decoration]
        placeAligned(LayoutSubviews(views), in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }
}

@MainActor extension _PreferenceReader: PrimitiveView {
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

@MainActor extension _PreferenceReader: PreferenceObserver {
    var observedKey: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func preferencesChanged(at node: ViewNode, in graph: UpdateGraph) {
        guard let observation = node.primitiveState as? PreferenceObservation<Key.Value>, !observation.checkQueued
        else { return }
        observation.checkQueued = true
        graph.enqueuePreferenceCheck {
            observation.checkQueued = false
            guard node.isMounted else { return }
            observation.decorationOnly = true
            graph.rebuild(node)
        }
    }
}

/// A place in a view (its bounds, a corner, a point), to be resolved by a `GeometryProxy` into the
/// proxy's coordinates.
public struct Anchor<Value> {
    /// The view the anchor is in; nil for an anchor not made by a view.
    let node: ViewNode?
    /// The place, given the view's frame in the space it is read in.
    let resolve: (CGRect) -> Value
    /// The view's frame on the screen when the anchor was handed up: what two anchors compare.
    let frame: CGRect

    /// A rectangle or point in a view, to be resolved into an anchor.
    public struct Source {
        let resolve: (CGRect) -> Value
    }

    /// The place on the screen, with the view where it is now.
    @MainActor
    func resolved(relativeTo origin: CGPoint) -> Value {
        let frame = node?.globalFrame ?? frame
        return resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}

/// Two anchors are equal when they are in the same view and point to the same place on the screen.
extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.node === rhs.node && lhs.resolve(lhs.frame) == rhs.resolve(rhs.frame)
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(resolve(frame)) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }
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
    /// Where `anchor` is, in this proxy's coordinates (its view's top-leading corner at zero), with
    /// the anchor's view where the layout put it.
    public subscript<T>(anchor: Anchor<T>) -> T {
        // The anchor (its place is a closure, so it is not Sendable) goes to the main actor on the
        // thread it is on, and the value is read there: neither crosses to another thread.
        let source = UncheckedSendable(anchor)
        return MainActor.assumeIsolated { [origin = frameInGlobal.origin] in
            UncheckedSendable(source.value.resolved(relativeTo: origin))
        }.value
    }
}

extension View {
    /// Hands `value` up to the ancestors that read `key`, in place of what the view's content wrote.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(write: { _, _ in value }))
    }
    /// Changes the value of `key` handed up from below (its default value when nothing below wrote one).
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(
            _PreferenceWritingModifier<K>(write: { below, _ in
                var value = below ?? K.defaultValue
                callback(&value)
                return value
            }))
    }
    /// Hands up the value `transform` makes from an anchor in this view.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            _PreferenceWritingModifier<K>(write: { _, node in transform(Anchor(in: node, value)) }, readsFrame: true))
    }
    /// Changes the value of `key` handed up from below with an anchor in this view.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            _PreferenceWritingModifier<K>(
                write: { below, node in
                    var result = below ?? K.defaultValue
                    transform(&result, Anchor(in: node, value))
                    return result
                }, readsFrame: true))
    }
    /// Runs `action` with the value of `key` written below: after the update in which it first
    /// appears, and after each update that changes it.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
    /// A background made from the value of `key` written in the view.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceReader<K, Self, V>(content: self, transform: transform, alignment: alignment)
    }
    /// An overlay made from the value of `key` written in the view.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceReader<K, Self, V>(content: self, transform: transform, alignment: alignment)
    }

    /// Runs `action` with `true` when at least `threshold` of the view comes into sight in its scroll
    /// view, and with `false` when it goes out of sight; see `ScrollVisibility.swift`.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
        -> some View
    {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}

extension Anchor {
    /// The anchor `source` makes in the view at `node`, where the layout last put it.
    ///
    /// Nonisolated, so that the `write` closures of the nonisolated `anchorPreference` modifiers can
    /// make one; the graph calls them only while it updates, on the main actor.
    nonisolated init(in node: ViewNode, _ source: Source) {
        let frame = MainActor.assumeIsolated { node.globalFrame ?? .zero }
        self.init(node: node, resolve: source.resolve, frame: frame)
    }
}
