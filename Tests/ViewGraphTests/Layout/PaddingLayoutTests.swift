import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Padding")
    struct PaddingLayoutTests {
        @Test("padding() adds 16 points on each edge on iOS")
        func defaultPadding() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 50, height: 50).padding().background { Color.blue } }
            let frames = host.colourFrames()
            #expect(same(frames[1].width, 82) && same(frames[1].height, 82))
            #expect(same(frames[0].minX - frames[1].minX, 16))
        }

        @Test("Padding on some edges only, by a given length")
        func edges() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(width: 50, height: 50).padding(.leading, 10).padding(.vertical, 4).background {
                    Color.blue
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].width, 60) && same(frames[1].height, 58))
        }

        @Test("The content is offered the proposal less the padding")
        func offered() async {
            let host = Host.recording()
            await host.launch { Color.red.padding(20) }
            let colour = host.frame { $0 is Color }
            #expect(same(colour, CGRect(x: 20, y: 82, width: 362, height: 738)))
        }
    }
}

extension EngineTests {
    @Test("scenePadding and scrollEdgeEffectStyle leave frames as they were, and are listed as not modelled")
    func scenePaddingAndScrollEdgeKeepFrames() async {
        UnmodelledAPI.reset()
        let plain = Host.recording()
        await plain.launch { ScrollView { Text("Row").padding() } }
        let styled = Host.recording()
        await styled.launch {
            ScrollView { Text("Row").padding().scenePadding(.horizontal).scenePadding(.minimum, edges: .top) }
                .scrollEdgeEffectStyle(.hard, for: .top)
        }
        #expect(styled.screenWithFrames() == plain.screenWithFrames())
        #expect(UnmodelledAPI.used == ["scenePadding", "scrollEdgeEffectStyle"])
    }
}
