/// How views line up across a stack.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
}

/// How views line up along a row.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// An alignment in both directions.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The axes of a scroll view or a layout.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A container the engine treats alike: one content, shown on the screen as a line with the content below.
@MainActor
protocol ContentContainer: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var screenName: String? { get }
    /// Whether rows inside are built as they scroll into view.
    var isLazy: Bool { get }
}

extension ContentContainer {
    var isLazy: Bool { false }
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.isInLazyContainer = isLazy
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        screenName.map(ScreenContent.container) ?? .transparent
    }
}

/// Views in a column.
public struct VStack<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "VStack" }
    public typealias Body = Never
}

/// Views in a row.
public struct HStack<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "HStack" }
    public typealias Body = Never
}

/// Views on top of each other.
public struct ZStack<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "ZStack" }
    public typealias Body = Never
}

/// A column whose rows are built as they scroll into view.
public struct LazyVStack<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "LazyVStack" }
    var isLazy: Bool { true }
    public typealias Body = Never
}

/// A row whose items are built as they scroll into view.
public struct LazyHStack<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "LazyHStack" }
    var isLazy: Bool { true }
    public typealias Body = Never
}

/// Headers and footers that stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init() { rawValue = 0 }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column of a lazy grid.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) { self.size = size }
}

/// A grid that grows downwards, built as it scrolls.
public struct LazyVGrid<Content: View>: View, ContentContainer {
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "LazyVGrid" }
    var isLazy: Bool { true }
    public typealias Body = Never
}

/// A grid that grows sideways, built as it scrolls.
public struct LazyHGrid<Content: View>: View, ContentContainer {
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "LazyHGrid" }
    var isLazy: Bool { true }
    public typealias Body = Never
}

/// A grid of rows and columns.
public struct Grid<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "Grid" }
    public typealias Body = Never
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, ContentContainer {
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "GridRow" }
    public typealias Body = Never
}

/// A scrollable view.
public struct ScrollView<Content: View>: View, ContentContainer {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "ScrollView" }
    public typealias Body = Never
}

/// The first of its children that fits the space offered; the engine, which lays nothing out, shows the first.
public struct ViewThatFits<Content: View>: View, ContentContainer {
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { nil }
    public typealias Body = Never

    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }
}

/// A group of rows with a header, in a list or a form.
public struct Section<Content: View>: View, ContentContainer {
    let content: Content
    let title: String?
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }
    public init<H: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) {
        self.content = content()
        title = nil
    }
    var screenName: String? { "Section" + (title.map { " " + quoted($0) } ?? "") }
    public typealias Body = Never

    /// A section is part of its list or form: its rows are as lazy as the list's.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {}
}

/// Controls grouped for data entry.
public struct Form<Content: View>: View, ContentContainer {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "Form" }
    var isLazy: Bool { true }
    public typealias Body = Never
}

/// Rows in a scrolling column, built as they scroll into view.
public struct List<SelectionValue: Hashable, Content: View>: View, ContentContainer {
    let content: Content
    var screenName: String? { "List" }
    var isLazy: Bool { true }
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
}
