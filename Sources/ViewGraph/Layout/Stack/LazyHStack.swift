/// A row whose items are built as they scroll into view.
nonisolated public struct LazyHStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: HStackLayout
    /// A lazy row of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers, as in an `HStack`). The layout pass places the items it has built where
    /// the lazy model put them (`LazyStackLayout`).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
    }
    /// The sections' headers and footers that stick to the scroll view's edges (`LazyStackLayout`).
    let pinnedViews: PinnedScrollableViews
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    var layoutRule: any LayoutRule {
        LazyStackLayout(axis: .horizontal, guide: layout.alignment.key, spacing: givenSpacing, pinnedViews: pinnedViews)
    }
    var screenName: String? { "LazyHStack" }
    var layoutAxis: Axis? { .horizontal }
    var lazyLayout: LazyLayout? { LazyLayout(kind: .stack, axis: .horizontal, spacing: givenSpacing) }
    public typealias Body = Never
}
