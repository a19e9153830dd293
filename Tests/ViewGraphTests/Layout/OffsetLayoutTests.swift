import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("offset and position")
    struct OffsetLayoutTests {
        @Test("An offset moves the view and leaves its neighbours where they were")
        func offsetKeepsPlace() async {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].minX - frames[1].minX, 10))
            #expect(same(frames[1].minY - frames[0].minY, 30))
        }

        @Test("position puts the view's centre at the point, and the modified view takes all it is offered")
        func position() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 20, height: 20).position(x: 50, y: 100) }
            #expect(same(host.frame { $0 is Color }, CGRect(x: 40, y: 62 + 90, width: 20, height: 20)))
        }
    }
}
