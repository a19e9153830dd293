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
/// only when pushed: a value link in a column's `List(selection:)` selects its row, which pushes the
/// next column (see `_CompactSplitStack`). A link that pushes a view, or a value with a
/// `navigationDestination(for:)`, pushes onto the same stack. A value link outside a selecting list
/// with no destination stops a play with an error that says so.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    var compactColumn: Binding<NavigationSplitViewColumn>?

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view whose visible columns are `columnVisibility` (which a collapsed split
    /// view ignores).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A three-column split view that shows `preferredCompactColumn` on a narrow screen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn
    }

    /// A three-column split view that shows `preferredCompactColumn` on a narrow screen (iOS 17).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn
    }

    /// The collapsed split view: a stack whose root is the column an iPhone shows first.
    @MainActor public var body: some View {
        _CompactSplitStack(
            column: compactColumn?.wrappedValue ?? .sidebar, sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view whose visible columns are `columnVisibility` (which a collapsed split
    /// view ignores).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view that shows `preferredCompactColumn` on a narrow screen.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
        compactColumn = preferredCompactColumn
    }

    /// A two-column split view that shows `preferredCompactColumn` on a narrow screen (iOS 17).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
        compactColumn = preferredCompactColumn
    }
}

/// A collapsed split view: a stack whose root is one of its columns, with the columns after it pushed
/// as a row of a column's list is selected.
///
/// A value link in a column's `List(selection:)` selects its row instead of pushing a value, and the
/// split view pushes the next column (content after the sidebar, detail after the content). The pushed
/// columns are the stack's path, so each is made again from the split view's latest columns whenever
/// the split view updates: a column shows the selection just set, and follows the state it reads as a
/// column of a split view does. Going back pops the column and clears the selection that pushed it, so
/// the same row can be chosen again, as a collapsed split view does on an iPhone.
nonisolated struct _CompactSplitStack<Sidebar: View, Content: View, Detail: View>: View {
    let column: NavigationSplitViewColumn
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    /// The screens pushed above the root: columns (`SplitColumnStep`), and values the columns' own
    /// links push with a `navigationDestination(for:)`.
    @State private var pushed: [AnyHashable] = []
    /// For each pushed column, how to clear the selection that pushed it.
    @State private var clears = SplitSelections()

    private var hasContent: Bool { Content.self != EmptyView.self }

    /// The column an iPhone shows first.
    private var root: NavigationSplitViewColumn {
        switch column {
        case .sidebar: .sidebar
        case .content: hasContent ? .content : .detail
        case .detail: .detail
        }
    }

    /// The column pushed after `column`, if any.
    private func next(after column: NavigationSplitViewColumn) -> NavigationSplitViewColumn? {
        switch column {
        case .sidebar: hasContent ? .content : .detail
        case .content: .detail
        case .detail: nil
        }
    }

    @MainActor var body: some View {
        let clears = clears
        let path = Binding<NavigationPath>(
            get: { NavigationPath(pushed) },
            set: { newPath in
                // Going back clears the selection of each list whose row pushed a column now gone.
                for gone in pushed.dropFirst(newPath.elements.count).reversed() where gone.base is SplitColumnStep {
                    clears.steps.popLast()?()
                }
                pushed = newPath.elements
            })
        return NavigationStack(path: path) {
            _SplitRootColumn(
                content: shown(root, path: path)
                    .navigationDestination(for: SplitColumnStep.self) { shown($0.column, path: path) })
        }
    }

    /// `column`, whose list selections push the column after it.
    private func shown(_ column: NavigationSplitViewColumn, path: Binding<NavigationPath>) -> some View {
        let view: AnyView =
            switch column {
            case .sidebar: AnyView(sidebar)
            case .content: AnyView(content)
            case .detail: AnyView(detail)
            }
        let following = next(after: column)
        let clears = clears
        return view.environment(
            \.pushNextSplitColumn,
            following.map { following in
                SplitColumnPush { clearSelection in
                    clears.steps.append(clearSelection)
                    path.wrappedValue.append(SplitColumnStep(column: following))
                }
            })
    }
}

/// A column pushed on a collapsed split view's stack.
struct SplitColumnStep: Hashable { let column: NavigationSplitViewColumn }

/// The root column of a collapsed split view's stack.
nonisolated struct _SplitRootColumn<Content: View>: View, CompactSplitRoot {
    let content: Content
    @MainActor var body: some View { content }
}

/// How to clear the selections that pushed a collapsed split view's columns.
final class SplitSelections {
    var steps: [() -> Void] = []
}

/// Pushes the next column of a collapsed split view; given how to clear the selection that did it.
struct SplitColumnPush {
    let push: (@escaping () -> Void) -> Void
    init(_ push: @escaping (@escaping () -> Void) -> Void) { self.push = push }
}

private struct PushNextSplitColumnKey: EnvironmentKey { static var defaultValue: SplitColumnPush? { nil } }

extension EnvironmentValues {
    /// In a collapsed split view's column: pushes the next column when a row of its list is selected.
    var pushNextSplitColumn: SplitColumnPush? {
        get { self[PushNextSplitColumnKey.self] }
        set { self[PushNextSplitColumnKey.self] = newValue }
    }
}

/// The root of a collapsed split view's stack, whatever its columns' types.
protocol CompactSplitRoot {}

/// How a split view shares its width between columns.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}
/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Not modelled: how the split view shares its width.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        inert("navigationSplitViewStyle")
    }
    /// Not modelled: the width of this split view column.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        inert("navigationSplitViewColumnWidth")
    }
    /// Not modelled: the width range of this split view column.
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    { inert("navigationSplitViewColumnWidth") }
}
