import Foundation

/// A spring's physics.
public struct Spring: Sendable {
    /// A spring that settles in about `duration` seconds, with `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    /// A spring given by its mass, stiffness and damping.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    /// A spring with no bounce, a snappy one, and a bouncy one; all alike here.
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}
