/// Views in a column.
nonisolated public struct VStack<Content: View>: View, ContentContainer {
    let content: Content
    let layoutSpacing: Double
    let layout: VStackLayout
    /// A column of the views `content` builds, `spacing` points apart (by default, the distance each
    /// pair of views prefers: see `ViewSpacing`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.content = content()
        layoutSpacing = spacing ?? defaultSpacing
        layout = VStackLayout(alignment: alignment, spacing: spacing)
    }
    var givenSpacing: Double? { layout.spacing.map(Double.init) }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "VStack" }
    public typealias Body = Never
}
