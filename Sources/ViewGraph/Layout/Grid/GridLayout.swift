import Foundation

// How a `Grid` sizes its columns and rows, and where each cell goes.
//
// The rules, from Apple's documentation of `Grid`, `GridRow` and the grid cell modifiers:
// 1. "The first view in each grid row appears in the grid's first column, the second view in the
//    second column, and so on"; a cell with `gridCellColumns(n)` takes n columns. The grid has as
//    many columns as its widest row has cells.
// 2. "The grid sets the width of all the cells in a column to match the needed width of the widest
//    cell in that column", and the height of a row to its tallest cell. "A grid and its rows behave
//    something like a collection of HStack instances wrapped in a VStack": the engine shares the
//    proposed width among the columns, and the proposed height among the rows, as a stack shares its
//    length among its children (least flexible first, equal shares of what is left; see
//    `StackLayout.swift`), a column standing for the cells in it, a row for the cells in it. So two
//    colours in a row split the width, and two rows of colours split the height.
// 3. "If you provide a view rather than a GridRow as an element in the grid's content, the grid uses
//    the view to create a row that spans all of the grid's columns." A cell that spans columns is
//    offered the room those columns can have; when it needs more than they took, the engine widens
//    them equally (an assumption: Apple says only that a `Divider` there "takes as much horizontal
//    space as the parent offers", so that the grid becomes as wide as its proposal).
// 4. `gridCellUnsizedAxes(_:)`: on those axes the cell does not count when the grid sizes its column
//    and row ("prevents a flexible view like a Spacer, Divider, or Color from defining the size of a
//    row or column"); it is still given the whole cell when it is placed.
// 5. Placing: each cell is offered its cell's size and put in it by its alignment: `gridCellAnchor`
//    if it has one (the anchor of the cell meets the same anchor of the view), else horizontally the
//    column's `gridColumnAlignment` (read from the first cell of the column that sets it, in row
//    order: Apple asks for it on one cell of the column), else the grid's `alignment`; vertically the
//    row's `GridRow(alignment:)`, else the grid's. A text baseline (or a custom guide) lines up the
//    row's cells on one line, as a row of an `HStack` does.
// 6. Spacing: `horizontalSpacing` and `verticalSpacing`, or "a default distance between cells that's
//    appropriate for the platform" when nil. The engine assumes 8 points on iOS, the standard
//    spacing of its stacks (`ViewSpacing.standard`); one public write-up (mvolkmann.github.io,
//    "Grid") says 10, with no measurement shown: replace the figure when one is recorded.

/// The value keys the grid cell modifiers set, read by the grid that places the cell.
enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes the cell span `count` columns of its grid row.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
    /// Aligns the cells of this view's grid column horizontally by `guide`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
    /// Puts the view in its grid cell with its `anchor` at the cell's `anchor`.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
    /// Keeps the cell out of the sizing of its grid column (`.horizontal`) or row (`.vertical`).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

/// A layout that arranges its rows' cells in columns, as `Grid` does, usable as a value (`AnyLayout`).
public struct GridLayout: Layout, NamedLayout, Sendable {
    /// How the cells sit in their cells, unless a row, a column or a cell says otherwise.
    public var alignment: Alignment
    /// The space between columns, or nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The space between rows, or nil for the default.
    public var verticalSpacing: CGFloat?
    /// A grid layout with `alignment` and spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    /// The columns' widths and the rows' heights with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { [self] in GridPlan(self, subviews: subviews, proposal: proposal).size }
    }
    /// Places each row in its band and each cell in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated { [self] in GridPlan(self, subviews: subviews, proposal: proposal).place(in: bounds) }
    }
    var layoutName: String { "Grid" }
}

/// A `GridRow`: something the grid sees through to its cells.
@MainActor
protocol GridRowContainer {
    /// The row's vertical alignment, or nil for the grid's.
    var rowAlignment: VerticalAlignment? { get }
}

/// One cell of a grid: its view, its first column and how many it spans.
@MainActor
struct GridCell {
    let subview: LayoutSubview
    let column: Int
    let span: Int
    let unsized: Axis.Set
    let anchor: UnitPoint?
}

/// One row of a grid: its cells, and the `GridRow` that holds them (nil for a view on its own).
@MainActor
struct GridRowCells {
    let row: LayoutSubview
    let isGridRow: Bool
    let alignment: VerticalAlignment?
    var cells: [GridCell]
}

/// The columns and rows a grid gives its cells for one proposal.
@MainActor
struct GridPlan {
    let layout: GridLayout
    var rows: [GridRowCells] = []
    var columnCount = 1
    var widths: [CGFloat] = []
    var heights: [CGFloat] = []
    let columnGap: CGFloat
    let rowGap: CGFloat

