import Foundation

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a title and an image from the assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a label style is given, shown as it is (from a style's `makeBody(configuration:)`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A title with an icon.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public typealias Body = Never
}

@MainActor extension Label: PrimitiveView {
    /// The title and the icon, or, under a style of the lesson's own, the style's body (see
    /// `SetStyle.swift`).
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let style = customStyle(node.environment.labelStyles) else {
            node.primitiveState = nil
            graph.reconcile(node, children: [(.label, title), (.index(1), icon)])
            return
        }
        let styled = StyledParts.of(node, [title, icon])
        let configuration = LabelStyleConfiguration(
            title: .init(part: styled.parts[0]), icon: .init(part: styled.parts[1]))
        styled.reconcile(node, body: style.styleBody(configuration), in: graph)
    }

    /// The style's body sees the styles set further out: this one is spent.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .body { environment.labelStyles.removeLast() }
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Label " + quoted(node.children.first.map(visibleText(of:)) ?? ""))
    }
}
