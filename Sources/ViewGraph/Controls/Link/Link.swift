import Foundation

// Controls that leave the app: a link opens a URL through the environment's `openURL`, a share link
// opens the system's share sheet (nothing, here).

/// A control that opens a URL through the environment's `openURL`; on the screen `Link "Apple"`.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link to `destination`, shown as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never
}

extension Link where Label == Text {
    /// A titled link.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@MainActor extension Link: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Link " + screenLabel(controlLabel(of: node), of: node) + (isDisabled(node) ? " disabled" : ""))
    }

    var controlRole: String { "Link" }

    func tap(_ node: ViewNode, host: Host) throws {
        node.environment.openURL(destination)
    }
}
