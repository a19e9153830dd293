import Testing
@testable import ViewGraph

private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name): \(count)") { count += 1 }
            .onAppear { Console.record("appear \(name)") }
            .onDisappear { Console.record("disappear \(name)") }
    }
}

private struct Branches: View {
    @State private var editing = false
    var body: some View {
        VStack {
            Button("Switch") { editing.toggle() }
            if editing { Tally(name: "A") } else { Tally(name: "B") }
        }
    }
}

private struct Reidentified: View {
    @State private var version = 0
    var body: some View {
        VStack {
            Button("New id") { version += 1 }
            Tally(name: "T").id(version)
        }
    }
}

private struct Card: View {
    let city: String
    init(city: String) {
        self.city = city
        Console.record("init \(city)")
    }
    var body: some View {
        let _ = Console.record("body \(city)")
        Text(city)
    }
}

private struct Cities: View {
    @State private var short = false
    var body: some View {
        ScrollView {
            VStack {
                Toggle("Short", isOn: $short)
                ForEach(short ? ["Seattle", "Atacama"] : ["Seattle", "Vancouver", "Atacama"], id: \.self) { city in
                    Card(city: city)
                }
            }
        }
    }
}

private struct LazyCities: View {
    var body: some View {
        List(["Seattle", "Vancouver"], id: \.self) { city in
            Card(city: city)
        }
    }
}

private struct Appearing: View {
    var body: some View {
        VStack {
            ForEach(["S", "V", "P"], id: \.self) { name in
                Text(name).onAppear { Console.record("appear \(name)") }
            }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Identity and lifecycle")
struct IdentityTests {
    @Test("Each branch of an if is its own identity: switching throws state away, in iOS's order")
    func branchesHaveTheirOwnState() async throws {
        let host = Host.recording()
        await host.launch { Branches() }
        try await host.perform(.tap("B: 0"))
        #expect(host.screen().contains("  Button \"B: 1\""))
        let lines = try await Console.capture { try await host.perform(.tap("Switch")) }
        #expect(lines == ["disappear B", "appear A"])
        try await host.perform(.tap("Switch"))
        #expect(host.screen().contains("  Button \"B: 0\""))
    }

    @Test(".id(_:) with a new value makes a new view, with new state")
    func explicitIdentity() async throws {
        let host = Host.recording()
        await host.launch { Reidentified() }
        try await host.perform(.tap("T: 0"))
        let lines = try await Console.capture { try await host.perform(.tap("New id")) }
        #expect(lines == ["disappear T", "appear T"])
        #expect(host.screen().contains("  Button \"T: 0\""))
    }

    @Test("An eager ForEach makes its new rows once, then updates the old ones, then builds the new (lesson 7, steps 2 and 4)")
    func eagerRowsMadeTwice() async throws {
        let host = Host.recording()
        let launch = try await Console.capture { await host.launch { Cities() } }
        #expect(launch == ["init Seattle", "init Vancouver", "init Atacama",
                           "init Seattle", "body Seattle", "init Vancouver", "body Vancouver", "init Atacama", "body Atacama"])
        let shorter = try await Console.capture { try await host.perform(.toggle("Short")) }
        #expect(shorter == ["init Seattle", "init Atacama"])
        let longer = try await Console.capture { try await host.perform(.toggle("Short")) }
        #expect(longer == ["init Vancouver", "init Seattle", "init Atacama", "init Vancouver", "body Vancouver"])
    }

    @Test("A lazy container makes each row twice in a row (lesson 7, edge case 1)")
    func lazyRowsMadeTwice() async throws {
        let host = Host.recording()
        let launch = try await Console.capture { await host.launch { LazyCities() } }
        #expect(launch == ["init Seattle", "init Seattle", "body Seattle", "init Vancouver", "init Vancouver", "body Vancouver"])
    }

    @Test("Views built in one update appear last first (lesson 7, step 6)")
    func appearOrder() async throws {
        let host = Host.recording()
        let lines = try await Console.capture { await host.launch { Appearing() } }
        #expect(lines == ["appear P", "appear V", "appear S"])
    }
}
}
