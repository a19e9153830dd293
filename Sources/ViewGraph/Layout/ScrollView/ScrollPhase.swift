import Foundation

/// Where a scroll view is in a scroll: at rest, followed by a finger, or moving on its own.
///
/// The engine's scrolls (a play's `scroll`, `scrollTo`, a scroll position) move the content at once,
/// with no finger and no deceleration, so a scroll view's phase here is always `idle` (see
/// `onScrollPhaseChange`).
public enum ScrollPhase: Equatable, Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A touch is down on the scroll view, which has not begun to move.
    case tracking
    /// A person's finger moves the content.
    case interacting
    /// The content moves on after the finger was lifted, slowing down.
    case decelerating
    /// The content moves to a place set from code (`scrollTo`, a scroll position) with an animation.
    case animating

    /// Whether the scroll view is scrolling: every phase but `idle` (Apple's `ScrollPhase.isScrolling`).
    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` is told beside the two phases: the scroll view's geometry, and how fast
/// a finger moved it.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
    /// The scroll's speed when a finger let go, in points per second; `nil` otherwise.
    public var velocity: CGVector?
}

extension View {
    /// Not modelled: runs `action` when the scroll view's phase changes; the engine's scrolls move the
    /// content at once, with no finger or deceleration, so the phase stays `idle` and `action` never runs.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View {
        inert("onScrollPhaseChange")
    }

    /// Not modelled: runs `action` with the scroll view's geometry when its phase changes; the phase
    /// stays `idle` here, so `action` never runs.
    nonisolated public func onScrollPhaseChange(
        _ action:
            @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        inert("onScrollPhaseChange")
    }
}
