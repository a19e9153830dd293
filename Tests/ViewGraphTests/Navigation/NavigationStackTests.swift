import Testing

@testable import ViewGraph

private enum Route: Hashable { case home, login }

private struct RouteScreen: View {
    let route: Route
    @Binding var path: [Route]
    var body: some View {
        VStack {
            Text("\(route)")
            Button("Replace") { path = [.login] }
        }
        .onAppear { Console.record("\(route) appeared") }
        .onDisappear { Console.record("\(route) disappeared") }
        .task { Console.record("\(route) task") }
    }
}

private struct PathStack: View {
    @State private var path: [Route] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Go") { path = [.home, .login] }
                .navigationDestination(for: Route.self) { RouteScreen(route: $0, path: $path) }
        }
    }
}

private struct RestartableRoot: View {
    let restart: () -> Void
    var body: some View {
        NavigationLink("Next") { Button("Restart") { restart() } }
            .onAppear { Console.record("root appeared") }
    }
}

private struct RestartingStack: View {
    @State private var generation = 0
    var body: some View {
        NavigationStack {
            RestartableRoot { generation += 1 }.id(generation)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("NavigationStack")
    struct NavigationStackTests {
        @Test(
            "A path set anew with another value at a place makes a new screen: the old top disappears, then the new appears"
        )
        func replacedPathMakesANewScreen() async throws {
            let host = Host.recording()
            await host.launch { PathStack() }
            try await host.perform(.tap("Go"))
            let lines = try await Console.capture { try await host.perform(.tap("Replace")) }
            #expect(lines == ["login disappeared", "login appeared", "login task"], "\(lines)")
            #expect(host.screen().contains("  Text \"login\""))
        }

        @Test("A new .id on the stack's root takes the stack back to its root")
        func newRootIDPopsToRoot() async throws {
            let host = Host.recording()
            await host.launch { RestartingStack() }
            try await host.perform(.tap("Next"))
            let lines = try await Console.capture { try await host.perform(.tap("Restart")) }
            #expect(lines == ["root appeared"], "\(lines)")
            #expect(host.screen() == ["NavigationLink \"Next\""])
        }
    }
}
