import Foundation

// Tabs made with `Tab` (iOS 18): a result builder that gives each tab's value the selection's type.

/// What a `TabView` made of `Tab`s holds: tabs whose values have the selection's type.
public protocol TabContent<TabValue>: View {
    /// The type of the tabs' values: the tab view's selection type, or `Never` without one.
    associatedtype TabValue: Hashable
}

extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
}

extension _ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

/// Several tabs in a builder block, each at its own position.
/// Nonisolated, as `TupleView` is.
nonisolated public struct _TabContentGroup<TabValue: Hashable>: TabContent {
    let children: [any View]
    public typealias Body = Never
}

@MainActor extension _TabContentGroup: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: children.enumerated().map { (ChildKey.index($0.offset), $0.element) })
    }
}

/// Collects the tabs of a `TabView`, each of whose values has the selection's type, so that
/// `Tab("Trips", systemImage: "airplane", value: .trips)` finds `.trips` in it.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A tab used as it is.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    /// One tab.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    /// Several tabs.
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> _TabContentGroup<TabValue> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return _TabContentGroup(children: children)
    }
    /// A tab present or absent.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension TabView where Content: TabContent, Content.TabValue == SelectionValue {
    /// Tabs made with `Tab`, whose selected tab is the one whose value is `selection`.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Never, Content: TabContent, Content.TabValue == Never {
    /// Tabs made with `Tab`, which start on the first.
    public init(@TabContentBuilder<Never> content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab with a modifier of its own (a badge, a customization id), which keeps it a tab.
nonisolated public struct _ModifiedTab<Base: TabContent>: TabContent {
    let base: Base
    public typealias TabValue = Base.TabValue
    public typealias Body = Never
}

@MainActor extension _ModifiedTab: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, base)])
    }
}

/// Where a tab goes in a sidebar-adaptable tab view.
public struct TabPlacement: Sendable {
    public static let automatic = TabPlacement()
    public static let pinned = TabPlacement()
    public static let sidebarOnly = TabPlacement()
}

extension TabContent {
    /// A badge on the tab.
    nonisolated public func badge(_ count: Int) -> _ModifiedTab<Self> { _ModifiedTab(base: self) }
    /// A badge with a text on the tab.
    nonisolated public func badge(_ label: Text?) -> _ModifiedTab<Self> { _ModifiedTab(base: self) }
    /// A badge with a localized text on the tab.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> _ModifiedTab<Self> { _ModifiedTab(base: self) }
    /// The id a person's tab customization keeps the tab by.
    nonisolated public func customizationID(_ id: String) -> _ModifiedTab<Self> { _ModifiedTab(base: self) }
    /// Where the tab goes in a sidebar.
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> _ModifiedTab<Self> { _ModifiedTab(base: self) }
    /// Whether the tab shows in the tab bar or the sidebar.
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...)
        -> _ModifiedTab<Self>
    { _ModifiedTab(base: self) }
}
