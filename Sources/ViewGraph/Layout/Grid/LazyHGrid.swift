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
