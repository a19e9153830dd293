import Foundation

// The part of Combine that SwiftUI code uses, under Combine's names: `import Combine` maps to the
// engine (Combine does not exist off Apple platforms). Publishers send values to subscribers; `sink`
// and `assign` subscribe, and keep the subscription alive in the `AnyCancellable` they return.
//
// One simplification: demand is not metered. Every subscriber the engine makes asks for unlimited
// values, as `sink` and `assign` do, and publishers send each value as it comes.

/// Something that sends a sequence of values over time, then perhaps finishes or fails.
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it can fail with.
    associatedtype Failure: Error
    /// Attaches `subscriber`, which then receives a subscription, values and a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Something that receives values from a publisher.
public protocol Subscriber<Input, Failure> {
    /// The values it receives.
    associatedtype Input
    /// The error it can receive.
    associatedtype Failure: Error
    /// The publisher accepted the subscriber: `subscription` requests values or cancels.
    func receive(subscription: Subscription)
    /// A value; returns how many more values the subscriber wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; no values follow.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's link to a publisher.
public protocol Subscription: Cancellable {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A subscription kept for as long as this value lives: it cancels when it is cancelled or freed.
public final class AnyCancellable: Cancellable, Hashable {
    private let action: Locked<(() -> Void)?>
    /// A subscription that runs `cancel` when cancelled or freed.
    public init(_ cancel: @escaping () -> Void) { action = Locked(cancel) }
    /// A subscription that cancels `canceller` when cancelled or freed.
    public init<C: Cancellable>(_ canceller: C) { action = Locked(canceller.cancel) }
    /// Runs the action given when the subscription was made, once.
    public func cancel() {
        let action = self.action.exchange(nil)
        action?()
    }
    deinit { cancel() }
    /// Keeps the subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    /// Whether two are the same subscription.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// Keeps the subscription in `set`, as an `AnyCancellable`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    /// Keeps the subscription in `collection`, as an `AnyCancellable`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }
}

/// Namespace of the built-in subscribers, and of what subscribers receive.
public enum Subscribers {
    /// How many values a subscriber wants.
    public struct Demand: Equatable, Comparable, Hashable, Sendable {
        let limit: Int?
        /// As many as come.
        public static let unlimited = Demand(limit: nil)
        /// None more.
        public static let none = Demand(limit: 0)
        /// At most `value` more.
        public static func max(_ value: Int) -> Demand { Demand(limit: value) }
        /// The limit, or nil when unlimited.
        public var max: Int? { limit }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.limit, rhs.limit) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.limit, let r = rhs.limit else { return .unlimited }
            return .max(l + r)
        }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// It sent all its values.
        case finished
        /// It failed with an error.
        case failure(Failure)
    }

    /// Calls a closure with each value, and another with the completion (`sink`).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Completion<Failure>) -> Void
        /// The subscription upstream, and whether it is done (completed or cancelled).
        private let state = Locked<(subscription: Subscription?, isDone: Bool)>((nil, false))

        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void)
        {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            let done = state.modify { state in
                if !state.isDone { state.subscription = subscription }
                return state.isDone
            }
            if done {
                subscription.cancel()
                return
            }
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Demand {
            if !state.value.isDone { receiveValue(input) }
            return .none
        }

        public func receive(completion: Completion<Failure>) {
            let done = state.exchange((nil, true)).isDone
            if !done { receiveCompletion(completion) }
        }

        public func cancel() {
            let subscription = state.exchange((nil, true)).subscription
            subscription?.cancel()
        }
    }

    /// Writes each value to a property of an object (`assign(to:on:)`).
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let sink: Sink<Input, Never>

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
            var target: Root? = object
            sink = Sink(
                receiveCompletion: { _ in target = nil }, receiveValue: { value in target?[keyPath: keyPath] = value })
        }

        public func receive(subscription: Subscription) { sink.receive(subscription: subscription) }
        public func receive(_ input: Input) -> Demand { sink.receive(input) }
        public func receive(completion: Completion<Never>) {
            sink.receive(completion: completion)
            object = nil
        }
        public func cancel() {
            sink.cancel()
            object = nil
        }
    }
}

/// A subscriber made of closures, whatever their types: what the engine's operators hand upstream.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    let subscription: (Subscription) -> Void
    let value: (Input) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void

    /// A subscriber that forwards to `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }

    /// A subscriber of closures.
    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscription = receiveSubscription ?? { $0.request(.unlimited) }
        value = receiveValue ?? { _ in .none }
        completion = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A subscription that only cancels: for publishers that send everything they have at once.
final class SimpleSubscription: Subscription {
    /// What cancelling runs, once, and whether it was cancelled.
    private let state: Locked<(onCancel: (() -> Void)?, isCancelled: Bool)>
    init(onCancel: (() -> Void)? = nil) { state = Locked((onCancel, false)) }
    var isCancelled: Bool { state.value.isCancelled }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        let action = state.exchange((nil, true)).onCancel
        action?()
    }
}

extension Publisher {
    /// Subscribes with closures for the completion and for each value.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `keyPath` of `object`, which it keeps alive while subscribed.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }

    /// Writes each value to a `@Published` property, for as long as the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(
            receiveCompletion: { _ in }, receiveValue: { [weak box] value in box?.set(value) })
        box.keep(AnyCancellable(sink))
        receive(subscriber: sink)
    }
}

/// A publisher of any type with the given output and failure.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void
    /// `publisher`, with its type erased.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher, with its type erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A publisher that starts sending once connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending; cancelling the result stops.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects as soon as something subscribes.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects when the first subscriber comes, and disconnects when
    /// the last one cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        private let state = Locked<(subscribers: Int, connection: Cancellable?)>((0, nil))
        init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            state.modify {
                $0.subscribers += 1
                return ()
            }
            upstream.receive(
                subscriber: AnySubscriber(
                    receiveSubscription: { subscription in
                        subscriber.receive(
                            subscription: SimpleSubscription { [self] in
                                subscription.cancel()
                                self.release()
                            })
                    },
                    receiveValue: { subscriber.receive($0) },
                    receiveCompletion: { subscriber.receive(completion: $0) }))
            let connect = state.modify { current -> Bool in current.connection == nil }
            if connect {
                let connection = upstream.connect()
                state.modify {
                    $0.connection = connection
                    return ()
                }
            }
        }

        private func release() {
            let connection = state.modify { current -> Cancellable? in
                current.subscribers -= 1
                guard current.subscribers <= 0 else { return nil }
                defer { current.connection = nil }
                return current.connection
            }
            connection?.cancel()
        }
    }
}
