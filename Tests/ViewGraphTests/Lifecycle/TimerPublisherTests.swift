import Foundation
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
