import Testing

@testable import ViewGraph

private struct Tagged: View {
    let title: String
    @State private var seen = 0
    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

/// Reads `tick` only inside its `ForEach`'s row closure, in each row's explicit id.
private struct Ticking: View {
    @State private var tick = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Tick") { tick += 1 }
            ForEach(["First", "Second"], id: \.self) { title in
                Tagged(title: title).id("\(title)-\(tick)")
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("A @State read in a closure a ForEach runs")
    struct ClosureStateReadsTests {
        @Test("is a read by the body that wrote the closure: it runs, and each new row is built once")
        func rowClosureRead() async throws {
            let host = Host.recording()
            await host.launch { Ticking() }
            let tick = try await Console.capture { try await host.perform(.tap("Tick")) }
            #expect(
                tick == [
                    "Ticking: __tick changed.",
                    "Tagged: @self, @identity, __seen changed.",
                    "Tagged: @self, @identity, __seen changed.",
                ])
        }
    }
}
