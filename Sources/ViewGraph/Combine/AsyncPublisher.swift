import Foundation

// A publisher's values as an async sequence: `for await value in $query.values { … }` in a `.task`.
//
// As Combine's: iterating subscribes when the loop makes its iterator (`makeAsyncIterator()`), the
// loop ends when the publisher finishes (or, for `AsyncThrowingPublisher`, throws its failure), and
// cancelling the loop's task ends the loop and cancels the subscription, so a `.task` that stops
// when its view goes stops listening too.
//
// Assumed: Combine's iterator asks for one value at a time, so a `PassthroughSubject` drops what it
// sends while the loop's body is still busy, and a `@Published` or `CurrentValueSubject` hands over
// only its latest value. The engine's publishers do not count demand (every subscriber here takes
// every value), so the iterator keeps what comes while the body runs and hands it over in order.
// The two agree whenever each value comes after the loop is waiting again, as it is when each value
// comes from its own tap or its own `wait`.

/// The values of a publisher that never fails, as an async sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Waits for the publisher's values one by one; nil once it has finished.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<UncheckedSendable<P.Output>>.AsyncIterator
        public mutating func next() async -> P.Output? { await base.next()?.value }
    }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream<UncheckedSendable<P.Output>>.makeStream()
        let subscription = PublisherValues.subscribe(
            to: publisher, yield: { continuation.yield(UncheckedSendable($0)) },
            finish: { _ in continuation.finish() })
        continuation.onTermination = { _ in subscription.value.cancel() }
        return Iterator(base: stream.makeAsyncIterator())
    }
}

/// The values of a publisher that can fail, as an async sequence that throws the failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Waits for the publisher's values one by one; nil once it has finished, and throws its failure.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<UncheckedSendable<P.Output>, Error>.AsyncIterator
        public mutating func next() async throws -> P.Output? { try await base.next()?.value }
    }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream<UncheckedSendable<P.Output>, Error>.makeStream()
        let subscription = PublisherValues.subscribe(
            to: publisher, yield: { continuation.yield(UncheckedSendable($0)) },
            finish: { completion in
                if case .failure(let error) = completion {
                    continuation.finish(throwing: error)
                } else {
                    continuation.finish()
                }
            })
        continuation.onTermination = { _ in subscription.value.cancel() }
        return Iterator(base: stream.makeAsyncIterator())
    }
}

/// The subscription behind both async sequences.
enum PublisherValues {
    static func subscribe<P: Publisher>(
        to publisher: P, yield: @escaping (P.Output) -> Void,
        finish: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) -> UncheckedSendable<AnyCancellable> {
        let sink = Subscribers.Sink<P.Output, P.Failure>(receiveCompletion: finish, receiveValue: yield)
        publisher.receive(subscriber: sink)
        return UncheckedSendable(AnyCancellable(sink))
    }
}

extension Publisher where Failure == Never {
    /// The publisher's values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The publisher's values as an async sequence that throws its failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
