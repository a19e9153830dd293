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
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
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
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
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
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
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
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
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
