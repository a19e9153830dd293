import Foundation

// Tab views.
//
// Every tab's label is built at once, but a tab's content only when the tab is first selected (so its
// `onAppear` runs then, not at launch), and it is kept from then on, with its state. Only the selected
// tab's content is on the screen: the first tab, or the one the selection binding names, or the last
// one tapped. Each tab shows as a line `Tab "Trips" selected`, and `tap Trips` selects it.
//
// A tab view of plain views, with no `.tabItem` or `Tab` (a paging one, `.tabViewStyle(.page)`, as
// onboarding screens and carousels are made), makes each of its views a page, as SwiftUI makes each
// view of a tab view's content a tab: the views of its `ForEach`es, groups and conditions, and of the
// bodies of views of the lesson's own, as a stack lays them out. Only the selected page is on the
// screen: the one whose tag (or, in a `ForEach`, whose id) is the selection, or else the one a swipe
// moved to, or else the first. `swipe LABEL`, on a text or control of the page shown, moves to the next
// page, as a swipe to the left does; it writes the selection binding, if there is one. The pages are
// all built at launch, as the engine builds a stack; when a device builds a page it does not show is
// not modelled.

/// Tabs along the bottom of the screen, one of which is shown.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs made with `.tabItem {}`, whose selected tab is `selection`, matched against each tab's `tag`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Tabs made with `.tabItem {}`, which start on the first.
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tab a person last tapped, for a tab view without a selection binding.
final class TabSelection {
    var tapped: ObjectIdentifier?
}

/// What the tabs below a tab view need from it, whatever its selection type.
@MainActor
protocol TabContainer {
    /// The value of the selection binding, if the tab view has one.
    var selectedValue: AnyHashable? { get }
    /// Selects the tab at `tab`, whose value is `value`.
    func select(_ tab: ViewNode, value: AnyHashable?, in node: ViewNode)
}

@MainActor extension TabView: TabContainer {
    var selectedValue: AnyHashable? { selection.flatMap { unwrappedHashable($0.wrappedValue) } }

    func select(_ tab: ViewNode, value: AnyHashable?, in node: ViewNode) {
        if let selection, let typed = value?.base as? SelectionValue {
            selection.wrappedValue = typed
        } else {
            (node.primitiveState as? TabSelection)?.tapped = ObjectIdentifier(tab)
            if let graph = Host.current?.graph { buildSelectedTab(of: node, in: graph) }
        }
    }
}

@MainActor extension TabView: KeepsHiddenScreens {
    /// The contents of the tabs that were shown and are not selected now.
    func hiddenScreens(of node: ViewNode) -> [ViewNode] {
        var screens: [ViewNode] = []
        func collect(_ current: ViewNode) {
            for child in current.children {
                if child.asTabItem != nil {
                    if child.primitiveState is TabContentBuilt, let content = child.child(at: .content) {
                        screens.append(content)
                    }
                    continue
                }
                if child.asTabContainer != nil { continue }
                collect(child)
            }
        }
        collect(node)
        return screens
    }
}

@MainActor extension TabView: ShowsSomeChildren {
    /// The tabs' lines, or for a tab view of pages, only the page selected.
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        guard tabItems(of: node).isEmpty else { return Array(node.children) }
        return selectedPage(of: node).map { [$0] } ?? []
    }
}

@MainActor extension TabView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if node.primitiveState == nil { node.primitiveState = TabSelection() }
        graph.reconcile(node, children: [(.content, content)])
        // Reading the selection here makes a change of it rebuild the tab view, which builds the tab.
        _ = graph.readForPrimitive(node) { selection?.wrappedValue }
        // After the rows a `ForEach` of tabs puts off building (see `UpdateGraph.deferOrRun`): only
        // then are its tabs there to choose from.
        graph.deferOrRun {
            guard node.isMounted else { return }
            buildSelectedTab(of: node, in: graph)
        }
    }

    func screenContent(of node: ViewNode) -> ScreenContent { .container("TabView") }
}

/// `value` as a hashable, with an optional unwrapped: a tag `.trips` matches a selection of `Tab?` set to `.trips`.
func unwrappedHashable(_ value: Any) -> AnyHashable? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrappedHashable(wrapped)
    }
    return value as? AnyHashable
}

