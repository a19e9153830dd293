import Testing
@testable import ViewGraph

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
}
}
