import Foundation

/// When a scroll transition animates.
public struct ScrollTransitionConfiguration: Sendable {
    /// Following the scroll as it goes, animated as the view crosses the threshold, or no transition.
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static let identity = ScrollTransitionConfiguration()
    /// Animated with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }
    /// The same configuration, with a threshold.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }
    /// How far in a view must be to count as in sight.
    public struct Threshold: Sendable {
        /// The named thresholds: the view fully in sight, not yet fully hidden, or centred.
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static let centered = Threshold()
        /// The view counts as in sight once `amount` (0 to 1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}
