import Foundation
import Testing

@testable import ViewGraph

private struct Clock: View {
    var body: some View {
        let _ = Console.record("clock body")
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let _ = Console.record("timeline closure")
            Text("Now")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Timeline views")
    struct TimelineViewTests {
        @Test("A periodic timeline runs its own closure once a second, not the body around it")
        func timelineTicks() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Clock() } }
            #expect(launch == ["clock body", "timeline closure"])
            let ticks = try await Console.capture { try await host.perform(.wait(.seconds(2))) }
            #expect(ticks == ["timeline closure", "timeline closure"])
        }
    }
}
