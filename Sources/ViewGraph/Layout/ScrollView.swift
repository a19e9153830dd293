/// A scrollable view.
public struct ScrollView<Content: View>: View, ContentContainer {
    let content: Content
    let axes: Axis.Set
    /// A view that scrolls the views `content` builds along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { "ScrollView" }
    var layoutAxis: Axis? { axes.contains(.vertical) ? .vertical : .horizontal }
    public typealias Body = Never
}
