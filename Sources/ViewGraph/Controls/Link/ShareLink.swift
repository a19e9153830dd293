import Foundation

/// How a shared item is previewed in the share sheet.
public struct SharePreview {
    let title: String

    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) { title = titleKey.resolved }
    /// A preview with a title and an image.
    public init<I>(_ titleKey: LocalizedStringKey, image: I) { title = titleKey.resolved }
    /// A preview with a title and an icon.
    public init<C>(_ titleKey: LocalizedStringKey, icon: C) { title = titleKey.resolved }
    /// A preview with a title, an image and an icon.
    public init<I, C>(_ titleKey: LocalizedStringKey, image: I, icon: C) { title = titleKey.resolved }
    /// A preview with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
    /// A preview with a String title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol, I>(_ title: S, image: I) { self.title = String(title) }
}

/// The label a share link shows when given none: Share, with its icon.
public typealias DefaultShareLinkLabel = Label<Text, Image>

/// A control that opens the share sheet for an item; on the screen `ShareLink "Share"`.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share link for `item`, shown as `label`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for `item` with a preview, shown as `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A share link for several items, shown as `label`.
    public init<D: RandomAccessCollection>(
        items: D, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where D.Element: Transferable {
        self.label = label()
    }

    public typealias Body = Never
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for `item`, labelled Share.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ViewGraph.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share link for `item` with a preview, labelled Share.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) {
            ViewGraph.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A titled share link for `item`.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ViewGraph.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    /// A titled share link for `item` with a preview.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(item: item, subject: subject, message: message) {
            ViewGraph.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }

    /// A share link with a String title for `item`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ViewGraph.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

@MainActor extension ShareLink: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("ShareLink " + screenLabel(controlLabel(of: node), of: node))
    }

    var controlRole: String { "ShareLink" }

    /// The share sheet is the system's: tapping changes nothing in the app.
    func tap(_ node: ViewNode, host: Host) throws {}
}
