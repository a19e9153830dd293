import Foundation

/// A label beside a value, as in a form row; on the screen `LabeledContent "Nights" "3"`.
///
/// Content with controls in it shows below the line, where it can be tapped.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row of `label` and `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension LabeledContent where Label == Text {
    /// A titled row of `content`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A row of `content` with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled row showing `value`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A row with a String title showing `value`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A titled row showing `value` formatted with `format`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A row with a String title showing `value` formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

@MainActor extension LabeledContent: PrimitiveView {
    /// The label and the content, or, under a style of the lesson's own, the style's body (see
    /// `SetStyle.swift`), which shows them where it puts them.
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.labeledContentStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [(.label, _ScreenHidden(content: label)), (.content, content)])
            return
        }
        let styled = StyledParts.of(node, [label, content])
        let configuration = LabeledContentStyleConfiguration(
            label: .init(part: styled.parts[0]), content: .init(part: styled.parts[1]))
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.labeledContentStyles.removeLast() }
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        if let styled = node.primitiveState as? StyledParts {
            return .container("LabeledContent " + quoted(styled.parts[0].shownText()))
        }
        let title = quoted(node.children.first.map(visibleText(of:)) ?? "")
        guard let contentNode = node.children.last, !containsControl(contentNode) else {
            return .container("LabeledContent " + title)
        }
        return .leaf("LabeledContent " + title + " " + quoted(visibleText(of: contentNode)))
    }
}
