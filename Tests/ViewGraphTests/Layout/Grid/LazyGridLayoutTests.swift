import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Lazy grids size their columns from their GridItems")
    struct LazyGridLayoutTests {
        private func lengths(_ items: [GridItem], _ width: CGFloat?) -> [CGFloat] {
            GridItem.tracks(items, across: width).map { ($0.length * 100).rounded() / 100 }
        }

        @Test(
            "A fixed column is its width whatever the room; an adaptive one beside it fits as many minimum items as the rest holds (objc.io quiz 1)"
        )
        func fixedThenAdaptive() {
            #expect(lengths([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], 200) == [70, 57, 57])
            #expect(lengths([GridItem(.fixed(60)), GridItem(.fixed(100))], 50) == [60, 100])
        }

        @Test(
            "Flexible columns are shared in order, each clamped: a first column's share leaves the second its minimum")
        func flexibleInOrder() {
            #expect(
                lengths([GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))], 300) == [146, 180])
            #expect(lengths([GridItem(.flexible(minimum: 100, maximum: 200))], 402) == [200])
            #expect(lengths([GridItem(.flexible(minimum: 100, maximum: 200))], 50) == [100])
        }

        @Test("An adaptive item holds as many minimum-width items as fit, sharing the slot (mo4tech's 5 x 53.6 in 300)")
        func adaptiveShares() {
            #expect(lengths([GridItem(.adaptive(minimum: 50, maximum: 100))], 300) == Array(repeating: 53.6, count: 5))
            #expect(
                lengths(
                    [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))],
                    300)
                    == [69, 69, 43.33, 43.33, 43.33])
            #expect(lengths([GridItem(.adaptive(minimum: 80, maximum: 90))], 402) == [90, 90, 90, 90])
        }

        @Test("With no width proposed, a flexible column takes its minimum and an adaptive one a single item")
        func noProposedWidth() {
            #expect(lengths([GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 40))], nil) == [30, 40])
        }

        @Test("Three flexible columns share the screen's width 8 points apart; a line is as tall as its tallest view")
        func threeFlexibleColumns() async {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                        Color.red.frame(height: 30)
                        Color.green.frame(height: 50)
                        Color.blue.frame(height: 10)
                        Color.yellow.frame(height: 10)
                    }
                }
            }
            let frames = host.colourFrames()
            let column = (402.0 - 16) / 3
            #expect(
                frames.prefix(3).allSatisfy { same($0.width, PixelGrid.round(column)) || abs($0.width - column) < 0.5 })
            #expect(same(frames[1].minX, PixelGrid.round(column + 8)))
            #expect(same(frames[0].midY, frames[1].midY) && same(frames[2].midY, frames[1].midY))
            // The second line starts 8 points below the first line's 50-point view.
            #expect(same(frames[3].minY, frames[1].maxY + 8))
            #expect(same(frames[3].minX, 0))
        }

        @Test("spacing: sets the gap between lines; an item's spacing the gap after its column")
        func spacings() async {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.fixed(50), spacing: 2), GridItem(.fixed(50))], spacing: 30) {
                        Color.red.frame(height: 10)
                        Color.green.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minX - frames[0].maxX, 2))
            #expect(same(frames[2].minY - frames[0].maxY, 30))
        }

        @Test("A view narrower than its column sits by its item's alignment, else by the grid's")
        func cellAlignment() async {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVGrid(
                        columns: [GridItem(.fixed(100), alignment: .trailing), GridItem(.fixed(100))],
                        alignment: .leading
                    ) {
                        Color.red.frame(width: 10, height: 10)
                        Color.green.frame(width: 10, height: 40)
                    }
                }
            }
            let frames = host.colourFrames()
            // The grid is 208 wide, centred: its first column runs from 97 to 197, its second from 205.
            #expect(same(frames[0].maxX, 197))
            #expect(same(frames[1].minX, 205))
            #expect(same(frames[0].midY, frames[1].midY))
        }

        @Test(
            "The grid lays out again at the width it took: flexible(minimum: 100) and (minimum: 180) in 300 points place 163 and 180"
        )
        func secondPass() async {
            let host = Host.recording()
            await host.launch {
                LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
                    Color.red.frame(height: 10)
                    Color.green.frame(height: 10)
                }
                .frame(width: 300)
            }
            let frames = host.colourFrames()
            #expect(frames.map(\.width) == [163, 180])
            // The grid is 334 wide, centred on the 300-point frame: it starts 17 points before it.
            #expect(same(frames[0].minX, 51 - 17))
        }

        @Test("A LazyHGrid sizes its rows from its items and fills them a column at a time")
        func horizontalGrid() async {
            let host = Host.recording()
            await host.launch {
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 4) {
                        Color.red.frame(width: 30)
                        Color.green.frame(width: 50)
                        Color.blue.frame(width: 20)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(frames.map(\.height) == [40, 60, 40])
            #expect(same(frames[1].minY - frames[0].maxY, 8))
            // The first column is 50 wide (its widest view); the next starts 4 points after it.
            #expect(same(frames[2].minX, frames[1].maxX + 4))
            #expect(same(frames[0].midX, frames[1].midX))
        }

        @Test(
            "GridItem.count takes the column count of the grid's rule: an adaptive item's own spacing counts (330 points hold 2 of minimum 100 at 20 apart, not 3)"
        )
        func countFromTheRule() {
            let items = [GridItem(.adaptive(minimum: 100), spacing: 20)]
            #expect(GridItem.count(items, across: 330) == 2)
            #expect(
                GridItem.count(items, across: 330)
                    == LazyGridLayout(items: items, axis: .vertical, alignment: .center, lineSpacing: 8).placedTracks(
                        across: 330
                    ).count)
            #expect(
                GridItem.count(
                    [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))], across: 402)
                    == GridItem.tracks(
                        [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))], across: 402
                    ).count)
        }

        @Test(
            "A lazy grid's rows are built a line of the columns its rule makes in the width offered: padded to 302 points, minimum 100 makes 2 to a line"
        )
        func lazyLinesFollowTheOfferedWidth() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(0..<12, id: \.self) { Text("Cell \($0)") }
                    }
                    .padding(50)
                }
            }
            let first = try #require(host.frame(ofText: "Cell 0"))
            let second = try #require(host.frame(ofText: "Cell 1"))
            let third = try #require(host.frame(ofText: "Cell 2"))
            #expect(same(first.minY, second.minY))
            #expect(third.minY > first.maxY)
            #expect(same(third.midX, first.midX))
        }
    }
}
