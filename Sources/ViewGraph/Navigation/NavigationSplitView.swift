import Foundation

/// Which columns of a split view are showing.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view.
public enum NavigationSplitViewColumn: Hashable, Sendable { case sidebar, content, detail }

/// A sidebar, an optional middle column, and a detail; on the screen every column shows, one after the other.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view whose visible columns are `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view whose visible columns are `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view that shows `preferredCompactColumn` on a narrow screen.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.index(0), sidebar), (.index(1), content), (.index(2), detail)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent { .container("NavigationSplitView") }
}

/// How a split view shares its width between columns.
public protocol NavigationSplitViewStyle {}
/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() } }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() } }

extension View {
    /// Not modelled: how the split view shares its width.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { inert("navigationSplitViewStyle") }
    /// Not modelled: the width of this split view column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { inert("navigationSplitViewColumnWidth") }
    /// Not modelled: the width range of this split view column.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { inert("navigationSplitViewColumnWidth") }
}
