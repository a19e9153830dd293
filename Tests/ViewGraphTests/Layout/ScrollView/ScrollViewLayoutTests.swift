import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Scroll views in the layout pass")
    struct ScrollViewLayoutTests {
        @Test(
            "A scroll view offers its content no height: a colour inside is 10 points tall, a fixed one its height, from the top"
        )
        func unboundedAlongItsAxis() async {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red
                        Color.blue.frame(height: 100)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 10)))
            #expect(same(frames[1].minY, 72) && same(frames[1].height, 100))
        }

        @Test("Scrolling moves the content up by the offset, and the scroll view stays where it is")
        func scrollingMovesContent() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.red.frame(height: 100) } } }
            }
            let before = try #require(host.colourFrames().first)
            try await host.perform(.scroll(.down))
            let after = try #require(host.colourFrames().first)
            let offset = CGFloat(scrollOffset(of: try #require(host.scrollViewNode())).offset)
            #expect(offset > 0)
            #expect(same(after.minY, before.minY - offset))
        }
    }
}

extension Host {
    /// The first scroll view in the tree.
    @MainActor
    func scrollViewNode() -> ViewNode? {
        var found: ViewNode?
        graph.root?.forEachNode { if found == nil, $0.view is any ScrollContainer { found = $0 } }
        return found
    }
}
