import Foundation

// One subscription upstream for many subscribers: `share()`, and `multicast` which it is made of.
//
// As Combine's: `share()` is `multicast(subject: PassthroughSubject())` connected automatically. The
// first subscriber connects it (the upstream runs once, however many subscribers come); a subscriber
// that comes later gets only what is sent after it came, and only the completion once the upstream
// has finished; when the last subscriber cancels, the upstream is cancelled, and the next subscriber
// starts it again.

extension Publishers {
    /// A publisher that sends its upstream's events through a subject, once connected.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects to.
        public let upstream: Upstream
        /// Makes the subject, once, when it is first needed.
        public let createSubject: () -> SubjectType
        private let made = Locked<SubjectType?>(nil)

        /// A multicast of `upstream` through the subject `createSubject` makes.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            made.modify { made in
                if let subject = made { return subject }
                let subject = createSubject()
                made = subject
                return subject
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        /// Subscribes the subject to the upstream; cancelling the result cancels that subscription.
        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }

    /// A publisher that shares one subscription to its upstream among all its subscribers.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it shares.
        public let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// A share of `upstream`.
        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = Autoconnect(upstream: Multicast(upstream: upstream, createSubject: { PassthroughSubject() }))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        /// Two shares are equal when they are the same share.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// This publisher's events, sent to every subscriber from one subscription to it.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

    /// This publisher's events, sent through `subject` once connected.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: { subject })
    }

    /// This publisher's events, sent through the subject `createSubject` makes, once connected.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }
}
