import Foundation

// Paths, custom shapes and gradients: the engine draws nothing, so a shape of the lesson's own is a
// view that is in the graph but not on the screen, like `Circle`. A path keeps no outline, only what
// code building one reads back as it goes: how many elements it has, and where it ends.

/// An outline made of lines and curves, and a shape that fills it.
///
/// It keeps its current point as Core Graphics keeps it (CGPath's documentation): a move, a line or a
/// curve ends where it is drawn to, an arc at its end angle, and closing a subpath returns to where the
/// subpath started. A rectangle, an ellipse or a rounded rectangle is a closed subpath of its own,
/// starting at the rectangle's origin, at its right edge's middle (`maxX, midY`), and (assumed: CGPath
/// does not document it) at the top edge just after the top-left corner.
public struct Path: Equatable, Sendable {
    /// How many elements the path has (moves, lines, curves, closes).
    private var elementCount = 0
    /// Where the path ends, nil while empty.
    private var current: CGPoint?
    /// Where the current subpath started, where closing it returns.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    /// An ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// The path of a Core Graphics path (`UIBezierPath`'s `cgPath`); the engine's Core Graphics paths
    /// keep nothing, so this path is empty.
    public init(_ path: CGPath) {}
    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGMutablePath() }

    /// The point where the path ends, where the next line or curve starts; nil when the path is empty.
    public var currentPoint: CGPoint? { current }

    private mutating func add(_ count: Int, endingAt point: CGPoint) {
        if current == nil { subpathStart = point }
        elementCount += count
        current = point
    }
    /// A closed subpath from `start`, of `count` elements.
    private mutating func addClosed(_ count: Int, from start: CGPoint, transform: CGAffineTransform) {
        let start = start.applying(transform)
        elementCount += count
        subpathStart = start
        current = start
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elementCount += 1
        subpathStart = point
        current = point
    }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { add(1, endingAt: point) }
    /// Adds straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first, let last = points.last else { return }
        move(to: first)
        add(points.count - 1, endingAt: last)
    }
    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { add(1, endingAt: point) }
    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { add(1, endingAt: point) }
    /// Adds an arc around `center`, ending at `endAngle` (a line to its start first, when the path
    /// has a current point).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let end = CGPoint(
            x: center.x + radius * CGFloat(cos(endAngle.radians)), y: center.y + radius * CGFloat(sin(endAngle.radians))
        )
        add(2, endingAt: end.applying(transform))
    }
    /// Adds an arc of `radius` that turns the corner at `tangent1End` towards `tangent2End`, after a
    /// line from the current point to where the arc starts, as Core Graphics' `addArc(tangent1End:
    /// tangent2End:radius:)` does (its documentation): the arc touches the line from the current point
    /// to `tangent1End` and the line from there to `tangent2End`, and ends on the second line, where it
    /// touches it. Three points in a line make only the line to `tangent1End`. With no current point
    /// it adds nothing (assumed: Core Graphics asks for one).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let start = current else { return }
        let from = start.applying(transform.inverted())
        let u = CGVector(dx: from.x - tangent1End.x, dy: from.y - tangent1End.y)
        let v = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let lengthU = (u.dx * u.dx + u.dy * u.dy).squareRoot()
        let lengthV = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        let cross = u.dx * v.dy - u.dy * v.dx
        guard lengthU > 0, lengthV > 0, abs(cross) > 1e-9 * lengthU * lengthV else {
            add(1, endingAt: tangent1End.applying(transform))
            return
        }
        // The angle at the corner between the two lines; the arc touches each at radius / tan(angle / 2).
        let angle = acos(max(-1, min(1, (u.dx * v.dx + u.dy * v.dy) / (lengthU * lengthV))))
        let distance = radius / tan(angle / 2)
        let end = CGPoint(x: tangent1End.x + v.dx / lengthV * distance, y: tangent1End.y + v.dy / lengthV * distance)
        add(2, endingAt: end.applying(transform))
    }
    /// Adds an arc around `center` from `startAngle` turning by `delta` (a line to its start first,
    /// when the path has a current point); it ends at `startAngle + delta`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let endAngle = startAngle.radians + delta.radians
        let end = CGPoint(x: center.x + radius * CGFloat(cos(endAngle)), y: center.y + radius * CGFloat(sin(endAngle)))
        add(2, endingAt: end.applying(transform))
    }
    /// Adds a rectangle, a closed subpath from its origin.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addClosed(5, from: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
    }
    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// Adds a rounded rectangle, a closed subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addClosed(
            9, from: CGPoint(x: rect.minX + min(cornerSize.width, rect.width / 2), y: rect.minY), transform: transform)
    }
    /// Adds an ellipse inside `rect`, a closed subpath from the middle of its right edge.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addClosed(6, from: CGPoint(x: rect.maxX, y: rect.midY), transform: transform)
    }
    /// Adds another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        guard let end = path.current, let start = path.subpathStart else { return }
        elementCount += path.elementCount
        subpathStart = start.applying(transform)
        current = end.applying(transform)
    }
    /// Closes the current subpath: the path is back where the subpath started.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elementCount += 1
        current = subpathStart
    }

    /// Not modelled: the rectangle around the path (the engine keeps no outline: `.zero`).
    public var boundingRect: CGRect { .zero }
    /// Whether the path has no elements.
    public var isEmpty: Bool { elementCount == 0 }
    /// The path itself, for `Shape`.
    public func path(in rect: CGRect) -> Path { self }
    /// The path moved by `x` and `y`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
    /// The path transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = self
        moved.current = current?.applying(transform)
        moved.subpathStart = subpathStart?.applying(transform)
        return moved
    }
    /// The part of the path between `from` and `to`, as fractions of its length: nothing when `to`
    /// is not past `from`, and otherwise, the engine keeping no outline to cut, the whole path.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { to > from ? self : Path() }
    /// Not modelled: the outline a stroke drawn with `style` would fill; the engine keeps no
    /// outline, so it is the path itself.
    public func strokedPath(_ style: StrokeStyle) -> Path { self }

    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// In an extension, as SwiftUI declares it: the path itself is not isolated to the main actor, so a
