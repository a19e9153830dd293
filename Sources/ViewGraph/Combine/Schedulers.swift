import Foundation

// Where and when operators deliver values: `RunLoop.main`, `DispatchQueue.main` and
// `ImmediateScheduler.shared`, as Combine has them. All three deliver on the main queue, as the engine's
// host runs there, and a delay is virtual time on the host's clock.

/// Something that runs actions, now or later.
public protocol Scheduler {
    /// How it measures time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling.
    associatedtype SchedulerOptions
    /// The time now.
    var now: SchedulerTimeType { get }
    /// How late an action may run.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    /// Runs `action` at `date`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A time interval that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A stride the engine can turn into seconds of virtual time.
protocol SecondsConvertible {
    var secondsValue: Double { get }
}

/// Runs `action` on the main queue after `seconds` of the host's virtual time (at once when zero).
func afterVirtualDelay(_ seconds: Double, _ action: @escaping () -> Void) {
    let work = UncheckedSendable(action)
    onMainActor {
        guard seconds > 0 else { return work.value() }
        if let host = Host.current {
            host.clock.schedule(at: host.clock.elapsed + .nanoseconds(Int64((seconds * 1e9).rounded()))) {
                work.value()
            }
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { work.value() } }
        }
    }
}

/// A time interval in seconds, with the arithmetic `Strideable` needs.
public struct _SecondsStride: Comparable, Hashable, SignedNumeric, ExpressibleByFloatLiteral,
    SchedulerTimeIntervalConvertible, SecondsConvertible, Sendable
{
    /// The interval in seconds.
    public var magnitude: Double
    public init(_ seconds: Double) { magnitude = seconds }
    public init(floatLiteral value: Double) { magnitude = value }
    public init(integerLiteral value: Int) { magnitude = Double(value) }
    public init?<T: BinaryInteger>(exactly source: T) { magnitude = Double(source) }
    var secondsValue: Double { magnitude }
    public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

extension RunLoop: Scheduler {
    /// A run loop's time: a date.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The date.
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }
        /// A run loop's interval, in seconds.
        public typealias Stride = _SecondsStride
    }

    public var now: SchedulerTimeType {
        SchedulerTimeType(MainActor.assumeIsolatedIfMain { Host.current?.now } ?? Date())
    }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { afterVirtualDelay(0, action) }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        afterVirtualDelay(now.distance(to: date).magnitude, action)
    }
}

extension DispatchQueue: Scheduler {
    /// A dispatch queue's time.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time, in seconds since an arbitrary start.
        let seconds: Double
        /// The time as a `DispatchTime`.
        public var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: UInt64(max(0, seconds) * 1e9)) }
        public init(_ time: DispatchTime) { seconds = Double(time.uptimeNanoseconds) / 1e9 }
        init(seconds: Double) { self.seconds = seconds }
        public func distance(to other: Self) -> Stride { Stride(other.seconds - seconds) }
        public func advanced(by n: Stride) -> Self { Self(seconds: seconds + n.magnitude) }
        /// A dispatch queue's interval, in seconds.
        public typealias Stride = _SecondsStride
    }

    /// Options for scheduling on a dispatch queue.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType {
        let elapsed = MainActor.assumeIsolatedIfMain { Host.current?.elapsed }
        if let elapsed {
            return SchedulerTimeType(
                seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return SchedulerTimeType(DispatchTime.now())
    }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { afterVirtualDelay(0, action) }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        afterVirtualDelay(now.distance(to: date).magnitude, action)
    }
}

/// A scheduler that runs each action at once, where it is asked.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Its time: a count of steps.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        let value: Double
        public func distance(to other: Self) -> Stride { Stride(other.value - value) }
        public func advanced(by n: Stride) -> Self { Self(value: value + n.magnitude) }
        public typealias Stride = _SecondsStride
    }
    public typealias SchedulerOptions = Never
    /// The one immediate scheduler.
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType(value: 0) }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) { action() }
}

extension MainActor {
    /// `body` on the main actor when called there, else nil.
    static func assumeIsolatedIfMain<T: Sendable>(_ body: @MainActor () -> T?) -> T? {
        guard isOnHostMainQueue || Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated(body)
    }
}

extension Publishers {
    /// Each value sent once `dueTime` has passed with no newer value.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let generation = Locked(0)
            let delay = (dueTime as? SecondsConvertible)?.secondsValue ?? 0
            upstream.relay(
                to: subscriber,
                onValue: { value, emit, _ in
                    let mine = generation.modify {
                        $0 += 1
                        return $0
                    }
                    afterVirtualDelay(delay) { if generation.value == mine { emit(value) } }
                }, onCompletion: { completion, _, finish in finish(completion) })
        }
    }

    /// The first (or latest) value in each `interval`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let window = Locked<(open: Bool, pending: Output?)>((false, nil))
            let seconds = (interval as? SecondsConvertible)?.secondsValue ?? 0
            upstream.relay(
                to: subscriber,
                onValue: { [latest] value, emit, _ in
                    let startsWindow = window.modify { state -> Bool in
                        if state.open {
                            if latest { state.pending = value }
                            return false
                        }
                        state.open = true
                        state.pending = nil
                        return true
                    }
                    guard startsWindow else { return }
                    emit(value)
                    afterVirtualDelay(seconds) {
                        let pending = window.modify { state -> Output? in
                            state.open = false
                            defer { state.pending = nil }
                            return state.pending
                        }
                        if let pending { emit(pending) }
                    }
                }, onCompletion: { completion, _, finish in finish(completion) })
        }
    }

    /// Each value and the completion, later by `interval`.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let seconds = (interval as? SecondsConvertible)?.secondsValue ?? 0
            upstream.relay(
                to: subscriber, onValue: { value, emit, _ in afterVirtualDelay(seconds) { emit(value) } },
                onCompletion: { completion, _, finish in afterVirtualDelay(seconds) { finish(completion) } })
        }
    }

    /// Each value and the completion, delivered by `scheduler`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, onValue: { [scheduler] value, emit, _ in scheduler.schedule { emit(value) } },
                onCompletion: { [scheduler] completion, _, finish in scheduler.schedule { finish(completion) } })
        }
    }
}

extension Publisher {
    /// Each value once `dueTime` has passed with no newer one.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
    /// The first, or the latest, value in each `interval`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
    /// Each value later by `interval`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }
    /// Each value delivered by `scheduler` (on the main queue, for the engine's schedulers).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    /// The same publisher: the engine subscribes where it is asked to.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }
}
