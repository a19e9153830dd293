/// Views in a row.
nonisolated public struct HStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: HStackLayout
    /// A row of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers: see `ViewSpacing`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = HStackLayout(alignment: alignment, spacing: spacing)
    }
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "HStack" }
    var layoutAxis: Axis? { .horizontal }
    public typealias Body = Never
}
