import Foundation

// Effects that move, turn or scale a view's drawing without changing its layout. The engine draws
// nothing, so an effect's content shows on the screen as it is, and `effectValue(size:)` is never asked.

/// Not modelled: a modifier that changes how its content is drawn by a projection transform.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform to draw content of `size` with.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A 3×3 projective transform, as a geometry effect returns it.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    /// The identity transform.
    public init() {}
    /// The projective form of the affine transform `m`.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }
    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }
}

/// Not modelled: a modifier whose animatable data SwiftUI interpolates frame by frame (deprecated:
/// a `ViewModifier` that is `Animatable` does the same).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension AnyTransition {
    /// Not modelled: a transition that applies `active` to a view as it comes and goes, and `identity`
    /// while it is shown; the engine animates nothing, so only `identity` ever applies.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier")
    }
}
