import Foundation

// Where a scroll view's content offset goes: how far it can go, where code sends it, where it starts,
// and where a person's scroll comes to rest.
//
// An offset is along the scroll view's axis, in points from the start of its scrolled content: at 0
// the content's start (its leading margin, `contentMargins`, included) is at the scroll view's start.
// - **The ends.** No scroll goes before 0 or past the end: the content's length, margins included,
//   less the scroll view's own length (its frame, in the safe area). At the end the content's last
//   point meets the scroll view's end, above the home indicator, as UIKit's scroll view stops at its
//   content size plus its adjusted insets (the safe area and `contentInset`) less its bounds. A
//   bounce past either end is not modelled: the engine's scrolls come to rest.
//   Under a large title that folds as the content scrolls (`NavigationBar.swift`), the scroll view's
//   frame grows upwards by what has folded (up to 52 points) while the content moves by the whole
//   offset, so the end is the content less the scroll view's length with the title unfolded (874
//   less the 168 above and the 34 below: 672), not its length at the end (724). Evidence: UIKit's
//   largest `contentOffset.y` is `contentSize.height + adjustedContentInset.bottom - bounds.height`
//   (Apple's `adjustedContentInset`: the safe area plus `contentInset`; the max offset worked out in
//   "Scrolling bounds, offsets, and insets", slidetorock.com): the top inset, which shrinks from 168
//   to 116 as the title folds, is not in it. The offset from the top at rest is `contentOffset.y +
//   168`, so the end is the content less 874 - 34 - 168. Assumed: iOS 26's folding follows UIKit's
//   large-title rule unchanged (no recording of a scroll to a long list's end under a large title).
// - **`ScrollViewProxy.scrollTo(_:anchor:)` and `scrollPosition(id:anchor:)`.** Apple's documentation
//   of `scrollTo`: with no anchor it "scrolls the minimum amount to make the identified view wholly
//   visible" (nothing when it is; its start when it is longer than the scroll view); with one, "it
//   defines the points in the identified view and the scroll view to align": `.top` "aligns the top
//   of the identified view to the top of the scroll view", `.bottom` the bottoms, and so on. So the
//   offset is the view's start, plus the anchor's fraction of the view's length, less the same
//   fraction of the scroll view's; then kept within the ends. A lazy row not built yet stands where
//   the lazy rows would put it (`LazyRows.swift`); any other view where the layout placed it.
// - **`defaultScrollAnchor`.** The scroll view starts with that point of its content at that point of
//   itself, as far as the content reaches (Apple: `.bottom` "to have the scroll view start at the
//   bottom of its content", `.center` to "start in the center of its content" when it scrolls both
//   ways). The engine moves it there once, after the first layout pass that measured the scroll view
//   (`ScrollPositioning.pending`), so a lazy stack builds the rows at its start first and lets them
//   go: the engine's assumption, where iOS may build only the rows at the anchor.
// - **`scrollTargetBehavior`.** When a play's scroll ends, the behaviour is asked where to rest
//   (`ScrollTargetBehavior.updateTarget`) with the visible rect there and no velocity (a play's scroll
//   is a slow drag), and the offset goes to the rect it gives back: `.paging` the nearest multiple of
//   the scroll view's length, `.viewAligned` the start of the nearest view of the
//   `scrollTargetLayout`, a behaviour of the app's own where it says.
// - **A person's scroll and `scrollPosition(id:)`.** After it, the binding holds the id of the
//   top-most (leading-most) view of the scroll target layout that is in sight (Apple: "the binding
//   will be updated with the identity of the leading-most / top-most view").

/// Where a view stands in the content a scroll view scrolls.
struct ScrollTargetPlace {
    /// The scroll view that scrolls it.
    let scroller: ViewNode
    /// The scroll view's axis.
    let axis: Axis
    /// Where it starts, in the offsets the scroll view goes to (see above).
    let start: Double
    /// Its length along the axis.
    let length: Double
}

/// The scroll views laid out with a `defaultScrollAnchor` they have not yet been moved to.
@MainActor
enum ScrollPositioning {
    private(set) static var pending: [ViewNode] = []

    /// Notes `scroller`, laid out for the first time with a default anchor, for the host to move.
    static func noteDefaultAnchor(of scroller: ViewNode) {
        let state = scrollOffset(of: scroller)
        guard !state.startedAtAnchor else { return }
        state.startedAtAnchor = true
        pending.append(scroller)
    }

    /// Takes the scroll views waiting for their default anchor.
    static func takePending() -> [ViewNode] {
        defer { pending = [] }
        return pending
    }
}

