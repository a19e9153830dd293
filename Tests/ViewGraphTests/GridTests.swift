import Testing
@testable import ViewGraph

private struct Cards: View {
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 4)]
    var body: some View {
        LazyVGrid(columns: columns, spacing: columns.first?.spacing) {
            ForEach(0..<2) { Text("Card \($0)") }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Grids")
struct GridTests {
    @Test("A grid item keeps its size, spacing and alignment, which code reads back")
    func gridItemProperties() async {
        let item = GridItem(.fixed(40), spacing: 6, alignment: .leading)
        #expect(item.spacing == 6)
        #expect(item.alignment == .leading)
        #expect(GridItem().spacing == nil)
        let host = Host.recording()
        await host.launch { Cards() }
        #expect(host.screen() == ["LazyVGrid", "  Text \"Card 0\"", "  Text \"Card 1\""])
    }
}
}
