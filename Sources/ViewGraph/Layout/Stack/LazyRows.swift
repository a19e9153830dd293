// Lazy containers build the rows on the screen, and keep the rows that leave it for a while.
//
// A `ForEach` in a `List`, a `LazyVStack` or a lazy grid builds a row when the row comes into view:
// at launch, the rows that fill the screen; on a scroll, the rows scrolled to. Which rows those are
// comes from the layout itself: each row is measured as it is built (or given a new value) by the
// rule the layout pass places it with, proposed the container's width and no height (a list's rows
// by `ListLayout`, with their insets and least height), the way a lazy stack measures a row before it
// places the next. A row not built yet takes the mean length of the rows measured so far. The same
// positions say where a list places its lazy rows, and how long the scrolled content is, so a row's
// position decides whether it is on the screen.
//
// Rows built together appear in the rows' order, one after another, as they come into view; that is
// the engine's assumption (no lesson has recorded the `onAppear`s of a lazy container's rows yet),
// where an eager stack's cards, built in one update, appeared last first (lesson 7, step 6).
//
// A row that scrolls out of view is not destroyed at once: it leaves the screen (its `onDisappear`
// runs, its tasks are cancelled) but keeps its state, and when it scrolls back its `onAppear` runs
// again with the state it had. A row that gets far from the screen, more than one screen's length
// away, is destroyed, and comes back with new state. That distance is the engine's assumption: the
// lessons have recorded that rows keep their state "for a while", not how far.

/// Where a scroll view or a list is scrolled to, in points from its top (or leading edge).
final class ScrollOffset {
    var offset = 0.0
    /// How long the scrolled content was the last time it was measured.
    var contentLength = 0.0
    /// For a scroll view that scrolls both ways, how far it is scrolled across (horizontally).
    var crossOffset = 0.0
    /// Whether the scroll view was laid out with its `defaultScrollAnchor` noted (`ScrollPositioning`).
    var startedAtAnchor = false
    /// How far its frame reaches under the bars on each edge, which insets its content
    /// (`ScrollViewSafeArea.swift`).
    var barInsets = EdgeInsets()
}

/// A view that scrolls: a `ScrollView`, a `List`, a `Form`.
@MainActor
protocol ScrollContainer {
    /// The direction it scrolls in.
    var scrollAxis: Axis { get }
}

@MainActor extension ScrollView: ScrollContainer {
    var scrollAxis: Axis { layoutAxis ?? .vertical }
}

@MainActor extension List: ScrollContainer {
    var scrollAxis: Axis { .vertical }
}

@MainActor extension Form: ScrollContainer {
    var scrollAxis: Axis { .vertical }
}

/// How far a scroll container is scrolled; made the first time it is asked for.
@MainActor
func scrollOffset(of node: ViewNode) -> ScrollOffset {
    if let offset = node.primitiveState as? ScrollOffset { return offset }
    let offset = ScrollOffset()
    node.primitiveState = offset
    return offset
}

/// The stretch of a lazy `ForEach`'s rows that is on the screen, in points from its first row.
struct LazyWindow {
    var start: Double
    var end: Double
    /// How far past either end a row that has been built is kept, with its state.
    var retention: Double
    /// The scroll view or list the rows scroll in, if any.
    var scroller: ViewNode?
    /// How far the rows' start is from the start of the scrolled content.
    var lead: Double

    func shows(_ position: Double, length: Double) -> Bool {
        position < end && position + max(length, 0.5) > start
    }

    func keeps(_ position: Double, length: Double) -> Bool {
        position < end + retention && position + length > start - retention
    }
}

