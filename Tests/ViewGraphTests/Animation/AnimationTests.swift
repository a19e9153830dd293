import Testing

@testable import ViewGraph

private struct Dragged: View {
    @State private var lifted = false
    var body: some View {
        Color.blue
            .scaleEffect(lifted ? 1.2 : 1)
            .onAppear {
                withAnimation(.interactiveSpring) {
                    lifted = true
                } completion: {
                    Console.record("settled")
                }
            }
    }
}

extension EngineTests {
    @Test(
        "The interactiveSpring property is the spring interactiveSpring() makes with its defaults: a response of 0.15 s"
    )
    func interactiveSpringProperty() {
        #expect(Animation.interactiveSpring == .interactiveSpring())
        #expect(Animation.interactiveSpring.duration == 0.15)
        #expect(Animation.interactiveSpring != .spring)
    }

    @Test("An interactiveSpring animation completes after its 0.15-second response, not the half second of .spring")
    func interactiveSpringCompletes() async throws {
        let host = Host.recording()
        let early = try await Console.capture {
            await host.launch { Dragged() }
            try await host.perform(.wait(.seconds(0.1)))
        }
        #expect(early.isEmpty)
        let late = try await Console.capture { try await host.perform(.wait(.seconds(0.1))) }
        #expect(late == ["settled"])
    }
}

extension EngineTests {
    @Test(
        "A spring given as a Spring value (interpolatingSpring(_:), spring(_:)) is a spring animation of Spring()'s default half second"
    )
    func springValueAnimations() {
        let interpolating = Animation.interpolatingSpring(Spring(stiffness: 0.25, damping: 0.25))
        #expect(interpolating.duration == 0.5)
        #expect(interpolating == Animation.spring(.bouncy))
        #expect(interpolating != Animation.linear)
    }
}
