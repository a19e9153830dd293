import Foundation

// Just enough of Combine for the classic timer: `Timer.publish(every:on:in:).autoconnect()` and
// `.onReceive(timer) { date in ... }`. The timer ticks on the host's virtual clock, so `wait 3s`
// delivers three ticks and costs no real time.

/// Something that sends values over time.
public protocol Publisher {
    /// The values it sends.
    associatedtype Output
    /// The error it can fail with.
    associatedtype Failure: Error
}

/// A publisher that starts sending once connected.
public protocol ConnectablePublisher: Publisher {
    /// Starts sending.
    func connect() -> Cancellable
}

/// Something that can be stopped.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A subscription kept for as long as it is needed.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: () -> Void
    /// A subscription that runs `cancel` when cancelled.
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Runs the action given when the subscription was made.
    public func cancel() { action() }
    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Whether two are the same subscription.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Namespace of the publishers the operators make.
public enum Publishers {
    /// A connectable publisher that connects as soon as it is used.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension ConnectablePublisher {
    /// Connects as soon as something subscribes.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Timer {
    /// A publisher that sends the date every `interval` seconds of the host's virtual time.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        init(interval: TimeInterval) { self.interval = interval }
        /// Connects the timer; does nothing, as `onReceive` delivers ticks on the host's clock.
        public func connect() -> Cancellable { AnyCancellable {} }
    }

    /// A publisher of the date every `interval` seconds.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
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
}

extension Timer.TimerPublisher: VirtualTimeSource { var tickInterval: TimeInterval { interval } }
extension Publishers.Autoconnect: VirtualTimeSource where Upstream: VirtualTimeSource { var tickInterval: TimeInterval { upstream.tickInterval } }

extension View {
    /// Runs `action` with each value `publisher` sends while the view is on screen: each tick of a timer.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        let interval = (publisher as? VirtualTimeSource)?.tickInterval
        let deliver = UncheckedSendable(action)
        return modifier(_TaskModifier(id: 0, priority: .userInitiated, action: { @MainActor in
            guard let interval, interval > 0, Host.current != nil else { return }
            while !Task.isCancelled {
                do { try await Host.sleep(for: .milliseconds(Int64((interval * 1000).rounded()))) } catch { return }
                guard let date = Host.current?.now as? P.Output else { return }
                deliver.value(date)
            }
        }))
    }
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
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        // Two boxes, not one box of a tuple: Swift 6.3's optimizer (-O) crashes on the tuple's ownership.
        let scheduledTimer = UncheckedSendable(timer)
        let scheduledBlock = UncheckedSendable(block)
        onMainActor {
            guard let host = Host.current else { return }
            host.scheduleTimer(scheduledTimer.value, every: max(interval, 0.0001), repeats: repeats, block: scheduledBlock.value)
        }
        return timer
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
