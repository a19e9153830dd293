import Foundation

/// The shape of a content's hit-testing or clipping region.
public enum ContentShapeKinds: Sendable {
    case interaction, dragPreview, contextMenuPreview, hoverEffect, accessibility
}

extension View {
    /// Not modelled, but drawn on the screen's picture: a background of `style` in `shape` behind the view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        UnmodelledAPI.note("background")
        return modifier(_BackgroundShapeModifier<S, T>(drawing: DrawnFill(style: style, shape: shape)))
    }
    /// Not modelled: draws a background behind the view.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        inert("background")
    }
    /// Not modelled, but drawn on the screen's picture (a fill that covers the view takes the
    /// shape's corners): clips the view to a shape.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        UnmodelledAPI.note("clipShape")
        let (name, radius) = DrawnFill.outline(of: shape)
        return modifier(_InertModifier(name: "clipShape", clip: (name, radius ?? 0)))
    }
    /// Not modelled: clips the view to its bounds.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { inert("clipped") }
    /// Not modelled, but drawn on the screen's picture (a fill that covers the view takes the
    /// corners): rounds the view's corners.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        UnmodelledAPI.note("cornerRadius")
        return modifier(_InertModifier(name: "cornerRadius", clip: ("roundedRectangle", Double(radius))))
    }
    /// Not modelled: sets the shape that receives taps.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        inert("contentShape")
    }
    /// Not modelled: sets the shape that receives taps.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    { inert("contentShape") }
    /// Not modelled: draws a shadow under the view.
    nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
    { inert("shadow") }
    /// Not modelled, but drawn on the screen's picture: sets how opaque the view is; a view of
    /// opacity 0 is still on the screen, and can be tapped.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        UnmodelledAPI.note("opacity")
        return modifier(_OpacityEffect(opacity: opacity))
    }
    /// Not modelled: scales the view's drawing.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        inert("scaleEffect")
    }
    /// Not modelled: blurs the view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inert("blur") }
    /// Not modelled: rotates the view's drawing.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        inert("rotationEffect")
    }
    /// Not modelled: draws the view through the projection `transform` (a perspective, a skew),
    /// leaving its layout as it was.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        inert("projectionEffect")
    }
}

/// How a shape is filled: with the even-odd rule or not, antialiased or not; the engine keeps neither.
public struct FillStyle: Equatable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
/// The content's opacity.
nonisolated public struct _OpacityEffect: ViewModifier, PrimitiveModifier {
    /// Kept only for the drawn screen (`ScreenPicture`).
    var opacity: Double = 1
    public typealias Body = Never
}

extension View {
    /// Not modelled: draws the view and its children as one layer.
    nonisolated public func compositingGroup() -> some View { inert("compositingGroup") }
    /// Not modelled: makes the view's children take their position and size from it as one value, so
    /// that an animation of the view moves them together (the engine lays nothing out).
    nonisolated public func geometryGroup() -> some View { inert("geometryGroup") }
    /// Not modelled: draws the view offscreen first.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View
    { inert("drawingGroup") }
    /// Not modelled: masks the view with `mask`.
    nonisolated public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        inert("mask")
    }
    /// Not modelled: masks the view with `mask` (the iOS 13 form).
    nonisolated public func mask<M: View>(_ mask: M) -> some View { inert("mask") }
    /// Not modelled: a border of `content`.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { inert("border") }
    /// Not modelled: brightens the view.
    nonisolated public func brightness(_ amount: Double) -> some View { inert("brightness") }
    /// Not modelled: changes the view's contrast.
    nonisolated public func contrast(_ amount: Double) -> some View { inert("contrast") }
    /// Not modelled: changes the view's saturation.
    nonisolated public func saturation(_ amount: Double) -> some View { inert("saturation") }
    /// Not modelled: takes colour out of the view.
    nonisolated public func grayscale(_ amount: Double) -> some View { inert("grayscale") }
    /// Not modelled: rotates the view's hues.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { inert("hueRotation") }
    /// Not modelled: multiplies the view's colours by `color`.
    nonisolated public func colorMultiply(_ color: Color) -> some View { inert("colorMultiply") }
    /// Not modelled: inverts the view's colours.
    nonisolated public func colorInvert() -> some View { inert("colorInvert") }
    /// Not modelled: makes the view's dark parts transparent and its bright parts opaque (a mask of its luminance).
    nonisolated public func luminanceToAlpha() -> some View { inert("luminanceToAlpha") }
    /// Not modelled: draws the view transformed by `transform`; its frame stays where layout put it.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View { inert("transformEffect") }
    /// Not modelled: how the view's colours blend with what is behind it.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { inert("blendMode") }
    /// Not modelled: rotates the view in three dimensions.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View { inert("rotation3DEffect") }
    /// Not modelled: scales the view by `x` and `y`.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        inert("scaleEffect")
    }
    /// Not modelled: scales the view by `scale`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        inert("scaleEffect")
    }
}

/// How colours blend with what is behind them.
public enum BlendMode: Hashable, Sendable {
    /// The blend modes Core Graphics names, from normal to plus-lighter.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
        plusDarker, plusLighter
}
