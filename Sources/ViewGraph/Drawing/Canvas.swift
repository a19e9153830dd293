import Foundation

/// What a `Canvas` draws with; the engine never calls a canvas's renderer, so drawing does nothing.
public struct GraphicsContext {
    /// How a shape is filled or stroked.
    public struct Shading {
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// A style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// A linear gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading()
        }
        /// A radial gradient.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
        ) -> Shading { Shading() }
        /// The foreground style.
        public static var foreground: Shading { Shading() }
    }

    /// Text resolved for drawing.
    public struct ResolvedText {}
    /// An image resolved for drawing.
    public struct ResolvedImage {
        /// The image's size.
        public var size: CGSize { .zero }
    }
    /// One of a canvas's symbol views, resolved for drawing.
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize { .zero }
    }
    /// A filter applied to what is drawn.
    public struct Filter {
        /// A blur.
        public static func blur(radius: CGFloat) -> Filter { Filter() }
        /// A shadow.
        public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter()
        }
        /// Makes pixels below `min` (or above `max`) opacity transparent and the rest `color` (the
        /// "metaball" effect).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter() }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        /// Brightens by `amount`.
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        /// Changes the contrast by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        /// Changes the saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        /// Takes away `amount` of the colour.
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        /// Turns the hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        /// Inverts the colours.
        public static var colorInvert: Filter { Filter() }
        /// Makes luminance the opacity.
        public static var luminanceToAlpha: Filter { Filter() }
    }
    /// How drawn colours blend with what is below.
    public struct BlendMode: Sendable {
        public static let normal = BlendMode()
        public static let multiply = BlendMode()
        public static let screen = BlendMode()
        public static let plusLighter = BlendMode()
    }

    /// The opacity of what is drawn.
    public var opacity: Double = 1
    /// The blend mode of what is drawn.
    public var blendMode: BlendMode = .normal

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// Strokes `path` with `shading` and `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// Draws `text` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws `image` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws resolved `text` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved `image` in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// The canvas's symbol view tagged `id`, resolved for drawing. Never reached: the engine never
    /// calls a canvas's renderer, and its symbols are not drawn (nil, the answer for an unknown tag).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    /// Draws a resolved symbol at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved symbol in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
    /// Resolves `text` for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    /// Resolves `image` for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates what is drawn next.
    public mutating func rotate(by angle: Angle) {}
    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: Filter) {}
    /// Draws in a copy of the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
}

/// Not modelled: a view drawn by code; the engine draws nothing, so `renderer` is never called.
nonisolated public struct Canvas<Symbols: View>: View {
    /// A canvas that draws with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {}

    /// A canvas that draws with `renderer` and can use `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {}

    public typealias Body = Never
}

/// How colours are blended when drawn.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

@MainActor extension Canvas: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}
