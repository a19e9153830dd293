// What a scroll has taken off the top of the screen.
//
// A lazy container's rows leave the screen as they scroll away (`LazyRows.swift`). Everything else in
// a scroll view, a list or a form is built once, and stays built when scrolled (its `onAppear` and
// `onDisappear` do not run again: an eager stack's content is not torn down by a scroll), but it is
// no longer in sight: a header, a static row, the cards above a lazy stack. So the printed screen and
// what a play can reach leave out the content that lies wholly above the top of the screen, from the
// same layout the lazy rows are placed with (`LazyRows.swift`), and show it again when a
// scroll brings it back. Only the content before the first lazy rows is placed this way: after them,
// where the rows not built yet make every position a guess, content stays as it is, as does content
// below the bottom of the screen, which the engine's screen has always printed (lessons record it).
//
// One rule says where the screen's top is in the content, for lazy rows and for everything else
// (`contentOnScreenStart`): content under a translucent bar is on the screen. A scroll view that
// reaches under the bars (`ScrollViewSafeArea.swift`) draws its content there, and iOS shows it
// through the bar, blurred by the scroll edge effect: Apple's `ScrollEdgeEffectStyle` (iOS 26) is "a
// visual transition between scrolling content and stationary controls at both edges of the scroll
// view", and `UIToolbar.scrollEdgeAppearance` says that "part of the scroll view's content appears
// underneath the toolbar". So a header scrolled up behind the navigation bar is still in sight,
// as a lazy row there has not disappeared, and it leaves the screen once it is above the screen's top.
// The first points of a scroll fold a large title away while the content moves with them, so the
// content at the scroll view's top is the offset less what the title has folded
// (`offsetTakenByLargeTitle`).

/// The content of scroll views that a scroll took above the top of the screen, found again each time
/// the screen is read from the scroll view down (see `screenChildren(of:)`). The nodes are held, so
/// that a node that is gone cannot pass its identifier on to a new one while it is listed.
@MainActor
enum ScrolledPastContent {
    private static var byScroller: [ObjectIdentifier: (scroller: ViewNode, nodes: [ViewNode])] = [:]
    private(set) static var hidden: Set<ObjectIdentifier> = []

    /// Forgets every scroll view, for a new device: the last one's nodes are let go.
    static func reset() {
        byScroller = [:]
        hidden = []
    }

    /// Finds again what `scroller` has scrolled past.
    static func refresh(_ scroller: ViewNode) {
        let key = ObjectIdentifier(scroller)
        let before = byScroller[key]?.nodes.count ?? 0
        let past = contentScrolledPast(scroller)
        if before == 0 && past.isEmpty && byScroller.values.allSatisfy({ $0.scroller.isMounted }) { return }
        byScroller[key] = past.isEmpty ? nil : (scroller, past)
        byScroller = byScroller.filter { $0.value.scroller.isMounted }
        hidden = Set(byScroller.values.flatMap { $0.nodes.map(ObjectIdentifier.init) })
    }
}

/// Where the screen's top (or leading edge) is in `scroller`'s content along `axis`, in points from
/// the content's start: its scroll offset, less what a large title folded away and what the scroll
/// view reaches under the bars (see the rules at the top of this file). Content that ends before it
/// is off the screen.
@MainActor
func contentOnScreenStart(of scroller: ViewNode, along axis: Axis) -> Double {
    let offset = scrollOffset(of: scroller).offset
    let folded = axis == .vertical ? Double(offsetTakenByLargeTitle(scroller)) : 0
    let bars = barInsets(ofScrollView: scroller)
    return offset - folded - Double(axis == .vertical ? bars.top : bars.leading)
}

/// The views of `scroller`'s content, in order, that lie wholly above the top of the screen.
@MainActor
func contentScrolledPast(_ scroller: ViewNode) -> [ViewNode] {
    guard let container = scroller.asScrollContainer else { return [] }
    let top = contentOnScreenStart(of: scroller, along: container.scrollAxis)
    guard top > 0 else { return [] }
    if let list = LayoutEngine.rule(for: scroller) as? ListLayout {
        return listContentScrolledPast(scroller, list: list, top: top)
    }
    let axis = container.scrollAxis
    var position = contentMargins(of: scroller, along: axis).leading
    var spacing = scroller.asContentContainer?.givenSpacing
    var items = layoutChildren(of: scroller)
    var holder = scroller
    // Look through what wraps the content as a whole (padding, a frame) to the stack that lines it up.
    while items.count == 1 {
        let only = items[0]
        if let padding = only.asPaddingCarrier?.padding {
            position += axis == .vertical ? padding.top : padding.leading
            items = layoutChildren(of: only)
            holder = only
            continue
        }
        if only.asModifierCarrier != nil {
            items = layoutChildren(of: only)
            holder = only
            continue
        }
        if let stack = only.asContentContainer, stack.layoutAxis == axis {
            spacing = stack.givenSpacing
            items = layoutChildren(of: only)
            holder = only
        }
        break
    }
    let width = offeredWidth(to: holder)
    var past: [ViewNode] = []
    var previous: ViewNode?
    for item in items {
        if holdsLazyRows(item, below: holder) { break }
        let size = LayoutEngine.measuredAhead(item, for: measuringProposal(width: width, axis: axis))
        let length = Double(axis == .vertical ? size.height : size.width)
        let gap = length > 0 ? previous.map { stackGap(spacing, between: $0, and: item, along: axis) } ?? 0 : 0
        guard position + gap + length <= top else { break }
        past.append(item)
        if length > 0 {
            position += gap + length
            previous = item
        }
    }
    return past
}

/// The sections and rows of a list that lie wholly above `top`, the screen's top in its content, up
/// to its first lazy rows.
@MainActor
private func listContentScrolledPast(_ scroller: ViewNode, list: ListLayout, top: Double) -> [ViewNode] {
    let width = offeredWidth(to: scroller)
    let arranged = list.arrangeParts(scroller, width: width, measure: LayoutEngine.measuredAhead)
    var past: [ViewNode] = []
    for (part, bottom) in arranged.parts {
        let lazy = part.items.contains { if case .lazyRows = $0 { return true } else { return false } }
        if let box = part.box {
            if lazy || bottom > top { break }
            past.append(box)
            continue
        }
        for placed in arranged.placed {
            guard case .row(let row) = placed.item,
                part.items.contains(where: {
                    if case .row(let candidate) = $0 { return candidate === row } else { return false }
                })
            else { continue }
            guard placed.top + placed.height <= top else { return past }
            past.append(row)
        }
        if lazy { break }
    }
    return past
}

/// Whether `node`, found in `holder`'s content, is or holds rows a lazy container builds as they scroll
/// into view: a lazy `ForEach` between them, or one below it.
@MainActor
private func holdsLazyRows(_ node: ViewNode, below holder: ViewNode) -> Bool {
    func isLazyRows(_ candidate: ViewNode) -> Bool {
        candidate.asLazyRowsContainer != nil && candidate.environment.isInLazyContainer
    }
    var ancestor = node.parent
    while let current = ancestor, current !== holder {
        if isLazyRows(current) { return true }
        ancestor = current.parent
    }
    var found = false
    node.forEachNode { if !found, isLazyRows($0) { found = true } }
    return found
}