/// A view that is one tab of a tab view: `.tabItem {}` or `Tab`.
@MainActor
protocol TabItem {
    /// The value the tab stands for, given by `Tab(value:)`; `.tabItem` takes it from a `.tag` instead.
    var ownValue: AnyHashable? { get }
}

/// The tab view the tab at `node` belongs to.
@MainActor
func enclosingTabView(of node: ViewNode) -> ViewNode? {
    var current = node.parent
    while let ancestor = current {
        if ancestor.asTabContainer != nil { return ancestor }
        current = ancestor.parent
    }
    return nil
}

/// The value of the tab at `node`: its own, or that of a `.tag` just around or inside it.
@MainActor
func tabValue(of node: ViewNode, below tabView: ViewNode) -> AnyHashable? {
    if let own = node.asTabItem?.ownValue { return own }
    var current = node.parent
    while let ancestor = current, ancestor !== tabView {
        if let tag = (ancestor.view as? any TabTagCarrier)?.tabTag { return tag }
        current = ancestor.parent
    }
    // `.tag(_:)` written before `.tabItem {}`: the tag is on the tab's content.
    var inner = node.children.last?.children.first
    while let candidate = inner, candidate.view is any TabTagCarrier {
        if let tag = (candidate.view as? any TabTagCarrier)?.tabTag { return tag }
        inner = candidate.children.first
    }
    return nil
}

@MainActor
protocol TabTagCarrier { var tabTag: AnyHashable? { get } }
extension ModifiedContent: TabTagCarrier where Content: View, Modifier: ViewModifier {
    var tabTag: AnyHashable? { (modifier as? any TagModifierProtocol).flatMap { unwrappedHashable($0.anyValue.base) } }
}

/// The tabs of `tabView` made with `.tabItem {}` or `Tab`, not those of a tab view inside it.
@MainActor
func tabItems(of tabView: ViewNode) -> [ViewNode] {
    var tabs: [ViewNode] = []
    func collect(_ node: ViewNode) {
        for child in node.children {
            if child.asTabItem != nil {
                tabs.append(child)
                continue
            }
            if child.asTabContainer != nil { continue }
            collect(child)
        }
    }
    collect(tabView)
    return tabs
}

/// The pages of a tab view of plain views: each view its content is made of, as a stack lays them out.
@MainActor
func tabPages(of tabView: ViewNode) -> [ViewNode] {
    tabView.children.flatMap { content in
        content.composite != nil || content.isLayoutGroup ? layoutChildren(of: content) : [content]
    }
}

/// The value of the page at `page`: the tag on it or around it up to the tab view, or else the id of
/// the `ForEach` row it is made in, as SwiftUI tags a `ForEach`'s views with their ids.
@MainActor
func pageValue(of page: ViewNode, below tabView: ViewNode) -> AnyHashable? {
    var inner: ViewNode? = page
    while let candidate = inner, candidate.view is any TabTagCarrier {
        if let tag = (candidate.view as? any TabTagCarrier)?.tabTag { return tag }
        inner = candidate.children.first
    }
    var current = page.parent
    var rowID: AnyHashable?
    var node: ViewNode? = page
    while let ancestor = current, ancestor !== tabView {
        if let tag = (ancestor.view as? any TabTagCarrier)?.tabTag { return tag }
        if rowID == nil, let row = node, case .id(let id) = row.key, ancestor.view is any RowLocating {
            rowID = unwrappedHashable(id.base)
        }
        node = ancestor
        current = ancestor.parent
    }
    return rowID
}

/// The page of a tab view of pages that is on the screen.
@MainActor
func selectedPage(of tabView: ViewNode) -> ViewNode? {
    let pages = tabPages(of: tabView)
    if let wanted = tabView.asTabContainer?.selectedValue,
        let match = pages.first(where: { pageValue(of: $0, below: tabView) == wanted })
    {
        return match
    }
    if let swiped = (tabView.primitiveState as? TabSelection)?.tapped,
        let match = pages.first(where: { ObjectIdentifier($0) == swiped })
    {
        return match
    }
    return pages.first
}

/// Moves the tab view of pages that shows `node` on to its next page, as a swipe to the left does.
/// Whether `node` is on such a page; on the last page a swipe moves nothing.
@MainActor
func swipePage(showing node: ViewNode) -> Bool {
    var current = node.parent
    while let ancestor = current {
        if let container = ancestor.asTabContainer, tabItems(of: ancestor).isEmpty {
            let pages = tabPages(of: ancestor)
            guard let shown = selectedPage(of: ancestor), let index = pages.firstIndex(where: { $0 === shown }) else {
                return false
            }
            if index + 1 < pages.count {
                let next = pages[index + 1]
                container.select(next, value: pageValue(of: next, below: ancestor), in: ancestor)
            }
            return true
        }
        current = ancestor.parent
    }
    return false
}

