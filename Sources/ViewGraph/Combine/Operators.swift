import Foundation
import Synchronization

// Combine's operators that SwiftUI code chains between a publisher and `sink` or `assign`. Operators
// that wait (`debounce`, `delay`, `throttle`, `receive(on:)`) wait on the host's virtual clock, so
// `wait 1s` in a play lets a one-second debounce fire and costs no real time.

/// Namespace of the publishers the operators make.
public enum Publishers {}

/// The subscriber an operator hands upstream: it turns each event into events for `downstream`.
final class OperatorSubscriber<Input, InputFailure: Error, Output, Failure: Error>: Subscriber {
    typealias Emit = (Output) -> Void
    typealias Finish = (Subscribers.Completion<Failure>) -> Void
    let downstream: AnySubscriber<Output, Failure>
    let onValue: (Input, @escaping Emit, @escaping Finish) -> Void
    let onCompletion: (Subscribers.Completion<InputFailure>, @escaping Emit, @escaping Finish) -> Void
    /// Whether it has finished, and the subscription upstream.
    private let state = Locked<(finished: Bool, upstream: Subscription?)>((false, nil))

    init(
        downstream: AnySubscriber<Output, Failure>,
        onValue: @escaping (Input, @escaping Emit, @escaping Finish) -> Void,
        onCompletion: @escaping (Subscribers.Completion<InputFailure>, @escaping Emit, @escaping Finish) -> Void
    ) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    private lazy var emit: Emit = { [weak self] value in
        guard let self, !self.isFinished else { return }
        _ = self.downstream.receive(value)
    }
    private lazy var finish: Finish = { [weak self] completion in
        guard let self else { return }
        let (already, upstream) = self.state.modify { state in
            defer { state.finished = true }
            return (state.finished, state.upstream)
        }
        if already { return }
        if case .failure = completion { upstream?.cancel() }
        self.downstream.receive(completion: completion)
    }
    private var isFinished: Bool { state.value.finished }

    func receive(subscription: Subscription) {
        state.modify { $0.upstream = subscription }
        downstream.receive(subscription: subscription)
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        if !isFinished { onValue(input, emit, finish) }
        return .none
    }
    func receive(completion: Subscribers.Completion<InputFailure>) {
        if !isFinished { onCompletion(completion, emit, finish) }
    }
}

extension Publisher {
    /// Subscribes `downstream` to this publisher through an operator's event handlers.
    func relay<Output, Failure: Error, S: Subscriber>(
        to subscriber: S,
        onValue:
            @escaping (Self.Output, @escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) ->
            Void,
        onCompletion:
            @escaping (
                Subscribers.Completion<Self.Failure>, @escaping (Output) -> Void,
                @escaping (Subscribers.Completion<Failure>) -> Void
            ) -> Void
    ) where S.Input == Output, S.Failure == Failure {
        receive(
            subscriber: OperatorSubscriber(
                downstream: AnySubscriber(subscriber), onValue: onValue, onCompletion: onCompletion))
    }

    /// Passes values through `onValue`; a completion goes on as it is.
    func relayValues<Output, S: Subscriber>(
        to subscriber: S, _ onValue: @escaping (Self.Output, @escaping (Output) -> Void) -> Void
    )
    where S.Input == Output, S.Failure == Failure {
        relay(
            to: subscriber, onValue: { value, emit, _ in onValue(value, emit) },
            onCompletion: { completion, _, finish in finish(completion) })
    }
}

