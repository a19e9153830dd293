import Testing
@testable import ViewGraph

private struct Nested: View {
    @State private var showing = true
    var body: some View {
        VStack {
            Button("Toggle") { showing.toggle() }
            if showing {
                VStack {
                    Text("A").onAppear { Console.record("A") }
                    Text("B").onAppear { Console.record("B") }
                }
                .onAppear { Console.record("container") }
            }
        }
        .onAppear { Console.record("screen") }
    }
}

extension EngineTests {
@MainActor @Suite("The order in which views appear")
struct AppearOrderTests {
    @Test("A container appears after the views inside it, which appear last first")
    func containerAfterContent() async throws {
        let host = Host.recording()
        let launch = try await Console.capture { await host.launch { Nested() } }
        #expect(launch == ["B", "A", "container", "screen"])
        try await host.perform(.tap("Toggle"))
        let back = try await Console.capture { try await host.perform(.tap("Toggle")) }
        #expect(back == ["B", "A", "container"])
    }
}
}