/// The tab of `tabView` that is on the screen.
@MainActor
func selectedTab(of tabView: ViewNode) -> ViewNode? {
    let tabs = tabItems(of: tabView)
    guard let container = tabView.asTabContainer else { return tabs.first }
    if let wanted = container.selectedValue,
        let match = tabs.first(where: { tabValue(of: $0, below: tabView) == wanted })
    {
        return match
    }
    if let tapped = (tabView.primitiveState as? TabSelection)?.tapped,
        let match = tabs.first(where: { ObjectIdentifier($0) == tapped })
    {
        return match
    }
    return tabs.first
}

/// Whether the tab at `node` is the one on the screen.
@MainActor
func isSelectedTab(_ node: ViewNode) -> Bool {
    guard let tabView = enclosingTabView(of: node) else { return true }
    return selectedTab(of: tabView) === node
}

/// The line a tab shows: its label, and whether it is selected.
@MainActor
func tabLine(of node: ViewNode) -> ScreenContent {
    // A hidden tab bar (`UITabBar.appearance().isHidden`): the selected tab's content stands alone.
    if let tabView = enclosingTabView(of: node), isTabBarHidden(in: tabView) {
        return isSelectedTab(node) ? .transparent : .hidden
    }
    let title = node.children.first.map(visibleText(of:)) ?? ""
    return .container("Tab " + quoted(title) + (isSelectedTab(node) ? " selected" : ""))
}

/// A view made a tab by `.tabItem {}`.
nonisolated public struct _TabItemView<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public typealias Body = Never
}

@MainActor extension _TabItemView: PrimitiveView, TabItem {
    var ownValue: AnyHashable? { nil }

    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        var children: [(ChildKey, any View)] = [(.label, _TabBarItem(label: label))]
        if node.primitiveState is TabContentBuilt { children.append((.content, _TabContent(content: content))) }
        graph.reconcile(node, children: children)
    }

    func screenContent(of node: ViewNode) -> ScreenContent { tabLine(of: node) }
}

/// The role of a tab: the search tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab, set apart at the trailing end of the tab bar.
    public static let search = TabRole(name: "search")
}

/// The label a `Tab` shows by default: its title and symbol.
public typealias DefaultTabLabel = Label<Text, Image>

/// One tab of a tab view (iOS 18): a title, a symbol, an optional value, and its content.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab for `value`, with `content`, shown in the tab bar as `label`.
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension Tab where Label == DefaultTabLabel {
    /// A tab for `value`, titled and with an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { ViewGraph.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab for `value` with a String title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { ViewGraph.Label(title, systemImage: systemImage) }
    }

    /// A tab for `value`, titled and with an image from the assets.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content) { ViewGraph.Label(titleKey, systemImage: image) }
    }

    /// A tab for `value` with the role's own title (Search).
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content) {
            ViewGraph.Label("Search", systemImage: "magnifyingglass")
        }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A titled tab with an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = nil
        self.content = content()
        label = ViewGraph.Label(titleKey, systemImage: systemImage)
    }

    /// A tab with a String title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.value = nil
        self.content = content()
        label = ViewGraph.Label(title, systemImage: systemImage)
    }

    /// A tab with the role's own title (Search).
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        label = ViewGraph.Label("Search", systemImage: "magnifyingglass")
    }
}

extension Tab where Label == EmptyView {
    /// A tab for `value` with an empty label (a tab view whose tab bar is hidden or drawn by the app).
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        label = EmptyView()
    }
}

extension Tab where Value == Never {
    /// A tab with `content`, shown in the tab bar as `label`.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab: TabContent {
    public typealias TabValue = Value
}

@MainActor extension Tab: PrimitiveView, TabItem {
    var ownValue: AnyHashable? { value.flatMap { unwrappedHashable($0) } }

    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        var children: [(ChildKey, any View)] = [(.label, _TabBarItem(label: label))]
        if node.primitiveState is TabContentBuilt { children.append((.content, _TabContent(content: content))) }
        graph.reconcile(node, children: children)
    }

    func screenContent(of node: ViewNode) -> ScreenContent { tabLine(of: node) }
}

