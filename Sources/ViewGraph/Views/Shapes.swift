/// A 2D shape that is also a view: it fills its frame.
public protocol Shape: View, Animatable {}

extension Shape {
    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S = Color.primary) -> some View { inert("fill") }
    /// The shape's outline in `style`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View { inert("stroke") }
    /// The shape's outline drawn inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View { inert("strokeBorder") }
}

/// How a shape's corners are rounded.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The radius of the corners.
    public var cornerRadius: Double
    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// A circle.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// A capsule.
public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// An ellipse.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

extension Rectangle: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}; func screenContent(of node: ViewNode) -> ScreenContent { .hidden } }
extension RoundedRectangle: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}; func screenContent(of node: ViewNode) -> ScreenContent { .hidden } }
extension Circle: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}; func screenContent(of node: ViewNode) -> ScreenContent { .hidden } }
extension Capsule: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}; func screenContent(of node: ViewNode) -> ScreenContent { .hidden } }
extension Ellipse: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}; func screenContent(of node: ViewNode) -> ScreenContent { .hidden } }

/// An image from the asset catalogue or an SF Symbol.
public struct Image: View, Equatable {
    let name: String

    /// The image named `name` in the app's assets.
    public init(_ name: String) { self.name = name }
    /// The SF Symbol named `systemName`.
    public init(systemName: String) { name = systemName }

    /// The image, stretched to its frame.
    public func resizable() -> Image { self }
    /// The image with a rendering mode.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// How an image is drawn.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The size of a symbol relative to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public typealias Body = Never
}

extension Image: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .leaf("Image " + quoted(name)) }
}

/// Space that grows along a stack's axis.
public struct Spacer: View {
    /// A spacer at least `minLength` points long, or the system's minimum when nil.
    public init(minLength: Double? = nil) {}
    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A thin line between views.
public struct Divider: View {
    /// A divider.
    public init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        title = Text(titleKey)
        icon = Image(systemName: systemImage)
    }
    /// A label with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
    }
}

extension Label: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, title), (.index(1), icon)])
    }
    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("Label " + quoted(node.children.first.map(visibleText(of:)) ?? ""))
    }
}

/// A progress indicator.
public struct ProgressView: View {
    let title: String
    /// A spinning indicator with no title.
    public init() { title = "" }
    /// A spinning indicator titled `title`.
    public init(_ title: String) { self.title = title }
    /// A bar filled to `value` of `total`; the screen shows no value.
    public init(value: Double?, total: Double = 1) { title = "" }
    /// A bar titled `title` filled to `value` of `total`; the screen shows no value.
    public init(_ title: String, value: Double?, total: Double = 1) { self.title = title }
    public typealias Body = Never
}

extension ProgressView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .leaf("ProgressView" + (title.isEmpty ? "" : " " + quoted(title))) }
}
