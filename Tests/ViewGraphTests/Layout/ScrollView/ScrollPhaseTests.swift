import Foundation
import Testing

@testable import ViewGraph

private struct PhaseWatcher: View {
    @State private var phase: ScrollPhase = .idle
    var body: some View {
        ScrollView {
            Text(phase.isScrolling ? "scrolling" : "at rest")
        }
        .onScrollPhaseChange { _, newPhase in phase = newPhase }
    }
}

extension EngineTests {
    @MainActor @Suite("Scroll phases")
    struct ScrollPhaseTests {
        @Test(
            "Every phase but idle is scrolling",
            arguments: [
                (ScrollPhase.idle, false), (.tracking, true), (.interacting, true), (.decelerating, true),
                (.animating, true),
            ])
        func isScrolling(phase: ScrollPhase, scrolling: Bool) {
            #expect(phase.isScrolling == scrolling)
        }

        @Test(
            "A scroll view's phase stays idle: the engine's scrolls have no finger, so onScrollPhaseChange never runs")
        func phaseStaysIdle() async throws {
            let host = Host.recording()
            await host.launch { PhaseWatcher() }
            #expect(host.screen().contains { $0.contains("Text \"at rest\"") })
            #expect(UnmodelledAPI.used.contains("onScrollPhaseChange"))
        }
    }
}