/// The scroll view's own length along `axis` that the bars leave clear (`ScrollViewSafeArea.swift`):
/// as the layout placed it, or before the first pass the screen's less the bars above it.
@MainActor
func scrollViewLength(of scroller: ViewNode, axis: Axis) -> Double {
    if let frame = clearFrame(ofScrollView: scroller), frame.size[axis] > 0 { return Double(frame.size[axis]) }
    return viewportLength(of: scroller, axis: axis)
}

/// The margins `contentMargins` puts before and after the content of `scroller` along `axis`.
@MainActor
func contentMargins(of scroller: ViewNode, along axis: Axis) -> (leading: Double, trailing: Double) {
    guard scroller.asContentContainer != nil, scroller.asScrollContainer != nil else { return (0, 0) }
    let margins = scroller.environment.scrollConfiguration.contentMargins
    return axis == .vertical
        ? (Double(margins.top), Double(margins.bottom)) : (Double(margins.leading), Double(margins.trailing))
}

extension UpdateGraph {
    /// Scrolls the scroll view below `node` that holds the view identified by `id` to show it as
    /// `anchor` says (see above); a scroll view that scrolls both ways is moved on its other axis too.
    func scroll(below node: ViewNode, toViewWithID id: AnyHashable, anchor: UnitPoint?) {
        guard let place = scrollTargetPlace(below: node, key: .id(id)) else { return }
        let offset = scrollOffset(of: place.scroller).offset
        let length = scrollViewLength(of: place.scroller, axis: place.axis)
        let fraction = anchor.map { place.axis == .vertical ? $0.y : $0.x }
        let fold = place.axis == .vertical ? Double(largeTitleFoldingHeight(above: place.scroller)) : 0
        guard fold > 0 else {
            scroll(
                place.scroller,
                to: Self.offset(showing: place.start, length: place.length, in: length, from: offset, anchor: fraction))
            return
        }
        // Under a large title that folds as the content scrolls (NavigationBar.swift), the first
        // `fold` points of the offset fold the title away and the scroll view grows by them, so at an
        // offset past the fold the content showing at the scroll view's top is `offset - fold`. The
        // view is shown in the scroll view as it stands with the title folded, and the fold added
        // (assumed: iOS scrolls the view to the bar's folded bottom edge, as UIKit's
        // `scrollToRow(at:at:animated:)` does under a large title; no recording shows it).
        let folded = Double(offsetTakenByLargeTitle(place.scroller))
        let visibleStart = offset - folded
        // With no anchor, a view already shown whole stays where it is.
        if fraction == nil, place.start >= visibleStart, place.start + place.length <= visibleStart + length { return }
        let foldedLength = length - fold + folded
        let target = Self.offset(
            showing: place.start, length: place.length, in: foldedLength, from: visibleStart, anchor: fraction)
        scroll(place.scroller, to: target > 0 ? target + fold : 0)
        if let anchor, let cross = crossPlace(of: id, below: node, in: place.scroller) {
            let crossLength = scrollViewLength(of: place.scroller, axis: .horizontal)
            let state = scrollOffset(of: place.scroller)
            state.crossOffset = min(
                max(
                    0,
                    Self.offset(
                        showing: cross.start, length: cross.length, in: crossLength, from: state.crossOffset,
                        anchor: anchor.x)), crossEnd(of: place.scroller))
            LayoutEngine.record(place.scroller, childrenChanged: false, in: layoutState)
        }
    }

    /// The offset that shows a view at `start`, `length` long, in a scroll view `visible` long now at
    /// `offset`: `anchor`'s fraction of the view at the same fraction of the scroll view, or with no
    /// anchor the least move that shows it whole.
    static func offset(showing start: Double, length: Double, in visible: Double, from offset: Double, anchor: CGFloat?)
        -> Double
    {
        if let anchor {
            let fraction = Double(anchor)
            return start + fraction * length - fraction * visible
        }
        if start < offset || length > visible { return start }
        if start + length > offset + visible { return start + length - visible }
        return offset
    }

