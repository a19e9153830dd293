import Foundation

// How a `LazyVGrid` sizes its columns (a `LazyHGrid` its rows: the same rule on the other axis), and
// where each view goes.
//
// The columns, from the `GridItem`s, in the order they are declared (objc.io, "SwiftUI's Grid Views",
// 2020, which re-implemented the algorithm against iOS and explained three measured layouts; the
// same numbers are worked through, with screenshots, in "Predict LazyVGrid layout" on mo4tech.com
// and lochiwei.gitbook.io's "flexible column"):
// 1. A `.fixed` column is exactly its width, "no matter how much space is available".
// 2. The fixed widths and the spacing between columns (each item's `spacing`, 8 points when nil:
//    "the default spacing of 8 points") come off the proposed width first.
// 3. What is left is shared among the other columns in order, not by flexibility: each is offered
//    what is left divided by the number of columns still to size, and a `.flexible` column takes that
//    clamped to its minimum and maximum, so a first column's minimum can push the last one past the
//    grid's width.
// 4. An `.adaptive` column is a slot that holds as many items of its minimum width as fit, the
//    item's spacing between them ("it divides the column width by the minimum width, taking spacing
//    into account"); they share the slot equally, each at most the maximum. The engine gives the slot
//    at least the minimum (one item always fits).
// 5. The grid is as wide as its columns and the gaps between them; then it lays out again with that
//    width as its own, so the columns it places are sized for the width it took (mo4tech's
//    flexible(minimum: 100) + flexible(minimum: 180) in 300 points: 146 and 180 first, 334 wide, then
//    163 and 180). Columns wider than the grid run past its trailing edge (the engine's assumption).
// 6. Views fill the columns a line at a time; each is offered its column's width and no height (the
//    engine's assumption, as a lazy stack offers no length along its axis), and a line is as tall as
//    its tallest view, `spacing` apart (8 when nil, the platform default of Apple's documentation).
// 7. A view sits in its cell by its item's `alignment`, else centred, the grid's `alignment` across
//    the columns (Apple: "the guide for aligning the subviews in this grid").
// With no proposed width (a vertical grid in a horizontal scroll view), a flexible column takes its
// minimum and an adaptive one holds one item of its minimum: the engine's assumption.
// Section headers and pinned views are not laid out apart: a `Section` inside is one more cell.
// Lazy rows not built are not there: the views are counted in the order they are built (which rows
// exist is `LazyRows.swift`'s business).

/// One column of a vertical grid (one row of a horizontal one), as its `GridItem` resolves.
struct GridTrack: Equatable {
    var length: CGFloat
    /// The space to the next track.
    var spacing: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    /// The space after the item: its own, or 8 points.
    var resolvedSpacing: CGFloat { spacing ?? defaultSpacing }

    /// The tracks `items` make across `length` points (rules 1-4).
    static func tracks(_ items: [GridItem], across length: CGFloat?) -> [GridTrack] {
        let gaps = items.dropLast().reduce(0) { $0 + $1.resolvedSpacing }
        var fixed: CGFloat = 0
        for item in items { if case .fixed(let width) = item.size { fixed += width } }
        var remaining = length.map { $0 - gaps - fixed }
        var left = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        var tracks: [GridTrack] = []
        for item in items {
            let share = remaining.map { $0 / CGFloat(max(left, 1)) }
            switch item.size {
            case .fixed(let width):
                tracks.append(GridTrack(length: width, spacing: item.resolvedSpacing, alignment: item.alignment))
                continue
            case .flexible(let minimum, let maximum):
                let width = min(max(share ?? minimum, minimum), maximum)
                tracks.append(GridTrack(length: width, spacing: item.resolvedSpacing, alignment: item.alignment))
                remaining = remaining.map { $0 - width }
            case .adaptive(let minimum, let maximum):
                let spacing = item.resolvedSpacing
                let slot = max(share ?? minimum, minimum)
                let count = max(1, Int(((slot + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let width = min((slot - spacing * CGFloat(count - 1)) / CGFloat(count), maximum)
                for _ in 0..<count {
                    tracks.append(GridTrack(length: width, spacing: spacing, alignment: item.alignment))
                }
                remaining = remaining.map { $0 - width * CGFloat(count) - spacing * CGFloat(count - 1) }
            }
            left -= 1
        }
        return tracks
    }
}

/// How a lazy grid sizes and places the views it has built: tracks across `axis.other`, lines of
/// views along `axis`.
struct LazyGridLayout: LayoutRule {
    let items: [GridItem]
    /// The direction the grid grows in: vertical for a `LazyVGrid`.
    let axis: Axis
    /// Where a view sits in its cell when its item has no alignment.
    let alignment: Alignment
    /// The space between lines.
    let lineSpacing: CGFloat

    /// The length of `tracks` and the gaps between them.
    private func extent(_ tracks: [GridTrack]) -> CGFloat {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// Rule 5: the grid's width is that of the tracks made for `proposal`; the tracks it places are
    /// made again for that width.
    private func tracks(for proposal: ProposedViewSize) -> (width: CGFloat, placed: [GridTrack]) {
        let width = extent(GridItem.tracks(items, across: proposal[axis.other]))
        return (width, GridItem.tracks(items, across: width))
    }

    /// The tracks the grid places its views in when it is offered `length` across (rule 5); their
    /// count is the number of views to a line, which the lazy rows are built by (`LazyRows.swift`).
    func placedTracks(across length: CGFloat?) -> [GridTrack] {
        tracks(for: ProposedViewSize(nil, along: axis, across: length)).placed
    }

    /// What each view is offered: its track's width, nothing along the grid's axis (rule 6).
    func cellProposal(for track: GridTrack) -> ProposedViewSize {
        ProposedViewSize(nil, along: axis, across: track.length)
    }

    /// The views a line at a time, with each line's length along the axis.
    private func lines(_ subviews: LayoutSubviews, _ tracks: [GridTrack]) -> [(range: Range<Int>, length: CGFloat)] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: subviews.count, by: tracks.count).map { start in
            let range = start..<min(start + tracks.count, subviews.count)
            let length = range.map { subviews[$0].sizeThatFits(cellProposal(for: tracks[$0 - start]))[axis] }.max() ?? 0
            return (range, length)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let (width, tracks) = tracks(for: proposal)
        let lines = lines(subviews, tracks)
        let length = lines.reduce(0) { $0 + $1.length } + lineSpacing * CGFloat(max(0, lines.count - 1))
        return CGSize(length, along: axis, across: width)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let tracks = GridItem.tracks(items, across: bounds.size[axis.other])
        var along = axis == .vertical ? bounds.minY : bounds.minX
        for line in lines(subviews, tracks) {
            var across = axis == .vertical ? bounds.minX : bounds.minY
            for index in line.range {
                let track = tracks[index - line.range.lowerBound]
                let cell =
                    axis == .vertical
                    ? CGRect(x: across, y: along, width: track.length, height: line.length)
                    : CGRect(x: along, y: across, width: line.length, height: track.length)
                let cellAlignment = track.alignment ?? alignment
                let offer = cellProposal(for: track)
                let dimensions = subviews[index].dimensions(in: offer)
                let box = ViewDimensions(size: cell.size)
                let x =
                    cell.minX + cellAlignment.horizontal.key.defaultValue(in: box)
                    - dimensions[cellAlignment.horizontal]
                let y =
                    cell.minY + cellAlignment.vertical.key.defaultValue(in: box) - dimensions[cellAlignment.vertical]
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
                across += track.length + track.spacing
            }
            along += line.length + lineSpacing
        }
    }

    var stackOrientation: Axis? { axis }
}
