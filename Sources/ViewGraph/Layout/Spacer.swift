/// Space that grows along a stack's axis.
public struct Spacer: View {
    /// A spacer at least `minLength` points long, or the system's minimum when nil.
    public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A thin line between views.
public struct Divider: View {
    /// A divider.
    public init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
