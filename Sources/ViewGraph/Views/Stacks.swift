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
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// The alignment of `horizontal` and `vertical`.
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
protocol ContentContainer: PrimitiveView, SizeEstimating {
    associatedtype Content: View
    var content: Content { get }
    var screenName: String? { get }
    /// How rows inside are built as they scroll into view; nil for a container that builds them all.
    var lazyLayout: LazyLayout? { get }
    /// The direction the container lines its views up in; nil when they sit on top of each other.
    var layoutAxis: Axis? { get }
    /// The space between two of its views.
    var layoutSpacing: Double { get }
}

extension ContentContainer {
    var lazyLayout: LazyLayout? { nil }
    var layoutAxis: Axis? { .vertical }
    var layoutSpacing: Double { defaultSpacing }
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = lazyLayout
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        screenName.map(ScreenContent.container) ?? .transparent
    }
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        let parts = layoutChildren(of: node)
        if lazyLayout?.kind == .list || (lazyLayout == nil && node.environment.lazyLayout?.kind == .list && self is any ListSection) {
            // Rows of a list: each at least 44 points, with 11 above and below its content.
            var height = 0.0
            for part in parts { height += listRowHeight(sizeEstimate(of: part, width: width - 72).height) }
            return EstimatedSize(width: width, height: height)
        }
        return stackedSize(of: parts, axis: layoutAxis, spacing: layoutSpacing, width: width)
    }
}

/// The height of a list row whose content is `contentHeight` tall.
func listRowHeight(_ contentHeight: Double) -> Double { max(44, contentHeight + 22) }

/// A group of a list's rows (`Section`), laid out as rows when it is inside a list.
protocol ListSection {}

/// How a lazy container builds its rows: as they come into view along its axis, `columns` to a line.
struct LazyLayout: Equatable {
    enum Kind: Equatable { case list, stack, grid }
    var kind: Kind
    var axis: Axis
    var spacing: Double
    var columns: Int = 1

    /// The length of a row before any has been measured: a list row's 44 points, a line of text.
    var unmeasuredRowLength: Double { kind == .list ? 44 : 20 }
    /// The space between two lines of rows: none in a list, whose rows carry their own margins.
    var lineSpacing: Double { kind == .list ? 0 : spacing }
}

/// Views in a column.
public struct VStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    /// A column of the views `content` builds, `spacing` points apart (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "VStack" }
    public typealias Body = Never
}

/// Views in a row.
public struct HStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    /// A row of the views `content` builds, `spacing` points apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "HStack" }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}

/// Views on top of each other.
public struct ZStack<Content: View>: View, ContentContainer {
    let content: Content
    /// The views `content` builds, on top of each other.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "ZStack" }
    var layoutAxis: Axis? { nil }
    public typealias Body = Never
}

/// A column whose rows are built as they scroll into view.
public struct LazyVStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    /// A lazy column of the views `content` builds, `spacing` points apart (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "LazyVStack" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .vertical, spacing: layoutSpacing) }
    public typealias Body = Never
}

/// A row whose items are built as they scroll into view.
public struct LazyHStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    /// A lazy row of the views `content` builds, `spacing` points apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "LazyHStack" }
    var layoutAxis: Axis? { .horizontal }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .horizontal, spacing: layoutSpacing) }
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
    /// How wide the column is.
    public var size: Size
    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) { self.size = size }

    /// How many columns `items` make across `width` points: one each, or as many as fit for an adaptive item.
    static func count(_ items: [GridItem], across width: Double) -> Int {
        var count = 0
        for item in items {
            if case .adaptive(let minimum, _) = item.size {
                count += max(1, Int((width + defaultSpacing) / (max(minimum, 1) + defaultSpacing)))
            } else {
                count += 1
            }
        }
        return max(1, count)
    }
}

/// A grid that grows downwards, built as it scrolls.
public struct LazyVGrid<Content: View>: View, ContentContainer {
    let content: Content
    let columns: [GridItem]
    let layoutSpacing: Double
    /// A grid of `columns` that shows the views `content` builds row by row.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.columns = columns
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "LazyVGrid" }
    var lazyLayout: LazyLayout? {
        LazyLayout(kind: .grid, axis: .vertical, spacing: layoutSpacing, columns: GridItem.count(columns, across: DeviceMetrics.iPhone17.width))
    }
    public typealias Body = Never
}

