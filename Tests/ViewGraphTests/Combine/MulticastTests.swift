import Foundation
import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("One subscription for many: share() and multicast")
    struct MulticastTests {
        @Test("share() subscribes upstream once for all its subscribers; one that comes later gets only later values")
        func shareSubscribesOnce() {
            var made = 0
            let subject = PassthroughSubject<Int, Never>()
            let shared = Deferred { () -> PassthroughSubject<Int, Never> in
                made += 1
                return subject
            }.share()
            var first: [Int] = []
            var second: [Int] = []
            let a = shared.sink { first.append($0) }
            subject.send(1)
            let b = shared.sink { second.append($0) }
            subject.send(2)
            #expect(made == 1)
            #expect(first == [1, 2] && second == [2])

            a.cancel()
            b.cancel()
            subject.send(3)
            let c = shared.sink { second.append($0) }
            subject.send(4)
            #expect(made == 2)  // the last cancel disconnected; the next subscriber connects again
            #expect(first == [1, 2] && second == [2, 4])
            _ = c
        }

        @Test("A finished share gives later subscribers only the completion, as its passthrough subject does")
        func shareAfterFinish() {
            let shared = Just(5).share()
            var events: [String] = []
            let a = shared.sink(
                receiveCompletion: { _ in events.append("a done") }, receiveValue: { events.append("a \($0)") })
            let b = shared.sink(
                receiveCompletion: { _ in events.append("b done") }, receiveValue: { events.append("b \($0)") })
            #expect(events == ["a 5", "a done", "b done"])
            _ = (a, b)
        }

        @Test("multicast sends nothing until connected, then its upstream's values to every subscriber")
        func multicastConnect() {
            let source = PassthroughSubject<String, Never>()
            let multicast = source.multicast { PassthroughSubject<String, Never>() }
            var got: [String] = []
            let a = multicast.sink { got.append("a \($0)") }
            let b = multicast.sink { got.append("b \($0)") }
            source.send("early")
            let connection = multicast.connect()
            source.send("x")
            connection.cancel()
            source.send("late")
            #expect(got == ["a x", "b x"])
            _ = (a, b)
        }
    }
}
