import Foundation
import Testing

@testable import ViewGraph

/// A style that shows the label as a button of its own and the content only while expanded.
private struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

private struct StyledDisclosure: View {
    var body: some View {
        DisclosureGroup("Details") {
            Text("Three nights")
                .onAppear { Console.record("details appeared") }
        }
        .disclosureGroupStyle(ArrowDisclosureStyle())
    }
}

extension EngineTests {
    @MainActor @Suite("Disclosure group styles")
    struct DisclosureGroupStylesTests {
        @Test("A disclosure group style of the lesson's own is the group's content, and its button opens the group")
        func customStyleDrawsTheGroup() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { StyledDisclosure() } }
            #expect(launch.isEmpty)
            #expect(host.screen() == ["DisclosureGroup \"Details\" collapsed", "  VStack", "    Button \"Details\""])
            let expand = try await Console.capture { try await host.perform(.tap("Details")) }
            #expect(expand == ["details appeared"])
            #expect(
                host.screen() == [
                    "DisclosureGroup \"Details\" expanded", "  VStack", "    Button \"Details\"",
                    "    Text \"Three nights\"",
                ])
            try await host.perform(.tap("Details"))
            #expect(host.screen() == ["DisclosureGroup \"Details\" collapsed", "  VStack", "    Button \"Details\""])
        }

        @Test("The automatic disclosure group style shows the group as it is")
        func automaticStyleKeepsTheGroup() async throws {
            let host = Host.recording()
            await host.launch {
                DisclosureGroup("Details") { Text("Three nights") }.disclosureGroupStyle(.automatic)
            }
            #expect(host.screen() == ["DisclosureGroup \"Details\" collapsed"])
            try await host.perform(.tap("Details"))
            #expect(host.screen() == ["DisclosureGroup \"Details\" expanded", "  Text \"Three nights\""])
        }
    }
}
