import Testing

@testable import ViewGraph

private enum Pulse: CaseIterable, Equatable { case rest, grow, shrink }

private struct Pulsing: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Heart")
                .phaseAnimator(Pulse.allCases, trigger: taps) { content, phase in
                    let _ = Console.record("content \(phase)")
                    content.overlay(Text("\(phase)"))
                } animation: { phase in
                    Console.record("animation for \(phase)")
                    return phase == .grow ? .linear(duration: 1) : .easeIn(duration: 0.5)
                }
            Button("Beat") { taps += 1 }
        }
    }
}

private struct Blinking: View {
    var body: some View {
        PhaseAnimator([false, true]) { lit in
            Text(lit ? "on" : "off")
        } animation: { lit in
            Console.record("animation for \(lit)")
            return .linear(duration: 1)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Phase animators")
    struct PhaseAnimatorTests {
        @Test(
            "With a trigger, each change runs one cycle: each phase asked for its animation as it is entered, then back to the first"
        )
        func triggeredCycle() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { Pulsing() } }
            #expect(launched == ["content rest"])
            #expect(host.shows("rest"))
            let beat = try await Console.capture { try await host.perform(.tap("Beat")) }
            // The new trigger is a new value of the animator: its content is made again in the phase it
            // is in, then the cycle begins.
            #expect(beat == ["content rest", "animation for grow", "content grow"])
            #expect(host.shows("grow"))
            let rest = try await Console.capture { try await host.wait(.seconds(3)) }
            #expect(rest == ["animation for shrink", "content shrink", "animation for rest", "content rest"])
            #expect(host.shows("rest"))
            // Nothing more until the trigger changes again.
            let quiet = try await Console.capture { try await host.wait(.seconds(5)) }
            #expect(quiet.isEmpty)
        }

        @Test("Without a trigger the phases cycle for as long as the view is shown, each step as long as its animation")
        func continuousCycle() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { Blinking() } }
            #expect(launched == ["animation for true"])
            #expect(host.shows("on"))
            let later = try await Console.capture { try await host.wait(.seconds(1)) }
            #expect(later == ["animation for false"])
            #expect(host.shows("off"))
            try await host.wait(.seconds(1))
            #expect(host.shows("on"))
        }
    }
}
