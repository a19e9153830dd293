import Testing

@testable import ViewGraph

private struct Ticking: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 }
    }
}

extension EngineTests {
    @MainActor @Suite("Timer publishers")
    struct TimerPublisherTests {
        @Test("A timer publisher ticks on the host's virtual clock")
        func timerTicks() async throws {
            let host = Host.recording()
            await host.launch { Ticking() }
            try await host.perform(.wait(.seconds(3)))
            #expect(host.screen() == ["Text \"3 ticks\""])
        }
    }
}

private struct StoppingAtThree: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks) ticks").onReceive(timer) { _ in
            ticks += 1
            if ticks == 3 { timer.upstream.connect().cancel() }
        }
    }
}

extension EngineTests.TimerPublisherTests {
    @Test("Cancelling the timer's connection through upstream.connect() stops its ticks for good")
    func cancellingTheConnectionStops() async throws {
        let host = Host.recording()
        await host.launch { StoppingAtThree() }
        try await host.perform(.wait(.seconds(6)))
        #expect(host.screen() == ["Text \"3 ticks\""])
    }
}

/// A view that counts the ticks of a timer publisher of `interval` seconds.
private struct TicksOf: View {
    @State private var ticks = 0
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    init(every interval: TimeInterval) { timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect() }
    var body: some View {
        Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 }
    }
}

extension EngineTests.TimerPublisherTests {
    @Test(
        "A timer of 0 s, a negative one or NaN fires every 0.0001 s, as Foundation's does, never not at all",
        arguments: [0, -1, TimeInterval.nan])
    func shortestInterval(_ interval: TimeInterval) async throws {
        let host = Host.recording()
        await host.launch { TicksOf(every: interval) }
        try await host.perform(.wait(.milliseconds(10)))
        #expect(host.screen() == ["Text \"100 ticks\""])
    }

    @Test("A timer of infinite interval never fires, and does not trap")
    func infiniteInterval() async throws {
        let host = Host.recording()
        await host.launch { TicksOf(every: .infinity) }
        try await host.perform(.wait(.seconds(5)))
        #expect(host.screen() == ["Text \"0 ticks\""])
    }
}

@MainActor private final class Stopwatch: ObservableObject {
    @Published var seconds = 0
    private var timer = Timer()
    func start() {
        timer.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.seconds += 1 }
        }
    }
    func stop() { timer.invalidate() }
}

private struct StopwatchView: View {
    @StateObject private var watch = Stopwatch()
    var body: some View {
        VStack {
            Text("\(watch.seconds) s")
            Button("Start") { watch.start() }
            Button("Stop") { watch.stop() }
        }
    }
}

extension EngineTests.TimerPublisherTests {
    @Test(
        "Timer() is an empty timer that never fires, kept until a scheduled one replaces it; that one runs on virtual time"
    )
    func emptyTimerReplaced() async throws {
        let empty = Timer()
        empty.invalidate()
        #expect(!empty.isValid)
        let host = Host.recording()
        await host.launch { StopwatchView() }
        try await host.perform(.wait(.seconds(2)))
        #expect(host.screen().contains("  Text \"0 s\""))
        try await host.perform(.tap("Start"))
        try await host.perform(.wait(.seconds(3)))
        #expect(host.screen().contains("  Text \"3 s\""))
        try await host.perform(.tap("Stop"))
        try await host.perform(.wait(.seconds(3)))
        #expect(host.screen().contains("  Text \"3 s\""))
    }
}
