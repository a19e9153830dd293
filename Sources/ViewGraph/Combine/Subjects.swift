import Foundation

// Publishers that code sends values through (subjects), and the simple publishers of one value, none,
// or an error.

/// A publisher that code sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Finishes or fails: subscribers get the completion, and no more values.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands an upstream subscription to the subject (when a subject subscribes to a publisher).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends an empty value.
    public func send() { send(()) }
}

extension Publisher {
    /// Sends this publisher's values and completion through `subject`.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}

/// The subscribers of a subject, safe to use from any thread.
final class SubscriberList<Output, Failure: Error> {
    private struct State {
        var subscribers: [Int: AnySubscriber<Output, Failure>] = [:]
        var nextID = 0
        var completion: Subscribers.Completion<Failure>?
    }
    private let state = Locked(State())

    /// How the subject completed; nil while it has not.
    var completion: Subscribers.Completion<Failure>? { state.value.completion }

    /// Adds `subscriber`; nil when the subject has already completed.
    func add(_ subscriber: AnySubscriber<Output, Failure>) -> SimpleSubscription? {
        let id = state.modify { state -> Int? in
            if state.completion != nil { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = subscriber
            return state.nextID
        }
        guard let id else { return nil }
        return SimpleSubscription { [weak self] in
            guard let self else { return }
            self.state.modify { $0.subscribers[id] = nil }
        }
    }

    /// The subscribers now, in the order they came.
    var current: [AnySubscriber<Output, Failure>] {
        state.modify { $0.subscribers.sorted { $0.key < $1.key }.map(\.value) }
    }

    func send(_ value: Output) {
        for subscriber in current { _ = subscriber.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let all = state.modify { state -> [AnySubscriber<Output, Failure>]? in
            guard state.completion == nil else { return nil }
            state.completion = completion
            defer { state.subscribers.removeAll() }
            return state.subscribers.sorted { $0.key < $1.key }.map(\.value)
        }
        guard let all else { return }
        for subscriber in all { subscriber.receive(completion: completion) }
    }
}

/// A subject that sends each value to the subscribers it has at that moment, and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    let list = SubscriberList<Output, Failure>()
    private var upstream: [Subscription] = []
    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { list.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }
    public func send(subscription: Subscription) {
        upstream.append(subscription)
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let any = AnySubscriber(subscriber)
        guard let subscription = list.add(any) else {
            subscriber.receive(subscription: SimpleSubscription())
            if let completion = list.completion { subscriber.receive(completion: completion) }
            return
        }
        subscriber.receive(subscription: subscription)
    }
}

/// A subject that keeps its latest value: a new subscriber gets it at once, then each new one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let list = SubscriberList<Output, Failure>()
    private let current: Locked<Output>
    private var upstream: [Subscription] = []

    /// A subject holding `value`.
    public init(_ value: Output) { current = Locked(value) }

    /// The latest value; setting it sends it.
    public var value: Output {
        get { current.value }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        current.modify { $0 = value }
        list.send(value)
    }
    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }
    public func send(subscription: Subscription) {
        upstream.append(subscription)
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let any = AnySubscriber(subscriber)
        guard let subscription = list.add(any) else {
            subscriber.receive(subscription: SimpleSubscription())
            if let completion = list.completion { subscriber.receive(completion: completion) }
            return
        }
        subscriber.receive(subscription: subscription)
        if !subscription.isCancelled { _ = subscriber.receive(value) }
    }
}

/// A publisher of one value, then finished.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = SimpleSubscription()
        subscriber.receive(subscription: subscription)
        guard !subscription.isCancelled else { return }
        _ = subscriber.receive(output)
        if !subscription.isCancelled { subscriber.receive(completion: .finished) }
    }
}

/// A publisher of no values: it finishes at once, or never when `completeImmediately` is false.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool
    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// An empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with `error`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure
    /// A publisher that fails with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher of `outputType` that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: SimpleSubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher that eventually sends one value, or fails: `attemptToFulfill` runs at once and calls
/// its promise once.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the work calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let result = Locked<Result<Output, Failure>?>(nil)
    private let list = SubscriberList<Output, Failure>()

    /// A future whose work `attemptToFulfill` starts now.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let first = self.result.modify { kept in
            guard kept == nil else { return false }
            kept = result
            return true
        }
        guard first else { return }
        switch result {
        case .success(let value):
            list.send(value)
            list.finish(.finished)
        case .failure(let error):
            list.finish(.failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard let result = result.value else {
            if let subscription = list.add(AnySubscriber(subscriber)) { subscriber.receive(subscription: subscription) }
            return
        }
        subscriber.receive(subscription: SimpleSubscription())
        switch result {
        case .success(let value):
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        case .failure(let error):
            subscriber.receive(completion: .failure(error))
        }
    }
}

/// A publisher made anew, by `createPublisher`, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher
    /// A publisher made by `createPublisher` for each subscriber.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publisher where Output == Never {
    // Nothing: a publisher that sends no values.
}

/// A sequence as a publisher: sends each element, then finishes.
extension Publishers {
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The elements.
        public let sequence: Elements
        /// A publisher of `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = SimpleSubscription()
            subscriber.receive(subscription: subscription)
            for element in sequence {
                if subscription.isCancelled { return }
                _ = subscriber.receive(element)
            }
            if !subscription.isCancelled { subscriber.receive(completion: .finished) }
        }
    }
}

extension Sequence {
    /// The elements as a publisher.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
