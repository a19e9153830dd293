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

/// Nine 100-point cells in three columns, then a grid that gets a cell on a tap: on an iPhone that
/// cell is well on the screen.
private struct GridThenRows: View {
    let columns = Array(repeating: GridItem(.flexible()), count: 3)
    @State private var chosen: [String] = []
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 15) {
                    ForEach(0..<9) { Text("Cell \($0)").frame(width: 100, height: 100) }
                }
                Button("Choose") { chosen.append("Chosen") }
                LazyVGrid(columns: columns, spacing: 15) {
                    ForEach(chosen, id: \.self) { Text($0).frame(width: 100, height: 100) }
                }
            }
            .navigationTitle("Grid")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Grids")
    struct GridTests {
        @Test("The text-baseline alignments pair leading, center or trailing with the first or last baseline")
        func textBaselineAlignments() {
            #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
            #expect(Alignment.centerLastTextBaseline.vertical == .lastTextBaseline)
            #expect(Alignment.trailingFirstTextBaseline.horizontal == .trailing)
        }

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

        @Test(
            "A grid is as tall as its lines of columns, not its cells one below the other: what follows it is on the screen"
        )
        func gridHeightByLines() async throws {
            let host = Host.recording()
            await host.launch { GridThenRows() }
            try await host.perform(.tap("Choose"))
            #expect(host.screen().suffix(2) == ["  LazyVGrid", "    Text \"Chosen\""])
        }
    }
}
