import Foundation

/// Edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four edges.
    case top, leading, bottom, trailing
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Each edge alone, all four, the leading and trailing pair (`horizontal`), or the top and bottom pair (`vertical`).
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on four edges.
public struct EdgeInsets: Equatable, Sendable {
    /// The inset on each edge, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets of the given sizes, zero on any edge not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A size in points.
public struct CGSizeLike {}

// Modifiers that draw (a background style) or order drawing (`zIndex`): the engine draws nothing,
// so they only keep the content's identity, and its layout (see `PassThroughLayout`).
extension View {
    /// Fills a rectangle with `style` behind the view, as big as the view and reaching on past the
    /// safe area's `edges` that the view touches: `.background(.green)` on a stack that fills the
    /// safe area colours the whole screen, while the stack's content stays in the safe area (Apple's
    /// documentation: "The set of edges for which to ignore safe area insets when adding the
    /// background. The default value is all"; zenn.dev/samekard_dev "iOS16 ignoresSafeArea 観測隊",
    /// iPhone 14 on iOS 16.2: a VStack with `.background(.green)` reaches past the safe area, the
    /// Rectangle in it does not).
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        // The picture draws a fill by its colour's name (a material's as `material.regular`): a
        // style it cannot name (a gradient) is drawn as a faint gray, not as the primary colour a
        // shape takes by default.
        let drawn = style as? Color ?? Color(ScreenDrawing.colorName(style) ?? "quinary")
        return background { Rectangle().fill(drawn).ignoresSafeArea(.all, edges: edges) }
    }
    /// Not modelled: draws the background style of the environment (the system background) behind the view.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { inert("background") }
    /// Not modelled: orders the view in front of or behind its siblings.
    nonisolated public func zIndex(_ value: Double) -> some View { inert("zIndex") }
}

/// A top or bottom edge.
public enum VerticalEdge: Int8, Sendable {
    /// The two edges.
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Each edge alone, or both.
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all = Set(rawValue: 3)
    }
}

/// A point in a view's bounds, as fractions of its width and height.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: CGFloat
    /// The point at `x` and `y`.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
