import Testing

@testable import ViewGraph

private struct Sleeper: View {
    var body: some View {
        Text("Sleeping")
            .task {
                do {
                    try await Task.sleep(for: .seconds(5))
                    Console.record("finished")
                } catch {
                    Console.record("cancelled")
                }
            }
            .onDisappear { Console.record("disappeared") }
    }
}

private struct Toggling: View {
    @State private var showing = true
    var body: some View {
        VStack {
            Button("Hide") { showing = false }
            if showing { Sleeper() }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("When a .task is cancelled")
    struct TaskCancellationTests {
        @Test("after its view's onDisappear has run, not while the view is being removed")
        func cancelledAfterDisappear() async throws {
            let host = Host.recording()
            await host.launch { Toggling() }
            let hidden = try await Console.capture {
                try await host.perform(.tap("Hide"))
                try await host.perform(.wait(.seconds(1)))
            }
            #expect(hidden == ["disappeared", "cancelled"])
        }
    }
}
