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
