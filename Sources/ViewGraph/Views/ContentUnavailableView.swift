import Foundation

/// What an empty screen shows: a title, an image, a description and actions; on the screen
/// `ContentUnavailableView "No Trips"` with the description and actions below.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of `label`, `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view of `label` and `description`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view of `label` alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where Label == ViewGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, an SF Symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() }
        )
    }

    /// A view with a String title, an SF Symbol and a description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() }
        )
    }

    /// A view with a title, an image from the assets and a description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { ViewGraph.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() }
        )
    }

    /// The view a search with no results shows.
    public static var search: ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view a search for `text` with no results shows.
    public static func search(text: String) -> ContentUnavailableView<ViewGraph.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView(
            LocalizedStringKey("No Results for “\(text)”"), systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

@MainActor extension ContentUnavailableView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(
            node, children: [(.label, _ScreenHidden(content: label)), (.content, description), (.index(2), actions)])
    }

    /// Its line shows the label's symbol, then its title, as iOS draws them, the symbol large above the
    /// title (`ContentUnavailableView Image "airplane" "No Trips"`, the symbol named as a control's
    /// icon is, see `screenLabel(_:of:)`); a label with no image shows its title alone.
    func screenContent(of node: ViewNode) -> ScreenContent {
        var symbols: [String] = []
        node.children.first?.forEachNode {
            if let image = $0.view as? Image { symbols.append("Image " + quoted(image.name)) }
        }
        let title = quoted(node.children.first.map(visibleText(of:)) ?? "")
        return .container((["ContentUnavailableView"] + symbols + [title]).joined(separator: " "))
    }
}
