/// The host's clock: time passes only when the host says so (`wait 2s`), so a lesson's
/// `Task.sleep(for: .seconds(1))` costs no real time and every run is the same.
@MainActor
final class VirtualClock {
    private struct Sleeper {
        let deadline: Duration
        let order: Int
        let continuation: CheckedContinuation<Void, Error>
    }

    /// The time since launch.
    private(set) var elapsed: Duration = .zero
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelled = Set<Int>()
    private var nextOrder = 0
    /// Called whenever a sleeper is added or woken, so the host knows work happened.
    var onActivity: () -> Void = {}

    /// Suspends the caller until the clock reaches `elapsed + duration`.
    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        nextOrder += 1
        let order = nextOrder
        let deadline = elapsed + max(duration, .zero)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                if cancelled.remove(order) != nil {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                sleepers[order] = Sleeper(deadline: deadline, order: order, continuation: continuation)
                onActivity()
            }
        } onCancel: {
            Task { @MainActor in self.cancel(order) }
        }
    }

    private func cancel(_ order: Int) {
        if let sleeper = sleepers.removeValue(forKey: order) {
            sleeper.continuation.resume(throwing: CancellationError())
            onActivity()
        } else {
            cancelled.insert(order)
        }
    }

    /// The earliest deadline of a sleeping task, if any.
    var nextDeadline: Duration? { sleepers.values.map(\.deadline).min() }

    /// Wakes the tasks whose deadline is the earliest one, no later than `limit`; false when there are none.
    func wakeNext(notAfter limit: Duration) -> Bool {
        guard let deadline = nextDeadline, deadline <= limit else { return false }
        elapsed = max(elapsed, deadline)
        let due = sleepers.values.filter { $0.deadline == deadline }.sorted { $0.order < $1.order }
        for sleeper in due {
            sleepers[sleeper.order] = nil
            sleeper.continuation.resume()
        }
        onActivity()
        return true
    }

    /// Moves the clock to `time` without waking anyone (used once every sleeper due has run).
    func advance(to time: Duration) {
        if time > elapsed { elapsed = time }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for `duration` of the host's virtual time.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await Host.sleep(for: duration)
    }

    /// Suspends the current task for `nanoseconds` of the host's virtual time.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await Host.sleep(for: .nanoseconds(Int64(duration)))
    }

    /// Suspends the current task for `duration` of the host's virtual time (older form).
    @available(*, deprecated, renamed: "sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        try? await Host.sleep(for: .nanoseconds(Int64(duration)))
    }
}

/// Tasks the engine starts (`.task`), counted so that the host knows when they are all waiting.
@MainActor
enum TaskTracker {
    static var onActivity: () -> Void = {}

    static func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        onActivity()
        return Task(priority: priority) { @MainActor in
            await action()
            onActivity()
        }
    }
}
