import Foundation

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    /// The kinds of place, for the layout (see `_InsetContent`'s rules).
    enum Kind: Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }
    let kind: Kind
    /// Where the system chooses, in the toolbar, in the sidebar, or in the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    /// The drawer of the navigation bar, shown always or when scrolled.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer)
    }
    /// When a search field in the navigation bar's drawer shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Views shown before or after the content, in the graph and on the screen: a search field above a
/// list, a bar along the top or bottom edge.
nonisolated public struct _InsetContent<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let insetFirst: Bool
    /// Where a search field was asked to go, when the inset is one.
    var searchPlacement: SearchFieldPlacement?
    public typealias Body = Never
}

@MainActor extension _InsetContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let children: [(ChildKey, any View)] =
            insetFirst
            ? [(.label, inset), (.content, content)]
            : [(.content, content), (.label, inset)]
        graph.reconcile(node, children: children)
    }
}

/// A searchable view: its content, and its search field above it.
///
/// Rule: `isSearching` is true in the content from the moment the search field takes the keyboard
/// (a tap, or `type … into Search`) until the search is dismissed, and submitting the search does not
/// end it: on iOS the field gives up the keyboard but stays active, with its Cancel button, until
/// Cancel or `dismissSearch` (Apple's documentation of `isSearching`: "a Boolean value that indicates
/// when the user is searching"; of `DismissSearchAction`: dismissing sets `isSearching` to false,
/// clears the search text and takes the focus from the field). A `searchable(text:isPresented:)`
/// binding follows the same activity. Evidence: consoles others published from iOS ("isSearching is
/// true … while its field is being typed in").
/// Left out: `isPresented` set to true from code does not give the field the keyboard here.
nonisolated struct _SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    @State private var ownActivity = false
    @State private var hasKeyboard = false

    @MainActor var body: some View {
        let active = isPresented?.wrappedValue ?? ownActivity
        _InsetContent(
            content:
                content
                .environment(\.isSearching, active)
                .environment(\.dismissSearch, DismissSearchAction(action: dismiss)),
            inset: TextField(prompt, text: text)
                .modifier(_SearchFieldModifier())
                .modifier(
                    _FocusedModifier(isFocused: { hasKeyboard }, focus: activate, unfocus: { hasKeyboard = false })),
            insetFirst: true,
            searchPlacement: placement)
    }

    private func activate() {
        hasKeyboard = true
        if let isPresented { isPresented.wrappedValue = true } else { ownActivity = true }
    }

    private func dismiss() {
        hasKeyboard = false
        text.wrappedValue = ""
        if let isPresented { isPresented.wrappedValue = false } else { ownActivity = false }
    }
}

extension View {
    nonisolated func withSearchField(
        text: Binding<String>, prompt: String, isPresented: Binding<Bool>? = nil,
        placement: SearchFieldPlacement = .automatic
    ) -> _SearchableContent<Self> {
        _SearchableContent(content: self, text: text, prompt: prompt, isPresented: isPresented, placement: placement)
    }
}

