import Foundation

// `buffer(size:prefetch:whenFull:)`: values kept for a subscriber that asks for them more slowly
// than they come.
//
// Combine's buffer holds up to `size` values its subscriber has not asked for yet, and when full
// drops the newest, the oldest, or fails. The engine's subscribers all take every value as it comes
// (its publishers do not count demand; see `AsyncPublisher.swift`), so a buffer here is never full:
// it passes each value on at once, in order, which is what Combine's does for `sink`, `assign` and a
// loop over `values` that is waiting.

extension Publishers {
    /// When a buffer asks its upstream for values.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Asks for enough to fill the buffer at once, and again as values leave it.
        case keepFull
        /// Asks for values as its subscriber does.
        case byRequest
    }

    /// What a full buffer does with a new value.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the value that came.
        case dropNewest
        /// Drops the value that has waited longest.
        case dropOldest
        /// Fails with the error the closure makes.
        case customError(() -> Failure)
    }

    /// A publisher that keeps up to `size` values for its subscriber.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values it keeps.
        public let upstream: Upstream
        /// How many values it keeps at most.
        public let size: Int
        /// When it asks its upstream for values.
        public let prefetch: PrefetchStrategy
        /// What it does when full.
        public let whenFull: BufferingStrategy<Failure>

        /// A buffer of `size` values of `upstream`.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relayValues(to: subscriber) { value, emit in emit(value) }
        }
    }
}

extension Publisher {
    /// This publisher's values, up to `size` of them kept until the subscriber asks for them.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
