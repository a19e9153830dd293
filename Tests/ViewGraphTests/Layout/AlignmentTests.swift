import Testing

@testable import ViewGraph

extension EngineTests {
    @Test(
        "listRowSeparatorTrailing falls at a view's trailing edge unless the view sets it, so a stack aligned by it lines up trailing edges"
    )
    func listRowSeparatorTrailingGuide() async {
        let host = Host.recording()
        await host.launch {
            VStack(alignment: .listRowSeparatorTrailing) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 80, height: 10)
                Color.green.frame(width: 80, height: 10).alignmentGuide(.listRowSeparatorTrailing) { d in
                    d[.trailing] - 20
                }
            }
        }
        let frames = host.colourFrames()
        #expect(same(frames[0].maxX, frames[1].maxX))
        #expect(same(frames[2].maxX - 20, frames[1].maxX))
    }
}
