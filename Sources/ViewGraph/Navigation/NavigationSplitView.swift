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

/// A sidebar, an optional middle column, and a detail.
///
/// On an iPhone in portrait the columns collapse into one navigation stack, as `NavigationView`'s do:
/// its root is the sidebar (or the column `preferredCompactColumn` names), and the other columns show
/// only when pushed. A link that pushes a view, or a value with a `navigationDestination(for:)`, pushes
/// onto that stack. Not modelled: a row selected in the sidebar's `List(selection:)` pushing the next
/// column; a play that taps such a row stops with an error that says so.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    var compactColumn: Binding<NavigationSplitViewColumn>?

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view whose visible columns are `columnVisibility` (which a collapsed split
    /// view ignores).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A three-column split view that shows `preferredCompactColumn` on a narrow screen.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn
    }

    /// The collapsed split view: a stack whose root is the column an iPhone shows first.
    public var body: some View {
        NavigationStack { _CompactSplitColumn(column: compactColumn?.wrappedValue ?? .sidebar, sidebar: sidebar, content: content, detail: detail) }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view whose visible columns are `columnVisibility` (which a collapsed split
    /// view ignores).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view that shows `preferredCompactColumn` on a narrow screen.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
        compactColumn = preferredCompactColumn
    }
}

/// The root of a collapsed split view's stack: one of its columns.
struct _CompactSplitColumn<Sidebar: View, Content: View, Detail: View>: View, CompactSplitRoot {
    let column: NavigationSplitViewColumn
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    var body: some View {
        switch column {
        case .sidebar: AnyView(sidebar)
        case .content: Content.self == EmptyView.self ? AnyView(detail) : AnyView(content)
        case .detail: AnyView(detail)
        }
    }
}

/// The root of a collapsed split view's stack, whatever its columns' types.
protocol CompactSplitRoot {}

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
