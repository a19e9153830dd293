import Foundation
import Testing

@testable import ViewGraph

private final class Query: ObservableObject {
    @Published var text = ""
}

private struct Failure: Error, Equatable {}

extension EngineTests {
    @MainActor @Suite("A publisher's values as an async sequence")
    struct AsyncPublisherTests {
        @Test("for await over $property.values gets the current value, then each new one")
        func publishedValues() async {
            let model = Query()
            let listening = Task { @MainActor in
                var heard: [String] = []
                for await text in model.$text.values {
                    heard.append(text)
                    if heard.count == 3 { break }
                }
                return heard
            }
            await Task.yield()
            model.text = "a"
            model.text = "b"
            #expect(await listening.value == ["", "a", "b"])
        }

        @Test("Cancelling the loop's task ends the loop and cancels its subscription, as a .task's end does")
        func cancellingEndsTheLoop() async {
            var events: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let values = subject.handleEvents(receiveCancel: { events.append("cancelled") }).values
            let listening = Task { @MainActor in
                for await value in values { events.append("got \(value)") }
                events.append("loop ended")
            }
            await Task.yield()
            subject.send(1)
            for _ in 0..<3 { await Task.yield() }
            listening.cancel()
            await listening.value
            #expect(events == ["got 1", "cancelled", "loop ended"])
        }

        @Test("The loop ends when the publisher finishes; a failing publisher's values throw its failure")
        func finishingAndFailing() async throws {
            var got: [Int] = []
            for await value in [1, 2, 3].publisher.values { got.append(value) }
            #expect(got == [1, 2, 3])

            let subject = PassthroughSubject<Int, Failure>()
            let values = subject.values
            let listening = Task { @MainActor in
                var seen: [Int] = []
                do {
                    for try await value in values { seen.append(value) }
                    return "finished \(seen)"
                } catch {
                    return "threw after \(seen)"
                }
            }
            await Task.yield()
            subject.send(7)
            subject.send(completion: .failure(Failure()))
            #expect(await listening.value == "threw after [7]")
        }
    }
}
