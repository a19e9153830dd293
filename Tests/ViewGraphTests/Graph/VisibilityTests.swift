import Testing

@testable import ViewGraph

private struct LogOutTabs: View {
    @State private var loggedIn = true
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Group {
                if loggedIn {
                    Text("Home").onAppear { Console.record("home appeared") }
                } else {
                    Text("Login").onAppear { Console.record("login appeared") }
                }
            }
            .tabItem { Text("First") }.tag(0)
            Button("Log out") { loggedIn = false }
                .tabItem { Text("Settings") }.tag(1)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Visibility")
    struct VisibilityTests {
        @Test("A view built in a tab that is not shown appears when the tab is shown again, not when it is built")
        func rebuiltTabAppearsWhenShown() async throws {
            let host = Host.recording()
            await host.launch { LogOutTabs() }
            try await host.perform(.tap("Settings"))
            let loggingOut = try await Console.capture { try await host.perform(.tap("Log out")) }
            #expect(loggingOut.isEmpty, "\(loggingOut)")
            let back = try await Console.capture { try await host.perform(.tap("First")) }
            #expect(back == ["login appeared"], "\(back)")
        }
    }
}
