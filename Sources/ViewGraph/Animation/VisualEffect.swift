import Foundation

/// A change of look that depends on a view's place on the screen (`visualEffect`, `scrollTransition`).
public protocol VisualEffect {}

/// No change of look: the start of a chain of visual effects.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect, to chain effects onto.
    public init() {}
}

extension VisualEffect {
    /// The effect, faded to `opacity`; like every effect below, the engine returns it unchanged, as it draws nothing.
    public func opacity(_ opacity: Double) -> Self { self }
    /// The effect, scaled by `scale`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled by `scale`'s width and height.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The effect, moved by `offset`.
    public func offset(_ offset: CGSize) -> Self { self }
    /// The effect, rotated by `angle`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, rotated by `angle` in three dimensions.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> Self { self }
    /// The effect, blurred by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// The effect, brightened by `amount`.
    public func brightness(_ amount: Double) -> Self { self }
    /// The effect, with its contrast changed by `amount`.
    public func contrast(_ amount: Double) -> Self { self }
    /// The effect, with its saturation changed by `amount`.
    public func saturation(_ amount: Double) -> Self { self }
    /// The effect, with `amount` of its colour taken out.
    public func grayscale(_ amount: Double) -> Self { self }
    /// The effect, with its hues rotated by `angle`.
    public func hueRotation(_ angle: Angle) -> Self { self }
}