    init(_ layout: GridLayout, subviews: LayoutSubviews, proposal: ProposedViewSize) {
        self.layout = layout
        columnGap = layout.horizontalSpacing ?? ViewSpacing.standard
        rowGap = layout.verticalSpacing ?? ViewSpacing.standard
        var spanningRows: [Int] = []
        for subview in subviews {
            if let container = subview.node.view as? any GridRowContainer {
                var column = 0
                var cells: [GridCell] = []
                for cell in LayoutEngine.subviews(of: subview.node) {
                    let span = cell[GridCellColumnsKey.self]
                    cells.append(
                        GridCell(
                            subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self],
                            anchor: cell[GridCellAnchorKey.self]))
                    column += span
                }
                columnCount = max(columnCount, column)
                rows.append(
                    GridRowCells(row: subview, isGridRow: true, alignment: container.rowAlignment, cells: cells))
            } else {
                spanningRows.append(rows.count)
                rows.append(GridRowCells(row: subview, isGridRow: false, alignment: nil, cells: []))
            }
        }
        for index in spanningRows {
            let view = rows[index].row
            rows[index].cells = [
                GridCell(
                    subview: view, column: 0, span: columnCount, unsized: view[GridCellUnsizedAxesKey.self],
                    anchor: view[GridCellAnchorKey.self])
            ]
        }
        sizeColumns(proposal)
        sizeRows(proposal)
    }

    /// The grid's size: its columns and rows, and the gaps between them.
    var size: CGSize {
        CGSize(
            width: widths.reduce(0, +) + columnGap * CGFloat(max(0, widths.count - 1)),
            height: heights.reduce(0, +) + rowGap * CGFloat(max(0, heights.count - 1)))
    }

    /// The width of `cell`: its columns and the gaps inside them.
    func width(of cell: GridCell) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnGap * CGFloat(end - cell.column - 1)
    }

    /// Rule 2 and 3: columns shared as a stack shares its width, then widened for the cells that span.
    private mutating func sizeColumns(_ proposal: ProposedViewSize) {
        let sizing = rows.flatMap(\.cells).filter { !$0.unsized.contains(.horizontal) }
        var byColumn = Array(repeating: [GridCell](), count: columnCount)
        for cell in sizing where cell.span == 1 && cell.column < columnCount { byColumn[cell.column].append(cell) }
        let height = proposal.height
        let gaps = columnGap * CGFloat(columnCount - 1)
        widths = StackShare.share(proposal.width.map { $0 - gaps }, count: columnCount) { column, offer in
            byColumn[column].map { $0.subview.sizeThatFits(ProposedViewSize(width: offer, height: height)).width }.max()
                ?? 0
        }
        for cell in sizing where cell.span > 1 {
            let outside =
                widths.reduce(0, +) - widths[cell.column..<min(cell.column + cell.span, columnCount)].reduce(0, +)
            let offer = proposal.width.map { $0 - gaps - outside + columnGap * CGFloat(cell.span - 1) }
            let needed = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: height)).width
            let extra = needed - width(of: cell)
            guard extra > 0 else { continue }
            let end = min(cell.column + cell.span, columnCount)
            for column in cell.column..<end { widths[column] += extra / CGFloat(end - cell.column) }
        }
    }

    /// Rule 2: rows shared as a stack shares its height, each as tall as its tallest sizing cell.
    private mutating func sizeRows(_ proposal: ProposedViewSize) {
        let gaps = rowGap * CGFloat(max(0, rows.count - 1))
        let plan = self
        heights = StackShare.share(proposal.height.map { $0 - gaps }, count: rows.count) { index, offer in
            plan.rows[index].cells.filter { !$0.unsized.contains(.vertical) }
                .map { $0.subview.sizeThatFits(ProposedViewSize(width: plan.width(of: $0), height: offer)).height }
                .max() ?? 0
        }
    }

    /// The horizontal alignment of `column`: the first `gridColumnAlignment` a cell of it sets.
    private func alignment(ofColumn column: Int) -> HorizontalAlignment {
        for row in rows where row.isGridRow {
            for cell in row.cells where cell.column == column && cell.span == 1 {
                if let guide = cell.subview[GridColumnAlignmentKey.self] { return guide }
            }
        }
        return layout.alignment.horizontal
    }

    /// Places the rows in `bounds`, and their cells (rule 5).
    func place(in bounds: CGRect) {
        let columnAlignments = (0..<columnCount).map(alignment(ofColumn:))
        var lefts: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            lefts.append(x)
            x += width + columnGap
        }
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            let vertical = row.alignment ?? layout.alignment.vertical
            var placements: [GridCellPlacement] = []
            let cellRects = row.cells.map {
                CGRect(x: lefts[min($0.column, lefts.count - 1)], y: 0, width: width(of: $0), height: height)
            }
            // A text baseline or a custom guide: the row's cells share one line, the lowest guide's.
            let line: CGFloat? =
                vertical.key.isEdgeOrCenter
                ? nil
                : zip(row.cells, cellRects)
                    .map { $0.subview.dimensions(in: ProposedViewSize($1.size))[vertical] }.max()
            for (cell, rect) in zip(row.cells, cellRects) {
                let horizontal =
                    cell.span == 1 ? columnAlignments[min(cell.column, columnCount - 1)] : layout.alignment.horizontal
                placements.append(
                    GridCellPlacement.make(cell, in: rect, horizontal: horizontal, vertical: vertical, line: line))
            }
            if row.isGridRow {
                let rowSize = CGSize(width: size.width, height: height)
                row.row.node.geometry.layoutCache = GridRowPlacement(cells: placements)
                if !LayoutEngine.isDryRun { row.row.node.geometry.placeInPass = LayoutEngine.pass }
                row.row.place(
                    at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(rowSize))
            } else if let placement = placements.first {
                placement.place(row.row, from: CGPoint(x: bounds.minX, y: y))
            }
            y += height + rowGap
        }
    }
}

