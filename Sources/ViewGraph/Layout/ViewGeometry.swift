import Foundation

/// What the layout pass keeps on a node between updates: the answers it gave, and where it was put.
///
/// As bodies run only when their inputs changed, a view is measured again only when it changed (its
/// value, its children, its environment) or something below it changed its answer; otherwise its
/// parent reads the answer it gave last time to the same proposal.
///
/// Every view an eager stack lays out keeps one, so it is kept small: what follows from the frame is
/// worked out when read, the first answer is inline, the proposals are packed (`PackedProposal`),
/// as is the frame (no frame is a NaN of its own payload in its `x`), the safe area is shared with
/// the views placed in the same one, and a layout's cache, which few views have, is kept with the
/// safe area; the pass numbers are 32 bits each, and the flag is the top bit of the measure count:
/// 136 bytes in all.
@MainActor
final class ViewGeometry {
    /// The size the view chose for each proposal it was asked, since it last changed.
    var sizes = SizeAnswers()
    private var storedProposal = PackedProposal()
    private var storedExactFrame = ViewGeometry.noFrame
    private var storedChangedInPass: Int32 = 0
    private var storedPlaceInPass: Int32 = 0
    private var storedPlacedInPass: Int32 = 0
    private var storedPlacedByPass: Int32 = 0
    private var storedPlacedByToken: Int32 = 0
    /// The measure count in the low 31 bits, `layoutCacheIsStale` in the top one.
    private var storedMeasureCountAndFlag: UInt32 = 0
    private var extras: GeometryExtras?

    /// What `storedExactFrame` holds for no frame: a quiet NaN in `x` whose payload no arithmetic
    /// makes (it makes the default NaN, or passes on the payload of a NaN it was given).
    private static let noFrame = CGRect(x: CGFloat(Double(bitPattern: noFrameX)), y: 0, width: 0, height: 0)
    private static let noFrameX: UInt64 = 0x7FF8_0000_0000_0F0F
    private static let staleBit: UInt32 = 0x8000_0000

    /// Where it is on the screen, in global coordinates, exactly as its parent placed it.
    var exactFrame: CGRect? {
        get { Double(storedExactFrame.origin.x).bitPattern == Self.noFrameX ? nil : storedExactFrame }
        set { storedExactFrame = newValue ?? Self.noFrame }
    }
    /// Whether the view changed since its layout's cache was made: `updateCache` is due.
    var layoutCacheIsStale: Bool {
        get { storedMeasureCountAndFlag & Self.staleBit != 0 }
        set {
            storedMeasureCountAndFlag =
                newValue ? storedMeasureCountAndFlag | Self.staleBit : storedMeasureCountAndFlag & ~Self.staleBit
        }
    }
    /// The same frame with its edges on the pixel grid: what a reader of the frame sees.
    var frame: CGRect { exactFrame.map { PixelGrid.round($0) } ?? .zero }
    /// The insets of the safe area at the view's edges, as a `GeometryReader` there reports them.
    var safeAreaInsets: EdgeInsets {
        safeAreaRegion.map { LayoutEngine.insets(of: frame, in: $0) } ?? EdgeInsets()
    }

    /// The proposal its parent placed it with.
    var proposal: ProposedViewSize? {
        get { storedProposal.proposal }
        set { storedProposal = PackedProposal(newValue) }
    }

    /// The safe area its parent placed it in (see `SafeAreaRegion`), for placing it again alone.
    var safeAreaRegion: SafeAreaRegion? {
        get { extras?.region }
        set { extras = GeometryExtras.make(region: newValue, cache: extras?.cache) }
    }
    /// A custom layout's cache (`makeCache`), kept until its subviews change.
    var layoutCache: Any? {
        get { extras?.cache }
        set { extras = GeometryExtras.make(region: extras?.region, cache: newValue) }
    }
    // The passes and counts below are stored in 32 bits: no play comes near 2³¹ passes.
    /// The number of the layout pass that last found this view changed.
    var changedInPass: Int {
        get { Int(storedChangedInPass) }
        set { storedChangedInPass = Int32(truncatingIfNeeded: newValue) }
    }
    /// The pass that must place this view's children again, even at the same frame.
    var placeInPass: Int {
        get { Int(storedPlaceInPass) }
        set { storedPlaceInPass = Int32(truncatingIfNeeded: newValue) }
    }
    /// The pass that last placed this view's children.
    var placedInPass: Int {
        get { Int(storedPlacedInPass) }
        set { storedPlacedInPass = Int32(truncatingIfNeeded: newValue) }
    }
    /// The pass and the placement in which the view's parent last placed it (see `LayoutPass.place`).
    var placedBy: (pass: Int, token: Int) {
        get { (Int(storedPlacedByPass), Int(storedPlacedByToken)) }
        set {
            storedPlacedByPass = Int32(truncatingIfNeeded: newValue.pass)
            storedPlacedByToken = Int32(truncatingIfNeeded: newValue.token)
        }
    }
    /// How many times the view was measured anew (not from its answers), for tests and the trace.
    var measureCount: Int {
        get { Int(storedMeasureCountAndFlag & ~Self.staleBit) }
        set {
            storedMeasureCountAndFlag =
                storedMeasureCountAndFlag & Self.staleBit | UInt32(truncatingIfNeeded: newValue) & ~Self.staleBit
        }
    }
}

/// The safe area a view was placed in and its layout's cache, never changed: the views placed in
/// one safe area with no cache share one copy; a view with a cache (only custom layouts, grids,
/// readers and `ViewThatFits` keep one) has its own.
@MainActor
private final class GeometryExtras {
    let region: SafeAreaRegion?
    let cache: Any?

    init(region: SafeAreaRegion?, cache: Any?) {
        self.region = region
        self.cache = cache
    }

    /// The region with no cache given last: the views of one container are placed one after another
    /// in one region.
    private static var last: GeometryExtras?

    /// What a view keeps for `region` and `cache`: nil for neither, a shared copy for a region alone.
    static func make(region: SafeAreaRegion?, cache: Any?) -> GeometryExtras? {
        if let cache { return GeometryExtras(region: region, cache: cache) }
        guard let region else { return nil }
        if let last, last.region == region { return last }
        let made = GeometryExtras(region: region, cache: nil)
        last = made
        return made
    }
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
    var isLayoutTransparent: Bool { composite != nil || isLayoutGroup }

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
