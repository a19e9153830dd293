import Foundation

// NotificationCenter as SwiftUI code listens to it: as a publisher (`publisher(for:object:)`, received
// with `.onReceive`) and as an async sequence (`notifications(named:object:)`, iterated with `for await`
// in a `.task`). Posting is synchronous: each observer hears the notification before `post` returns,
// in the order they subscribed, and one that cancels (or whose task ends) hears no more.

extension NotificationCenter {
    /// A publisher of the notifications posted to a center with a name (and, if given, an object).
    public struct Publisher: ViewGraph.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The center it listens to.
        public let center: NotificationCenter
        /// The name it listens for.
        public let name: Notification.Name
        /// The object it listens for; nil for any.
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            // Erased to a closure first: the observer's block then holds no generic type of its own.
            let delivery = UncheckedSendable<(Notification) -> Void>({ _ = subscriber.receive($0) })
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                delivery.value(notification)
            }
            let observer = UncheckedSendable(token)
            let center = UncheckedSendable(self.center)
            subscriber.receive(
                subscription: SimpleSubscription {
                    center.value.removeObserver(observer.value)
                })
        }
    }

    /// A publisher that sends each notification named `name` posted here (from `object`, if given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications named `name` posted here (from `object`, if given), as an async sequence that
    /// starts listening when it is made and stops when its iteration ends or its task is cancelled.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// An async sequence of the notifications posted to a center with a name.
    /// Unchecked: Foundation declares it `Sendable`; the stream is an `AsyncStream`, and the observer it
    /// removes is only passed to `NotificationCenter.removeObserver`, which is thread-safe.
    public struct Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification
        private let stream: AsyncStream<UncheckedSendable<Notification>>

        init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
            let (stream, continuation) = AsyncStream<UncheckedSendable<Notification>>.makeStream()
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                continuation.yield(UncheckedSendable(notification))
            }
            let observer = UncheckedSendable((center, token))
            continuation.onTermination = { _ in observer.value.0.removeObserver(observer.value.1) }
            self.stream = stream
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<UncheckedSendable<Notification>>.AsyncIterator
            public mutating func next() async -> Notification? { await base.next()?.value }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: stream.makeAsyncIterator()) }
    }
}