// Where a search field stands on iPhone (iOS 26 and 27). Apple's pages disagree:
// `SearchFieldPlacement.toolbar` still says "In iOS and watchOS, the search field appears below the
// navigation bar and is revealed by scrolling" (its iOS 15 wording), while iOS 26's
// `searchToolbarBehavior(_:)` says "On iPhone, the search field in the bottom toolbar can be configured
// to appear as a button-like control", its example a `searchable` NavigationStack with no placement;
// `ToolbarDefaultItemKind.search` "can be placed in the bottomBar ... On iOS, it can also be placed in
// the top bar"; WWDC25's "Build a SwiftUI app with the new design" shows the field at the bottom on
// iPhone. In a TabView without a search tab the field stays "directly below the navigation bar, as
// before" (p0dee.com, 2025-09-02). The rules the engine takes, newest pages first:
//
// - An automatic or toolbar field of a navigation stack (the searchable inside the stack's screen, or
//   around the stack) not in a tab view stands in a bottom bar above the home indicator,
//   `DeviceMetrics.toolbarHeight` tall; the field is offered the bar's width less `barMargin` on each
//   side and is centred in it; the content ends above the bar and its safe area with it.
// - Anywhere else (in a tab, `navigationBarDrawer`, no stack at all) the field stands above the
//   content, as on iOS 15 to 18 (where, with no stack, iOS shows no field at all: the engine keeps it
//   so a play can type into it).
// - Assumed: a screen with bottom toolbar items keeps its field at the top (iOS 26 may put the field
//   among the items, `searchBarPlacementAllowsToolbarIntegration`; how they share the bar is not
//   published). Estimates: the bar's height and margins; the field's height is its own.
// Evidence for all of it: the published search facts in SearchTests.
@MainActor extension _InsetContent: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard subviews.count == 2, searchFieldGoesToBottomBar(node) else {
            return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
        }
        return proposal.replacingUnspecifiedDimensions(by: Screen.safeArea.size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard subviews.count == 2, searchFieldGoesToBottomBar(node) else {
            return DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
        let device = DeviceMetrics.current
        let region = LayoutEngine.safeAreaRegion
        let barTop = min(bounds.maxY, region.safe.maxY) - device.toolbarHeight
        let bar = CGRect(x: bounds.minX, y: barTop, width: bounds.width, height: device.toolbarHeight)
        let (field, content) = insetFirst ? (subviews[0], subviews[1]) : (subviews[1], subviews[0])
        let contentFrame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, barTop - bounds.minY))
        LayoutEngine.withSafeAreaRegion(region.inset(.bottom, to: barTop)) {
            content.place(
                at: CGPoint(x: contentFrame.midX, y: contentFrame.midY), anchor: .center,
                proposal: ProposedViewSize(contentFrame.size))
        }
        field.place(
            at: CGPoint(x: bar.midX, y: bar.midY), anchor: .center,
            proposal: ProposedViewSize(width: max(0, bar.width - 2 * device.barMargin), height: nil))
    }

    /// Whether this is a search field that stands in a bottom bar (see the rules above).
    @MainActor
    private func searchFieldGoesToBottomBar(_ node: ViewNode) -> Bool {
        guard let placement = searchPlacement, placement.kind == .automatic || placement.kind == .toolbar else {
            return false
        }
        let stack = navigationStackShowingBars(of: node) ?? firstNavigationStack(below: node)
        guard let stack, !NavigationBars.ofTop(stack).hasBottomBar else { return false }
        var ancestor = stack.parent
        while let current = ancestor {
            if current.asTabContainer != nil { return false }
            if current.view is PresentedContent { break }
            ancestor = current.parent
        }
        return true
    }

    /// The first navigation stack inside the searchable content, not inside a presentation.
    @MainActor
    private func firstNavigationStack(below node: ViewNode) -> ViewNode? {
        for child in node.children where !child.isRetired {
            if child.asNavigationContainer != nil { return child }
            if child.view is PresentedContent || child.asTabContainer != nil { continue }
            if let found = firstNavigationStack(below: child) { return found }
        }
        return nil
    }
}

extension View {
    /// Adds a search field for `text` above the view, where a play types into it by its prompt
    /// (`TextField "Search" ""` on the screen when there is none).
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        withSearchField(text: text, prompt: prompt?.string(in: EnvironmentValues()) ?? "Search", placement: placement)
    }

    /// Adds a search field for `text` with a localized prompt.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved), placement: placement)
    }

    /// Adds a search field for `text` with a String prompt.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        withSearchField(text: text, prompt: String(prompt), placement: placement)
    }

    /// Adds a search field for `text` whose presentation is `isPresented`.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        withSearchField(
            text: text, prompt: MarkdownText.render(prompt.resolved), isPresented: isPresented, placement: placement)
    }

    /// Adds a search field for `text` with `suggestions` under it (the iOS 15 form of
    /// `searchSuggestions(_:)`): the suggestions are kept in the graph, not on the screen.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field for `text` with a localized prompt and `suggestions` under it.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field for `text` with a String prompt and `suggestions` under it.
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchSuggestions(suggestions).searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Not modelled: the tokens (neither shown in the field nor made by typing); the field and its
    /// text behave as `searchable(text:placement:prompt:)`'s.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        UnmodelledAPI.note("searchable(text:tokens:)")
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Not modelled: the tokens, with a localized prompt; the field behaves as `searchable(text:prompt:)`'s.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        UnmodelledAPI.note("searchable(text:tokens:)")
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Not modelled: the tokens and the suggested tokens; the field behaves as `searchable(text:prompt:)`'s.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        UnmodelledAPI.note("searchable(text:tokens:suggestedTokens:)")
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Not modelled: the editable tokens; the field behaves as `searchable(text:prompt:)`'s.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        UnmodelledAPI.note("searchable(text:editableTokens:)")
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Not modelled: the text a suggestion puts in the search field when chosen; suggestions are not
    /// on the screen here, so none can be chosen.
    nonisolated public func searchCompletion(_ completion: String) -> some View { inert("searchCompletion") }

    /// Not modelled: the token a suggestion adds to the search field when chosen.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View { inert("searchCompletion") }

    /// Suggestions shown under the search field; kept in the graph, not on the screen.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: suggestions())))
    }

    /// Scopes shown under the search field.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S)
        -> some View
    {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: scopes())))
    }
}
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

/// Ends the search of the searchable view around: `@Environment(\.dismissSearch)`.
public struct DismissSearchAction {
    let action: () -> Void
    /// Dismisses the current search, if any.
    @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// Whether the search field of a searchable view around is active (see `_SearchableContent`).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// The action that ends the search of the searchable view around; outside one it does nothing.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
