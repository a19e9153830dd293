import Foundation

/// A linear gradient.
nonisolated public struct LinearGradient: ShapeStyle, View, Sendable {
    /// A gradient through `colors` from `startPoint` to `endPoint`.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public typealias Body = Never
}
@MainActor extension LinearGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension Gradient {
    /// How colours are interpolated.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// The device's colour space, or a perceptual one.
        public static let device = ColorSpace(name: "device")
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

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
        stops = colors.enumerated().map {
            Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0)
        }
    }
    /// A gradient through `stops`.
    public init(stops: [Stop]) { self.stops = stops }
}

extension LinearGradient {
    /// A linear gradient of `gradient`.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: gradient.stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `stops`.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(colors: stops.map(\.color), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient that spreads out from a centre.
nonisolated public struct RadialGradient: ShapeStyle, View, Sendable {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A radial gradient through `colors` from `startRadius` to `endRadius`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// A radial gradient through `stops` from `startRadius` to `endRadius`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public typealias Body = Never
}

/// A gradient that sweeps around a centre.
nonisolated public struct AngularGradient: ShapeStyle, View, Sendable {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    }
    /// An angular gradient through `colors` from `startAngle` to `endAngle`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
    /// An angular gradient through `stops` from `startAngle` to `endAngle`.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {}
    /// An angular gradient of `gradient` that makes a full turn from `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
    /// An angular gradient through `colors` that makes a full turn from `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
    /// An angular gradient through `stops` that makes a full turn from `angle`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
    public typealias Body = Never
}

/// A gradient that spreads out from a centre to fill an ellipse.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Sendable {
    /// An elliptical gradient of `gradient` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {}
    /// An elliptical gradient through `colors` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {}
    /// An elliptical gradient through `stops` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {}
    public typealias Body = Never
}

@MainActor extension RadialGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

@MainActor extension AngularGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

@MainActor extension EllipticalGradient: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient through `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn of `gradient` from `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

/// Not modelled: an image repeated to fill a shape.
public struct ImagePaint: ShapeStyle {
    /// The image.
    public var image: Image
    /// The part of the image used, as fractions of its size.
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat
    /// A paint of `image`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// Not modelled: `image` repeated to fill a shape.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
