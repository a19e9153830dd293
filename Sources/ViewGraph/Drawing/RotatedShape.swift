import Foundation

/// A shape rotated about an anchor, as SwiftUI declares it (Apple's `RotatedShape` page: `@frozen
/// struct RotatedShape<Content> where Content : Shape`, iOS 13). e-b-olson/SwiftUIDemo's
/// RotatedShape page builds one by its initializer. Its outline is the shape's turned by `angle`
/// about the point `anchor` names in the rectangle; it is laid out as any shape is, filling the room
/// it is offered.
@frozen public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// How far it is turned.
    public var angle: Angle
    /// The point, as a fraction of the rectangle, that stays where it is.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    @inlinable public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, turned about `anchor`.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
    }

    /// The shape's own animatable data, the angle's and the anchor's.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(angle.animatableData, AnimatablePair(anchor.x, anchor.y)))
        }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }
}
