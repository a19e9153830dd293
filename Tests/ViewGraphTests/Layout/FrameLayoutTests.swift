import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Frames, fixed and flexible")
    struct FrameLayoutTests {
        @Test("A fixed frame is its size whatever its content takes, and centres the content by default")
        func fixedFrameCentres() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 20, height: 20).frame(width: 200, height: 100) }
            let colour = host.frame { $0 is Color }
            #expect(same(colour, CGRect(x: 191, y: 62 + 389 - 10, width: 20, height: 20)))
        }

        @Test("A fixed frame's alignment puts the content at that corner")
        func fixedFrameAlignment() async {
            let host = Host.recording()
            await host.launch {
                Color.red.frame(width: 20, height: 20).frame(width: 200, height: 100, alignment: .bottomTrailing)
            }
            let colour = host.frame { $0 is Color }
            #expect(same(colour?.maxX, 201 + 100) && same(colour?.maxY, 62 + 389 + 50))
        }

        @Test("A frame with only a width keeps the content's height")
        func oneDimension() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(height: 30).frame(width: 100) }
            #expect(same(host.frame { $0 is Color }?.size.height, 30))
            #expect(same(host.frame { $0 is Color }?.size.width, 100))
        }

        @Test("maxWidth: .infinity takes all the width offered; offered nil, only what the content needs")
        func maxWidthInfinity() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Color.red.frame(width: 40, height: 10).frame(maxWidth: .infinity)
                    ScrollView(.horizontal) { Color.blue.frame(width: 40, height: 10).frame(maxWidth: .infinity) }
                }
            }
            var frames: [CGRect] = []
            host.graph.root?.forEachNode { node in
                if node.view is ModifiedContent<ModifiedContent<Color, _FrameLayout>, _FlexFrameLayout>,
                    let frame = node.globalFrame
                {
                    frames.append(frame)
                }
            }
            #expect(frames.count == 2)
            #expect(same(frames[0].width, 402))
            #expect(same(frames[1].width, 40))
        }

        @Test("A minimum holds against a smaller proposal; a maximum against a larger one; both clamp the proposal")
        func minimumAndMaximum() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).frame(minWidth: 60)
                    Color.green.frame(maxWidth: 50, maxHeight: 50)
                    Color.blue.frame(minWidth: 20, maxWidth: 30, minHeight: 5, maxHeight: 15)
                }
                .frame(width: 300)
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].width, 10))
            #expect(same(frames[1].width, 50) && same(frames[1].height, 50))
            #expect(same(frames[2].width, 30) && same(frames[2].height, 15))
            // The minimum frame around the 10-point colour is 60 wide.
            var minFrame: CGRect?
            host.graph.root?.forEachNode { node in
                if node.view is ModifiedContent<ModifiedContent<Color, _FrameLayout>, _FlexFrameLayout> {
                    minFrame = node.globalFrame
                }
            }
            #expect(same(minFrame?.width, 60))
        }

        @Test("An ideal size stands in for a nil proposal: fixedSize takes it")
        func idealSize() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize() }
            #expect(same(host.frame { $0 is Color }?.size.width, 120))
            #expect(same(host.frame { $0 is Color }?.size.height, 40))
        }
    }
}
