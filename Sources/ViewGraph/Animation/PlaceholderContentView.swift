import Foundation

/// The content a phase or keyframe animator, or a `Transition`, is given to change: the view the
/// modifier is attached to. `Value` names who asks (the view, or the transition), as in SwiftUI.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: any View
    public typealias Body = Never
}

@MainActor extension PlaceholderContentView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}