/// A grid that grows sideways, built as it scrolls.
public struct LazyHGrid<Content: View>: View, ContentContainer {
    let content: Content
    let rows: [GridItem]
    let layoutSpacing: Double
    /// A grid of `rows` that shows the views `content` builds column by column.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.rows = rows
        layoutSpacing = spacing ?? defaultSpacing
    }
    var screenName: String? { "LazyHGrid" }
    var layoutAxis: Axis? { .horizontal }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .grid, axis: .horizontal, spacing: layoutSpacing, columns: max(1, rows.count)) }
    public typealias Body = Never
}

/// A grid of rows and columns.
public struct Grid<Content: View>: View, ContentContainer {
    let content: Content
    /// A grid of the rows `content` builds.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "Grid" }
    public typealias Body = Never
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, ContentContainer {
    let content: Content
    /// A row of the cells `content` builds.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "GridRow" }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}

/// A scrollable view.
public struct ScrollView<Content: View>: View, ContentContainer {
    let content: Content
    let axes: Axis.Set
    /// A view that scrolls the views `content` builds along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { "ScrollView" }
    var layoutAxis: Axis? { axes.contains(.vertical) ? .vertical : .horizontal }
    public typealias Body = Never
}

/// The first of its children that fits the space offered.
///
/// Every child is built (SwiftUI measures them in turn), but only the chosen one is on the screen:
/// the first whose estimated width (or height) fits the room its ancestors leave on an iPhone 17's
/// screen, else the last.
public struct ViewThatFits<Content: View>: View, ContentContainer {
    let content: Content
    let axes: Axis.Set
    /// A choice among the views `content` builds, by which fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { nil }
    public typealias Body = Never

    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }
}

extension ViewThatFits: ShowsSomeChildren {
    func shownChildren(of node: ViewNode) -> [ViewNode] {
        let candidates = layoutChildren(of: node)
        guard candidates.count > 1 else { return node.children }
        let room = roomAcross(node)
        let fitting = candidates.first { candidate in
            let size = sizeEstimate(of: candidate, width: .greatestFiniteMagnitude)
            return (!axes.contains(.horizontal) || size.width <= room)
                && (!axes.contains(.vertical) || size.height <= DeviceMetrics.iPhone17.height)
        }
        return [fitting ?? candidates[candidates.count - 1]]
    }

    /// The width left for `node`: the screen's, less the padding around it and a list's margins.
    private func roomAcross(_ node: ViewNode) -> Double {
        var room = DeviceMetrics.iPhone17.width
        var current = node.parent
        while let ancestor = current {
            if let padding = (ancestor.view as? any PaddingCarrier)?.padding { room -= padding.leading + padding.trailing }
            if let container = ancestor.view as? any ContentContainer, container.lazyLayout?.kind == .list { room -= 72 }
            current = ancestor.parent
        }
        return max(0, room)
    }
}

/// A group of rows with a header, in a list or a form.
public struct Section<Content: View>: View, ContentContainer {
    let content: Content
    let title: String?
    var header: (any View)?
    var footer: (any View)?
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
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        var children: [(ChildKey, any View)] = []
        if let header { children.append((.index(0), header)) }
        children.append((.content, content))
        if let footer { children.append((.index(1), footer)) }
        graph.reconcile(node, children: children)
    }

    /// A section is part of its list or form: its rows are as lazy as the list's.
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {}
}

extension Section: ListSection {}

/// Controls grouped for data entry.
public struct Form<Content: View>: View, ContentContainer {
    let content: Content
    /// A form of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { "Form" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .list, axis: .vertical, spacing: 0) }
    public typealias Body = Never
}

/// Rows in a scrolling column, built as they scroll into view.
public struct List<SelectionValue: Hashable, Content: View>: View, ContentContainer {
    let content: Content
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
}
