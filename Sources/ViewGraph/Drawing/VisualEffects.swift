import Foundation

/// The shape of a content's hit-testing or clipping region.
public enum ContentShapeKinds: Sendable { case interaction, dragPreview, contextMenuPreview, hoverEffect, accessibility }

extension View {
    /// Draws a background behind the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { modifier(_BackgroundShapeModifier<S, T>()) }
    /// Draws a background behind the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { inert("background") }
    /// Clips the view to a shape. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { inert("clipShape") }
    /// Clips the view to its bounds. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func clipped(antialiased: Bool = false) -> some View { inert("clipped") }
    /// Rounds the view's corners. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { inert("cornerRadius") }
    /// Sets the shape that receives taps. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    /// Sets the shape that receives taps. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert("contentShape") }
    /// Draws a shadow under the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { inert("shadow") }
    /// Sets how opaque the view is. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect()) }
    /// Scales the view's drawing. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    /// Blurs the view. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inert("blur") }
    /// Rotates the view's drawing. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { inert("rotationEffect") }
}

/// How a shape is filled: with the even-odd rule or not, antialiased or not; the engine keeps neither.
public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
/// The content's opacity.
public struct _OpacityEffect: ViewModifier, PrimitiveModifier { public typealias Body = Never }

extension View {
    /// Draws the view and its children as one layer.
    public func compositingGroup() -> some View { inert("compositingGroup") }
    /// Draws the view offscreen first.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { inert("drawingGroup") }
    /// Masks the view with `mask`.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { inert("mask") }
    /// Masks the view with `mask` (the iOS 13 form).
    public func mask<M: View>(_ mask: M) -> some View { inert("mask") }
    /// A border of `content`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { inert("border") }
    /// Brightens the view.
    public func brightness(_ amount: Double) -> some View { inert("brightness") }
    /// Changes the view's contrast.
    public func contrast(_ amount: Double) -> some View { inert("contrast") }
    /// Changes the view's saturation.
    public func saturation(_ amount: Double) -> some View { inert("saturation") }
    /// Takes colour out of the view.
    public func grayscale(_ amount: Double) -> some View { inert("grayscale") }
    /// Rotates the view's hues.
    public func hueRotation(_ angle: Angle) -> some View { inert("hueRotation") }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View { inert("colorMultiply") }
    /// Inverts the view's colours.
    public func colorInvert() -> some View { inert("colorInvert") }
    /// How the view's colours blend with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View { inert("blendMode") }
    /// Rotates the view in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { inert("rotation3DEffect") }
    /// Scales the view by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
    /// Scales the view by `scale`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { inert("scaleEffect") }
}

/// How colours blend with what is behind them.
public enum BlendMode: Hashable, Sendable {
    /// The blend modes Core Graphics names, from normal to plus-lighter.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
