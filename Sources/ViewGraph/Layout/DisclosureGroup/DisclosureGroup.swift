import Foundation

/// A label that shows or hides its content when tapped; on the screen `DisclosureGroup "Details" collapsed`,
/// with the content below it once expanded.
///
/// Collapsed, the content is not built at all, as in SwiftUI, so its views appear when it opens.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group that shows `content` under `label`, collapsed at first.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// A group whose expansion is `isExpanded`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The label, which toggles the group, and the content while expanded.
    @MainActor public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        // Read here, in a body, so that a change of the expansion rebuilds the group.
        _DisclosureGroupContent(
            label: label, content: expansion.wrappedValue ? content() : nil, makeContent: content, isExpanded: expansion
        )
    }
}

extension DisclosureGroup where Label == Text {
    /// A titled group, collapsed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a String title, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A titled group whose expansion is `isExpanded`.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a String title whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What a disclosure group shows: its label, which toggles it, and its content while expanded.
///
/// Under a `DisclosureGroupStyle` of the lesson's own, the style's body is the group's content (see
/// `SetStyle.swift`): it is given the content whether or not the group is expanded, as
/// SwiftUI's configuration is, and the content is built only where the body shows it.
nonisolated struct _DisclosureGroupContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content?
    let makeContent: () -> Content
    let isExpanded: Binding<Bool>
    typealias Body = Never
}

@MainActor extension _DisclosureGroupContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.disclosureGroupStyles) else {
            node.primitiveState = nil
            graph.reconcile(
                node,
                children: [(.label, _DisclosureToggle(label: label, isExpanded: isExpanded)), (.content, content)])
            return
        }
        let styled = StyledParts.of(node, [label, content ?? makeContent()])
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(part: styled.parts[0]), content: .init(part: styled.parts[1]), isExpanded: isExpanded)
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }

    /// The style's body sees the styles set further out: this one is spent.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.disclosureGroupStyles.removeLast() }
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        let title =
            (node.primitiveState as? StyledParts)?.parts[0].shownText() ?? node.children.first.map(visibleText(of:))
            ?? ""
        return .container("DisclosureGroup " + quoted(title) + (isExpanded.wrappedValue ? " expanded" : " collapsed"))
    }
}

/// The tappable label of a disclosure group, named on its group's line rather than on one of its own.
nonisolated struct _DisclosureToggle<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>
    typealias Body = Never
}

@MainActor extension _DisclosureToggle: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
    var controlRole: String { "DisclosureGroup" }
    func tap(_ node: ViewNode, host: Host) throws {
        isExpanded.wrappedValue.toggle()
    }
}
