import Testing

@testable import ViewGraph

private struct Presenter: View {
    @State private var isShowing = false
    @State private var event = "default"
    @State private var counter = 0

    var body: some View {
        VStack {
            Button("Open") {
                counter += 1
                event = "event \(counter)"
                isShowing = true
                Console.record("action reads \(event)")
            }
        }
        .sheet(isPresented: $isShowing) {
            VStack {
                let _ = Console.record("sheet shows \(event)")
                Button("Close") { isShowing = false }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("State read during an update")
    struct StateSnapshotTests {
        @Test("a closure kept from an older body sees that body's value; an action sees the value now")
        func closureSeesItsBodysValue() async throws {
            let host = Host.recording()
            await host.launch { Presenter() }
            let first = try await Console.capture { try await host.perform(.tap("Open")) }
            #expect(first == ["action reads event 1", "sheet shows default"])
            try await host.perform(.tap("Close"))
            let second = try await Console.capture { try await host.perform(.tap("Open")) }
            #expect(second == ["action reads event 2", "sheet shows event 2"])
        }
    }
}
