import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("overlay and background")
    struct OverlayLayoutTests {
        @Test("A background is offered the content's size and does not change it")
        func backgroundTakesContentSize() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 80, height: 30).background { Color.blue } }
            let frames = host.colourFrames()
            #expect(same(frames[1], frames[0]))
        }

        @Test("An overlay smaller than the content is placed by its alignment")
        func overlayAlignment() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(width: 80, height: 30).overlay(alignment: .topTrailing) {
                    Color.blue.frame(width: 10, height: 10)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].maxX, frames[0].maxX) && same(frames[1].minY, frames[0].minY))
        }
    }
}
