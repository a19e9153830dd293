import Foundation

/// A shape moved by an offset, as SwiftUI declares it (Apple's `OffsetShape` page: `@frozen struct
/// OffsetShape<Content> where Content : Shape`, iOS 13). e-b-olson/SwiftUIDemo's OffsetShape page
/// builds one by its initializer. Its outline is the shape's moved by `offset`; it is laid out as
/// any shape is, filling the room it is offered.
@frozen public struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    @inlinable public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved by `offset`.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's own animatable data and the offset's.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}