/// The window of rows on the screen for the lazy `ForEach` at `node`, whose rows line up along `axis`.
@MainActor
func lazyWindow(for node: ViewNode, axis: Axis, device: DeviceMetrics = .current) -> LazyWindow {
    var lead = 0.0
    var child = node
    var scroller: ViewNode?
    while let parent = child.parent {
        if let container = parent.asScrollContainer, container.scrollAxis == axis {
            scroller = parent
            break
        }
        child = parent
    }
    if let scroller, let list = LayoutEngine.rule(for: scroller) as? ListLayout {
        // A list says itself where in its content the rows start: below its margin, the sections
        // and rows before them, and their section's header.
        lead = list.start(of: node, in: scroller, width: offeredWidth(to: scroller)) ?? 0
    } else {
        child = node
        while let parent = child.parent, parent !== scroller {
            lead += leadingLength(before: child, in: parent, axis: axis)
            child = parent
        }
        // The content starts after the scroll view's leading margin (`contentMargins`).
        if let scroller { lead += contentMargins(of: scroller, along: axis).leading }
    }
    let length = viewportLength(of: scroller ?? node, axis: axis, device: device)
    let offset = scroller.map { scrollOffset(of: $0).offset } ?? 0
    // The rows in sight start where the screen does, under the bars (`contentOnScreenStart`), as
    // the eager content before them does (`ScrolledPastContent.swift`); the end stays.
    let start = scroller.map { contentOnScreenStart(of: $0, along: axis) } ?? 0
    return LazyWindow(
        start: start - lead, end: offset - lead + length, retention: length, scroller: scroller, lead: lead)
}

/// The width a container's content is offered: the width the last layout pass proposed `node`
/// (not the width it chose: a stack hugs its rows), else the screen's less the horizontal padding
/// around it (before the first pass has run).
@MainActor
func offeredWidth(to node: ViewNode, device: DeviceMetrics = .current) -> Double {
    var room = device.width
    var current: ViewNode? = node
    while let ancestor = current {
        if !ancestor.isLayoutTransparent, let geometry = ancestor.layoutGeometry, geometry.exactFrame != nil,
            let width = geometry.proposal?.width ?? geometry.exactFrame?.width, width.isFinite
        {
            return max(0, room - (device.width - Double(width)))
        }
        if ancestor !== node, let padding = ancestor.asPaddingCarrier?.padding {
            room -= padding.leading + padding.trailing
        }
        current = ancestor.parent
    }
    return max(0, room)
}

/// What a scrolling container proposes its content: its width across, nothing along its axis.
func measuringProposal(width: Double, axis: Axis) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: CGFloat(width), height: nil) : ProposedViewSize(width: nil, height: nil)
}

/// How much of a scroll view's content the screen shows along `axis`: down the screen, all of it
/// below the bars above (the content shows under the home indicator); across, the scroll view's
/// width as the layout placed it (the screen's before the first pass).
@MainActor
func viewportLength(of node: ViewNode, axis: Axis, device: DeviceMetrics = .current) -> Double {
    if axis == .horizontal {
        if node.asScrollContainer != nil, let width = node.layoutGeometry?.exactFrame?.width, width > 0 {
            return Double(width)
        }
        return device.width
    }
    return device.height - topInset(of: node, device: device)
}

/// The length of what comes before `child` inside `parent`, along `axis`, as the layout measures it:
/// the views before it and the space between each two (`stackGap`), the space to `child` included.
@MainActor
private func leadingLength(before child: ViewNode, in parent: ViewNode, axis: Axis) -> Double {
    if let padding = parent.asPaddingCarrier?.padding {
        return axis == .vertical ? padding.top : padding.leading
    }
    let spacing: Double?
    if let container = parent.asContentContainer {
        guard container.layoutAxis == axis else { return 0 }
        spacing = container.givenSpacing
    } else if parent.composite != nil || parent.isLayoutGroup {
        spacing =
            parent.environment.lazyLayout.map { $0.kind == .stack ? $0.spacing : $0.lineSpacing } ?? defaultSpacing
    } else {
        return 0
    }
    if let memo = LeadingLengths.memo {
        let key = LeadingLengths.Key(parent: ObjectIdentifier(parent), axis: axis)
        let lengths = memo[key] ?? leadingLengths(in: parent, spacing: spacing, axis: axis)
        LeadingLengths.memo?[key] = lengths
        if let length = lengths[ObjectIdentifier(child)] { return length }
    }
    return leadingLengths(in: parent, spacing: spacing, axis: axis, upTo: child)[ObjectIdentifier(child)] ?? 0
}

