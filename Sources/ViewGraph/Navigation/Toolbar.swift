// The toolbar: items are part of the graph (their buttons can be tapped, their tasks run). On a
// navigation stack's screen they show in the stack's bars, where iOS draws them (the navigation bar
// at the top of the screen, the bottom toolbar at its foot: see `NavigationBar.swift`); elsewhere
// (no stack to draw them) under a `Toolbar` line after the view they are attached to. Items placed
// on the keyboard (`placement: .keyboard`, a Done button for a number pad) show under that `Toolbar`
// line, and only while a field has the keyboard, as the bar above the keyboard is; a `Toolbar` line
// with nothing shown under it is not printed.

/// Content for a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, or ordinary views.
public protocol ToolbarContent: View {}

extension TupleView: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension ForEach: ToolbarContent where Content: ToolbarContent {}

/// Collects the items of `toolbar {}` or of a `some ToolbarContent` property.
@resultBuilder
public struct ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items, each at its own position.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// An item used as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// An item present or absent.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Where in the bars a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// The places an item can go (see `barPlacement(of:)` for where each shows).
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let title = ToolbarItemPlacement(name: "title")
    public static let subtitle = ToolbarItemPlacement(name: "subtitle")
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle")
}

/// One item of a toolbar, placed at `placement`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let content: Content
    let placement: ToolbarItemPlacement

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
    }

    /// An item with an id, which a customizable toolbar keeps it by.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.content = content()
        self.placement = placement
    }

    /// An item with an id that a person can add to a customizable toolbar, shown at first only when
    /// `showsByDefault`. The engine shows the item either way (assumed, not recorded: an iPhone's
    /// toolbar offers no customization, so an item it holds shows).
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) where ID == String {
        self.init(id: id, placement: placement, content: content)
    }

    public typealias Body = Never
}

@MainActor extension ToolbarItem: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.isInToolbar = true
    }
    func screenContent(of node: ViewNode) -> ScreenContent { placement.screenContent }
}

/// A toolbar item with a placement.
protocol PlacedToolbarItem { var placement: ToolbarItemPlacement { get } }
extension ToolbarItem: PlacedToolbarItem {}
extension ToolbarItemGroup: PlacedToolbarItem {}

extension ToolbarItemPlacement {
    /// An item on the keyboard's bar is seen only while a field has the keyboard.
    @MainActor
    var screenContent: ScreenContent {
        guard self == .keyboard else { return .transparent }
        return Host.current?.focusedField?.isMounted == true ? .transparent : .hidden
    }
}

/// Several toolbar items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let content: Content
    let placement: ToolbarItemPlacement

    /// Items showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.placement = placement
    }

    /// Items showing `content` at `placement`, collapsed behind `label` when space is short.
    public init<L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
    ) {
        self.content = content()
        self.placement = placement
    }

    public typealias Body = Never
}

@MainActor extension ToolbarItemGroup: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.isInToolbar = true
    }
    func screenContent(of node: ViewNode) -> ScreenContent { placement.screenContent }
}

/// How much space a toolbar spacer takes.
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// A fixed space, or one that grows to fill the bar.
    public static let fixed = SpacerSizing(name: "fixed")
    public static let flexible = SpacerSizing(name: "flexible")
}

/// Space between toolbar items (iOS 26).
nonisolated public struct ToolbarSpacer: ToolbarContent {
    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public typealias Body = Never
}

@MainActor extension ToolbarSpacer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bar the system chooses, the navigation bar, the tab bar, the bottom bar, or a window's toolbar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// How the navigation title shows.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String
    /// As the system chooses, small in the bar, large in the bar, or large below it.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// What kind of screen the toolbar is for.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The system's choice, a navigation stack's, a browser's, or an editor's.
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// A toolbar item a view can remove (the sidebar toggle of a split view).
public struct ToolbarDefaultItemKind: Sendable {
    /// The split view's sidebar toggle, or the title.
    public static let sidebarToggle = ToolbarDefaultItemKind()
    public static let title = ToolbarDefaultItemKind()
}

/// Adds a toolbar's items to the graph next to the content.
nonisolated public struct _ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    let items: Items
    public typealias Body = Never
    var extraContent: [any View] { [_ToolbarView(items: items)] }
}

/// A toolbar's items, shown in a navigation stack's bars, or on the screen under a `Toolbar` line.
nonisolated struct _ToolbarView<Items: View>: View {
    let items: Items
    typealias Body = Never
}