extension AlignmentKey {
    /// Whether the guide is an edge or the centre, which a cell's box decides alone.
    var isEdgeOrCenter: Bool { ["leading", "center", "trailing", "top", "bottom"].contains(name) }
}

/// Where a grid puts one cell, relative to its row's top-leading corner.
struct GridCellPlacement {
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize

    /// Places `subview` with this placement, its row's corner at `origin`.
    @MainActor
    func place(_ subview: LayoutSubview, from origin: CGPoint) {
        subview.place(
            at: CGPoint(x: origin.x + position.x, y: origin.y + position.y), anchor: anchor, proposal: proposal)
    }

    /// The placement of `cell` in `rect`, by its anchor or by the alignment of its column and row;
    /// `line` is where the row's cells meet when they line up on a text baseline.
    @MainActor
    static func make(
        _ cell: GridCell, in rect: CGRect, horizontal: HorizontalAlignment, vertical: VerticalAlignment, line: CGFloat?
    ) -> GridCellPlacement {
        let proposal = ProposedViewSize(rect.size)
        if let anchor = cell.anchor {
            return GridCellPlacement(
                position: CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height),
                anchor: anchor, proposal: proposal)
        }
        let dimensions = cell.subview.dimensions(in: proposal)
        let box = ViewDimensions(size: rect.size)
        let x = rect.minX + horizontal.key.defaultValue(in: box) - dimensions[horizontal]
        let y = rect.minY + (line ?? vertical.key.defaultValue(in: box)) - dimensions[vertical]
        return GridCellPlacement(position: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
    }
}

/// What a grid decided for the cells of one of its rows, kept on the row until it is placed.
struct GridRowPlacement {
    let cells: [GridCellPlacement]
}

/// How a `GridRow` answers: inside a grid, it takes the band the grid gives it and puts its cells
/// where the grid decided; outside one, it lays its views out as an `HStack` (the engine's
/// assumption; Apple: a grid row "behaves like" a row of a stack).
struct GridRowLayout: LayoutRule {
    let alignment: VerticalAlignment?

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if node.geometry.layoutCache is GridRowPlacement { return proposal.replacingUnspecifiedDimensions() }
        var cache: Void = ()
        return HStackLayout(alignment: alignment ?? .center).sizeThatFits(
            proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        if let placement = node.geometry.layoutCache as? GridRowPlacement, placement.cells.count == subviews.count {
            for (cell, subview) in zip(placement.cells, subviews) { cell.place(subview, from: bounds.origin) }
            return
        }
        var cache: Void = ()
        HStackLayout(alignment: alignment ?? .center).placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// A cell that changes its size changes the grid's columns, though the row's band may not change.
    var changesParentLayout: Bool { true }
    var stackOrientation: Axis? { .horizontal }
}

/// Shares a length among items as a stack shares its length among its children (`StackAlgorithm`):
/// the least flexible first, each offered an equal share of what is left; with no length, each its
/// ideal. An item's length for an offer comes from `length`.
enum StackShare {
    @MainActor
    static func share(_ total: CGFloat?, count: Int, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let total else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        var result = Array(repeating: CGFloat(0), count: count)
        var room = total
        var left = count
        for index in (0..<count).sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
            let taken = length(index, max(0, room / CGFloat(left)))
            result[index] = taken
            room -= taken
            left -= 1
        }
        return result
    }
}
