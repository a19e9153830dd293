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
    /// The spacing it was given, or nil when each pair of its views is as far apart as the two
    /// prefer (`ViewSpacing`), as a stack made with `spacing: nil` is.
    var givenSpacing: Double? { get }
    /// How the layout pass sizes and places it: a stack through its `Layout`, anything else as its content.
    var layoutRule: any LayoutRule { get }
}

extension ContentContainer {
    var lazyLayout: LazyLayout? { nil }
    var layoutAxis: Axis? { .vertical }
    var layoutSpacing: Double { defaultSpacing }
    var givenSpacing: Double? { layoutSpacing }
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
    /// The space between lines the container was given; nil for a lazy stack made with `spacing:
    /// nil`, whose rows are each pair as far apart as the two prefer (`LazyStackLayout.swift`).
    var spacing: Double?
    var columns: Int = 1

    /// The length of a row before any has been measured: a list row's 44 points, a line of text.
    var unmeasuredRowLength: Double { kind == .list ? 44 : 20 }
    /// The space between two lines of rows: none in a list, whose rows carry their own margins; a
    /// grid's 8 points when it was given none; for a stack with none, the standard spacing stands for
    /// the pairs not measured yet.
    var lineSpacing: Double { kind == .list ? 0 : spacing ?? defaultSpacing }
    /// Whether each pair of lines is as far apart as the two rows prefer.
    var spacesPairwise: Bool { kind == .stack && spacing == nil }
}

/// Views in a column.
nonisolated public struct VStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: VStackLayout
    /// A column of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers: see `ViewSpacing`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "VStack" }
    public typealias Body = Never
}

/// Views in a row.
nonisolated public struct HStack<Content: View>: View, ContentContainer {
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
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "HStack" }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}

/// Views on top of each other.
nonisolated public struct ZStack<Content: View>: View, ContentContainer {
    let content: Content
    let layout: ZStackLayout
    /// The views `content` builds, on top of each other, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ZStackLayout(alignment: alignment)
    }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "ZStack" }
    var layoutAxis: Axis? { nil }
    public typealias Body = Never
}

/// A column whose rows are built as they scroll into view.
nonisolated public struct LazyVStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: VStackLayout
    /// A lazy column of the views `content` builds, `spacing` points apart (by default, the distance
    /// each pair of views prefers, as in a `VStack`). The layout pass places the rows it has built
    /// where the lazy model put them (`LazyStackLayout`).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
    }
    /// The sections' headers and footers that stick to the scroll view's edges (`LazyStackLayout`).
    let pinnedViews: PinnedScrollableViews
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    var layoutRule: any LayoutRule {
        LazyStackLayout(axis: .vertical, guide: layout.alignment.key, spacing: givenSpacing, pinnedViews: pinnedViews)
    }
    var screenName: String? { "LazyVStack" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .vertical, spacing: givenSpacing) }
    public typealias Body = Never
}

/// A row whose items are built as they scroll into view.
nonisolated public struct LazyHStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: HStackLayout
    /// A lazy row of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers, as in an `HStack`). The layout pass places the items it has built where
    /// the lazy model put them (`LazyStackLayout`).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
    }
    /// The sections' headers and footers that stick to the scroll view's edges (`LazyStackLayout`).
    let pinnedViews: PinnedScrollableViews
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    var layoutRule: any LayoutRule {
        LazyStackLayout(axis: .horizontal, guide: layout.alignment.key, spacing: givenSpacing, pinnedViews: pinnedViews)
    }
    var screenName: String? { "LazyHStack" }
    var layoutAxis: Axis? { .horizontal }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .horizontal, spacing: givenSpacing) }
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

// Where a pinned header or footer stands. Apple's `PinnedScrollableViews`: "A set of view types that
// may be pinned to the bounds of a scroll view"; `sectionHeaders`: "The header view of each `Section`
// will be pinned". How a pinned view moves is UIKit's rule for pinned headers and footers
// (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`: headers "scroll with content until
// they reach the top of the screen, at which point they are pinned to the upper bounds of the
// collection view. Each new header view that scrolls to the top of the screen pushes the previously
// pinned header view offscreen"; `sectionFootersPinToVisibleBounds` the same at the bottom), and
// `NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`: "the boundary supplementary item
// is shown while any portion of the section ... it's attached to is visible". So a header stands where
// it would, or lower, at the visible stretch's start, but never past its section's end less its own
// length; a footer where it would, or higher, at the stretch's end, but never before its section's
// start. All in one axis's points, the start being the top (or the leading edge).
extension PinnedScrollableViews {
    /// Where a pinned header `length` long starts: at `natural`, where it would stand unpinned, or
    /// at `visibleStart` once scrolled past it, pushed back by its section's end (`sectionEnd`).
    static func pinnedStart(natural: Double, length: Double, sectionEnd: Double, visibleStart: Double) -> Double {
        max(natural, min(visibleStart, sectionEnd - length))
    }

    /// Where a pinned footer `length` long starts: at `natural`, or at the visible stretch's end less
    /// its length while it would stand below that, never before its section's start (`sectionStart`).
    static func pinnedEnd(natural: Double, length: Double, sectionStart: Double, visibleEnd: Double) -> Double {
        min(natural, max(visibleEnd - length, sectionStart))
    }
}