extension Publishers {
    /// Each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relayValues(to: subscriber) { [transform] value, emit in emit(transform(value)) }
        }
    }

    /// Each value transformed by a closure that can throw; a throw fails the publisher.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            upstream.relay(
                to: subscriber,
                onValue: { [transform] value, emit, finish in
                    do { emit(try transform(value)) } catch { finish(.failure(error)) }
                },
                onCompletion: { completion, _, finish in
                    switch completion {
                    case .finished: finish(.finished)
                    case .failure(let error): finish(.failure(error))
                    }
                })
        }
    }

    /// The values for which `isIncluded` is true.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relayValues(to: subscriber) { [isIncluded] value, emit in if isIncluded(value) { emit(value) } }
        }
    }

    /// The values `transform` turns into something other than nil.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relayValues(to: subscriber) { [transform] value, emit in
                if let mapped = transform(value) { emit(mapped) }
            }
        }
    }

    /// The values, without those equal to the one before.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Locked<Output?>(nil)
            upstream.relayValues(to: subscriber) { [predicate] value, emit in
                let previous = last.exchange(value)
                if let previous, predicate(previous, value) { return }
                emit(value)
            }
        }
    }

    /// The values after the first `count`.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let seen = Locked(0)
            upstream.relayValues(to: subscriber) { [count] value, emit in
                if seen.modify({
                    $0 += 1
                    return $0
                }) > count {
                    emit(value)
                }
            }
        }
    }

    /// Each value combined with the result so far.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = Locked(initialResult)
            upstream.relayValues(to: subscriber) { [nextPartialResult] value, emit in
                emit(
                    result.modify {
                        $0 = nextPartialResult($0, value)
                        return $0
                    })
            }
        }
    }

    /// Every value upstream sends, as one array when it finishes; a failure goes on alone, and
    /// the values before it are dropped (Apple's `collect()`: "emits a single array of all
    /// received elements upon finishing normally").
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let values = Locked([Upstream.Output]())
            upstream.relay(
                to: subscriber,
                onValue: { value, _, _ in
                    values.modify { $0.append(value) }
                },
                onCompletion: { completion, emit, finish in
                    if case .finished = completion { emit(values.modify { $0 }) }
                    finish(completion)
                })
        }
    }

    /// The first value, then finished.
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber,
                onValue: { value, emit, finish in
                    emit(value)
                    finish(.finished)
                }, onCompletion: { completion, _, finish in finish(completion) })
        }
    }

    /// Nil values replaced by `output`.
    public struct ReplaceNil<Upstream: Publisher, Output>: Publisher where Upstream.Output == Output? {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relayValues(to: subscriber) { [output] value, emit in emit(value ?? output) }
        }
    }

    /// A failure replaced by the values of the publisher `handler` makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let downstream = AnySubscriber(subscriber)
            upstream.receive(
                subscriber: OperatorSubscriber<Output, Upstream.Failure, Output, Failure>(
                    downstream: AnySubscriber(
                        receiveSubscription: { downstream.receive(subscription: $0) },
                        receiveValue: { downstream.receive($0) },
                        receiveCompletion: { downstream.receive(completion: $0) }),
                    onValue: { value, emit, _ in emit(value) },
                    onCompletion: { [handler] completion, _, finish in
                        switch completion {
                        case .finished: finish(.finished)
                        case .failure(let error):
                            handler(error).receive(
                                subscriber: AnySubscriber(
                                    receiveSubscription: { $0.request(.unlimited) },
                                    receiveValue: { downstream.receive($0) },
                                    receiveCompletion: { downstream.receive(completion: $0) }))
                        }
                    }))
        }
    }

    /// Calls closures as events pass, and passes them on: the subscription as it comes, each value,
    /// the completion, and each request and the cancel that the subscriber sends back up.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let receiveSubscription: ((Subscription) -> Void)?
        let receiveOutput: ((Output) -> Void)?
        let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        let receiveCancel: (() -> Void)?
        let receiveRequest: ((Subscribers.Demand) -> Void)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let downstream = AnySubscriber(subscriber)
            upstream.receive(
                subscriber: AnySubscriber<Output, Failure>(
                    receiveSubscription: { [receiveSubscription, receiveRequest, receiveCancel] subscription in
                        receiveSubscription?(subscription)
                        downstream.receive(
                            subscription: HandledSubscription(
                                base: subscription, onRequest: receiveRequest, onCancel: receiveCancel))
                    },
                    receiveValue: { [receiveOutput] value in
                        receiveOutput?(value)
                        return downstream.receive(value)
                    },
                    receiveCompletion: { [receiveCompletion] completion in
                        receiveCompletion?(completion)
                        downstream.receive(completion: completion)
                    }))
        }
    }

    /// The values of two publishers, each sent as it comes.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// The values of `a` and `b`, each as it comes.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let downstream = AnySubscriber(subscriber)
            let remaining = Locked(2)
            let subscriptions = Locked<[Subscription]>([])
            downstream.receive(subscription: SimpleSubscription { subscriptions.value.forEach { $0.cancel() } })
            let side = AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    subscriptions.modify {
                        $0.append(subscription)
                        return ()
                    }
                    subscription.request(.unlimited)
                },
                receiveValue: { downstream.receive($0) },
                receiveCompletion: { completion in
                    if case .failure = completion {
                        downstream.receive(completion: completion)
                        return
                    }
                    if remaining.modify({
                        $0 -= 1
                        return $0
                    }) == 0 {
                        downstream.receive(completion: .finished)
                    }
                })
            a.receive(subscriber: side)
            b.receive(subscriber: side)
        }
    }

    /// The latest values of two publishers, sent as a pair once both have sent one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        /// The latest values of `a` and `b`, as pairs once both have sent one.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let downstream = AnySubscriber(subscriber)
            let latest = Locked<(A.Output?, B.Output?)>((nil, nil))
            let remaining = Locked(2)
            let subscriptions = Locked<[Subscription]>([])
            downstream.receive(subscription: SimpleSubscription { subscriptions.value.forEach { $0.cancel() } })
            func send() {
                let (x, y) = latest.value
                if let x, let y { _ = downstream.receive((x, y)) }
            }
            func complete(_ completion: Subscribers.Completion<Failure>) {
                if case .failure = completion {
                    downstream.receive(completion: completion)
                    return
                }
                if remaining.modify({
                    $0 -= 1
                    return $0
                }) == 0 {
                    downstream.receive(completion: .finished)
                }
            }
            let keep: (Subscription) -> Void = { subscription in
                subscriptions.modify {
                    $0.append(subscription)
                    return ()
                }
                subscription.request(.unlimited)
            }
            a.receive(
                subscriber: AnySubscriber(
                    receiveSubscription: keep,
                    receiveValue: { value in
                        latest.modify {
                            $0.0 = value
                            return ()
                        }
                        send()
                        return .none
                    },
                    receiveCompletion: complete))
            b.receive(
                subscriber: AnySubscriber(
                    receiveSubscription: keep,
                    receiveValue: { value in
                        latest.modify {
                            $0.1 = value
                            return ()
                        }
                        send()
                        return .none
                    },
                    receiveCompletion: complete))
        }
    }

    /// The latest values of three publishers, sent as a triple once each has sent one: the pairs of
    /// `a` and `b` combined with `c`, as Combine sends them (one triple per value that arrives).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }

    /// Values from a publisher made from each value of the upstream.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Locked<[Subscription]>([])
            upstream.relay(
                to: subscriber,
                onValue: { [transform] value, emit, finish in
                    transform(value).receive(
                        subscriber: AnySubscriber(
                            receiveSubscription: { subscription in
                                inner.modify {
                                    $0.append(subscription)
                                    return ()
                                }
                                subscription.request(.unlimited)
                            },
                            receiveValue: {
                                emit($0)
                                return .none
                            },
                            receiveCompletion: { completion in if case .failure = completion { finish(completion) } }))
                }, onCompletion: { completion, _, finish in finish(completion) })
        }
    }

    /// The upstream's values, with an error type of `Failure` (from a publisher that never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(
                to: subscriber, onValue: { value, emit, _ in emit(value) },
                onCompletion: { _, _, finish in finish(.finished) })
        }
    }

    /// The upstream's values, with its failure replaced by `output`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.relay(
                to: subscriber, onValue: { value, emit, _ in emit(value) },
                onCompletion: { [output] completion, emit, finish in
                    if case .failure = completion { emit(output) }
                    finish(.finished)
                })
        }
    }
}

