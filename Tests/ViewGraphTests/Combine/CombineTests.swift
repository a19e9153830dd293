import Foundation
import Testing

@testable import ViewGraph

private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var settled = ""
    @Published var ticks = 0
    private var timer: AnyCancellable?

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
            .map { $0.uppercased() }
            .assign(to: &$settled)
    }

    func startTimer() {
        timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.ticks += 1 }
    }
}

private struct SearchScreen: View {
    @StateObject private var model = SearchModel()
    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Text("Settled: \(model.settled)")
            Text("Ticks: \(model.ticks)")
            Button("Start") { model.startTimer() }
        }
    }
}

@MainActor private let pings = PassthroughSubject<String, Never>()

private struct Pinged: View {
    @State private var last = "none"
    var body: some View {
        VStack {
            Text("Last: \(last)")
            Button("Ping") { pings.send("ping") }
        }
        .onReceive(pings) { last = $0 }
    }
}

extension EngineTests {
    @MainActor @Suite("Combine")
    struct CombineTests {
        @Test("Publishers.CombineLatest and CombineLatest3 send the latest values together once each has sent one")
        func combineLatestPublishers() {
            let first = PassthroughSubject<String, Never>()
            let last = PassthroughSubject<String, Never>()
            let flag = CurrentValueSubject<Bool, Never>(false)
            var pairs: [String] = []
            var triples: [String] = []
            var bag = Set<AnyCancellable>()
            Publishers.CombineLatest(first, last).sink { pairs.append("\($0) \($1)") }.store(in: &bag)
            Publishers.CombineLatest3(first, last, flag).sink { triples.append("\($0) \($1) \($2)") }.store(in: &bag)
            first.send("Ada")
            #expect(pairs.isEmpty && triples.isEmpty)
            last.send("Lovelace")
            flag.send(true)
            #expect(pairs == ["Ada Lovelace"])
            #expect(triples == ["Ada Lovelace false", "Ada Lovelace true"])
        }

        @Test(
            "A passthrough subject sends to its subscribers until they cancel; a current-value subject starts with its value"
        )
        func subjects() {
            let subject = PassthroughSubject<Int, Never>()
            var got: [Int] = []
            let subscription = subject.sink { got.append($0) }
            subject.send(1)
            subject.send(2)
            subscription.cancel()
            subject.send(3)
            #expect(got == [1, 2])

            let current = CurrentValueSubject<String, Never>("a")
            var seen: [String] = []
            var bag = Set<AnyCancellable>()
            current.sink { seen.append($0) }.store(in: &bag)
            current.value = "b"
            current.send(completion: .finished)
            current.send("c")
            #expect(seen == ["a", "b"])
        }

        @Test("Just, sequences and the operators chain as in Combine, and completions arrive after the values")
        func operators() {
            var events: [String] = []
            _ = [1, 1, 2, 3, 3, 4].publisher
                .removeDuplicates()
                .filter { $0 != 3 }
                .scan(0, +)
                .map { "sum \($0)" }
                .sink(receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append($0) })
            #expect(events == ["sum 1", "sum 3", "sum 7", "done"])

            var merged: [Int] = []
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            let subscription = a.combineLatest(b) { $0 * $1 }.merge(with: Just(100)).sink { merged.append($0) }
            a.send(2)
            b.send(5)
            a.send(3)
            #expect(merged == [100, 10, 15])
            _ = subscription
        }

        @Test("collect() sends every value as one array when upstream finishes, and nothing before")
        func collectWaitsForTheEnd() {
            var arrays: [[Int]] = []
            var completions = 0
            let subject = PassthroughSubject<Int, Never>()
            let subscription = subject.collect().sink(
                receiveCompletion: { _ in completions += 1 }, receiveValue: { arrays.append($0) })
            subject.send(1)
            subject.send(2)
            #expect(arrays.isEmpty)
            subject.send(3)
            subject.send(completion: .finished)
            #expect(arrays == [[1, 2, 3]])
            #expect(completions == 1)
            _ = subscription
        }

        @Test(
            "handleEvents calls each closure as its event passes: the subscription, requests, values, the completion, the cancel"
        )
        func handleEventsSeesEveryEvent() {
            var events: [String] = []
            let subject = PassthroughSubject<Int, Never>()
            let subscription = subject.handleEvents(
                receiveSubscription: { _ in events.append("subscribed") },
                receiveOutput: { events.append("value \($0)") },
                receiveCompletion: { _ in events.append("finished") },
                receiveCancel: { events.append("cancelled") },
                receiveRequest: { events.append("asked for \($0 == .unlimited ? "all" : "some")") }
            )
            .sink { _ in }
            subject.send(1)
            subscription.cancel()
            subscription.cancel()
            subject.send(2)
            #expect(events == ["subscribed", "asked for all", "value 1", "cancelled"])

            events = []
            _ = Just(3).handleEvents(
                receiveOutput: { events.append("value \($0)") }, receiveCompletion: { _ in events.append("finished") }
            ).sink { _ in }
            #expect(events == ["value 3", "finished"])
        }

