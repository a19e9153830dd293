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
//
// A `Section` in the stack (one the stack lines up, or a row of a lazy `ForEach`) stands as a column
// of its header, its rows and its footer. With `pinnedViews`, its header sticks to the start of the
// scroll view the stack scrolls in while the section passes under it, pushed back by the section's
// end, and its footer to the end (the rule and its evidence: `PinnedScrollableViews` in
// `Stacks.swift`). The section is placed first, then its header or footer moved to where it is
// pinned, in the layout pass that puts views on the screen (not in a pass that only measures). The
// engine's assumptions: the scroll view's frame is the visible stretch (its content margins are not
// taken off it), and a section's title given as a string (`Section("Title")`) is no view here.
struct LazyStackLayout: LayoutRule {
    let axis: Axis
    let guide: AlignmentKey
    /// The spacing the stack was given; nil for each pair's own.
    let spacing: Double?
    /// The sections' headers and footers that stick to the scroll view's edges.
    var pinnedViews: PinnedScrollableViews = []

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
                if child.asLazyRowsContainer != nil, child.environment.isInLazyContainer,
                    let state = child.primitiveState as? ForEachState
                {
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
        axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// Each view and built row with where it starts along the axis, and the stack's length.
    @MainActor
    private func arrange(_ node: ViewNode, proposal: ProposedViewSize) -> (
        placed: [(node: ViewNode, start: Double)], length: Double
    ) {
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
        let fraction =
            guide.name == "leading" || guide.name == "top"
            ? 0.0 : guide.name == "trailing" || guide.name == "bottom" ? 1.0 : 0.5
        for (view, start) in arrange(node, proposal: ProposedViewSize(bounds.size)).placed {
            let size = LayoutEngine.size(of: view, for: offered)
            let crossStart = (crossLength - across(size)) * fraction
            let origin =
                axis == .vertical
                ? CGPoint(x: Double(bounds.minX) + crossStart, y: Double(bounds.minY) + start)
                : CGPoint(x: Double(bounds.minX) + start, y: Double(bounds.minY) + crossStart)
            LayoutEngine.place(view, at: origin, anchor: .topLeading, proposal: offered)
            if !pinnedViews.isEmpty, !LayoutEngine.isDryRun { pin(in: view, node: node) }
        }
    }

    /// Moves the header and footer of the section at `view` (looking through modifiers on it) to
    /// where they are pinned in the scroll view around the stack at `node`.
    @MainActor
    private func pin(in view: ViewNode, node: ViewNode) {
        guard let section = ListLayout.sectionNode(view), let sectionFrame = section.globalFrame else { return }
        var ancestor = node.parent
        while let current = ancestor, current.asScrollContainer == nil { ancestor = current.parent }
        // Pinned below the bars the scroll view reaches under (`ScrollViewSafeArea.swift`).
        guard let visible = ancestor.flatMap(clearFrame(ofScrollView:)) else { return }
        let start = { (rect: CGRect) in Double(axis == .vertical ? rect.minY : rect.minX) }
        let end = { (rect: CGRect) in Double(axis == .vertical ? rect.maxY : rect.maxX) }
        func move(_ part: ViewNode, to position: Double, from frame: CGRect) {
            guard abs(position - start(frame)) > 0.001 else { return }
            let origin = axis == .vertical ? CGPoint(x: frame.minX, y: position) : CGPoint(x: position, y: frame.minY)
            LayoutEngine.place(
                part, at: origin, anchor: .topLeading,
                proposal: part.layoutGeometry?.proposal ?? ProposedViewSize(frame.size))
        }
        let header = section.child(at: .index(0)).flatMap { $0.isRetired ? nil : $0 }
        var bodyStart = start(sectionFrame)
        if let header, let frame = header.globalFrame {
            bodyStart = end(frame)
            if pinnedViews.contains(.sectionHeaders) {
                let length = end(frame) - start(frame)
                move(
                    header,
                    to: PinnedScrollableViews.pinnedStart(
                        natural: start(frame), length: length, sectionEnd: end(sectionFrame),
                        visibleStart: start(visible)), from: frame)
            }
        }
        if pinnedViews.contains(.sectionFooters), let footer = section.child(at: .index(1)), !footer.isRetired,
            let frame = footer.globalFrame
        {
            let length = end(frame) - start(frame)
            move(
                footer,
                to: PinnedScrollableViews.pinnedEnd(
                    natural: start(frame), length: length, sectionStart: bodyStart,
                    visibleEnd: end(visible)), from: frame)
        }
    }

    var stackOrientation: Axis? { axis }
    /// Rows of the lazy `ForEach` that have no position (rows that left the data and are kept for a
    /// while) are not on the screen, and have no place.
    var placesUnplacedSubviews: Bool { false }
}
