import Foundation

/// A box around related content, with an optional title; on the screen `GroupBox "Title"`.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box with a String title around `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

@MainActor extension GroupBox: PrimitiveView {
    /// The title and the content, or, under a style of the lesson's own, the style's body (see
    /// `SetStyle.swift`), which shows them where it puts them.
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.groupBoxStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, content)])
            return
        }
        let styled = StyledParts.of(node, [label, content])
        let configuration = GroupBoxStyleConfiguration(
            label: .init(part: styled.parts[0]), content: .init(part: styled.parts[1]))
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.groupBoxStyles.removeLast() }
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let title =
            (node.primitiveState as? StyledParts)?.parts[0].shownText() ?? node.children.first.map(visibleText(of:))
            ?? ""
        return .container("GroupBox" + (title.isEmpty ? "" : " " + quoted(title)))
    }
}