/// A subscription that tells `handleEvents` of each request and of the cancel before passing them up.
final class HandledSubscription: Subscription {
    let base: Subscription
    let onRequest: ((Subscribers.Demand) -> Void)?
    let onCancel: (() -> Void)?
    init(base: Subscription, onRequest: ((Subscribers.Demand) -> Void)?, onCancel: (() -> Void)?) {
        self.base = base
        self.onRequest = onRequest
        self.onCancel = onCancel
    }
    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        base.request(demand)
    }
    private let cancelled = Locked(false)
    func cancel() {
        guard !cancelled.exchange(true) else { return }
        onCancel?()
        base.cancel()
    }
}

/// A value behind a lock, for state that values from several threads may touch: the engine's one
/// lock for values that are not `Sendable` (a publisher's output, a subscriber), which a
/// `Mutex` of its own cannot hand out. Unchecked: every read and write of `stored` holds `lock`.
final class Locked<Value>: @unchecked Sendable {
    private let lock = Mutex(())
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { modify { $0 } }
    /// Changes the value under the lock and returns what `change` returns.
    func modify<T>(_ change: (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { _ in try change(&stored) }
    }
    /// Replaces the value, returning the old one.
    func exchange(_ value: Value) -> Value {
        modify { old in
            let previous = old
            old = value
            return previous
        }
    }
}

extension Publisher {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    /// The value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: { $0[keyPath: keyPath] })
    }
    /// Each value transformed by a closure that can throw.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    /// The values `transform` does not turn into nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    /// The values, without those `predicate` says equal the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
    /// Collects every value into one array, sent when this publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    /// Each value combined with the result so far, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    /// The first value, then finished.
    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
    /// On failure, the values of the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    /// On failure, `output`, then finished.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    /// Calls closures as values and the completion pass.
    public func handleEvents(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
    /// This publisher's values and `other`'s, each as it comes.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    /// The latest values of this publisher and `other`, as pairs.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    /// The latest values of this publisher, `b` and `c`, as triples.
    public func combineLatest<P: Publisher, Q: Publisher>(_ b: P, _ c: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }
    /// The latest values of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }
    /// The values of the publishers `transform` makes from each value.
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, transform: transform)
    }
}

extension Publisher where Output: Equatable {
    /// The values, without those equal to the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// The same values, with an error type of `E`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher {
    /// Nil values replaced by `output`.
    public func replaceNil<T>(with output: T) -> Publishers.ReplaceNil<Self, T> where Output == T? {
        Publishers.ReplaceNil(upstream: self, output: output)
    }
}
