import Foundation

// Custom layouts (`Layout`) and layouts as values (`AnyLayout`): a layout is asked `sizeThatFits`
// and `placeSubviews` by the layout pass through `LayoutAdapter`, the one path every container
// takes (a `VStack` is a `VStackLayout` asked the same way). Its content shows on the screen under
// the layout's name, as a stack's does.

/// Properties of a layout the system uses.
public struct LayoutProperties: Sendable {
    /// Properties with no stack orientation.
    public init() {}
    /// The axis along which the layout stacks its children, if any: a `Spacer` or a `Divider` inside
    /// grows (or draws its line) along it.
    public var stackOrientation: Axis?
}

/// A way to size and place views, of the lesson's own: use it like a stack, `FlowLayout { ... }`.
public protocol Layout: Animatable {
    /// Whatever the layout keeps between passes.
    associatedtype Cache = Void
    /// The children of the layout.
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// The layout's properties; by default, no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Updates the cache when the children change; by default, does nothing.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
    /// The layout's preferred spacing; by default, its subviews' preferences merged (Apple's
    /// documentation of `spacing(subviews:cache:)`: the default "merges the spacing preferences of
    /// the layout's subviews"), the standard spacing when it has none.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }
    /// Where the layout puts a horizontal guide; by default, nowhere of its own (nil).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
    /// Where the layout puts a vertical guide; by default, nowhere of its own (nil).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout.
    @MainActor @preconcurrency public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }

    /// The name the screen shows for this layout.
    var screenName: String {
        if let named = self as? any NamedLayout { return named.layoutName }
        return String(describing: Self.self)
    }
}

extension Layout where Cache == () {
    /// Makes the empty cache of a layout that keeps none.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A built-in layout, shown on the screen by the name of the stack it stands for.
protocol NamedLayout { var layoutName: String { get } }

/// The content of a layout, shown on the screen under the layout's name.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
        // A layout of the lesson's own may answer guides itself (`explicitAlignment`).
        if !(layout is any NamedLayout) {
            MainActor.assumeIsolated { AlignmentGuideCount.value = max(AlignmentGuideCount.value, 1) }
        }
    }
    public typealias Body = Never
}

@MainActor extension _LayoutView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .container(layout.screenName) }
}

@MainActor extension _LayoutView: LayoutRule {
    private var adapter: LayoutAdapter { LayoutAdapter(layout) }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        adapter.sizeThatFits(proposal, node: node, subviews: subviews)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        adapter.placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
    }
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? {
        adapter.explicitAlignment(of: guide, in: bounds, proposal: proposal, node: node, subviews: subviews)
    }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        adapter.spacing(node: node, subviews: subviews)
    }
    var stackOrientation: Axis? { adapter.stackOrientation }
    var mergesSubviewGuides: Bool { adapter.mergesSubviewGuides }
}

/// Any layout, so that one view can switch layouts and keep its children's identity.
public struct AnyLayout: Layout, NamedLayout {
    let name: String
    let box: any AnyLayoutBox
    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
            return
        }
        name = layout.screenName
        box = Box(layout: layout)
    }
    /// The wrapped layout's cache.
    public struct Cache { var wrapped: Any }
    public func makeCache(subviews: Subviews) -> Cache { Cache(wrapped: box.makeCache(subviews: subviews)) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.wrapped, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.wrapped)
    }
    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.wrapped)
    }
    /// Places the children as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
    }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.wrapped)
    }
    var layoutName: String { name }
    var stackOrientation: Axis? { box.stackOrientation }

    struct Box<L: Layout>: AnyLayoutBox {
        let layout: L
        func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
        func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            layout.updateCache(&typed, subviews: subviews)
            cache = typed
        }
        func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        func explicitAlignment(
            of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
            cache: inout Any
        ) -> CGFloat? {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return guide.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(name: guide.name), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &typed)
                : layout.explicitAlignment(
                    of: VerticalAlignment(name: guide.name), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &typed)
        }
        var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
        var isBuiltIn: Bool { (layout as? AnyLayout)?.box.isBuiltIn ?? (layout is any NamedLayout) }
    }
}

/// A layout of any type, asked with a cache of any type: what `AnyLayout` wraps.
protocol AnyLayoutBox {
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat?
    var stackOrientation: Axis? { get }
    /// Whether the layout is one of SwiftUI's (a stack), not a lesson's own.
    var isBuiltIn: Bool { get }
}

/// The layout pass's questions put to a `Layout` value: the adapter through which every container
/// that is a `Layout` (a stack, `AnyLayout`, a lesson's own) is measured and placed.
///
/// The cache is made (`makeCache`) the first time the layout is asked, kept on the node, and
/// brought up to date (`updateCache`) when the view or its subviews changed since, as SwiftUI does
/// (Apple's documentation of `updateCache`: "SwiftUI calls this method when your layout or its
/// subviews change").
struct LayoutAdapter: LayoutRule {
    let box: any AnyLayoutBox

    init<L: Layout>(_ layout: L) { box = AnyLayout.Box(layout: layout) }

    private func withCache<T>(_ node: ViewNode, _ subviews: LayoutSubviews, _ body: (inout Any) -> T) -> T {
        let geometry = node.geometry
        var cache: Any
        if let kept = geometry.layoutCache {
            cache = kept
            if geometry.layoutCacheIsStale { box.updateCache(&cache, subviews: subviews) }
        } else {
            cache = box.makeCache(subviews: subviews)
        }
        geometry.layoutCacheIsStale = false
        let result = body(&cache)
        geometry.layoutCache = cache
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        withCache(node, subviews) { box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        withCache(node, subviews) { box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(node, subviews) {
            box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        withCache(node, subviews) { box.spacing(subviews: subviews, cache: &$0) }
    }
    var stackOrientation: Axis? { box.stackOrientation }
    var mergesSubviewGuides: Bool { box.isBuiltIn }
}
