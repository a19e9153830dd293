import Testing

@testable import ViewGraph

private struct Logged<Content: View>: View {
    let name: String
    @ViewBuilder let content: Content
    var body: some View {
        content
            .onAppear { Console.record("\(name) appeared") }
            .onDisappear { Console.record("\(name) disappeared") }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

private struct Stack: View {
    var body: some View {
        NavigationStack {
            Logged(name: "list") {
                VStack {
                    Counter()
                    NavigationLink("Seattle") { Logged(name: "detail") { Text("Seattle's trip") } }
                }
            }
        }
    }
}

private struct PathStack: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            Logged(name: "list") {
                VStack {
                    Button("Open two") { path = ["A", "B"] }
                }
            }
            .navigationDestination(for: String.self) { name in
                Logged(name: name) {
                    Button("Home") { path = [] }
                }
            }
        }
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Logged(name: "trips tab") { Counter() }
                .tabItem { Text("Trips") }
            Logged(name: "map tab") { Text("Map") }
                .tabItem { Text("Map") }
        }
    }
}

extension EngineTests {
    @Test(
        "A push shows the new screen, then the one below disappears; going back reverses it, and the state below is kept"
    )
    func navigationCoversAndUncovers() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Stack() } }
        #expect(launch == ["list appeared"])
        try await host.perform(.tap("Count: 0"))
        let push = try await Console.capture { try await host.perform(.tap("Seattle")) }
        #expect(push == ["detail appeared", "list disappeared"])
        #expect(host.screen().contains("Text \"Seattle's trip\""))
        #expect(!host.screen().contains { $0.contains("Count") })
        let pop = try await Console.capture { try await host.perform(.back) }
        #expect(pop == ["list appeared", "detail disappeared"])
        #expect(host.screen().contains { $0.contains("Button \"Count: 1\"") })
    }

    @Test("Popping two screens at once: each disappears once, the covered one is not told again")
    func pathPopsSeveral() async throws {
        let host = Host.recording()
        await host.launch { PathStack() }
        let push = try await Console.capture { try await host.perform(.tap("Open two")) }
        #expect(push.last == "list disappeared")
        #expect(push.filter { $0 == "B appeared" }.count == 1)
        let home = try await Console.capture { try await host.perform(.tap("Home")) }
        #expect(home.first == "list appeared")
        #expect(
            home.filter { $0.hasSuffix("disappeared") }.sorted() == ["A disappeared", "B disappeared"].sorted()
                || home.filter { $0.hasSuffix("disappeared") } == ["B disappeared"])
        #expect(!home.contains("list disappeared"))
    }

    @Test("Switching tabs: the new tab appears, the old one disappears and keeps its state")
    func tabsAppearAndDisappear() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Tabs() } }
        #expect(launch == ["trips tab appeared"])
        try await host.perform(.tap("Count: 0"))
        let toMap = try await Console.capture { try await host.perform(.tap("Map")) }
        #expect(toMap == ["map tab appeared", "trips tab disappeared"])
        let back = try await Console.capture { try await host.perform(.tap("Trips")) }
        #expect(back == ["trips tab appeared", "map tab disappeared"])
        #expect(host.screen().contains { $0.contains("Count: 1") })
    }
}
