import Foundation

/// Where a view is as it scrolls into or out of sight.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// At the top or leading edge of the visible region, fully in it, or at the bottom or trailing edge.
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in sight.
    public var isIdentity: Bool { self == .identity }
    /// -1 before, 0 in sight, 1 after.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

extension View {
    /// Not modelled: changes the view's look as it scrolls into or out of sight; shown fully in sight.
    /// `transition` is `@Sendable`, as Apple's pages declare both forms (`transition: @escaping
    /// @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect`).
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert("scrollTransition") }
    /// Not modelled: changes the view's look as it scrolls in and out, with a configuration for each.
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert("scrollTransition") }
}
