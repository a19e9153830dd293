import Foundation

// How a `LazyVStack` or a `LazyHStack` lays out: as a stack does, except for the rows a lazy
// `ForEach` builds. Those stand where the lazy container placed them when it chose which to build
// (`LazyRows.swift`): each at its position from the first row, the rows not built taking the room
// their measured neighbours suggest. So the stack is as long as all its rows, built or not, and a
// row scrolled to is placed on the screen, where the choice of rows said it would be.
//
// Between two views the stack puts its spacing; given none, each pair of neighbours is as far apart
// as the two prefer (`ViewSpacing`), as in a `VStack`. Evidence: Apple's documentation of
// `LazyVStack.init(alignment:spacing:pinnedViews:content:)` (and of `LazyHStack`'s) words the
// parameter as `VStack`'s does, "the distance between adjacent subviews, or nil if you want the stack
// to choose a default distance for each pair of subviews"; and its overview's example, a
// `LazyVStack(alignment: .leading)` of texts, "uses default spacing between the text views". The lazy
// rows are placed the same way (`LazyRows.swift`): two rows that are built are their pair's distance
// apart; a row not built yet is taken to be as far from its neighbour as the last pair measured (the
// standard 8 before any), which cannot be known until it is built (the engine's assumption). A lazy
// `ForEach` prefers towards its neighbours what its built rows prefer together.
//
// Across its axis a lazy stack takes the whole length it is offered (a `LazyVStack` the width, a
// `LazyHStack` the height), where a `VStack` is as wide as its widest view; offered nothing across,
// it is as long as its longest view built. So its width does not depend on which rows happen to be
// built, and a scroll view around it is as wide as it was offered. Evidence: Apple's `LazyVStack`
// overview, whose `LazyVStack(alignment: .leading)` of short texts in a `ScrollView` "aligns to the
// leading edge of the scroll view" (a stack as narrow as its texts, in a scroll view as wide as
// its content, would stand in the middle of the screen); Mark Moeykens' SwiftUI Views Mastery
// sample beside a `VStack` of the same symbols, "Notice the LazyVStack pushes out horizontally. (No
// Spacers being used here.)" (github.com/kakil/SwiftUI-Views, KLazyVStak_Intro.swift); and
// skip-ui's port of SwiftUI, mended to match iOS: "Make LazyHStack fill height, not width, matching
// iOS" (skiptools/skip-ui pull request 316, 2026-01).

/// The layout of a lazy stack along `axis`, lining its views up across by `guide` (a custom guide
/// is taken as the centre: the engine's simplification).
struct LazyStackLayout: LayoutRule {
    let axis: Axis
    let guide: AlignmentKey
    /// The spacing the stack was given; nil for each pair's own.
    let spacing: Double?

    /// One thing the stack lines up: a view, or the rows of a lazy `ForEach`.
    enum Item {
        case view(ViewNode)
        case lazyRows(ViewNode, LazyRowLengths)
    }

    /// What the stack lines up, in order.
    @MainActor
    static func items(of node: ViewNode) -> [Item] {
        var items: [Item] = []
        func collect(_ current: ViewNode) {
            for child in current.children where !child.isRetired {
                if child.view is any LazyRowsContainer, child.environment.isInLazyContainer,
                   let state = child.primitiveState as? ForEachState {
                    items.append(.lazyRows(child, state.rowLengths))
                } else if child.isLayoutTransparent {
                    collect(child)
                } else {
                    items.append(.view(child))
                }
            }
        }
        collect(node)
        return items
    }

    private func along(_ size: CGSize) -> Double { Double(axis == .vertical ? size.height : size.width) }
    private func across(_ size: CGSize) -> Double { Double(axis == .vertical ? size.width : size.height) }

    /// What each view is offered: the stack's length across, nothing along.
    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// Each view and built row with where it starts along the axis, and the stack's length.
    @MainActor
    private func arrange(_ node: ViewNode, proposal: ProposedViewSize) -> (placed: [(node: ViewNode, start: Double)], length: Double) {
        let offered = offer(proposal)
        var placed: [(node: ViewNode, start: Double)] = []
        var position = 0.0
        var previous: ViewNode?
        for item in Self.items(of: node) {
            switch item {
            case .view(let view):
                let length = along(LayoutEngine.size(of: view, for: offered))
                if let previous { position += stackGap(spacing, between: previous, and: view, along: axis) }
                placed.append((view, position))
                position += length
                previous = view
            case .lazyRows(let forEach, let lengths):
                guard lengths.extent > 0 else { continue }
                if let previous { position += stackGap(spacing, between: previous, and: forEach, along: axis) }
                for row in forEach.children where row.isMounted && !row.isRetired {
                    if let start = lengths.positions[row.key] { placed.append((row, position + start)) }
                }
                position += lengths.extent
                previous = forEach
            }
        }
        return (placed, position)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let offered = offer(proposal)
        let (placed, length) = arrange(node, proposal: proposal)
        var widest: Double
        if let offeredAcross = axis == .vertical ? proposal.width : proposal.height, offeredAcross.isFinite {
            widest = Double(offeredAcross)  // the whole length offered across (see above)
        } else {
            widest = 0
            for (view, _) in placed { widest = max(widest, across(LayoutEngine.size(of: view, for: offered))) }
        }
        return axis == .vertical ? CGSize(width: widest, height: length) : CGSize(width: length, height: widest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let offered = offer(ProposedViewSize(bounds.size))
        let crossLength = across(bounds.size)
        // Lined up across at the start (leading, top), the end (trailing, bottom), else the middle.
        let fraction = guide.name == "leading" || guide.name == "top" ? 0.0 : guide.name == "trailing" || guide.name == "bottom" ? 1.0 : 0.5
        for (view, start) in arrange(node, proposal: ProposedViewSize(bounds.size)).placed {
            let size = LayoutEngine.size(of: view, for: offered)
            let crossStart = (crossLength - across(size)) * fraction
            let origin = axis == .vertical
                ? CGPoint(x: Double(bounds.minX) + crossStart, y: Double(bounds.minY) + start)
                : CGPoint(x: Double(bounds.minX) + start, y: Double(bounds.minY) + crossStart)
            LayoutEngine.place(view, at: origin, anchor: .topLeading, proposal: offered)
        }
    }

    var stackOrientation: Axis? { axis }
    /// Rows of the lazy `ForEach` that have no position (rows that left the data and are kept for a
    /// while) are not on the screen, and have no place.
    var placesUnplacedSubviews: Bool { false }
}
