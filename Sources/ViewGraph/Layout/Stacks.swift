/// A container the engine treats alike: one content, shown on the screen as a line with the content below.
@MainActor
protocol ContentContainer: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var screenName: String? { get }
    /// How rows inside are built as they scroll into view; nil for a container that builds them all.
    var lazyLayout: LazyLayout? { get }
    /// The direction the container lines its views up in; nil when they sit on top of each other.
    var layoutAxis: Axis? { get }
    /// The space between two of its views.
    var layoutSpacing: Double { get }
    /// How the layout pass sizes and places it: a stack through its `Layout`, anything else as its content.
    var layoutRule: any LayoutRule { get }
}

extension ContentContainer {
    var lazyLayout: LazyLayout? { nil }
    var layoutAxis: Axis? { .vertical }
    var layoutSpacing: Double { defaultSpacing }
    var layoutRule: any LayoutRule { DefaultLayout() }
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = lazyLayout
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        screenName.map(ScreenContent.container) ?? .transparent
    }
}

/// The space a stack puts between two views when none is given.
let defaultSpacing = 8.0

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
    let layout: VStackLayout
    /// A column of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers: see `ViewSpacing`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }
    var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "VStack" }
    public typealias Body = Never
}

/// Views in a row.
public struct HStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: HStackLayout
    /// A row of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers: see `ViewSpacing`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = HStackLayout(alignment: alignment, spacing: spacing)
    }
    var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "HStack" }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}

/// Views on top of each other.
public struct ZStack<Content: View>: View, ContentContainer {
    let content: Content
    let layout: ZStackLayout
    /// The views `content` builds, on top of each other, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ZStackLayout(alignment: alignment)
    }
    var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "ZStack" }
    var layoutAxis: Axis? { nil }
    public typealias Body = Never
}

/// A column whose rows are built as they scroll into view.
public struct LazyVStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: VStackLayout
    /// A lazy column of the views `content` builds, `spacing` points apart (8 by default). The
    /// layout pass places the rows it has built where the lazy model put them (`LazyStackLayout`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }
    var layoutRule: any LayoutRule { LazyStackLayout(axis: .vertical, guide: layout.alignment.key, spacing: layoutSpacing) }
    var screenName: String? { "LazyVStack" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .vertical, spacing: layoutSpacing) }
    public typealias Body = Never
}

/// A row whose items are built as they scroll into view.
public struct LazyHStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: HStackLayout
    /// A lazy row of the views `content` builds, `spacing` points apart (8 by default). The layout
    /// pass places the items it has built where the lazy model put them (`LazyStackLayout`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = HStackLayout(alignment: alignment, spacing: spacing)
    }
    var layoutRule: any LayoutRule { LazyStackLayout(axis: .horizontal, guide: layout.alignment.key, spacing: layoutSpacing) }
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
