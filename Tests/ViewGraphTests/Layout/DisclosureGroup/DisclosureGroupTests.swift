import Foundation
import Testing

@testable import ViewGraph

private struct Disclosure: View {
    var body: some View {
        DisclosureGroup("Details") {
            Text("Three nights")
                .onAppear { Console.record("details appeared") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Disclosure groups")
    struct DisclosureGroupTests {
        @Test("A disclosure group's content is not built until the group is expanded")
        func disclosureGroupHidesContent() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Disclosure() } }
            #expect(launch.isEmpty)
            #expect(host.screen() == ["DisclosureGroup \"Details\" collapsed"])
            let expand = try await Console.capture { try await host.perform(.tap("Details")) }
            #expect(expand == ["details appeared"])
            #expect(host.screen() == ["DisclosureGroup \"Details\" expanded", "  Text \"Three nights\""])
        }
    }
}
