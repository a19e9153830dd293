import Testing

@testable import ViewGraph

private struct IconControls: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button {
                count += 1
            } label: {
                Image(systemName: "plus")
            }
            Menu {
                Button("Sort") {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            Button {
                count -= 1
            } label: {
                Image(systemName: "minus")
            }.accessibilityLabel("Remove")
            Text("count \(count)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Icon-only controls on the screen")
    struct IconOnlyControlsTests {
        @Test(
            "A control with no text and no accessibility label shows its icon on its line, and is tapped by the icon's name"
        )
        func iconOnlyLine() async throws {
            let host = Host.recording()
            await host.launch { IconControls() }
            #expect(
                host.screen() == [
                    "VStack", "  Button Image \"plus\"", "  Menu Image \"ellipsis.circle\"", "  Button \"Remove\"",
                    "  Text \"count 0\"",
                ])
            try await host.perform(.tap("plus"))
            #expect(host.shows("count 1"))
            try await host.perform(.tap("ellipsis.circle"))
            #expect(host.screen().contains("  Menu Image \"ellipsis.circle\""))
            #expect(host.screen().contains("    Button \"Sort\""))
        }
    }
}
