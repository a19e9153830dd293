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
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public typealias Body = Never
}

extension Label: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, title), (.index(1), icon)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Label " + quoted(node.children.first.map(visibleText(of:)) ?? ""))
    }
}
