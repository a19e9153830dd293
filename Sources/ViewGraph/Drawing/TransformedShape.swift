import Foundation

/// A shape with an affine transform applied, as SwiftUI declares it (Apple's `TransformedShape`
/// page: `@frozen struct TransformedShape<Content> where Content : Shape`, iOS 13).
/// e-b-olson/SwiftUIDemo's TransformedShape page builds one by its initializer, with a scale and
/// with a transform of six values. Its outline is the shape's transformed; it is laid out as any
/// shape is, filling the room it is offered.
@frozen public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its outline.
    public var transform: CGAffineTransform

    /// `shape` with `transform` applied.
    @inlinable public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline in `rect`, transformed.
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The shape's own animatable data: SwiftUI does not animate the transform.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
