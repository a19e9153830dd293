import Testing

@testable import ViewGraph

private struct TwoCompletions: View {
    @State private var on = false
    @State private var scale = 1.0
    var body: some View {
        Color.red
            .opacity(on ? 1 : 0.5)
            .scaleEffect(scale)
            .onAppear {
                let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
                withAnimation(animation, completionCriteria: .removed) {
                    scale = 2
                } completion: {
                    Console.record("removed")
                }
                withAnimation(animation, completionCriteria: .logicallyComplete) {
                    on = true
                } completion: {
                    Console.record("logically complete")
                }
            }
    }
}

extension EngineTests {
    @MainActor @Suite("Animation completions")
    struct AnimationCompletionTests {
        @Test(
            "a completion that waits for logical completion runs at logicallyComplete(after:), one for removal at the end"
        )
        func logicalBeforeRemoved() async throws {
            let host = Host.recording()
            await host.launch { TwoCompletions() }
            let early = try await Console.capture { try await host.perform(.wait(.seconds(2))) }
            #expect(early == ["logically complete"])
            let late = try await Console.capture { try await host.perform(.wait(.seconds(4))) }
            #expect(late == ["removed"])
        }
    }
}
