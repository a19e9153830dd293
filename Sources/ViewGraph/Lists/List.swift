import Foundation

extension List {
    /// A list whose selected row is `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        singleSelection = selection
    }

    /// A list whose selected rows are `selection`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row for each identifiable element of `data`, whose selected row is `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        singleSelection = selection
    }

    /// A list with a row for each element of `data`, identified by `id`, whose selected row is `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        singleSelection = selection
    }

    /// A list with a row for each number of `data`, a range that stays the same, whose selected row is `selection`.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        singleSelection = selection
    }

    /// A list with a row for each identifiable element of `data`, whose selected rows are `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

extension Section {
    /// A section with a header and a footer.
    public init<H: View, F: View>(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> H, @ViewBuilder footer: () -> F
    ) {
        self.init(content: content, header: header)
        self.footer = footer()
    }

    /// A section with a footer.
    public init<F: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> F) {
        self.init(content: content)
        self.footer = footer()
    }

    /// A section with a header and a footer given as views (the iOS 13 form).
    public init<H: View, F: View>(header: H, footer: F, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.header = header
        self.footer = footer
    }

    /// A section with a header given as a view (the iOS 13 form).
    public init<H: View>(header: H, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.header = header
    }

    /// A section with a footer given as a view (the iOS 13 form).
    public init<F: View>(footer: F, @ViewBuilder content: () -> Content) {
        self.init(content: content)
        self.footer = footer
    }

    /// A titled section that can be collapsed: its rows show only while `isExpanded` is true.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.isExpanded = isExpanded
    }

    /// A section with a header view that can be collapsed: its rows show only while `isExpanded` is true.
    public init<H: View>(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { CGFloat(DeviceMetrics.iPhone17.listRowMinimumHeight) }
}
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    /// The least height of a list row: 44 points on an iPhone (`DeviceMetrics.listRowMinimumHeight`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The least height of a list's section header's content, nil for none beyond its text's.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

/// A group of a list's rows (`Section`), laid out as rows when it is inside a list.
protocol ListSection {}

/// A group of rows with a header, in a list or a form.
nonisolated public struct Section<Content: View>: View, ContentContainer {
    let content: Content
    let title: String?
    var header: (any View)?
    var footer: (any View)?
    /// Whether the rows show, for a collapsible section (`Section(isExpanded:)`); nil when it cannot collapse.
    var isExpanded: Binding<Bool>?
    /// A section with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }
    /// A section with a header view, built above the rows.
    public init<H: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) {
        self.content = content()
        title = nil
        self.header = header()
    }
    var screenName: String? { "Section" + (title.map { " " + quoted($0) } ?? "") }
    public typealias Body = Never

    /// The header above the rows, the rows, and the footer below them.
    @MainActor func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        var children: [(ChildKey, any View)] = []
        if let header { children.append((.index(0), header)) }
        // A collapsed section keeps its header and drops its rows, as a DisclosureGroup drops its
        // content: the rows' state goes with them, and they start afresh when the section expands.
        if isExpanded?.wrappedValue ?? true { children.append((.content, content)) }
        if let footer { children.append((.index(1), footer)) }
        graph.reconcile(node, children: children)
    }

    /// A section is part of its list or form: its rows are as lazy as the list's. In a list, its
    /// header and footer take the list's text style for them (`ListSectionStyle`).
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        if key == .index(0) { ListSectionStyle.apply(to: &environment, isHeader: true) }
        if key == .index(1) { ListSectionStyle.apply(to: &environment, isHeader: false) }
    }
}

extension Section: ListSection {}

/// A section whose header is its title prints the rows, not the header's text, below its line; the
/// header is still on the screen (a play finds its text).
@MainActor extension Section: TitledByChild {
    /// A header that is only a text (`Section(header: Text("Account"))`, `header: { Text("A") }`, styled
    /// or not) is the section's title, as a titled section's is: its line is `Section "Account"`, and
    /// the text prints no line of its own. VoiceOver reads such a header as the section's heading,
    /// the same words a `Section("Account")` gives. A header of anything more (an icon and a text, a
    /// button) keeps its own lines below the section's.
    func screenContent(of node: ViewNode) -> ScreenContent {
        if title == nil, let text = headerTitle(of: node) { return .container("Section " + text) }
        return screenName.map(ScreenContent.container) ?? .transparent
    }

    /// The header's text, quoted as the screen writes it, when the header shows only that text.
    fileprivate func headerTitle(of node: ViewNode) -> String? {
        guard header != nil, let headerNode = node.child(at: .index(0)), !headerNode.isOffScreen else { return nil }
        let lines = renderScreen(headerNode)
        guard lines.count == 1, lines[0].hasPrefix("Text \"") else { return nil }
        return String(lines[0].dropFirst("Text ".count))
    }

    func isTitle(_ child: ViewNode, of node: ViewNode) -> Bool {
        child.key == .index(0) && title == nil && headerTitle(of: node) != nil
    }
}

/// A list that selects one row: a value link in it selects the value's row (in a split view's column).
@MainActor
protocol SelectingList {
    /// Selects `value`'s row; false when the list selects values of another type, or none.
    func select(_ value: AnyHashable) -> Bool
    /// Clears the selection.
    func clearSelection()
}

@MainActor extension List: SelectingList {
    func select(_ value: AnyHashable) -> Bool {
        guard let singleSelection, let selected = value.base as? SelectionValue else { return false }
        singleSelection.wrappedValue = selected
        return true
    }
    func clearSelection() { singleSelection?.wrappedValue = nil }
}

/// Controls grouped for data entry.
nonisolated public struct Form<Content: View>: View, ContentContainer {
    let content: Content
    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "Form" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .list, axis: .vertical, spacing: 0) }
    public typealias Body = Never
}

/// Rows in a scrolling column, built as they scroll into view.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, ContentContainer {
    let content: Content
    /// The selected row, for a list that selects one (`List(selection:)` with an optional).
    var singleSelection: Binding<SelectionValue?>?
    var screenName: String? { "List" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .list, axis: .vertical, spacing: 0) }
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list with a row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row for each number of `data`, a range that stays the same.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}
