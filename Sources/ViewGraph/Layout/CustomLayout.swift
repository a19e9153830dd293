import Foundation

// Custom layouts (`Layout`), layouts as values (`AnyLayout`, `HStackLayout`), alignment guides and
// custom alignments. The engine measures and places nothing, so a layout's methods are never called:
// its content shows on the screen under the layout's name, as a stack's does.

/// A size a parent proposes to a child; nil in a dimension means "as big as you like".
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or nil for any width.
    public var width: CGFloat?
    /// The proposed height, or nil for any height.
    public var height: CGFloat?
    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and alignment guides, as a layout or an alignment guide sees them.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
    /// Where `guide` falls across the view: 0 for leading, the width for trailing, the middle otherwise.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.name {
        case "leading": return 0
        case "trailing": return width
        default: return width / 2
        }
    }
    /// Where `guide` falls down the view: 0 for top, the height for bottom and the text baselines, the middle otherwise.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.name {
        case "top": return 0
        case "bottom", "lastTextBaseline", "firstTextBaseline": return height
        default: return height / 2
        }
    }
    /// The value an alignment guide set for `guide`; always nil, as the engine records none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The value an alignment guide set for `guide`; always nil, as the engine records none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
    /// The standard spacing.
    public init() {}
    public static let zero = ViewSpacing()
    /// The distance to `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    /// Merges `other` into this spacing.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    /// This spacing merged with `other`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A value a child hands to its layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One child of a layout.
public struct LayoutSubview: Equatable {
    /// The size the child wants for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// The child's dimensions for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    /// Places the child.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    /// The child's preferred spacing.
    public var spacing: ViewSpacing { ViewSpacing() }
    /// The child's layout priority.
    public var priority: Double { 0 }
    /// The value the child set for `key`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
    /// Whether two subviews are equal; always true, as a subview here carries nothing.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { true }
}

/// The children of a layout; the engine lays nothing out, so a layout is never handed any.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    /// The child at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
    /// The children in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
    /// The direction the children are laid out in.
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// Properties of a layout the system uses.
public struct LayoutProperties: Sendable {
    /// Properties with no stack orientation.
    public init() {}
    /// The axis along which the layout stacks its children, if any.
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
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// The layout's properties; by default, no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Updates the cache when the children change; by default, does nothing.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
    /// The layout's preferred spacing; by default, the standard spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// Where the layout puts a horizontal guide; by default, nowhere of its own (nil).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// Where the layout puts a vertical guide; by default, nowhere of its own (nil).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
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
public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    public typealias Body = Never
}

extension _LayoutView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent { .container(layout.screenName) }
}

/// A layout that places its children in a row.
public struct HStackLayout: Layout, NamedLayout {
    /// How the children line up vertically.
    public var alignment: VerticalAlignment
    /// The gap between children, or nil for the default.
    public var spacing: CGFloat?
    /// A row layout with `alignment` and `spacing`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The size the row takes for `proposal`: the proposal, with defaults for nil dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Places the children in `bounds`; does nothing, as the engine lays nothing out.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var layoutName: String { "HStack" }
}

/// A layout that places its children in a column.
public struct VStackLayout: Layout, NamedLayout {
    /// How the children line up horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between children, or nil for the default.
    public var spacing: CGFloat?
    /// A column layout with `alignment` and `spacing`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The size the column takes for `proposal`: the proposal, with defaults for nil dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Places the children in `bounds`; does nothing, as the engine lays nothing out.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var layoutName: String { "VStack" }
}

/// A layout that places its children on top of each other.
public struct ZStackLayout: Layout, NamedLayout {
    /// How the children line up in both directions.
    public var alignment: Alignment
    /// An overlay layout with `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The size the overlay takes for `proposal`: the proposal, with defaults for nil dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Places the children in `bounds`; does nothing, as the engine lays nothing out.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var layoutName: String { "ZStack" }
}

/// A layout that places its children in a grid.
public struct GridLayout: Layout, NamedLayout {
    /// A grid layout; the engine keeps none of the arguments.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// The size the grid takes for `proposal`: the proposal, with defaults for nil dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Places the children in `bounds`; does nothing, as the engine lays nothing out.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var layoutName: String { "Grid" }
}

/// Any layout, so that one view can switch layouts and keep its children's identity.
public struct AnyLayout: Layout, NamedLayout {
    let name: String
    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { name = layout.screenName }
    /// The size the layout takes for `proposal`: the proposal, with defaults for nil dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    /// Places the children in `bounds`; does nothing, as the engine lays nothing out.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var layoutName: String { name }
}

// MARK: - Alignment

/// A custom alignment: its default value in a view's dimensions.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom horizontal alignment.
    public init(_ id: AlignmentID.Type) { self.init(name: String(describing: id)) }
}

extension VerticalAlignment {
    /// A custom vertical alignment.
    public init(_ id: AlignmentID.Type) { self.init(name: String(describing: id)) }
}

extension View {
    /// Not modelled: moves where the view's `guide` is, for the stack that aligns it.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { inert("alignmentGuide") }
    /// Not modelled: moves where the view's `guide` is, for the stack that aligns it.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { inert("alignmentGuide") }
    /// Not modelled: hands `value` for `key` to the enclosing layout.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { inert("layoutValue") }
    /// Not modelled: makes the cell span `count` columns of its grid.
    public func gridCellColumns(_ count: Int) -> some View { inert("gridCellColumns") }
    /// Not modelled: aligns the cells of this column of the grid.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { inert("gridColumnAlignment") }
    /// Not modelled: where the cell's content sits in the cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { inert("gridCellAnchor") }
    /// Not modelled: lets the cell take no more space than the grid gives it along `axes`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { inert("gridCellUnsizedAxes") }
}
