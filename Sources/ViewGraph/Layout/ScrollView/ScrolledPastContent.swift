// What a scroll has taken off the top of the screen.
//
// A lazy container's rows leave the screen as they scroll away (`LazyRows.swift`). Everything else in
// a scroll view, a list or a form is built once, and stays built when scrolled (its `onAppear` and
// `onDisappear` do not run again: an eager stack's content is not torn down by a scroll), but it is
// no longer in sight: a header, a static row, the cards above a lazy stack. So the printed screen and
// what a play can reach leave out the content that lies wholly above the scrolled-to offset, from the
// same layout the lazy rows are placed with (`LazyRows.swift`), and show it again when a
// scroll brings it back. Only the content before the first lazy rows is placed this way: after them,
// where the rows not built yet make every position a guess, content stays as it is, as does content
// below the bottom of the screen, which the engine's screen has always printed (lessons record it).

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

/// The views of `scroller`'s content, in order, that lie wholly above its scroll offset.
@MainActor
func contentScrolledPast(_ scroller: ViewNode) -> [ViewNode] {
    guard let container = scroller.view as? any ScrollContainer else { return [] }
    let offset = scrollOffset(of: scroller).offset
    guard offset > 0 else { return [] }
    if let list = LayoutEngine.rule(for: scroller) as? ListLayout {
        return listContentScrolledPast(scroller, list: list, offset: offset)
    }
    let axis = container.scrollAxis
    var position = contentMargins(of: scroller, along: axis).leading
    var spacing = (scroller.view as? any ContentContainer)?.givenSpacing
    var items = layoutChildren(of: scroller)
    var holder = scroller
    // Look through what wraps the content as a whole (padding, a frame) to the stack that lines it up.
    while items.count == 1 {
        let only = items[0]
        if let padding = (only.view as? any PaddingCarrier)?.padding {
            position += axis == .vertical ? padding.top : padding.leading
            items = layoutChildren(of: only)
            holder = only
            continue
        }
        if only.view is any ModifierCarrier {
            items = layoutChildren(of: only)
            holder = only
            continue
        }
        if let stack = only.view as? any ContentContainer, stack.layoutAxis == axis {
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
        guard position + gap + length <= offset else { break }
        past.append(item)
        if length > 0 {
            position += gap + length
            previous = item
        }
    }
    return past
}

/// The sections and rows of a list that lie wholly above `offset`, up to its first lazy rows.
@MainActor
private func listContentScrolledPast(_ scroller: ViewNode, list: ListLayout, offset: Double) -> [ViewNode] {
    let width = offeredWidth(to: scroller)
    let arranged = list.arrangeParts(scroller, width: width, measure: LayoutEngine.measuredAhead)
    var past: [ViewNode] = []
    for (part, bottom) in arranged.parts {
        let lazy = part.items.contains { if case .lazyRows = $0 { return true } else { return false } }
        if let box = part.box {
            if lazy || bottom > offset { break }
            past.append(box)
            continue
        }
        for placed in arranged.placed {
            guard case .row(let row) = placed.item,
                part.items.contains(where: {
                    if case .row(let candidate) = $0 { return candidate === row } else { return false }
                })
            else { continue }
            guard placed.top + placed.height <= offset else { return past }
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
        candidate.view is any LazyRowsContainer && candidate.environment.isInLazyContainer
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
