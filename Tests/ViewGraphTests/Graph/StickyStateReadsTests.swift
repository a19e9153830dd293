import Testing

@testable import ViewGraph

/// Shows `seconds` only while `showing`; a button changes `seconds`.
private struct Sometimes: View {
    @State private var seconds = 0
    @State private var showing = true
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if showing { Text("\(seconds) s") }
            Button("Hide") { showing = false }
            Button("Tick") { seconds += 1 }
        }
    }
}

/// Never reads `seconds` in its body.
private struct Never: View {
    @State private var seconds = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Tick") { seconds += 1 }
    }
}

extension EngineTests {
    @MainActor @Suite("A view's own @State, once read")
    struct StickyStateReadsTests {
        @Test("keeps running the body after the body stops reading it")
        func readOnceStaysRead() async throws {
            let host = Host.recording()
            await host.launch { Sometimes() }
            let hidden = try await Console.capture { try await host.perform(.tap("Hide")) }
            #expect(hidden == ["Sometimes: __showing changed."])
            let tick = try await Console.capture { try await host.perform(.tap("Tick")) }
            #expect(tick == ["Sometimes: __seconds changed."])
        }

        @Test("never read, never runs the body")
        func neverRead() async throws {
            let host = Host.recording()
            await host.launch { Never() }
            let tick = try await Console.capture { try await host.perform(.tap("Tick")) }
            #expect(tick.isEmpty)
        }
    }
}
