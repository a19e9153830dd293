import Foundation
import Testing

@testable import ViewGraph

private struct Delayed: View {
    @State private var message = "waiting"
    var body: some View {
        let _ = Console.record("body: \(message)")
        Text(message)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    message = "done"
                }
            }
    }
}

extension EngineTests {
    @MainActor @Suite("Dispatch on virtual time")
    struct DispatchTests {
        @Test("DispatchQueue.main.asyncAfter runs on the host's clock")
        func asyncAfter() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch { Delayed() }
                try await host.wait(.seconds(1))
                #expect(Console.lines.last == "body: waiting")
                try await host.wait(.seconds(2))
            }
            #expect(lines == ["body: waiting", "body: done"])
        }
    }
}
