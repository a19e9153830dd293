import Foundation

// The classic timer: `Timer.publish(every:on:in:).autoconnect()` and `.onReceive(timer) { date in ... }`.
// The timer ticks on the host's virtual clock, so `wait 3s` delivers three ticks and costs no real time.

extension Timer {
    /// A publisher that sends the date every `interval` seconds of the host's virtual time, once connected.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()
        private let connected = Locked(0)
        /// Whether the timer's connection was cancelled and no new one made since.
        ///
        /// One timer has one connection, as in Combine: `connect()` while the timer runs hands back a
        /// way to cancel that same connection, and cancelling it stops the ticks every subscriber gets,
        /// including an `autoconnect()`'s. Evidence: Hacking with Swift's "Triggering events repeatedly
        /// using a timer" stops an `.onReceive(timer)` for good with `timer.upstream.connect().cancel()`
        /// after five ticks.
        private let stopped = Locked(false)
        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts ticking on the host's clock; cancelling stops.
        public func connect() -> Cancellable {
            let generation = connected.modify {
                $0 += 1
                return $0
            }
            stopped.modify {
                $0 = false
                return ()
            }
            guard let interval = Timer.firingInterval(self.interval) else {
                return AnyCancellable { [weak self] in
                    self?.stopped.modify {
                        $0 = true
                        return ()
                    }
                }
            }
            func tick() {
                // The connection keeps the timer alive until it is cancelled, as in Combine.
                afterVirtualDelay(interval) { [self] in
                    guard self.connected.value == generation else { return }
                    let now = MainActor.assumeIsolatedIfMain { Host.current?.now } ?? Date()
                    self.subject.send(now)
                    tick()
                }
            }
            tick()
            return AnyCancellable { [weak self] in
                self?.connected.modify {
                    if $0 == generation { $0 += 1 }
                    return ()
                }
                self?.stopped.modify {
                    $0 = true
                    return ()
                }
            }
        }
    }

    /// A publisher of the date every `interval` seconds.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop.
    public struct SchedulerOptions {}
}

/// A publisher whose values `.onReceive` can deliver on the host's clock.
protocol VirtualTimeSource {
    var tickInterval: TimeInterval { get }
    /// True once the timer's connection was cancelled: no more ticks come.
    var isStopped: Bool { get }
}

extension Timer.TimerPublisher: VirtualTimeSource {
    var tickInterval: TimeInterval { interval }
    var isStopped: Bool { stopped.value }
}
extension Publishers.Autoconnect: VirtualTimeSource where Upstream: VirtualTimeSource {
    var tickInterval: TimeInterval { upstream.tickInterval }
    var isStopped: Bool { upstream.isStopped }
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the graph. A timer's ticks
    /// come on the host's clock while the view is on screen, as a task of the view.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Subscribes to a publisher while the view is in the graph, and runs the latest action with each
/// value, on the main queue. A timer instead ticks in a task that runs while the view is on screen.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    public typealias Body = Never

    /// The subscription, and the action the view gave last.
    final class Receiving {
        var action: (P.Output) -> Void
        var cancellable: AnyCancellable?
        init(action: @escaping (P.Output) -> Void) { self.action = action }
    }

