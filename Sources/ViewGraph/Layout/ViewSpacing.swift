import Foundation

/// The preferred spacing around a view, edge by edge, which a stack reads when it is given no
/// spacing of its own.
///
/// Apple's documentation: the type "stores independent values for each of the top, bottom, leading,
/// and trailing edges, and can also record different values for different kinds of adjacent views",
/// for example "one value for the spacing to the next text view along the top and bottom edges".
/// The distance between two views is the larger of the two edges that face each other.
///
/// What the engine assumes, for want of a published table: every view prefers 8 points on each edge
/// (the spacing public measurements of `HStack { Text; Text }` and `VStack` of shapes give on iOS,
/// and what `Layout`'s documentation calls the default spacing); a `Spacer` or a `Divider`
/// prefers none (a spacer's own length stands for it); two texts one above the other are
/// `textToText` apart, kept as its own figure so that a measurement can replace it, and taken to
/// be 8 as well, since iOS's text-to-text value (derived from the fonts' line metrics) is not published.
public struct ViewSpacing: Sendable {
    /// The preferred distance on each edge, by `Edge.rawValue`.
    var minima: [CGFloat]
    /// The edges on which the view is text, for text-to-text spacing.
    var textEdges: Edge.Set

    /// The spacing most views prefer: 8 points on each edge.
    static let standard: CGFloat = 8
    /// The spacing between the last line of one text and the first of the next (an assumption, above).
    static let textToText: CGFloat = 8

    /// The standard spacing on every edge.
    public init() {
        minima = Array(repeating: ViewSpacing.standard, count: 4)
        textEdges = []
    }

    init(all value: CGFloat, textEdges: Edge.Set = []) {
        minima = Array(repeating: value, count: 4)
        self.textEdges = textEdges
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The spacing of a text: standard, and text on every edge.
    static let text = ViewSpacing(all: ViewSpacing.standard, textEdges: .all)

    /// The distance to `next` along `axis`: this view's trailing (or bottom) edge against `next`'s
    /// leading (or top) edge, the larger of the two.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        if axis == .vertical, textEdges.contains(Edge.Set(mine)), next.textEdges.contains(Edge.Set(theirs)) {
            return ViewSpacing.textToText
        }
        return max(minima[Int(mine.rawValue)], next.minima[Int(theirs.rawValue)])
    }

    /// Merges `other` into this spacing on `edges`: each keeps the larger preference, and is text
    /// only where both are.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let index = Int(edge.rawValue)
            minima[index] = max(minima[index], other.minima[index])
            if !other.textEdges.contains(Edge.Set(edge)) { textEdges.remove(Edge.Set(edge)) }
        }
    }

    /// This spacing merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }
}

/// The space a stack puts between its views `first` and `second` along `axis`: `given`, the stack's
/// own spacing, or, when it has none, the distance the two prefer (the larger of the edges that face
/// each other). A group (a `ForEach`) prefers what its views prefer together.
@MainActor
func stackGap(_ given: Double?, between first: ViewNode, and second: ViewNode, along axis: Axis) -> Double {
    given ?? Double(LayoutEngine.spacing(of: first).distance(to: LayoutEngine.spacing(of: second), along: axis))
}
