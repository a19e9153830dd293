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
