import Foundation
import Testing
@testable import ViewGraph

private struct ProminenceReader: View {
    @Environment(\.backgroundProminence) private var background
    var body: some View {
        Text(background == .increased ? "increased" : "standard")
    }
}

extension EngineTests {
@MainActor @Suite("Background prominence")
struct AppearanceTests {
    @Test("backgroundProminence is standard unless the environment sets it, and reaches the views below")
    func backgroundProminence() async throws {
        let host = Host.recording()
        await host.launch {
            VStack {
                ProminenceReader()
                ProminenceReader().environment(\.backgroundProminence, .increased)
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"standard\"", "  Text \"increased\""])
    }
}
}
