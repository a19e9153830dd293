/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View, ContentContainer {
    let content: Content
    let axes: Axis.Set
    /// A view that scrolls the views `content` builds along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { "ScrollView" }
    var layoutAxis: Axis? { axes.contains(.vertical) ? .vertical : .horizontal }
    /// The content starts with no scroll configuration of its own: the modifiers around this scroll
    /// view configure it, not a scroll view inside its content (the engine's assumption: SwiftUI keeps
    /// them in the environment, and says only that they apply to the scroll views "within" the view).
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = nil
        environment.scrollConfiguration = ScrollConfiguration()
    }
    public typealias Body = Never
}