    /// Where the view with `key` below `node` stands in the content of the scroll view that scrolls it.
    func scrollTargetPlace(below node: ViewNode, key: ChildKey) -> ScrollTargetPlace? {
        var lazy: (forEach: ViewNode, offset: Int)?
        var placed: ViewNode?
        node.forEachNode { candidate in
            guard lazy == nil, placed == nil else { return }
            if candidate.asLazyRowsContainer != nil, candidate.environment.isInLazyContainer,
                let state = candidate.primitiveState as? ForEachState, let offset = state.lastKeys.firstIndex(of: key)
            {
                lazy = (candidate, offset)
            } else if candidate.key == key, candidate.isMounted, !candidate.isRetired, candidate.globalFrame != nil {
                placed = candidate
            }
        }
        if let (forEach, offset) = lazy, let layout = forEach.environment.lazyLayout,
            let state = forEach.primitiveState as? ForEachState
        {
            let window = lazyWindow(for: forEach, axis: layout.axis)
            guard let scroller = window.scroller else { return nil }
            let lengths = state.rowLengths
            let fallback = layout.unmeasuredRowLength
            let length = lengths.lengths[key] ?? lengths.estimate(default: fallback)
            let start =
                lengths.positions[key]
                ?? estimatedStart(
                    ofRowAt: offset, keys: state.lastKeys, layout: layout, lengths: lengths,
                    lineSpacing: layout.kind == .list
                        ? Double(forEach.environment.listRowSpacing ?? 0) : layout.lineSpacing,
                    columns: lazyGridTracks(of: forEach, layout: layout)?.tracks.count ?? layout.columns)
            return ScrollTargetPlace(scroller: scroller, axis: layout.axis, start: window.lead + start, length: length)
        }
        guard let view = placed, let frame = view.globalFrame else { return nil }
        var ancestor = view.parent
        while let current = ancestor, current.asScrollContainer == nil { ancestor = current.parent }
        guard let scroller = ancestor, let container = scroller.asScrollContainer,
            let scrollerFrame = clearFrame(ofScrollView: scroller)
        else { return nil }
        let axis = container.scrollAxis
        // In the content's own terms: a large title's folding moves the scroll view's frame, not the
        // content (see `offsetTakenByLargeTitle`).
        let folded = axis == .vertical ? Double(offsetTakenByLargeTitle(scroller)) : 0
        let start = Double(frame.origin[axis] - scrollerFrame.origin[axis]) + scrollOffset(of: scroller).offset - folded
        return ScrollTargetPlace(scroller: scroller, axis: axis, start: start, length: Double(frame.size[axis]))
    }

    /// Where a lazy row not placed yet starts: the lines before it, at their measured or estimated
    /// lengths and the space between them.
    private func estimatedStart(
        ofRowAt offset: Int, keys: [ChildKey], layout: LazyLayout, lengths: LazyRowLengths, lineSpacing: Double,
        columns: Int
    ) -> Double {
        let fallback = layout.unmeasuredRowLength
        var position = 0.0
        var lineStart = 0
        while lineStart + columns <= offset {
            var lineLength = 0.0
            for index in lineStart..<(lineStart + columns) {
                lineLength = max(lineLength, lengths.lengths[keys[index]] ?? lengths.estimate(default: fallback))
            }
            position +=
                lineLength + lengths.gap(before: keys[lineStart + columns], in: layout, lineSpacing: lineSpacing)
            lineStart += columns
        }
        return position
    }

    /// For a scroll view that scrolls both ways, where the view with `id` stands across (horizontally).
    private func crossPlace(of id: AnyHashable, below node: ViewNode, in scroller: ViewNode) -> (
        start: Double, length: Double
    )? {
        guard let scrollView = scroller.view as? any TwoAxisScrolling, scrollView.scrollsBothWays,
            let scrollerFrame = clearFrame(ofScrollView: scroller)
        else { return nil }
        var found: CGRect?
        node.forEachNode { candidate in
            if found == nil, candidate.key == .id(id), candidate.isMounted, let frame = candidate.globalFrame {
                found = frame
            }
        }
        guard let frame = found else { return nil }
        return (Double(frame.minX - scrollerFrame.minX) + scrollOffset(of: scroller).crossOffset, Double(frame.width))
    }

    /// The furthest a scroll view that scrolls both ways can go across: its content's width less its own.
    func crossEnd(of scroller: ViewNode) -> Double {
        let width = scrollViewLength(of: scroller, axis: .horizontal)
        var content = 0.0
        for child in layoutChildren(of: scroller) {
            content = max(
                content, Double(LayoutEngine.measuredAhead(child, for: ProposedViewSize(width: nil, height: nil)).width)
            )
        }
        let margins = contentMargins(of: scroller, along: .horizontal)
        return max(0, content + margins.leading + margins.trailing - width)
    }

    /// Moves each scroll view laid out with a default anchor to it, once; whether one moved.
    func moveToDefaultAnchors() -> Bool {
        var moved = false
        for scroller in ScrollPositioning.takePending() where scroller.isMounted {
            guard let anchor = scroller.environment.scrollConfiguration.defaultAnchor,
                let axis = scroller.asScrollContainer?.scrollAxis
            else { continue }
            let fraction = Double(axis == .vertical ? anchor.y : anchor.x)
            scroll(scroller, to: fraction * scrollEnd(of: scroller))
            if let scrollView = scroller.view as? any TwoAxisScrolling, scrollView.scrollsBothWays {
                scrollOffset(of: scroller).crossOffset = Double(anchor.x) * crossEnd(of: scroller)
            }
            moved = true
        }
        return moved
    }