/// path is built on any thread.
extension Path: Shape {}

extension Path: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

#if !canImport(CoreGraphics)
/// A 2D affine transform, as Core Graphics defines it (Core Graphics does not exist off Apple
/// platforms): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A transform of the six values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    /// A transform of the six values, unlabelled, as Core Graphics' Swift overlay declares it
    /// (`CGAffineTransformMake`): e-b-olson/SwiftUIDemo's TransformedShape page writes
    /// `CGAffineTransform(0.5, 0.25, 0.25, 0.5, 50, 20)`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    /// A move by `translationX` and `y`.
    public init(translationX: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }
    /// A scale by `scaleX` and `y`.
    public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A rotation by `rotationAngle` radians.
    public init(rotationAngle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(rotationAngle)))
        let sine = CGFloat(Foundation.sin(Double(rotationAngle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform()
    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A move by `tx` and `ty`, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    /// A scale by `sx` and `sy`, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A rotation by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The transform that undoes this one (this one itself when it cannot be undone).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

/// A Core Graphics path (Core Graphics does not exist off Apple platforms): made by `UIBezierPath`
/// and turned into a SwiftUI `Path`. Like `Path`, it records nothing, as nothing is drawn.
/// Unchecked: Core Graphics declares `CGPath` `Sendable`; this one has no state.
open class CGPath: @unchecked Sendable {
    init() {}
}

/// A Core Graphics path that can be added to.
/// Unchecked: a subclass of a `Sendable` class must say so again; it has no state.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public override init() {}
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    /// A line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {}
    /// A cubic curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {}
    /// A rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// An ellipse inside `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Closes the subpath.
    public func closeSubpath() {}
}

/// A two-dimensional vector, as Core Graphics defines it: a velocity, a drag's direction.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// The vector (0, 0).
    public init() { self.init(dx: 0, dy: 0) }
    /// The vector (0, 0).
    public static let zero = CGVector()
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`, without its translation.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that holds the four corners of this one transformed by `t`, as Core
    /// Graphics' `CGRectApplyAffineTransform` gives it (a rotation gives a bigger, axis-aligned box).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ]
        .map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif

extension Shape {
    /// A shape of the lesson's own is drawn, not laid out: its body is a leaf the screen does not show.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }

    /// The part of the outline between `from` and `to`, as fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _InertShape(base: self)
    }
    /// The shape rotated by `angle`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { _InertShape(base: self) }
    /// The shape scaled by `scale`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { _InertShape(base: self) }
    /// The shape moved by `offset`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { _InertShape(base: self) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> some Shape { _InertShape(base: self) }
    /// The shape asked for its path in a rectangle `width` by `height` at its frame's origin; the
    /// frame it is laid out in stays the one its container proposes (Apple's `size(width:height:)`).
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape { _InertShape(base: self) }
    /// The shape asked for its path in a rectangle of `size` at its frame's origin; the frame it is
    /// laid out in stays the one its container proposes (Apple's `size(_:)`).
    nonisolated public func size(_ size: CGSize) -> some Shape { _InertShape(base: self) }
    /// Not modelled: the shape's outline drawn with `style`.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        inert("stroke", color: Color(drawing: content) ?? Color("primary"), lineWidth: Double(style.lineWidth))
    }
    /// Not modelled: the shape of the outline drawn with `style`, filled in the foreground style (a
    /// shape, so that another stroke can follow).
    public func stroke(style: StrokeStyle) -> some Shape {
        UnmodelledAPI.note("stroke")
        return _InertShape(base: self)
    }
    /// Not modelled: the shape of the outline drawn `lineWidth` wide, filled in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        UnmodelledAPI.note("stroke")
        return _InertShape(base: self)
    }
    /// Not modelled: the shape's outline drawn inside its frame with `style`, in `content` (the foreground style by default).
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        inert("strokeBorder", color: Color(drawing: content) ?? Color("primary"), lineWidth: Double(style.lineWidth))
    }
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
nonisolated public struct _ShapeView<S: Shape>: View {
    let shape: S
    public typealias Body = Never
}

@MainActor extension _ShapeView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// A rectangle with a different radius at each corner.
public struct UnevenRoundedRectangle: Shape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are rounded.
    public var style: RoundedCornerStyle
    /// A rectangle whose corners are rounded by `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// A rectangle with the given corner radii.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public typealias Body = Never
    public typealias AnimatableData = EmptyAnimatableData
}

/// The radius of each corner of a rectangle, by its leading and trailing edges (Apple's
/// `RectangleCornerRadii`, iOS 16), so that the corners follow the layout direction.
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat
    /// Radii for the four corners; a corner not given is square.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
    /// The four radii, as SwiftUI interpolates them.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
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
extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule whose ends are rounded in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners are rounded by `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with a different radius at each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
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
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
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

// Points, sizes and rectangles animate as SwiftUI declares them (Apple's `CGPoint`, `CGSize` and
// `CGRect` pages list `Animatable` among their conformances): a point or size as the pair of its two
// numbers, a rectangle as the pair of its origin's data and its size's, so that a shape or modifier
// whose `animatableData` is a size or point can hand it on.
extension CGPoint: Animatable {
    /// The point's `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension CGAffineTransform {
    /// This transform done about the point `anchor` names in `rect` (which stays where it is), as
    /// `RotatedShape` and `ScaledShape` turn and scale their shapes.
    func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
