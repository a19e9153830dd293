import Foundation

// Combine's operators that keep only the last value (Apple's "Selecting specific elements" topic):
// nothing goes downstream until upstream finishes; then the last value (the last that passed a
// predicate), and the finish. Upstream finishing with no such value sends the finish alone; a
// failure goes on alone and the value kept is dropped ("publishes the last element of a stream,
// after the stream finishes", Apple's `last()`).

extension Publishers {
    /// The last value upstream sends, once it finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Publishers.LastWhere(upstream: upstream, predicate: { _ in true }).receive(subscriber: subscriber)
        }
    }

    /// The last value upstream sends for which `predicate` is true, once it finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let kept = Locked<Output?>(nil)
            upstream.relay(
                to: subscriber,
                onValue: { [predicate] value, _, _ in
                    if predicate(value) { _ = kept.exchange(value) }
                },
                onCompletion: { completion, emit, finish in
                    if case .finished = completion, let last = kept.exchange(nil) { emit(last) }
                    finish(completion)
                })
        }
    }

    /// The last value upstream sends for which `predicate`, which can throw, is true, once it
    /// finishes; an error the predicate throws ends the stream with that error.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let kept = Locked<Output?>(nil)
            upstream.relay(
                to: subscriber,
                onValue: { [predicate] value, _, finish in
                    do {
                        if try predicate(value) { _ = kept.exchange(value) }
                    } catch {
                        finish(.failure(error))
                    }
                },
                onCompletion: { completion, emit, finish in
                    switch completion {
                    case .finished:
                        if let last = kept.exchange(nil) { emit(last) }
                        finish(.finished)
                    case .failure(let error): finish(.failure(error))
                    }
                })
        }
    }
}

extension Publisher {
    /// The last value, sent when this publisher finishes.
    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
    /// The last value for which `predicate` is true, sent when this publisher finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
    /// The last value for which `predicate`, which can throw, is true, sent when this publisher finishes.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