    /// For a timer: a task that sleeps on the host's clock and delivers the date at each tick.
    private var ticking: _TaskModifier<Int>? {
        guard let source = publisher as? VirtualTimeSource else { return nil }
        // Whole milliseconds would make Foundation's shortest interval, 0.0001 s, no time at all.
        let interval = Timer.firingInterval(source.tickInterval)
        let deliver = UncheckedSendable(action)
        let timer = UncheckedSendable(source)
        return _TaskModifier(
            id: 0, priority: .userInitiated,
            action: { @MainActor in
                guard let interval, Host.current != nil else { return }
                while !Task.isCancelled {
                    do { try await Host.sleep(for: .nanoseconds(Int64((interval * 1e9).rounded()))) } catch { return }
                    // A cancelled connection stops the timer for this view too (see `stopped`).
                    if timer.value.isStopped { return }
                    guard let date = Host.current?.now as? P.Output else { return }
                    deliver.value(date)
                }
            })
    }

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        if let ticking { return ticking.didMount(node, in: graph) }
        let receiving = Receiving(action: action)
        node.primitiveState = receiving
        receiving.cancellable = publisher.sink { [weak receiving] value in
            let delivery = UncheckedSendable((receiving, value))
            onMainActor {
                let (receiving, value) = delivery.value
                receiving?.action(value)
            }
        }
    }

    @MainActor func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        if let ticking, let previous = old.ticking { return ticking.didUpdate(node, from: previous, in: graph) }
        (node.primitiveState as? Receiving)?.action = action
    }

    @MainActor func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        if let ticking { return ticking.willUnmount(node, in: graph) }
        (node.primitiveState as? Receiving)?.cancellable?.cancel()
    }

    @MainActor func didHide(_ node: ViewNode, in graph: UpdateGraph) { ticking?.didHide(node, in: graph) }
    @MainActor func didShow(_ node: ViewNode, in graph: UpdateGraph) { ticking?.didShow(node, in: graph) }
}

// MARK: - Timer.scheduledTimer

extension Timer {
    /// A timer that runs `block` every `interval` seconds (or once) on the host's virtual clock, so that
    /// `wait 3s` fires a one-second timer three times and costs no real time.
    ///
    /// It shadows Foundation's method of the same signature in lesson code, as the engine's
    /// `Task.sleep` does: Foundation's would need a running run loop and real seconds. The timer is a
    /// real, unscheduled `Timer`: `invalidate()` stops it and `isValid` says whether it still runs.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        // Two boxes, not one box of a tuple: Swift 6.3's optimizer (-O) crashes on the tuple's ownership.
        let scheduledTimer = UncheckedSendable(timer)
        let scheduledBlock = UncheckedSendable(block)
        onMainActor {
            guard let host = Host.current else { return }
            guard let every = Timer.firingInterval(interval) else { return }
            host.scheduleTimer(scheduledTimer.value, every: every, repeats: repeats, block: scheduledBlock.value)
        }
        return timer
    }
}

/// An empty timer, never scheduled, as `Timer()` makes one on iOS: a placeholder a model keeps until
/// it schedules the timer it replaces it with (`var timer = Timer()`, then `timer =
/// Timer.scheduledTimer(…)`).
///
/// On Apple's platforms `Timer` is an Objective-C class and inherits `NSObject`'s `init()`;
/// Foundation on Linux declares `Timer` with only its own initializers, and an extension cannot add
/// `init()` (it is `NSObject`'s), so the engine gives the call a function of the type's name. It is
/// disfavoured, so that where `init()` exists (macOS) that is what `Timer()` calls. It never fires,
/// and `invalidate()` on it does nothing else.
@_disfavoredOverload
public func Timer() -> Foundation.Timer {
    Foundation.Timer(timeInterval: 0, repeats: false) { _ in }
}

extension Timer {
    /// The seconds between a timer's firings for the interval `seconds` a program gave, or nil for
    /// one that never fires. Foundation: "If seconds is less than or equal to 0.0, this method
    /// chooses the nonnegative value of 0.0001 seconds instead" (Timer's documentation), so 0, a
    /// negative interval and NaN (which compares as neither) tick every 0.0001 s, never not at all;
    /// an interval past a century (infinity) is a timer that never comes (the engine's assumption).
    static func firingInterval(_ seconds: TimeInterval) -> TimeInterval? {
        guard seconds > 0.0001 else { return 0.0001 }
        return seconds < 3e9 ? seconds : nil
    }
}

extension Host {
    /// Fires `block` after `interval` seconds of virtual time, and again each `interval` while `repeats`,
    /// until the timer is invalidated.
    func scheduleTimer(_ timer: Timer, every interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        let start = clock.elapsed
        func schedule(_ tick: Int) {
            clock.schedule(at: start + .milliseconds(Int64((Double(tick) * interval * 1000).rounded()))) {
                guard timer.isValid else { return }
                block(timer)
                if repeats { schedule(tick + 1) } else { timer.invalidate() }
            }
        }
        schedule(1)
    }
}
