import Foundation

/// Where a scroll view is scrolled to (iOS 18); the engine does not scroll.
/// Unchecked: SwiftUI declares it `Sendable`; its one non-Sendable field, the `AnyHashable` id, holds
/// the ids lessons give views, and a value is copied, never shared, across threads.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    /// The id of the view scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?

    /// A position at `edge`, or nowhere in particular.
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position that will hold the id of a view, of `idType`; none yet.
    public init(idType: (some Hashable).Type = Never.self) {}
    /// A position at the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    /// A position at `point` of the content.
    public init(point: CGPoint) { self.point = point }
    /// A position at `x`, `y` of the content.
    public init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    /// A position at `x` across the content.
    public init(x: CGFloat) { self.x = x }
    /// A position at `y` down the content.
    public init(y: CGFloat) { self.y = y }

    /// The point scrolled to, if a point was given.
    public var point: CGPoint? {
        get { x.flatMap { x in y.map { CGPoint(x: x, y: $0) } } }
        set {
            x = newValue?.x
            y = newValue?.y
        }
    }
    /// The horizontal offset scrolled to, if one was given.
    public private(set) var x: CGFloat?
    /// The vertical offset scrolled to, if one was given.
    public private(set) var y: CGFloat?

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to `x`, `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    /// Scrolls to `x` across, keeping nothing else.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    /// Scrolls to `y` down, keeping nothing else.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
    /// The id of the view scrolled to, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

extension View {
    /// Not modelled: binds where the scroll view is scrolled to (iOS 18).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        inert("scrollPosition")
    }
}