/// The length before each of `parent`'s children, from one measuring of each: every child's when
/// `upTo` is nil, else those up to `upTo` (which gets its own, even retired, as the last).
@MainActor
private func leadingLengths(in parent: ViewNode, spacing: Double?, axis: Axis, upTo child: ViewNode? = nil)
    -> [ObjectIdentifier: Double]
{
    let proposal = measuringProposal(width: offeredWidth(to: parent), axis: axis)
    var lengths: [ObjectIdentifier: Double] = [:]
    var length = 0.0
    var previous: ViewNode?
    /// The length before `next`: what came before, and the gap from the last view that has a length.
    func before(_ next: ViewNode) -> Double {
        length + (previous.map { stackGap(spacing, between: $0, and: next, along: axis) } ?? 0)
    }
    for sibling in parent.children where !sibling.isRetired {
        if sibling === child { break }
        if child == nil { lengths[ObjectIdentifier(sibling)] = before(sibling) }
        let size = LayoutEngine.measuredAhead(sibling, for: proposal)
        let along = Double(axis == .vertical ? size.height : size.width)
        guard along > 0 else { continue }
        length = before(sibling) + along
        previous = sibling
    }
    if let child { lengths[ObjectIdentifier(child)] = before(child) }
    return lengths
}

/// The lengths before each child of a parent, kept while nothing can change them: for one pass
/// that asks every visibility watcher of a scroll view where it is (`reportScrollVisibility`),
/// where asking each again would measure every row before it, each time (100 rows of text asked
/// after each step of a scroll took seconds).
@MainActor
enum LeadingLengths {
    struct Key: Hashable {
        let parent: ObjectIdentifier
        let axis: Axis
    }
    static var memo: [Key: [ObjectIdentifier: Double]]?

    /// Runs `body` with the lengths kept from one ask to the next, and forgets them after.
    static func kept<T>(_ body: () throws -> T) rethrows -> T {
        let outer = memo
        if outer == nil { memo = [:] }
        defer { if outer == nil { memo = nil } }
        return try body()
    }
}

/// The bars above a scroll view's content: the status bar, and a navigation bar if it is in a stack.
@MainActor
private func topInset(of node: ViewNode, device: DeviceMetrics) -> Double {
    var inset = device.safeAreaTop
    var current: ViewNode? = node
    var screen: ViewNode?
    while let ancestor = current {
        if ancestor.parent?.asNavigationContainer != nil {
            screen = ancestor
            break
        }
        current = ancestor.parent
    }
    if let screen {
        inset += device.navigationBarHeight
        var hasTitle = false
        screen.forEachNode { candidate in
            if let primitive = candidate.primitive,
                case .annotation(.navigationTitle) = primitive.screenContent(of: candidate)
            {
                hasTitle = true
            }
        }
        if hasTitle { inset += device.largeTitleHeight }
    }
    return inset
}

/// The columns of a lazy vertical grid (the rows of a horizontal one) that its rows fill, as the
/// grid's own rule makes them across the room it is offered (`LazyGridLayout`).
struct LazyGridTracks {
    let rule: LazyGridLayout
    let tracks: [GridTrack]
}

/// The tracks the lazy `ForEach` at `node` fills, when a lazy grid lays it out; nil for a stack or a list.
@MainActor
func lazyGridTracks(of node: ViewNode, layout: LazyLayout) -> LazyGridTracks? {
    guard layout.kind == .grid, let container = node.layoutParent,
        let rule = LayoutEngine.rule(for: container) as? LazyGridLayout
    else { return nil }
    let across = layout.axis == .vertical ? offeredWidth(to: container) : DeviceMetrics.current.height
    let tracks = rule.placedTracks(across: CGFloat(across))
    return tracks.isEmpty ? nil : LazyGridTracks(rule: rule, tracks: tracks)
}

/// A modifier that pads its content.
@MainActor
protocol PaddingCarrier { var padding: EdgeInsets? { get } }
extension ModifiedContent: PaddingCarrier where Content: View, Modifier: ViewModifier {
    var padding: EdgeInsets? { (modifier as? _PaddingLayout)?.insets }
}

/// A `ForEach` whose rows are built lazily, for the host to call when its scroll view moves.
@MainActor
protocol LazyRowsContainer {
    /// Builds the rows scrolled into view and lets go of those scrolled away, without making any row again.
    func scrolled(_ node: ViewNode, in graph: UpdateGraph)
}

