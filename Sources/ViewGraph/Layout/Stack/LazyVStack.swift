/// A column whose rows are built as they scroll into view.
nonisolated public struct LazyVStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: VStackLayout
    /// A lazy column of the views `content` builds, `spacing` points apart (by default, the distance
    /// each pair of views prefers, as in a `VStack`). The layout pass places the rows it has built
    /// where the lazy model put them (`LazyStackLayout`).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
    }
    /// The sections' headers and footers that stick to the scroll view's edges (`LazyStackLayout`).
    let pinnedViews: PinnedScrollableViews
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    var layoutRule: any LayoutRule {
        LazyStackLayout(axis: .vertical, guide: layout.alignment.key, spacing: givenSpacing, pinnedViews: pinnedViews)
    }
    var screenName: String? { "LazyVStack" }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .vertical, spacing: givenSpacing) }
    public typealias Body = Never
}
