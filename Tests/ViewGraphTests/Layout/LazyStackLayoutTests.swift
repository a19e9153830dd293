import Testing
@testable import ViewGraph

/// A layout around one view that asks for no space around it, as a view with `ViewSpacing.zero` does.
private struct Snug: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

extension EngineTests {
@MainActor @Suite("Lazy stacks place their rows where the lazy model put them")
struct LazyStackLayoutTests {
    @Test("Rows 50 points tall stand 58 apart, and a scroll moves them by its offset: row 30 is where 30 rows down, less the offset")
    func rowsAtTheirPositions() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView { LazyVStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)").frame(height: 50) } } }
        }
        let first = try #require(host.frame(ofText: "Row 0"))
        let third = try #require(host.frame(ofText: "Row 2"))
        #expect(abs(third.minY - first.minY - 116) < 0.34)
        #expect(host.frame(ofText: "Row 40") == nil)
        try await host.perform(.scroll(.down))
        try await host.perform(.scroll(.down))
        let offset = scrollOffset(of: try #require(host.scrollViewNode())).offset
        let row30 = try #require(host.frame(ofText: "Row 30"))
        #expect(abs(Double(row30.minY) - (Double(first.minY) + 30 * 58 - offset)) < 0.34)
        // A row the scroll brought to the screen stands on it.
        #expect(row30.minY > 0 && row30.maxY < 874)
    }

    @Test("A lazy stack is as long as all its rows, built or not: the content below it starts after them")
    func lengthOfAllRows() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 50) } }
            }
        }
        let stack = try #require(host.frame { $0 is LazyVStack<ForEach<Range<Int>, Int, ModifiedContent<Color, _FrameLayout>>> })
        #expect(same(stack.height, 5000))
        #expect(host.colourFrames().count < 30)
    }

    @Test("A lazy row's items stand side by side at their positions, the stack's spacing apart")
    func horizontal() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView(.horizontal) { LazyHStack(spacing: 10) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 40, height: 40) } } }
        }
        let frames = host.colourFrames()
        #expect(frames.count > 5 && frames.count < 40)
        #expect(same(frames[1].minX - frames[0].minX, 50))
    }

    @Test("Given no spacing, a lazy stack puts between two rows the distance they prefer, as a VStack does: rows that prefer none touch", arguments: [true, false])
    func pairwiseSpacing(lazy: Bool) async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView {
                if lazy {
                    LazyVStack { ForEach(0..<40, id: \.self) { n in Snug() { Text("Row \(n)").frame(height: 50) } } }
                } else {
                    VStack { ForEach(0..<40, id: \.self) { n in Snug() { Text("Row \(n)").frame(height: 50) } } }
                }
            }
        }
        let first = try #require(host.frame(ofText: "Row 0"))
        let fifth = try #require(host.frame(ofText: "Row 4"))
        #expect(same(fifth.minY - first.minY, 200))
    }

    @Test("Given no spacing, a lazy stack's view before its rows stands the larger of the two preferences away: a text 8 points from rows that prefer none")
    func pairwiseSpacingBeforeRows() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView {
                LazyVStack(spacing: nil) {
                    Text("Header").frame(height: 50)
                    ForEach(0..<40, id: \.self) { n in Snug() { Text("Row \(n)").frame(height: 50) } }
                }
            }
        }
        let header = try #require(host.frame(ofText: "Header"))
        let first = try #require(host.frame(ofText: "Row 0"))
        let second = try #require(host.frame(ofText: "Row 1"))
        // Each text is centred in its 50-point frame: the frames are 8 apart, then touch.
        #expect(same(first.minY - header.minY, 58))
        #expect(same(second.minY - first.minY, 50))
    }

    @Test("A spacing given replaces each pair's: rows that prefer none stand 8 apart when the stack says 8")
    func givenSpacingWins() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView { LazyVStack(spacing: 8) { ForEach(0..<40, id: \.self) { n in Snug() { Text("Row \(n)").frame(height: 50) } } } }
        }
        let first = try #require(host.frame(ofText: "Row 0"))
        let second = try #require(host.frame(ofText: "Row 1"))
        #expect(same(second.minY - first.minY, 58))
    }
}
}
