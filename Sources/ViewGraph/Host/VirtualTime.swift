/// The host's clock: time passes only when the host says so (`wait 2s`), so a lesson's
/// `Task.sleep(for: .seconds(1))` costs no real time and every run is the same.
@MainActor
final class VirtualClock {
    private struct Sleeper {
        let deadline: Duration
        let order: Int
        let continuation: CheckedContinuation<Void, Error>
        let tracked: Bool

        /// Wakes the task; it no longer counts as asleep from this moment, though it runs a little later.
        @MainActor func resume(throwing error: Error? = nil) {
            if tracked { TaskTracker.sleeping -= 1 }
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
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
        let tracked = TaskTracker.isTracked
        nextOrder += 1
        let order = nextOrder
        let deadline = elapsed + max(duration, .zero)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                if cancelled.remove(order) != nil {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                if tracked { TaskTracker.sleeping += 1 }
                sleepers[order] = Sleeper(
                    deadline: deadline, order: order, continuation: continuation, tracked: tracked)
                onActivity()
            }
        } onCancel: {
            // As `Task.sleep` does, a cancelled sleeper is woken at once, on the thread that cancels it, not
            // one hop later. Its task still continues after a task started in the same update (the new
            // task of a `task(id:)` prints first), because the resumed task is queued on its executor
            // behind it; no lesson has recorded that order on iOS yet.
            if DispatchQueue.getSpecific(key: DispatchQueue.hostMainKey) == true {
                MainActor.assumeIsolated { self.cancel(order) }
            } else {
                Task { @MainActor in self.cancel(order) }
            }
        }
    }

    private func cancel(_ order: Int) {
        if let sleeper = sleepers.removeValue(forKey: order) {
            sleeper.resume(throwing: CancellationError())
            onActivity()
        } else {
            cancelled.insert(order)
        }
    }

    private var timers: [(deadline: Duration, order: Int, action: () -> Void)] = []

    /// Runs `action` when the clock reaches `deadline` (an animation frame).
    func schedule(at deadline: Duration, _ action: @escaping () -> Void) {
        nextOrder += 1
        timers.append((deadline, nextOrder, action))
    }

    /// The earliest deadline of a sleeping task or a timer, if any.
    var nextDeadline: Duration? { (sleepers.values.map(\.deadline) + timers.map(\.deadline)).min() }

    /// Wakes the tasks whose deadline is the earliest one, no later than `limit`; false when there are none.
    func wakeNext(notAfter limit: Duration) -> Bool {
        guard let deadline = nextDeadline, deadline <= limit else { return false }
        elapsed = max(elapsed, deadline)
        let dueTimers = timers.filter { $0.deadline == deadline }.sorted { $0.order < $1.order }
        timers.removeAll { $0.deadline == deadline }
        for timer in dueTimers { timer.action() }
        let due = sleepers.values.filter { $0.deadline == deadline }.sorted { $0.order < $1.order }
        for sleeper in due {
            sleepers[sleeper.order] = nil
            sleeper.resume()
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
    // These run on the main actor, where the host's clock lives, so that a task that sleeps and wakes
    // never passes through another thread: the host can tell, deterministically, when all is quiet.

    /// Suspends the current task for `duration` of the host's virtual time.
    @MainActor
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await Host.sleep(for: duration)
    }

    /// Suspends the current task for `nanoseconds` of the host's virtual time.
    @MainActor
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await Host.sleep(for: .nanoseconds(Int64(duration)))
    }

    /// Suspends the current task for `duration` of the host's virtual time (older form).
    @available(*, deprecated, renamed: "sleep(nanoseconds:)")
    @MainActor
    public static func sleep(_ duration: UInt64) async {
        try? await Host.sleep(for: .nanoseconds(Int64(duration)))
    }
}

/// Tasks the engine starts (`.task`), counted so that the host knows when they are all waiting.
@MainActor
enum TaskTracker {
    static var onActivity: () -> Void = {}
    /// Tasks started by `.task` that have not finished.
    static var running = 0
    /// Of those, how many are asleep on the virtual clock.
    static var sleeping = 0
    /// Whether the current task is one the engine started.
    @TaskLocal static var isTracked = false

    /// Whether every task the engine started is asleep or finished: nothing can happen until time passes.
    static var isQuiet: Bool { running <= sleeping }

    static func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        onActivity()
        running += 1
        return Task(priority: priority) { @MainActor in
            await TaskTracker.$isTracked.withValue(true) {
                await action()
            }
            running -= 1
            onActivity()
        }
    }
}

extension DispatchQueue {
    /// Marks the main queue, so that code can tell it runs there whichever thread serves it.
    static let hostMainKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `work` after `deadline`: on the main queue of a running host, on the host's virtual clock,
    /// so that a lesson's `DispatchQueue.main.asyncAfter` takes no real time and always runs in the
    /// same place among the tasks and animations.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        // On Linux `DispatchQueue.main` is a new wrapper each time, and the main queue is not always
        // served by the main thread: compare labels, and ask the queue where the code runs.
        guard label == DispatchQueue.main.label, DispatchQueue.getSpecific(key: DispatchQueue.hostMainKey) != nil else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        let delay = Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)
        MainActor.assumeIsolated {
            guard let host = Host.current else {
                DispatchQueue.main.asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
                return
            }
            host.clock.schedule(at: host.clock.elapsed + .nanoseconds(max(0, delay))) {
                work()
                host.endOfMainQueueTurn()
            }
        }
    }

    /// Runs `work` on the next turn of the main queue; on the host's main queue, that turn ends with an
    /// update, as a turn of the main run loop does on iOS.
    ///
    /// SwiftUI updates the views when the run loop finishes a turn, so writes made in one block handed
    /// to `DispatchQueue.main.async` are one update, and writes in the next block another. Evidence
    /// (outside the seeds): OpenSwiftUI's `ValueActionModifierCompatibilityTests.booleanValueChanges`,
    /// asserted against SwiftUI on iOS 18: `isOn = true` in `onAppear`, then `isOn = false` and, one
    /// `main.async` later, `isOn = true` again: `onChange` ran three times. Run in one update, the last
    /// two writes would cancel out and `onChange` would run once.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label, DispatchQueue.getSpecific(key: DispatchQueue.hostMainKey) != nil else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        async(group: nil, qos: .unspecified, flags: []) {
            work()
            MainActor.assumeIsolated { Host.current?.endOfMainQueueTurn() }
        }
    }
}

/// Whether the caller runs on the main queue, where the engine's graph lives.
var isOnHostMainQueue: Bool { DispatchQueue.getSpecific(key: DispatchQueue.hostMainKey) == true }

/// Runs `work` on the main actor: at once when the caller is there already, else as soon as the main
/// queue is free. SwiftUI lets state change on any thread ("you can safely mutate state properties
/// from any thread", Apple's `State` documentation); the views hear of it on the main one.
func onMainActor(_ work: @escaping @MainActor () -> Void) {
    if isOnHostMainQueue {
        MainActor.assumeIsolated(work)
    } else {
        let job = UncheckedSendable(work)
        Task { @MainActor in job.value() }
    }
}
