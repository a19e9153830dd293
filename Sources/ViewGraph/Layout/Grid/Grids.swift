/// A column of a lazy grid.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// How wide the column is.
    public var size: Size
    /// The space after the column, or nil for the default.
    public var spacing: CGFloat?
    /// How the column aligns its views, or nil for centred.
    public var alignment: Alignment?
    /// A column of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How many columns `items` make across `width` points: as many as the lazy grid's rule makes
    /// there (`LazyGridLayout`), one a fixed or flexible item, as many as fit an adaptive one.
    @MainActor
    static func count(_ items: [GridItem], across width: Double) -> Int {
        max(
            1,
            LazyGridLayout(items: items, axis: .vertical, alignment: .center, lineSpacing: 0).placedTracks(
                across: CGFloat(width)
            ).count)
    }
}

/// A grid that grows downwards, built as it scrolls.
nonisolated public struct LazyVGrid<Content: View>: View, ContentContainer {
    let content: Content
    let columns: [GridItem]
    let layoutSpacing: Double
    let alignment: HorizontalAlignment
    /// A grid of `columns` that shows the views `content` builds row by row (see
    /// `LazyGridLayout.swift` for how it sizes and places them).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.columns = columns
        self.alignment = alignment
        layoutSpacing = spacing.map(Double.init) ?? defaultSpacing
    }
    var screenName: String? { "LazyVGrid" }
    var layoutRule: any LayoutRule {
        LazyGridLayout(
            items: columns, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
            lineSpacing: layoutSpacing)
    }
    @MainActor var lazyLayout: LazyLayout? {
        LazyLayout(
            kind: .grid, axis: .vertical, spacing: layoutSpacing,
            columns: GridItem.count(columns, across: DeviceMetrics.current.width))
    }
    public typealias Body = Never
}

/// A grid that grows sideways, built as it scrolls.
nonisolated public struct LazyHGrid<Content: View>: View, ContentContainer {
    let content: Content
    let rows: [GridItem]
    let layoutSpacing: Double
    let alignment: VerticalAlignment
    /// A grid of `rows` that shows the views `content` builds column by column (see
    /// `LazyGridLayout.swift`).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.rows = rows
        self.alignment = alignment
        layoutSpacing = spacing.map(Double.init) ?? defaultSpacing
    }
    var screenName: String? { "LazyHGrid" }
    var layoutRule: any LayoutRule {
        LazyGridLayout(
            items: rows, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
            lineSpacing: layoutSpacing)
    }
    var layoutAxis: Axis? { .horizontal }
    var lazyLayout: LazyLayout? {
        LazyLayout(kind: .grid, axis: .horizontal, spacing: layoutSpacing, columns: max(1, rows.count))
    }
    public typealias Body = Never
}

/// A grid of rows and columns.
nonisolated public struct Grid<Content: View>: View, ContentContainer {
    let content: Content
    let layout: GridLayout
    /// A grid of the rows `content` builds (see `GridLayout.swift` for how it sizes and places them).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    var screenName: String? { "Grid" }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    public typealias Body = Never
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View, ContentContainer, GridRowContainer {
    let content: Content
    let rowAlignment: VerticalAlignment?
    /// A row of the cells `content` builds, lined up vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        rowAlignment = alignment
    }
    var screenName: String? { "GridRow" }
    var layoutRule: any LayoutRule { GridRowLayout(alignment: rowAlignment) }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}
