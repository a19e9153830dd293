import Foundation

/// How a view answers the two questions of layout, as SwiftUI's `Layout` protocol asks them: what
/// size it takes for a proposal (`sizeThatFits`), and where its children go in the bounds it got
/// (`placeSubviews`).
///
/// Every view that lays out answers through this one protocol: a stack and a custom `Layout` through
/// the same adapter (`LayoutAdapter`), a modifier (`padding`, `frame`) and a leaf (`Text`, a shape)
/// directly. So a `VStack`, a `VStackLayout` value, an `AnyLayout` and a lesson's own layout are
/// asked the same way, in the same order, with the same proxies (`LayoutSubview`).
@MainActor
protocol LayoutRule {
    /// The size the view takes for `proposal`, given its children.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize
    /// Places the children in `bounds` (global coordinates), for the proposal the view was placed with.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews)
    /// Where the view puts `guide` itself, or nil to take it from its children (see `LayoutEngine.dimensions`).
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat?
    /// The spacing the view prefers around it.
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing
    /// The views it lays out: by default, the views below it, looking through bodies and groups.
    func subviewNodes(of node: ViewNode) -> [ViewNode]
    /// The axis the view stacks its children along, which a `Spacer` or a `Divider` inside reads.
    var stackOrientation: Axis? { get }
    /// Whether a change to this view changes its parent's layout even when its size does not (a
    /// priority, an alignment guide, a layout value).
    var changesParentLayout: Bool { get }
    /// Whether a change to this view changes the bars of the stacks and tab views around it (a
    /// hidden bar, a title's display mode), so that they place their content again.
    var changesEnclosingBars: Bool { get }
    /// Whether the children the rule leaves unplaced are put at the centre (true, as SwiftUI does
    /// for a `Layout`), or stay off the screen (a `ViewThatFits`'s children not chosen).
    var placesUnplacedSubviews: Bool { get }
    /// Whether a guide the view does not set comes from its children, where it would place them.
    /// A lesson's own `Layout` answers only through `explicitAlignment`: its `placeSubviews` is not
    /// asked just to learn a guide (it runs when SwiftUI places, and may print).
    var mergesSubviewGuides: Bool { get }
}

extension LayoutRule {
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? { nil }
    /// The union of the children's preferences, as `Layout`'s default `spacing(subviews:cache:)` does;
    /// a view with no children prefers the standard spacing.
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        var spacing = first.spacing
        for subview in subviews.dropFirst() { spacing.formUnion(subview.spacing) }
        return spacing
    }
    func subviewNodes(of node: ViewNode) -> [ViewNode] { layoutChildren(of: node) }
    var stackOrientation: Axis? { nil }
    var changesParentLayout: Bool { false }
    var changesEnclosingBars: Bool { false }
    var placesUnplacedSubviews: Bool { true }
    var mergesSubviewGuides: Bool { true }
}

/// A view whose size depends on its environment (a text's font, a symbol's): measured again when
/// the environment it gets changes, though its value did not.
protocol SizedByEnvironment {}

extension Text: SizedByEnvironment {}
extension Image: SizedByEnvironment {}

/// A modifier that lays out its content (`padding`, `frame`, `offset`): the rule of the
/// `ModifiedContent` that holds it. Its subviews are the content's views only; the views a modifier
/// adds beside the content (an overlay's) are its own business.
@MainActor
protocol ModifierLayoutRule: LayoutRule {}

extension ModifierLayoutRule {
    func subviewNodes(of node: ViewNode) -> [ViewNode] { contentNodes(of: node) }
    /// By default a modifier takes its content's size (`layoutPriority`, `alignmentGuide`,
    /// `coordinateSpace` change only what a parent reads, not the size)…
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }
    /// …and puts its content where it was put itself.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
    }
}

/// The views of a modifier's content, under the modifier's content key.
@MainActor
func contentNodes(of node: ViewNode) -> [ViewNode] {
    let key = (node.asModifierCarrier?.anyModifier as? any PrimitiveModifier)?.contentKey ?? .content
    guard let content = node.child(at: key) ?? node.children.first else { return [] }
    if content.isRetired { return [] }
    return content.isLayoutTransparent ? layoutChildren(of: content) : [content]
}

/// A view with one content, laid out by a rule that knows one child: with several (a modifier on a
/// `Group` of two views, a control's label of two texts), the engine stacks them in a column first.
///
/// SwiftUI applies a modifier on a group to each view of the group; the engine assumes the column,
/// which gives the same size for one view and a readable one for several.
enum UnaryContent {
    /// The content's size for `proposal`.
    @MainActor
    static func size(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
        if subviews.count == 1 { return subviews[0].sizeThatFits(proposal) }
        if subviews.isEmpty { return .zero }
        var cache: Void = ()
        return VStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the content in `bounds`, proposing `proposal`.
    @MainActor
    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        if subviews.count == 1 {
            subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        } else if !subviews.isEmpty {
            var cache: Void = ()
            VStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// A view the engine knows nothing of the layout of (a control, a container it does not lay out
/// yet): as big as its content, stacked in a column; with no content, no size.
struct DefaultLayout: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        if subviews.count == 1 {
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        } else {
            UnaryContent.place(subviews, in: bounds, proposal: proposal)
        }
    }
}

/// A modifier that changes nothing of the layout (a colour, a font, an accessibility label): its
/// content's size and place.
struct PassThroughLayout: ModifierLayoutRule {}
