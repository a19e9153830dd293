import Testing

@testable import ViewGraph

private struct SettingsLabel: View {
    let text: String
    var body: some View { Text(text) }
}

private struct About: View {
    var body: some View {
        GroupBox(label: SettingsLabel(text: "Fructus")) {
            Text("Version 1.0")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Group boxes")
    struct GroupBoxTests {
        @Test("A group box labelled by a view given as a value (the deprecated form) is titled by that view's text")
        func labelAsValue() async {
            let host = Host.recording()
            await host.launch { About() }
            #expect(host.screen() == ["GroupBox \"Fructus\"", "  Text \"Version 1.0\""])
        }
    }
}
