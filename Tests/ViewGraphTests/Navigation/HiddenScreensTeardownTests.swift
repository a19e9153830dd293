import Testing

@testable import ViewGraph

private struct StackInBranch: View {
    @State private var isLogin = false
    var body: some View {
        if !isLogin {
            Button("Login") { isLogin = true }
        } else {
            NavigationStack {
                NavigationLink("Next") {
                    Button("Logout") { isLogin = false }
                }
                .onAppear { Console.record("root appeared") }
                .onDisappear { Console.record("root disappeared") }
            }
            .onAppear { Console.record("stack appeared") }
        }
    }
}

private struct TabsInBranch: View {
    @State private var isLoggedIn = false
    var body: some View {
        if isLoggedIn {
            TabView {
                Tab("Home", systemImage: "house") {
                    Text("Home screen").onAppear { Console.record("Home") }
                }
                Tab("Other", systemImage: "star") {
                    Text("Other screen").onAppear { Console.record("Other") }
                }
                Tab("Me", systemImage: "person") {
                    Button("logOut") { isLoggedIn = false }
                        .onAppear { Console.record("Me") }
                }
            }
        } else {
            Button("logIn") { isLoggedIn = true }
                .onAppear { Console.record("LogIn") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("A container of hidden screens taken away")
    struct HiddenScreensTeardownTests {
        @Test("a navigation stack's covered root appears once more, after what replaces the stack")
        func coveredRootAppears() async throws {
            let host = Host.recording()
            await host.launch { StackInBranch() }
            try await host.perform(.tap("Login"))
            try await host.perform(.tap("Next"))
            let printed = try await Console.capture { try await host.perform(.tap("Logout")) }
            #expect(printed == ["root appeared"])
        }

        @Test("a tab view's tabs that were shown appear once more; a tab never shown does not")
        func shownTabsAppear() async throws {
            let host = Host.recording()
            await host.launch { TabsInBranch() }
            try await host.perform(.tap("logIn"))
            try await host.perform(.tap("Me"))
            let printed = try await Console.capture { try await host.perform(.tap("logOut")) }
            #expect(printed == ["LogIn", "Home"])
        }
    }
}
