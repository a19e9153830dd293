import Foundation

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    /// Where the system chooses, in the toolbar, in the sidebar, or in the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// The drawer of the navigation bar, shown always or when scrolled.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    /// When a search field in the navigation bar's drawer shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Views shown before or after the content, in the graph and on the screen: a search field above a
/// list, a bar along the top or bottom edge.
public struct _InsetContent<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let insetFirst: Bool
    public typealias Body = Never
}

extension _InsetContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let children: [(ChildKey, any View)] = insetFirst
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
/// binding follows the same activity. Evidence: round 5 of the public consoles
/// (9d-round5-changes-and-controls.md, "isSearching is true … while its field is being typed in").
/// Left out: `isPresented` set to true from code does not give the field the keyboard here.
struct _SearchableContent<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    let isPresented: Binding<Bool>?
    @State private var ownActivity = false
    @State private var hasKeyboard = false

    var body: some View {
        let active = isPresented?.wrappedValue ?? ownActivity
        _InsetContent(
            content: content
                .environment(\.isSearching, active)
                .environment(\.dismissSearch, DismissSearchAction(action: dismiss)),
            inset: TextField(prompt, text: text)
                .modifier(_SearchFieldModifier())
                .modifier(_FocusedModifier(isFocused: { hasKeyboard }, focus: activate, unfocus: { hasKeyboard = false })),
            insetFirst: true)
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
    func withSearchField(text: Binding<String>, prompt: String, isPresented: Binding<Bool>? = nil) -> _SearchableContent<Self> {
        _SearchableContent(content: self, text: text, prompt: prompt, isPresented: isPresented)
    }
}

extension View {
    /// Adds a search field for `text` above the view, where a play types into it by its prompt
    /// (`TextField "Search" ""` on the screen when there is none).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        withSearchField(text: text, prompt: prompt?.string(in: EnvironmentValues()) ?? "Search")
    }

    /// Adds a search field for `text` with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved))
    }

    /// Adds a search field for `text` with a String prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        withSearchField(text: text, prompt: String(prompt))
    }

    /// Adds a search field for `text` whose presentation is `isPresented`.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved), isPresented: isPresented)
    }

    /// Suggestions shown under the search field; kept in the graph, not on the screen.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: suggestions())))
    }

    /// Scopes shown under the search field.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_DecorationModifier(decoration: _ScreenHidden(content: scopes())))
    }
}
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) } }

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
