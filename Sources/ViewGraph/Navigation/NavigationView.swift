// Names from earlier versions of SwiftUI that still build (most with a deprecation warning on iOS),
// and a few odds and ends: they map onto what the engine already does.

/// A stack of screens, or columns on a wide screen (the iOS 13 form of `NavigationStack` and
/// `NavigationSplitView`).
///
/// On an iPhone its columns collapse into one stack whose root is the first view: `NavigationView {
/// List { … }; Text("Select an item") }` shows the list, and the placeholder for the detail column
/// never shows, as on an iPhone in portrait.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view of the columns `content` lists.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { NavigationStack { _PrimaryColumn(content: content) } }
}

/// The first of a navigation view's columns: the only one an iPhone shows.
nonisolated struct _PrimaryColumn<Content: View>: View {
    let content: Content
    typealias Body = Never
}

@MainActor extension _PrimaryColumn: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if let columns = content as? any ColumnList, let first = columns.columns.first {
            graph.reconcile(node, children: [(.index(0), first)])
        } else {
            graph.reconcile(node, children: [(.content, content)])
        }
    }
}

/// A builder block of several views, asked for them as columns.
@MainActor
protocol ColumnList { var columns: [any View] { get } }
@MainActor extension TupleView: ColumnList { var columns: [any View] { children } }

/// How a `NavigationView` shows its columns.
public protocol NavigationViewStyle {}
/// The `.stack` navigation view style.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The `.automatic` navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The `.columns` navigation view style.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// The title shown in the navigation bar (the iOS 13 form).
    nonisolated public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, with a display mode (the iOS 13 form).
    nonisolated public func navigationBarTitle(
        _ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }
    /// The title shown in the navigation bar, with a display mode (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }
    /// The title shown in the navigation bar, as a `Text` (the iOS 13 form).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The title shown in the navigation bar, as a `Text`, with a display mode (the iOS 13 form).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { navigationTitle(title).navigationBarTitleDisplayMode(displayMode) }
    /// Not modelled: how a `NavigationView` shows its columns.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        inert("navigationViewStyle")
    }
}
