/// Views on top of each other.
nonisolated public struct ZStack<Content: View>: View, ContentContainer {
    let content: Content
    let layout: ZStackLayout
    /// The views `content` builds, on top of each other, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ZStackLayout(alignment: alignment)
    }
    @MainActor var layoutRule: any LayoutRule { LayoutAdapter(layout) }
    var screenName: String? { "ZStack" }
    var layoutAxis: Axis? { nil }
    public typealias Body = Never
}
