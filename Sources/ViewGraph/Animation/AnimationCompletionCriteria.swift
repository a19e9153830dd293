import Foundation

/// The kind of completion `withAnimation(_:completionCriteria:_:completion:)` waits for.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let waitsForRemoval: Bool
    /// When the animation is logically complete: its end, or the moment `logicallyComplete(after:)` names.
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    /// When the animation is removed, at its end.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}

/// Runs `body` with `animation`, then `completion` once the animation is complete by `completionCriteria`
/// on the host's clock. Evidence (outside the seeds): OpenSwiftUI's
/// `AnimationCompletionCompatibilityTests.logicallyAndRemovedComplete`, asserted against SwiftUI: a 5 s
/// linear animation `.logicallyComplete(after: 1)` completed first with `.logicallyComplete`, then
/// with `.removed` (`[1, 2]`).
@preconcurrency @MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let duration =
        animation.map {
            (completionCriteria.waitsForRemoval ? $0.duration : $0.logicalDuration ?? $0.duration) + $0.delay
        } ?? 0
    if let host = Host.current, duration > 0 {
        host.clock.schedule(at: host.clock.elapsed + .milliseconds(Int64((duration * 1000).rounded())), completion)
    } else {
        completion()
    }
    return result
}
