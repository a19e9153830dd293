/// A shape that can be inset, so that its outline can be drawn inside its frame.
public protocol InsettableShape: Shape {}

extension Shape {
    /// The outline of the shape in `rect`; the engine draws nothing, so a built-in shape's path is empty.
    public nonisolated func path(in rect: CGRect) -> Path { Path() }
}
/// A 2D shape that is also a view: it fills its frame.
///
/// Declared as SwiftUI declares it (Apple's `Shape` page: `nonisolated protocol Shape : Sendable,
/// Animatable, View`, with a `nonisolated func path(in:)`): a shape is a value any thread may draw, so
/// a lesson's shape must be `Sendable` and its `path(in:)` may not touch the main actor, as on iOS.
public nonisolated protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Not modelled: the shape filled with `content`, by the rule `style` gives.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle())
        -> some View
    { inert("fill", color: Color(drawing: content)) }
    /// Not modelled: the shape's outline in `content`, `lineWidth` wide.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        inert("stroke", color: Color(drawing: content) ?? Color("primary"), lineWidth: Double(lineWidth))
    }
    /// Not modelled: the shape's outline drawn inside its frame, in `content` (the foreground style by default).
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        inert("strokeBorder", color: Color(drawing: content) ?? Color("primary"), lineWidth: Double(lineWidth))
    }
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
    /// The width and height of the corners' rounding.
    public var cornerSize: CGSize
    /// How the corners are rounded.
    public var style: RoundedCornerStyle
    /// A rounded rectangle whose corners are `cornerRadius` wide and high.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle whose corners are rounded `cornerSize.width` across and `cornerSize.height` down.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
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

extension Rectangle: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
extension RoundedRectangle: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
extension Circle: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
extension Capsule: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
extension Ellipse: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