/// What a lazy `ForEach` remembers of its rows' lengths, to place rows it has not built, and of where
/// its rows were last placed, to keep a row that left the data while that place is near the screen.
final class LazyRowLengths {
    var lengths: [ChildKey: Double] = [:]
    var total = 0.0
    /// Where each row built was last placed, in points from the first row.
    var positions: [ChildKey: Double] = [:]
    /// How long all the rows are, measured or not, with the spacing between them.
    var extent = 0.0
    /// In a lazy stack given no spacing, the space measured before each row built (the distance it
    /// and the row before prefer), and the last one measured, which stands for the pairs not built.
    var gaps: [ChildKey: Double] = [:]
    var lastGap: Double?

    func record(_ length: Double, for key: ChildKey) {
        total += length - (lengths[key] ?? 0)
        lengths[key] = length
    }

    /// Forgets a row that is gone for good, so that its length no longer weighs on the estimate.
    func forget(_ key: ChildKey) {
        if let length = lengths.removeValue(forKey: key) { total -= length }
        positions[key] = nil
        gaps[key] = nil
    }

    /// The length of a row not built yet: the mean of those measured so far.
    func estimate(default fallback: Double) -> Double {
        lengths.isEmpty ? fallback : total / Double(lengths.count)
    }

    /// The space before the row with `key`, in a container laid out by `layout`: the container's own,
    /// or in a stack given none, the space measured there, else the last measured.
    func gap(before key: ChildKey, in layout: LazyLayout, lineSpacing: Double) -> Double {
        layout.spacesPairwise ? gaps[key] ?? lastGap ?? defaultSpacing : lineSpacing
    }
}

extension UpdateGraph {
    /// Lays out the rows of the lazy `ForEach` at `node` along its window: builds the rows that come
    /// into view with `build`, puts kept rows on or off the screen, and destroys rows that went far.
    /// `existing` holds the rows already built, by offset, which `update` hands their new values; the
    /// result is the rows built now, in order.
    func layOutLazyRows(
        of node: ViewNode, keys: [ChildKey], layout: LazyLayout, lengths: LazyRowLengths,
        existing: [ViewNode?], update: (Int, ViewNode) -> Void, build: (Int) -> ViewNode, remeasure: Bool = true
    ) -> [ViewNode] {
        let window = lazyWindow(for: node, axis: layout.axis)
        let grid = lazyGridTracks(of: node, layout: layout)
        let columns = grid?.tracks.count ?? layout.columns
        let measure = rowMeasure(for: node, layout: layout, window: window, grid: grid)
        let lineSpacing = layout.kind == .list ? Double(node.environment.listRowSpacing ?? 0) : layout.lineSpacing
        let fallback = layout.unmeasuredRowLength
        var rows: [ViewNode] = []
        rows.reserveCapacity(min(keys.count, 256))
        // Rows come into view one after another, each in its own moment: their `onAppear`s run in the
        // rows' order, where views built together in one update appear last first (see `flush`).
        var appearing: [[() -> Void]] = []
        defer { enqueueAppearGroups(appearing) }
        var position = 0.0
        var lineStart = 0
        var previousRow: ViewNode?  // the row before, when it is built (a lazy stack has one to a line)
        while lineStart < keys.count {
            let gap = lineStart == 0 ? 0 : lengths.gap(before: keys[lineStart], in: layout, lineSpacing: lineSpacing)
            position += gap
            if position > window.end + window.retention {
                // Everything from here on is past the rows kept: none is built, and any that was goes.
                for offset in lineStart..<keys.count { if let row = existing[offset] { unmount(row) } }
                let lines = Double((keys.count - lineStart + columns - 1) / columns)
                position +=
                    lines * lengths.estimate(default: fallback) + (lines - 1)
                    * lengths.gap(before: keys[lineStart], in: layout, lineSpacing: lineSpacing)
                break
            }
            let line = lineStart..<min(lineStart + columns, keys.count)
            var estimate = 0.0
            for offset in line {
                estimate = max(estimate, lengths.lengths[keys[offset]] ?? lengths.estimate(default: fallback))
            }
            let shows = window.shows(position, length: estimate)
            let keeps = window.keeps(position, length: estimate)
            var lineLength = 0.0
            var lineRow: ViewNode?
            for offset in line {
                var row = existing[offset]
                if let kept = row, !keeps {
                    unmount(kept)
                    row = nil
                } else if let kept = row {
                    revive(kept)  // a row that left the data and came back (see `keepDepartedRows`)
                    update(offset, kept)
                    appearing.append(collectingAppears { setOnScreen(kept, shows) }.1)
                } else if shows {
                    let (built, appears) = collectingAppears { build(offset) }
                    row = built
                    appearing.append(appears)
                }
                if let row {
                    // A row is measured when it is built or given a new value; a scroll moves it as it is.
                    let known = remeasure || row !== existing[offset] ? nil : lengths.lengths[keys[offset]]
                    let length = known ?? measure(row, offset - lineStart)
                    if known == nil { lengths.record(length, for: keys[offset]) }
                    if layout.spacesPairwise, let previousRow, known == nil || lengths.gaps[keys[offset]] == nil {
                        // Two rows built side by side: the space between them is the one they prefer.
                        let measured = stackGap(nil, between: previousRow, and: row, along: layout.axis)
                        lengths.gaps[keys[offset]] = measured
                        lengths.lastGap = measured
                        position += measured - gap
                    }
                    lengths.positions[keys[offset]] = position
                    lineLength = max(lineLength, length)
                    rows.append(row)
                    lineRow = row
                } else {
                    lineLength = max(lineLength, lengths.lengths[keys[offset]] ?? lengths.estimate(default: fallback))
                }
            }
            previousRow = lineRow
            position += lineLength
            lineStart = line.upperBound
        }
        lengths.extent = max(0, position)
        if let scroller = window.scroller {
            let scrolled = scrollOffset(of: scroller)
            scrolled.contentLength = window.lead + position
        }
        return rows
    }