private struct InToolbarKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views below are a toolbar's items, where a label shows its icon alone unless told
    /// otherwise (see `LabelLayout.swift`).
    var isInToolbar: Bool {
        get { self[InToolbarKey.self] }
        set { self[InToolbarKey.self] = newValue }
    }
}

/// A toolbar's items in the graph, whatever their type.
protocol ToolbarItemsView {}
extension _ToolbarView: ToolbarItemsView {}

@MainActor extension _ToolbarView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, items)])
    }
    /// A plain view given as a toolbar's content is an item too.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.isInToolbar = true
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        // Decided from the items' placements, not by drawing them: a control's label looks up through
        // its ancestors, this line among them.
        // A stack's bars show the items that are not on the keyboard (`renderScreen` prints them
        // there); this line holds the rest.
        let inBars = navigationStackShowingBars(of: node) != nil
        var inABar = false
        func showsSomething(_ node: ViewNode) -> Bool {
            if node.isOffScreen || node.view is EmptyView { return false }
            if let item = node.view as? any PlacedToolbarItem {
                if case .hidden = item.placement.screenContent { return false }
                if inBars, item.placement != .keyboard {
                    inABar = true
                    return false
                }
                return true
            }
            guard node.isLayoutGroup else {
                if inBars { inABar = true }
                return !inBars
            }
            return node.children.contains(where: showsSomething)
        }
        if node.children.contains(where: showsSomething) { return .container("Toolbar") }
        return inABar ? .transparent : .hidden
    }
}

extension View {
    /// Adds `content` to the toolbar of the navigation bar (or the bottom bar) this view is shown in.
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// Adds toolbar items with an id, which a customizable toolbar keeps them by.
    nonisolated public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }

    /// Items at the leading and trailing ends of the navigation bar (the iOS 13 form of `toolbar`).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_ToolbarModifier(items: TupleView(value: (leading, trailing), children: [leading, trailing])))
    }

    /// Items at the leading end of the navigation bar (the iOS 13 form of `toolbar`).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_ToolbarModifier(items: leading))
    }

    /// Items at the trailing end of the navigation bar (the iOS 13 form of `toolbar`).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_ToolbarModifier(items: trailing))
    }

    /// Not modelled: removes a toolbar item the system adds.
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { inert("toolbar") }
    /// Not modelled: shows or hides the background of the bars named in `bars` (the bar keeps its room).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        inert("toolbarBackground")
    }
    /// Not modelled: fills the background of the bars named in `bars` with `style`.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        inert("toolbarBackground")
    }
    /// Not modelled: gives the bars named in `bars` a color scheme of their own.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    { inert("toolbarColorScheme") }
    /// How the navigation title shows: `.inlineLarge` (a large title in the bar's own row) takes the
    /// bar's inline height.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        let barMode: NavigationBarItem.TitleDisplayMode =
            switch mode {
            case .large: .large
            case .inline, .inlineLarge: .inline
            default: .automatic
            }
        return modifier(_TitleDisplayModeModifier(mode: barMode))
    }
    /// Not modelled: what kind of screen the toolbar is for.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { inert("toolbarRole") }
    /// A menu opened from the navigation title.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: content())))
    }
    /// The title shown in the navigation bar, given as a text.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.string(in: EnvironmentValues()))
    }
    /// A title the person can rename from the navigation bar.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }
    /// Not modelled: hides the back button of a pushed screen.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        inert("navigationBarBackButtonHidden")
    }
    /// Not modelled: a subtitle under the navigation title (iOS 26).
    nonisolated public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View {
        inert("navigationSubtitle")
    }
    /// Not modelled: a subtitle under the navigation title (iOS 26).
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        inert("navigationSubtitle")
    }
}

/// A toolbar item lays its content out as any view does (its bar places it: `NavigationBarLayout`),
/// and a change of its size moves the items beside it, so its stack places its bars again.
@MainActor extension ToolbarItem: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
    }
    var changesEnclosingBars: Bool { true }
}

/// A group of toolbar items stands in a row, `DeviceMetrics.barItemSpacing` apart, as the bar puts
/// its buttons side by side.
@MainActor extension ToolbarItemGroup: LayoutRule {
    private var row: HStackLayout { HStackLayout(spacing: CGFloat(DeviceMetrics.current.barItemSpacing)) }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        var cache: Void = ()
        return row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        var cache: Void = ()
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    var changesEnclosingBars: Bool { true }
}
