import Foundation

/// A type-erased shape: any shape behind one type, so that a function or a property can return a
/// circle in one case and a rectangle in another (Apple's `AnyShape`, iOS 16).
///
/// Its outline is the wrapped shape's outline, and it takes its frame as the wrapped shape does: it
/// fills what it is offered, as every shape does. The engine draws no shape, so on the simulated
/// screen it is hidden, as the shape it wraps is.
public struct AnyShape: Shape {
    // `Shape` refines `Sendable`, so the wrapped shape can be held in a `@Sendable` closure.
    private let outline: @Sendable (CGRect) -> Path

    /// The shape `shape`, behind the one type `AnyShape`.
    public init<S: Shape>(_ shape: S) {
        outline = { rect in shape.path(in: rect) }
    }

    /// The wrapped shape's outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path { outline(rect) }

    public typealias AnimatableData = EmptyAnimatableData
}
