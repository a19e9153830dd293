import Foundation

/// A box around related content, with an optional title; on the screen `GroupBox "Title"`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box around `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension GroupBox {
    /// A box around `content` titled by the view `label` (deprecated: `init(content:label:)`).
    public init(label: Label, @ViewBuilder content: () -> Content) { self.init(content: content) { label } }
}

extension GroupBox where Label == EmptyView {
    /// A box around `content`.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// A titled box around `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }

    /// A box with a String title around `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension GroupBox: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let title = node.children.first.map(visibleText(of:)) ?? ""
        return .container("GroupBox" + (title.isEmpty ? "" : " " + quoted(title)))
    }
}
