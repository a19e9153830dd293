import Testing

@testable import ViewGraph

private final class Theme: ObservableObject {
    @Published var accent = "blue"
}

/// A modifier with state, environment and an environment object of its own, as views have.
private struct Counted: ViewModifier {
    @State private var taps = 0
    @Environment(\.colorScheme) private var colorScheme
    @EnvironmentObject private var theme: Theme
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Taps \(taps), \(theme.accent), \(colorScheme == .light ? "light" : "dark")") { taps += 1 }
        }
    }
}

private struct Screen: View {
    @StateObject private var theme = Theme()
    var body: some View {
        VStack {
            Text("First").modifier(Counted())
            Text("Second").modifier(Counted())
            Button("Red") { theme.accent = "red" }
        }
        .environmentObject(theme)
    }
}

extension EngineTests {
    @MainActor @Suite("View modifiers of the lesson's own")
    struct ViewModifierTests {
        @Test(
            "A modifier's @State is its own, kept per place it is applied; its @Environment and @EnvironmentObject are read from above"
        )
        func modifierDynamicProperties() async throws {
            let host = Host.recording()
            await host.launch { Screen() }
            try await host.perform(.tap("Taps 0, blue, light #2"))
            try await host.perform(.tap("Red"))
            #expect(
                host.screen() == [
                    "VStack",
                    "  VStack", "    Text \"First\"", "    Button \"Taps 0, red, light\"",
                    "  VStack", "    Text \"Second\"", "    Button \"Taps 1, red, light\"",
                    "  Button \"Red\"",
                ])
        }
    }
}