/// A group of tabs under a header, in a sidebar-adaptable tab view.
///
/// As SwiftUI's, it has the selection's type as a generic parameter of its own (`SelectionValue`),
/// not only as its content's: the tab view's builder gives it to the section, which gives it to its
/// own builder, so that a section inside an `if` in a `TabView(selection:)` finds its tabs' values'
/// type (with the type known only from the content, swiftc could not infer the section's content).
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
    TabContent
where Content.TabValue == SelectionValue {
    let content: Content
    public typealias TabValue = SelectionValue

    /// A titled group of tabs.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView { self.content = content() }
    /// A group of tabs with a String title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView { self.content = content() }
    /// A group of tabs with no header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView { self.content = content() }
    /// A group of tabs with a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
    where Footer == EmptyView { self.content = content() }

    public typealias Body = Never
}

@MainActor extension TabSection: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}

/// A tab's entry in the tab bar: named on its tab's line, and tapped to select the tab.
nonisolated struct _TabBarItem<Label: View>: View {
    let label: Label
    typealias Body = Never
}

@MainActor extension _TabBarItem: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }

    var controlRole: String { "Tab" }

    func tap(_ node: ViewNode, host: Host) throws {
        // A hidden tab bar has no tabs to tap; the app switches tabs with its own controls.
        guard !(node.parent.flatMap(enclosingTabView(of:)).map(isTabBarHidden(in:)) ?? UITabBar.barsHidden) else {
            throw HostError.noControl(verb: "tap", label: controlLabel(of: node), onScreen: host.screen())
        }
        guard let tab = node.parent, let tabView = enclosingTabView(of: tab),
            let container = tabView.asTabContainer
        else { return }
        container.select(tab, value: tabValue(of: tab, below: tabView), in: tabView)
    }
}

/// A tab's content: on the screen only while its tab is selected.
nonisolated struct _TabContent<Content: View>: View {
    let content: Content
    typealias Body = Never
}

@MainActor extension _TabContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        guard let tab = node.parent else { return .transparent }
        return isSelectedTab(tab) ? .transparent : .hidden
    }
}

extension View {
    /// Makes this view a tab of the enclosing `TabView`, shown in the tab bar as `label`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, label: label())
    }
}

/// Marks a tab whose content has been built: from the first time the tab was selected on.
final class TabContentBuilt {}

/// Builds the content of `tabView`'s selected tab if it is not built yet; a tab whose value can only
/// be read from its content (a `.tag` inside it) is built at once, as its value is needed to select.
@MainActor
func buildSelectedTab(of tabView: ViewNode, in graph: UpdateGraph) {
    let tabs = tabItems(of: tabView)
    func build(_ tab: ViewNode) {
        tab.primitiveState = TabContentBuilt()
        tab.primitive?.reconcileChildren(of: tab, in: graph)
    }
    let selectsByValue = tabView.asTabContainer?.selectedValue != nil
    // A tab built only to find its tag is not on the screen: SwiftUI reads a tag from the view value
    // without showing the tab, so the tab does not appear (and disappear) unless it is the one
    // selected. Evidence: consoles others recorded on devices: a
    // `TabView(selection:)` whose tabs carry no tag printed only the first tab's onAppear at launch,
    // and no appear or disappear of the second.
    var lookedUp: [(tab: ViewNode, appears: [() -> Void])] = []
    for tab in tabs where tab.primitiveState == nil && selectsByValue && tabValue(of: tab, below: tabView) == nil {
        lookedUp.append((tab, graph.collectingAppears { build(tab) }.1))
    }
    let selected = selectedTab(of: tabView)
    for (tab, appears) in lookedUp {
        if tab === selected {
            for appear in appears { graph.enqueueAppear(appear) }
        } else {
            tab.child(at: .content)?.isOffScreen = true
        }
    }
    if let selected {
        if selected.primitiveState == nil {
            build(selected)
        } else if let content = selected.child(at: .content) {
            graph.setOnScreen(content, true)
        }
    }
    // The tab left behind keeps its state but leaves the screen: its `onDisappear` runs, after the
    // new tab's `onAppear` (see `LifecycleQueue`).
    for tab in tabs where tab !== selected {
        if let content = tab.child(at: .content) { graph.setOnScreen(content, false) }
    }
}
