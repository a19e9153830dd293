import Testing

@testable import ViewGraph

/// A row with a random starting colour of its own, which prints its init and its body.
private struct ColourRow: View {
    let name: String
    @State private var hue = Double.random(in: 0...1)
    init(name: String) {
        self.name = name
        Console.record("init \(name)")
    }
    var body: some View {
        let _ = Console.record("body \(name)")
        Text(name)
    }
}

private struct SameRows: View {
    @State private var count = 0
    @State private var generation = 0
    let names = ["A", "B", "C"]
    var body: some View {
        VStack {
            Button("Count \(count)") { count += 1 }
            ForEach(names, id: \.self) { ColourRow(name: $0) }
        }
    }
}

private struct RenewedRows: View {
    @State private var generation = 0
    let names = ["A", "B"]
    var body: some View {
        VStack {
            Button("Renew") { generation += 1 }
            ForEach(names, id: \.self) { name in ColourRow(name: name).id("\(name)\(generation)") }
        }
    }
}

private struct LongList: View {
    var body: some View {
        List {
            Section {
                ForEach(0..<250, id: \.self) { ColourRow(name: "\($0)") }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("ForEach")
    struct ForEachTests {
        @Test(
            "A ForEach whose data and content did not change makes no row again when the view around it runs its body")
        func sameDataMakesNoRow() async throws {
            let host = Host.recording()
            await host.launch { SameRows() }
            let lines = try await Console.capture { try await host.perform(.tap("Count 0")) }
            #expect(lines.isEmpty, "\(lines)")
            #expect(host.screen().contains("  Button \"Count 1\""))
        }

        @Test("Rows whose .id(_:) changed are new: made, and built with fresh state")
        func changedIDsAreNewRows() async throws {
            let host = Host.recording()
            await host.launch { RenewedRows() }
            let lines = try await Console.capture { try await host.perform(.tap("Renew")) }
            #expect(lines.filter { $0.hasPrefix("body") }.sorted() == ["body A", "body B"], "\(lines)")
        }

        @Test("A list makes every row's view at launch, and runs only the bodies of the rows on the screen")
        func listMakesEveryRow() async {
            let host = Host.recording()
            let lines = await Console.capture { await host.launch { LongList() } }
            let made = Set(lines.filter { $0.hasPrefix("init ") })
            let bodies = lines.filter { $0.hasPrefix("body ") }
            #expect(made.count == 250, "\(made.count) rows made")
            #expect(!bodies.isEmpty && bodies.count < 30, "\(bodies.count) bodies")
            // The rows built come first, each made twice, one after the other.
            #expect(Array(lines.prefix(3)) == ["init 0", "init 0", "body 0"], "\(lines.prefix(3))")
        }
    }
}
