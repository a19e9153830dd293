/// A container the engine treats alike: one content, shown on the screen as a line with the content below.
@MainActor
protocol ContentContainer: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var screenName: String? { get }
    /// How rows inside are built as they scroll into view; nil for a container that builds them all.
    var lazyLayout: LazyLayout? { get }
    /// The direction the container lines its views up in; nil when they sit on top of each other.
    var layoutAxis: Axis? { get }
    /// The space between two of its views.
    var layoutSpacing: Double { get }
    /// The spacing it was given, or nil when each pair of its views is as far apart as the two
    /// prefer (`ViewSpacing`), as a stack made with `spacing: nil` is.
    var givenSpacing: Double? { get }
    /// How the layout pass sizes and places it: a stack through its `Layout`, anything else as its content.
    var layoutRule: any LayoutRule { get }
}

extension ContentContainer {
    var lazyLayout: LazyLayout? { nil }
    var layoutAxis: Axis? { .vertical }
    var layoutSpacing: Double { defaultSpacing }
    var givenSpacing: Double? { layoutSpacing }
    var layoutRule: any LayoutRule { DefaultLayout() }
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        environment.lazyLayout = lazyLayout
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        screenName.map(ScreenContent.container) ?? .transparent
    }
}