        @Test("buffer(size:prefetch:whenFull:) passes each value on in order, its subscriber taking every one")
        func bufferPassesValues() {
            let subject = PassthroughSubject<Int, Never>()
            var got: [Int] = []
            let subscription = subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).sink {
                got.append($0)
            }
            for value in 1...4 { subject.send(value) }
            #expect(got == [1, 2, 3, 4])
            _ = subscription
        }

        @Test("$property sends the current value, then each new one before the property changes")
        func publishedPublisher() {
            final class Model: ObservableObject { @Published var count = 0 }
            let model = Model()
            var seen: [String] = []
            let subscription = model.$count.sink { [unowned model] new in seen.append("\(new) while \(model.count)") }
            model.count = 1
            #expect(seen == ["0 while 0", "1 while 0"])
            _ = subscription
        }

        @Test("assign(to:on:) writes each value to the object's property")
        func assignOn() {
            final class Target { var text = "" }
            let target = Target()
            let subject = PassthroughSubject<String, Never>()
            let subscription = subject.assign(to: \.text, on: target)
            subject.send("hello")
            #expect(target.text == "hello")
            _ = subscription
        }

        @Test("debounce waits on the host's clock, and assign(to: &$property) updates the views that read it")
        func debounceOnVirtualTime() async throws {
            let host = Host.recording()
            await host.launch { SearchScreen() }
            try await host.perform(.type("par", into: "Search"))
            #expect(host.screen().contains("  Text \"Settled: \""))
            try await host.perform(.wait(.milliseconds(300)))
            try await host.perform(.type("is", into: "Search"))
            try await host.perform(.wait(.milliseconds(300)))
            #expect(host.screen().contains("  Text \"Settled: \""))
            try await host.perform(.wait(.milliseconds(300)))
            #expect(host.screen().contains("  Text \"Settled: PARIS\""))
        }

        @Test("A Timer publisher in a model ticks on the host's clock once connected")
        func timerInModel() async throws {
            let host = Host.recording()
            await host.launch { SearchScreen() }
            try await host.perform(.tap("Start"))
            try await host.perform(.wait(.seconds(3)))
            #expect(host.screen().contains("  Text \"Ticks: 3\""))
        }

        @Test("onReceive runs its action with each value a subject sends while the view is in the graph")
        func onReceiveSubject() async throws {
            let host = Host.recording()
            await host.launch { Pinged() }
            try await host.perform(.tap("Ping"))
            #expect(host.screen().contains("  Text \"Last: ping\""))
        }
    }
}

extension Notification.Name {
    fileprivate static let testPing = Notification.Name("CombineTests.ping")
}

private struct PingListener: View {
    @State private var heard = 0
    var body: some View {
        VStack {
            Text("Heard \(heard)")
                .onReceive(NotificationCenter.default.publisher(for: .testPing)) { _ in heard += 1 }
        }
    }
}

private struct PingHost: View {
    @State private var listening = true
    var body: some View {
        VStack {
            if listening { PingListener() }
            Button("Post") { NotificationCenter.default.post(name: .testPing, object: nil) }
            Button("Stop") { listening = false }
        }
    }
}

extension EngineTests.CombineTests {
    @Test("A notification posted reaches a publisher and an async sequence on it until the subscription ends")
    func notificationCenterDelivers() async throws {
        // The async sequence listens from when it is made, and ends when its iteration does.
        let pings = NotificationCenter.default.notifications(named: .testPing)
        let counting = Task { @MainActor in
            var count = 0
            for await _ in pings {
                count += 1
                if count == 2 { break }
            }
            return count
        }
        NotificationCenter.default.post(name: .testPing, object: nil)
        NotificationCenter.default.post(name: .testPing, object: nil)
        #expect(await counting.value == 2)

        var received: [Notification.Name] = []
        let cancellable = NotificationCenter.default.publisher(for: .testPing).sink { received.append($0.name) }
        NotificationCenter.default.post(name: .testPing, object: nil)
        #expect(received == [.testPing])
        cancellable.cancel()
        NotificationCenter.default.post(name: .testPing, object: nil)
        #expect(received.count == 1)

        let host = Host.recording()
        await host.launch { PingHost() }
        try await host.perform(.tap("Post"))
        try await host.perform(.tap("Post"))
        #expect(host.screen().contains { $0.contains("Heard 2") })
        try await host.perform(.tap("Stop"))
        try await host.perform(.tap("Post"))
        #expect(!host.screen().contains { $0.contains("Heard") })
    }
}