    /// How the lazy `ForEach` at `node` measures a row it built, given its column in its line: a list's
    /// rows by the list's rule (`ListLayout.rowHeight`), a stack's by the row's own rule, proposed the
    /// width across and nothing along the axis, a grid's as its rule offers its column (`LazyGridLayout`).
    private func rowMeasure(for node: ViewNode, layout: LazyLayout, window: LazyWindow, grid: LazyGridTracks?) -> (
        ViewNode, Int
    ) -> Double {
        if layout.kind == .list {
            let list = window.scroller.flatMap { LayoutEngine.rule(for: $0) as? ListLayout } ?? ListLayout()
            let listNode = window.scroller ?? node
            let width = offeredWidth(to: listNode)
            let metrics = ListMetrics(list.appearance(of: listNode))
            return { row, _ in
                ListLayout.rowHeight(of: row, width: width, metrics: metrics, measure: LayoutEngine.measuredAhead)
            }
        }
        if let grid {
            return { row, column in
                Double(
                    LayoutEngine.measuredAhead(row, for: grid.rule.cellProposal(for: grid.tracks[column]))[layout.axis])
            }
        }
        let container = node.layoutParent ?? node
        let across = layout.axis == .vertical ? offeredWidth(to: container) : DeviceMetrics.current.height
        let proposal =
            layout.axis == .vertical
            ? ProposedViewSize(width: CGFloat(across), height: nil) : ProposedViewSize(width: nil, height: nil)
        return { row, _ in
            let size = LayoutEngine.measuredAhead(row, for: proposal)
            return Double(layout.axis == .vertical ? size.height : size.width)
        }
    }

    /// The rows of the lazy `ForEach` at `node` that left its data (`departed`), kept off the screen
    /// with their state while the place they were last shown is within a screen's length of the
    /// screen, as a row scrolled away is; the others are destroyed. See `retire` for the rule and its
    /// evidence (lesson 20, step 5 and edge case 10).
    func keepDepartedRows(_ departed: [ViewNode], of node: ViewNode, layout: LazyLayout, lengths: LazyRowLengths)
        -> [ViewNode]
    {
        guard !departed.isEmpty else { return [] }
        let window = lazyWindow(for: node, axis: layout.axis)
        var kept: [ViewNode] = []
        for row in departed {
            if let position = lengths.positions[row.key], window.keeps(position, length: lengths.lengths[row.key] ?? 0)
            {
                retire(row)
                kept.append(row)
            } else {
                lengths.forget(row.key)
                unmount(row)
            }
        }
        return kept
    }
}
