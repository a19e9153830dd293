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

extension View {
    func withSearchField(text: Binding<String>, prompt: String) -> _InsetContent<Self, TextField<Text>> {
        _InsetContent(content: self, inset: TextField(prompt, text: text), insetFirst: true)
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
        withSearchField(text: text, prompt: MarkdownText.render(prompt.resolved))
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

extension EnvironmentValues {
    /// Whether a search field above is being used.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
