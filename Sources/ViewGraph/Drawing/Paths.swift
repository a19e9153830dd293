import Foundation

// Paths, custom shapes and gradients: the engine draws nothing, so a path records nothing and a
// shape of the lesson's own is a view that is in the graph but not on the screen, like `Circle`.

/// An outline made of lines and curves, and a shape that fills it.
public struct Path: Shape, Equatable {
    /// An empty path.
    public init() {}
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) {}
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// An ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) {}

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {}
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {}
    /// Adds straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {}
    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// Adds an arc around `center`.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {}
    /// Adds a rectangle.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {}
    /// Adds a rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {}
    /// Adds an ellipse inside `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Adds another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
    /// Closes the current subpath.
    public mutating func closeSubpath() {}

    /// The rectangle around the path.
    public var boundingRect: CGRect { .zero }
    /// Whether the path has no elements.
    public var isEmpty: Bool { true }
    /// The path itself, for `Shape`.
    public func path(in rect: CGRect) -> Path { self }
    /// The path moved by `x` and `y`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { self }

    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

extension Path: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A 2D transform; the engine records nothing of it.
public struct CGAffineTransform: Equatable, Sendable {
    /// The identity transform.
    public init() {}
    /// A move by `translationX` and `y`.
    public init(translationX: CGFloat, y: CGFloat) {}
    /// A scale by `scaleX` and `y`.
    public init(scaleX: CGFloat, y: CGFloat) {}
    /// A rotation by `rotationAngle` radians.
    public init(rotationAngle: CGFloat) {}
    public static let identity = CGAffineTransform()
}

extension Shape {
    /// A shape of the lesson's own is drawn, not laid out: its body is a leaf the screen does not show.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    /// The part of the outline between `from` and `to`, as fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { _InertShape(base: self) }
    /// The shape rotated by `angle`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { _InertShape(base: self) }
    /// The shape scaled by `scale`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { _InertShape(base: self) }
    /// The shape moved by `offset`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { _InertShape(base: self) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some Shape { _InertShape(base: self) }
    /// The shape's outline drawn with `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { inert("stroke") }
    /// The shape's outline drawn with `style` in the foreground style.
    public func stroke(style: StrokeStyle) -> some View { inert("stroke") }
    /// The shape's outline drawn `lineWidth` wide in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { inert("stroke") }
    /// The shape's outline drawn inside its frame with `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { inert("strokeBorder") }
}

/// A shape made from another by a trim, rotation or inset, which the engine does not draw.
public struct _InertShape<Base: Shape>: Shape {
    let base: Base
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

extension _InertShape: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// What a shape of the lesson's own shows: nothing on the screen, and no children.
public struct _ShapeView<S: Shape>: View {
    let shape: S
    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A rectangle with a different radius at each corner.
public struct UnevenRoundedRectangle: Shape {
    /// A rectangle with the given corner radii.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// The shape of the view's container (a widget, a window).
public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    public init() {}
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

extension UnevenRoundedRectangle: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension ContainerRelativeShape: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a different radius at each corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

/// How a line is drawn: its width, ends, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// How the ends of the line are drawn.
    public var lineCap: CGLineCap
    /// How the corners of the line are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach before it is bevelled instead.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and the gaps in turn; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a line are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How the corners of a line are drawn.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

// MARK: - Gradients

/// Colours along a line, for gradients.
public struct Gradient: Equatable, Sendable, ShapeStyle {
    /// A colour at a place along the gradient.
    public struct Stop: Equatable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop is, from 0 at the start of the gradient to 1 at its end.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's colours and where they sit.
    public var stops: [Stop]
    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
}

extension LinearGradient {
    /// A linear gradient of `gradient`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient that spreads out from a centre.
public struct RadialGradient: ShapeStyle, View {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A radial gradient through `colors` from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public typealias Body = Never
}

/// A gradient that sweeps around a centre.
public struct AngularGradient: ShapeStyle, View {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// An angular gradient through `colors` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// An angular gradient of `gradient` that makes a full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    public typealias Body = Never
}

/// A gradient that spreads out from a centre to fill an ellipse.
public struct EllipticalGradient: ShapeStyle, View {
    /// An elliptical gradient of `gradient` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    /// An elliptical gradient through `colors` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
    public typealias Body = Never
}

extension RadialGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension AngularGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension EllipticalGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension Angle {
    /// No angle.
    public static var zero: Angle { Angle(degrees: 0) }
    /// An angle of `radians`.
    public init(radians: Double) { self.init(degrees: radians * 180 / Double.pi) }
    /// The angle in radians.
    public var radians: Double { degrees * Double.pi / 180 }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
