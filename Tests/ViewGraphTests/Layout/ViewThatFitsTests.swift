import Testing
@testable import ViewGraph

extension EngineTests {
@MainActor @Suite("ViewThatFits")
struct ViewThatFitsTests {
    @Test("The first child whose ideal width fits is chosen, and only it is on the screen")
    func firstThatFits() async {
        let host = Host.recording()
        await host.launch {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 500, height: 10)
                Color.green.frame(width: 300, height: 10)
                Color.blue.frame(width: 100, height: 10)
            }
        }
        let frames = host.colourFrames()
        #expect(frames.count == 1)
        #expect(same(frames.first?.width, 300))
    }

    @Test("In a narrower frame the next child that fits is chosen; when none fits, the last")
    func narrower() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                ViewThatFits(in: .horizontal) {
                    Text("A long label that does not fit")
                    Text("Short")
                }
                .frame(width: 80)
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)
                    Color.green.frame(width: 300, height: 10)
                }
                .frame(width: 10)
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"Short\""])
        #expect(same(host.colourFrames().first?.width, 300))
    }
}
}
