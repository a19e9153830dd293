import Foundation

/// What the layout pass keeps on a node between updates: the answers it gave, and where it was put.
///
/// As bodies run only when their inputs changed, a view is measured again only when it changed (its
/// value, its children, its environment) or something below it changed its answer; otherwise its
/// parent reads the answer it gave last time to the same proposal.
@MainActor
final class ViewGeometry {
    /// The size the view chose for each proposal it was asked, since it last changed.
    var sizes: [ProposedViewSize: CGSize] = [:]
    /// The proposal its parent placed it with.
    var proposal: ProposedViewSize?
    /// Where it is on the screen, in global coordinates, exactly as its parent placed it.
    var exactFrame: CGRect?
    /// The same frame with its edges on the pixel grid: what a reader of the frame sees.
    var frame: CGRect = .zero
    /// The insets of the safe area at the view's edges, as a `GeometryReader` there reports them.
    var safeAreaInsets = EdgeInsets()
    /// The safe area its parent placed it in (see `SafeAreaRegion`), for placing it again alone.
    var safeAreaRegion: SafeAreaRegion?
    /// A custom layout's cache (`makeCache`), kept until its subviews change.
    var layoutCache: Any?
    /// Whether the view changed since its layout's cache was made: `updateCache` is due.
    var layoutCacheIsStale = false
    /// The number of the layout pass that last found this view changed.
    var changedInPass = 0
    /// The pass that must place this view's children again, even at the same frame.
    var placeInPass = 0
    /// The pass that last placed this view's children.
    var placedInPass = 0
    /// The pass and the placement in which the view's parent last placed it (see `LayoutPass.place`).
    var placedBy = (pass: 0, token: 0)
    /// How many times the view was measured anew (not from its answers), for tests and the trace.
    var measureCount = 0
}

extension ViewNode {
    /// The node's geometry, made the first time the layout pass reaches it.
    var geometry: ViewGeometry {
        if let layoutGeometry { return layoutGeometry }
        let made = ViewGeometry()
        layoutGeometry = made
        return made
    }

    /// Whether the layout sees through this node to its children: a view with a body is as big as its
    /// body, and a group (`TupleView`, `ForEach`, `Group`, an `if`) hands its children to its parent's layout.
    var isLayoutTransparent: Bool { composite != nil || view is any LayoutGroup }

    /// The nearest node above this one that lays out (not a body, not a group).
    var layoutParent: ViewNode? {
        var current = parent
        while let node = current, node.isLayoutTransparent { current = node.parent }
        return current
    }

    /// The frame of the view on the screen, in global coordinates, on the pixel grid; for a view with a
    /// body or a group, the frame of what it shows (the union of its children's).
    var globalFrame: CGRect? {
        if !isLayoutTransparent { return layoutGeometry?.exactFrame == nil ? nil : layoutGeometry?.frame }
        var union: CGRect?
        for child in layoutChildren(of: self) {
            guard let frame = child.globalFrame else { continue }
            union = union.map { $0.union(frame) } ?? frame
        }
        return union
    }
}
