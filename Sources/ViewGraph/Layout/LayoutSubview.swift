import Foundation

/// A view's size and alignment guides, as a layout or an alignment guide sees them.
public struct ViewDimensions: Equatable {
    let size: CGSize
    /// The values the view gives its guides itself (an `alignmentGuide`, a text's baselines), by guide.
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicitValue = explicitValue
    }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// Where `guide` falls across the view: its explicit value if it has one, else the guide's default
    /// (0 for leading, half the width for center, the width for trailing).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }
    /// Where `guide` falls down the view: its explicit value if it has one, else the guide's default
    /// (0 for top, half the height for center, the height for bottom and for the text baselines of a
    /// view with no text).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }
    /// The value the view sets for `guide` itself, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The value the view sets for `guide` itself, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// Two dimensions are equal when their sizes are.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }
}

/// A value a child hands to its layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a child that sets none.
    static var defaultValue: Value { get }
}

/// One child of a layout: a proxy that answers for the view, and places it.
///
/// SwiftUI's layouts are not isolated to the main actor, and SwiftUI marks `LayoutSubview` not
/// `Sendable`; the engine lays out on the main thread, so each question goes to the graph there,
/// taking only the node (main-actor isolated, so `Sendable`) across.
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { [node] in LayoutEngine.size(of: node, for: proposal) }
    }

    /// The child's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        // Measured and read on the main actor: the dimensions never cross to another thread.
        MainActor.assumeIsolated { [node] in UncheckedSendable(LayoutEngine.dimensions(of: node, for: proposal)) }.value
    }

    /// Places the child: its `anchor` at `position`, in the global coordinates the layout's bounds are
    /// in, at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated { [node] in LayoutEngine.place(node, at: position, anchor: anchor, proposal: proposal)
        }
    }

    /// The child's preferred spacing to its neighbours.
    public var spacing: ViewSpacing {
        MainActor.assumeIsolated { [node] in LayoutEngine.spacing(of: node) }
    }

    /// Whether the child is a `Spacer` (a stack shares its length among its other children first).
    var isSpacer: Bool {
        MainActor.assumeIsolated { [node] in LayoutEngine.rule(for: node) is Spacer }
    }

    /// The child's layout priority (`.layoutPriority(_:)`), 0 unless set.
    public var priority: Double {
        MainActor.assumeIsolated { [node] in LayoutEngine.priority(of: node) }
    }

    /// The value the child set for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // Found and read on the main actor: the value never crosses to another thread.
        MainActor.assumeIsolated { [node, id = ObjectIdentifier(key)] in
            UncheckedSendable(LayoutEngine.layoutValue(of: node, key: id) as? K.Value)
        }.value ?? K.defaultValue
    }

    /// Whether two proxies stand for the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The children of a layout, in the order its content declares them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    /// The nodes behind the proxies (main-actor isolated, so the collection is `Sendable`, as
    /// SwiftUI's is).
    let nodes: [ViewNode]
    /// The direction the children are laid out in.
    public var layoutDirection: LayoutDirection

    init(_ nodes: [ViewNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.nodes = nodes
        self.layoutDirection = layoutDirection
    }

    init(elements: [LayoutSubview], layoutDirection: LayoutDirection) {
        nodes = elements.map(\.node)
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    /// The child at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
    /// The children in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(nodes[bounds]), layoutDirection: layoutDirection)
    }
    /// Whether two collections hold the same views in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.elementsEqual(rhs.nodes, by: ===)
    }
}
