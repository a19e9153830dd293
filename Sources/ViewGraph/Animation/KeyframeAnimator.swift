import Foundation

// Keyframe animators (iOS 17): a keyframe animator shows its content with its initial values: its
// keyframes are never run.

extension View {
    /// Animates values along keyframes each time `trigger` changes; shown with `initialValue`.
    nonisolated public func keyframeAnimator<Value, V: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates values along keyframes over and over; shown with `initialValue`.
    nonisolated public func keyframeAnimator<Value, V: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A view whose content is made from values that move along keyframes; shown with the initial values.
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    let content: Content

    /// Content made from values animated along `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) {
        self.content = content(initialValue)
    }

    /// Content made from values animated along `keyframes` over and over.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) {
        self.content = content(initialValue)
    }

    public typealias Body = Never
}

@MainActor extension KeyframeAnimator: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}
