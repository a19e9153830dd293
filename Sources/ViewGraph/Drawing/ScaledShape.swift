import Foundation

/// A shape scaled about an anchor, as SwiftUI declares it (Apple's `ScaledShape` page: `@frozen
/// struct ScaledShape<Content> where Content : Shape`, iOS 13). e-b-olson/SwiftUIDemo's ScaledShape
/// page builds one by its initializer. Its outline is the shape's scaled by `scale` about the point
/// `anchor` names in the rectangle; it is laid out as any shape is, filling the room it is offered.
@frozen public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The scale across and down.
    public var scale: CGSize
    /// The point, as a fraction of the rectangle, that stays where it is.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    @inlinable public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled about `anchor`.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    /// The shape's own animatable data, the scale's and the anchor's.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(scale.animatableData, AnimatablePair(anchor.x, anchor.y)))
        }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }
}
