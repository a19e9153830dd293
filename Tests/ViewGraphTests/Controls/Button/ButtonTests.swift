import Foundation
import Testing

@testable import ViewGraph

private struct IconButtons: View {
    @State private var attendees = 0
    var body: some View {
        VStack {
            Text("Attendees: \(attendees)")
            Button {
                attendees += 1
            } label: {
                Image(systemName: "plus").accessibilityLabel("Add attendee")
            }
            Button {
                attendees -= 1
            } label: {
                Image(systemName: "minus")
            }.accessibility(label: Text("Remove attendee"))
        }
    }
}

private struct Flags: View {
    @State private var picked = "none"
    var body: some View {
        VStack {
            Text("Picked: \(picked)")
            Button {
                picked = "France"
            } label: {
                Image("france")
            }
            Button {
                picked = "decoration"
            } label: {
                Image(decorative: "stripes")
            }
            Button {
                picked = "Italy"
            } label: {
                HStack {
                    Image("italy")
                    Text("Italy")
                }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Buttons")
    struct ButtonTests {
        @Test("An icon-only button is named and tapped by the accessibility label of its image or of the button")
        func iconButtons() async throws {
            let host = Host.recording()
            await host.launch { IconButtons() }
            #expect(host.screen().contains("  Button \"Add attendee\""))
            try await host.perform(.tap("Add attendee"))
            try await host.perform(.tap("Add attendee"))
            try await host.perform(.tap("Remove attendee"))
            #expect(host.screen().contains("  Text \"Attendees: 1\""))
        }

        @Test(
            "A button showing only an asset image goes by the image's name, as VoiceOver reads it; a decorative one has no name and shows its image"
        )
        func imageButtons() async throws {
            let host = Host.recording()
            await host.launch { Flags() }
            #expect(
                host.screen() == [
                    "VStack", "  Text \"Picked: none\"", "  Button \"france\"", "  Button Image \"stripes\"",
                    "  Button \"Italy\"",
                ])
            try await host.perform(.tap("france"))
            #expect(host.screen().contains("  Text \"Picked: France\""))
        }
    }
}
