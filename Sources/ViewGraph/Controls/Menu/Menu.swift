import Foundation

/// A button that opens a list of actions.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// What a tap on the label does instead of opening the menu (which a long press then opens).
    let primaryAction: (() -> Void)?

    /// A menu of `content`, opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }
    public typealias Body = Never
}

extension Menu where Label == Text {
    /// A menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewGraph.Label<Text, Image> {
    /// A menu with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }
}

/// A menu opens when it is tapped and shows its items below its own line, in reach, until the next
/// action: a tap on an item runs it and closes the menu, as on a device, and any other action closes it
/// too (`Host.perform`). A closed menu's items are not on the screen. `choose Sort > By price` opens and
/// chooses in one action. A menu with a `primaryAction` runs that action on a tap instead (Apple's
/// documentation of `init(content:label:primaryAction:)`: "The action to perform on primary
/// interaction with the menu"), and a `long-press` opens it. Evidence: lesson 20's flash card on `Menu` ("The picture is the menu open; choosing By
/// price set order") shows the open menu between the tap on it and the choice.
@MainActor extension Menu: PrimitiveView, Control, ShowsSomeChildren, MenuOpening {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if node.primitiveState == nil { node.primitiveState = Revealed() }
        graph.reconcile(node, children: [(.label, label), (.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        let line = "Menu " + (node.children.first.map { screenLabel(visibleText(of: $0), of: $0) } ?? quoted(""))
        return isOpen(node) ? .container(line) : .leaf(line)
    }
    var controlRole: String { "Menu" }

    /// Open: its items; closed: its label, which is part of its line.
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        isOpen(node) ? Array(node.children.dropFirst()) : Array(node.children.prefix(1))
    }

    func tap(_ node: ViewNode, host: Host) throws {
        if let primaryAction {
            primaryAction()
        } else {
            open(node)
        }
    }

    func open(_ node: ViewNode) {
        (node.primitiveState as? Revealed)?.isShown = true
        // Its items are on the screen now, below its label: the menu is laid out again.
        if let graph = Host.current?.graph { LayoutEngine.record(node, childrenChanged: true, in: graph.layoutState) }
    }

    private func isOpen(_ node: ViewNode) -> Bool { (node.primitiveState as? Revealed)?.isShown == true }
}

extension Menu {
    /// A menu whose label runs `primaryAction` when tapped, and opens the menu when held.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

/// A menu, which a play opens by tapping it (or long-pressing one with a primary action).
@MainActor
protocol MenuOpening { func open(_ node: ViewNode) }
