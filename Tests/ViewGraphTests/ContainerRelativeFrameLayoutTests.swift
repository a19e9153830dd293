import Testing
@testable import ViewGraph

extension EngineTests {
@MainActor @Suite("containerRelativeFrame")
struct ContainerRelativeFrameLayoutTests {
    @Test("In a horizontal scroll view a page is as wide as the scroll view; a third of it with count 3")
    func pages() async {
        let host = Host.recording()
        await host.launch {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.horizontal)
                    Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                }
            }
            .frame(height: 100)
        }
        let frames = host.colourFrames()
        #expect(same(frames[0].width, 402))
        #expect(same(frames[1].width, 134))
    }
}
}
