import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("fixedSize")
    struct FixedSizeLayoutTests {
        @Test("A fixed-size text keeps its one line however narrow the frame around it; a free one wraps")
        func textKeepsItsLine() async {
            let host = Host.recording()
            let string = "A sentence long enough to wrap"
            await host.launch {
                VStack {
                    Text(string).frame(width: 60)
                    Text(string).fixedSize().frame(width: 60)
                }
            }
            var frames: [CGRect] = []
            host.graph.root?.forEachNode { node in
                if node.view is Text, let frame = node.globalFrame { frames.append(frame) }
            }
            let oneLine = TextLayout(string: string, environment: EnvironmentValues(), proposal: .unspecified).size
            #expect(frames[0].height > oneLine.height)
            #expect(same(frames[1].width, oneLine.width) && same(frames[1].height, oneLine.height))
        }

        @Test("fixedSize on one axis leaves the other to the proposal")
        func oneAxis() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(idealWidth: 30, idealHeight: 30).fixedSize(horizontal: true, vertical: false)
            }
            #expect(same(host.frame { $0 is Color }?.width, 30))
            #expect(same(host.frame { $0 is Color }?.height, 778))
        }
    }
}
