import Foundation

// `onGeometryChange`: after each layout pass, the value `transform` reads from the modified view's
// geometry is compared with the last one, and `action` runs when it differs, and once with the
// first value, when the view is first laid out (the engine's assumption, which public posts on the
// modifier describe: "called with the initial value"). The actions run after the update's other
// actions: after the `onChange` actions that the same layout caused (a reader's content that read
// a new size), in the order the engine assumes iOS runs them.

extension View {
    /// Runs `action` when the value `transform` reads from the view's geometry changes, and with its
    /// first value. `transform` is `@Sendable` and its value `Sendable`, as Apple's page declares
    /// (`@preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping
    /// @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable,
    /// T : Sendable`): SwiftUI may run it off the main actor, so a view's state read there is an
    /// error in the Swift 6 mode; `action` is the view's own, and sets its state.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: { _, new in action(new) }))
    }
    /// Runs `action` with the old and the new value when the value read from the geometry changes
    /// (the first time, old and new are the first value). Declared as the one-value form is.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: action))
    }
}

/// A view whose geometry is watched.
nonisolated public struct _GeometryActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    public typealias Body = Never
}

/// The value an `onGeometryChange` (or `onScrollGeometryChange`) read last.
final class GeometryValue<Value> {
    var value: Value
    /// Bounds the action to two runs a frame (see `UpdateCycleDetector`).
    let detector = UpdateCycleDetector()
    init(_ value: Value) { self.value = value }
}

extension GeometryValue where Value: Equatable {
    /// Keeps `new` at `node` and, after the layout pass, runs `action` with the old and the new
    /// value when it differs from the one kept, or with the first value twice, as iOS calls it once
    /// at first.
    @MainActor
    static func report(_ new: Value, at node: ViewNode, to action: @escaping (Value, Value) -> Void) {
        if let kept = node.primitiveState as? GeometryValue<Value> {
            guard kept.value != new else { return }
            let old = kept.value
            kept.value = new
            // An action whose change moves the geometry it reads is cut for the frame: the new value
            // is kept as seen, so the app rests until something else changes it.
            guard let graph = LayoutEngine.graph else { return LayoutEngine.afterLayout { action(old, new) } }
            LayoutEngine.afterLayout { [weak graph] in
                guard let graph, kept.detector.dispatch(label: nil, in: graph) else { return }
                action(old, new)
            }
        } else {
            node.primitiveState = GeometryValue(new)
            LayoutEngine.afterLayout { action(new, new) }
        }
    }
}

@MainActor extension _GeometryActionModifier: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        if LayoutEngine.isDryRun { return }
        GeometryValue.report(transform(GeometryProxy(node: node)), at: node, to: action)
    }
}