    /// Lets a person's scroll of `scroller` come to rest as its `scrollTargetBehavior` says (unless
    /// `reportingOnly`: a scroll that looked for a label stops where it shows), then tells a
    /// `scrollPosition(id:)` above it the id of the top-most view of its scroll target layout.
    func comeToRest(_ scroller: ViewNode, reportingOnly: Bool = false) {
        guard let axis = scroller.asScrollContainer?.scrollAxis else { return }
        if !reportingOnly, let behavior = scroller.environment.scrollConfiguration.targetBehavior {
            let offset = scrollOffset(of: scroller).offset
            let length = scrollViewLength(of: scroller, axis: axis)
            var container = CGSize.zero
            container[axis] = CGFloat(length)
            var content = container
            content[axis] = CGFloat(scrollEnd(of: scroller) + length)
            var origin = CGPoint.zero
            origin[axis] = CGFloat(offset)
            let original = ScrollTarget(rect: CGRect(origin: origin, size: container))
            var target = original
            var context = ScrollTargetBehaviorContext(
                originalTarget: original, velocity: .zero, contentSize: content, containerSize: container,
                axes: axis == .vertical ? .vertical : .horizontal)
            context.targetStarts = scrollTargets(of: scroller).map { CGFloat($0.start) }
            behavior.updateTarget(&target, context: context)
            let fraction = Double(target.anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0)
            let rested =
                Double(target.rect.origin[axis]) + fraction * Double(target.rect.size[axis]) - fraction * length
            if rested != offset { scroll(scroller, to: rested) }
        }
        reportScrollPosition(of: scroller, axis: axis)
    }

    /// The views of the scroll target layout inside `scroller`, in order, with where each starts.
    private func scrollTargets(of scroller: ViewNode) -> [(node: ViewNode, start: Double)] {
        var layout: ViewNode?
        scroller.forEachNode { candidate in
            if layout == nil,
                let modifier = candidate.asModifierCarrier?.anyModifier as? _ScrollTargetLayoutModifier,
                modifier.isEnabled
            {
                layout = candidate
            }
        }
        guard let layout, let axis = scroller.asScrollContainer?.scrollAxis,
            let scrollerFrame = clearFrame(ofScrollView: scroller)
        else { return [] }
        // The views the layout lines up: what its groups (`ForEach`, `Group`) hold, each row whole.
        var views: [ViewNode] = []
        func collect(_ node: ViewNode) {
            for child in node.children where child.isMounted && !child.isRetired && !child.isOffScreen {
                if child.isLayoutGroup { collect(child) } else { views.append(child) }
            }
        }
        var stack = layout
        while let only = stack.children.first, stack.children.count == 1,
            stack.isLayoutTransparent || stack.asModifierCarrier != nil
        { stack = only }
        collect(stack)
        let offset = scrollOffset(of: scroller).offset
        return views.compactMap { view in
            view.globalFrame.map { (view, Double($0.origin[axis] - scrollerFrame.origin[axis]) + offset) }
        }
    }

    /// Tells the `scrollPosition(id:)` above `scroller` the id of the first view of its scroll target
    /// layout that is in sight.
    private func reportScrollPosition(of scroller: ViewNode, axis: Axis) {
        var ancestor = scroller.parent
        var binding: (modifier: any ScrollPositionBinding, node: ViewNode)?
        while let current = ancestor, binding == nil {
            if let modifier = current.asModifierCarrier?.anyModifier as? any ScrollPositionBinding {
                binding = (modifier, current)
            }
            ancestor = current.parent
        }
        guard let binding else { return }
        let offset = scrollOffset(of: scroller).offset
        let length = scrollViewLength(of: scroller, axis: axis)
        for (view, start) in scrollTargets(of: scroller) {
            let end = start + Double(view.globalFrame?.size[axis] ?? 0)
            guard end > offset + 0.5, start < offset + length else { continue }
            if case .id(let id) = view.key { binding.modifier.scrolled(to: id, at: binding.node) }
            return
        }
    }
}

/// A scroll view, asked whether it scrolls both ways.
@MainActor
protocol TwoAxisScrolling {
    var scrollsBothWays: Bool { get }
}

@MainActor extension ScrollView: TwoAxisScrolling {
    var scrollsBothWays: Bool { axes.contains(.horizontal) && axes.contains(.vertical) }
}
