import Testing
@testable import ViewGraph

private struct Numbers: View {
    @State private var picked: Int?
    var body: some View {
        VStack {
            List(0..<3) { row in
                Button("Row \(row)") { picked = row }
            }
            List(0..<2, selection: $picked) { Text("Pick \($0)") }
            Text("Picked \(picked.map(String.init) ?? "none")")
        }
    }
}

extension EngineTests {
@MainActor @Suite("Lists")
struct ListTests {
    @Test("A list over a range of numbers has a row for each number")
    func rangeList() async throws {
        let host = Host.recording()
        await host.launch { Numbers() }
        try await host.perform(.tap("Row 2"))
        #expect(host.screen() == [
            "VStack", "  List", "    Button \"Row 0\"", "    Button \"Row 1\"", "    Button \"Row 2\"",
            "  List", "    Text \"Pick 0\"", "    Text \"Pick 1\"", "  Text \"Picked 2\"",
        ])
    }
}
}
