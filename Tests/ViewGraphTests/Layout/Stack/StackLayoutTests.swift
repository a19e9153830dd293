import Testing

@testable import ViewGraph

extension Host {
    /// The frames of the colours on the screen, in tree order.
    @MainActor
    func colourFrames() -> [CGRect] {
        var frames: [CGRect] = []
        graph.root?.forEachNode { node in
            if node.view is Color, let frame = node.globalFrame { frames.append(frame) }
        }
        return frames
    }
}

extension EngineTests {
    @MainActor @Suite("Stacks share their length by flexibility and priority")
    struct StackLayoutTests {
        @Test("Three colours in a row share the 402-point width equally, 8 points apart, on the pixel grid")
        func equalShares() async {
            let host = Host.recording()
            await host.launch {
                HStack {
                    Color.red
                    Color.green
                    Color.blue
                }
            }
            let third = (402.0 - 16) / 3
            let frames = host.colourFrames()
            #expect(frames.count == 3)
            #expect(
                same(frames[0].minX, 0) && same(frames[1].minX, PixelGrid.round(third + 8))
                    && same(frames[2].minX, PixelGrid.round(2 * third + 16)))
            #expect(same(frames[2].maxX, 402))
            #expect(frames.allSatisfy { $0.height == 778 && $0.minY == 62 })
        }

        @Test("A fixed child takes its width first; the flexible one gets the rest")
        func leastFlexibleFirst() async {
            let host = Host.recording()
            await host.launch {
                HStack {
                    Color.red.frame(width: 100)
                    Color.green
                }
            }
            #expect(host.colourFrames().map(\.width) == [100, 402 - 100 - 8])
        }

        @Test("A higher layoutPriority is offered the room the others do not need at their minimum")
        func priority() async {
            let host = Host.recording()
            await host.launch {
                HStack {
                    Color.red.frame(minWidth: 50)
                    Color.green.frame(minWidth: 30).layoutPriority(1)
                }
            }
            // The priority child is offered 402 - 8 - 50 and takes it; the other keeps its minimum.
            #expect(host.colourFrames().map(\.width) == [50, 344])
        }

        @Test("A column of two 50-point views is 108 tall: the default spacing is 8")
        func defaultSpacing() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    Color.red.frame(width: 50, height: 50)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minY - frames[0].maxY, 8))
            #expect(same(frames[0].minY, 62 + (778 - 108) / 2))
        }

        @Test("Explicit spacing replaces the default, zero included")
        func explicitSpacing() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(frames[1].minX == frames[0].maxX)
        }

        @Test("A column aligns its children by its alignment: leading edges meet, trailing edges meet")
        func alignment() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    VStack(alignment: .leading) {
                        Color.red.frame(width: 50, height: 10)
                        Color.blue.frame(width: 100, height: 10)
                    }
                    VStack(alignment: .trailing) {
                        Color.red.frame(width: 50, height: 10)
                        Color.blue.frame(width: 100, height: 10)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(frames[0].minX == frames[1].minX)
            #expect(frames[2].maxX == frames[3].maxX)
        }

        @Test("A row aligned to the top puts its children's tops on one line; to the bottom, their bottoms")
        func rowAlignment() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    HStack(alignment: .top) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 30)
                    }
                    HStack(alignment: .bottom) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 30)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(frames[0].minY == frames[1].minY)
            #expect(frames[2].maxY == frames[3].maxY)
        }

        @Test("A spacer pushes its neighbours to the ends of the row and is offered what they leave")
        func spacer() async {
            let host = Host.recording()
            await host.launch {
                HStack {
                    Color.red.frame(width: 50, height: 50)
                    Spacer()
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(frames[0].minX == 0)
            #expect(frames[1].maxX == 402)
        }

        @Test("A spacer's minimum length holds when the row is full")
        func spacerMinimum() async {
            let host = Host.recording()
            await host.launch {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50)
                    Spacer(minLength: 40)
                    Color.blue.frame(width: 50)
                }
                .frame(width: 100)
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minX - frames[0].maxX, 40))
        }

        @Test("A divider in a column is a line across it, one pixel thick")
        func divider() async {
            let host = Host.recording()
            await host.launch {
                VStack(spacing: 0) {
                    Color.red.frame(height: 20)
                    Divider()
                    Color.blue.frame(height: 20)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minY - frames[0].maxY, 1.0 / 3))
            #expect(host.frame { $0 is Divider }?.width == 402)
        }

        @Test("A ZStack is as big as its biggest child and centres the others on it")
        func zStack() async {
            let host = Host.recording()
            await host.launch {
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                    Color.blue.frame(width: 50, height: 50)
                }
            }
            let frames = host.colourFrames()
            #expect(frames[0].midX == frames[1].midX && frames[0].midY == frames[1].midY)
            #expect(
                host.frame {
                    $0
                        is ZStack<
                            TupleView<(ModifiedContent<Color, _FrameLayout>, ModifiedContent<Color, _FrameLayout>)>
                        >
                }?.size == CGSize(width: 100, height: 100))
        }

        @Test("An HStackLayout value lays out as an HStack does, and AnyLayout as the layout it wraps")
        func layoutsAsValues() async {
            let host = Host.recording()
            await host.launch {
                VStack {
                    HStackLayout(spacing: 10) {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                    AnyLayout(VStackLayout(spacing: 4)) {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minX - frames[0].maxX, 10))
            #expect(same(frames[3].minY - frames[2].maxY, 4))
        }
    }
}
