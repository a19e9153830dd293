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
