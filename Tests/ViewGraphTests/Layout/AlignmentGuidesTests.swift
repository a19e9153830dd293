import Testing

@testable import ViewGraph

private struct ThirdDown: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let thirdDown = VerticalAlignment(ThirdDown.self)
}

extension EngineTests {
    @MainActor @Suite("Alignment guides")
    struct AlignmentGuidesTests {
        @Test("alignmentGuide moves where a view's guide is: Apple's example indents the second text by 10")
        func indent() async {
            let host = Host.recording()
            await host.launch {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 50, height: 10)
                    Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { context in context[.leading] - 10
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[1].minX - frames[0].minX, 10))
        }

        @Test("A custom guide's default value lines views up: a third of the way down each")
        func customGuide() async {
            let host = Host.recording()
            await host.launch {
                HStack(alignment: .thirdDown) {
                    Color.red.frame(width: 10, height: 30)
                    Color.blue.frame(width: 10, height: 90)
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].minY + 10, frames[1].minY + 30))
        }

        @Test("Texts of different sizes in a row aligned by their first baselines share a baseline")
        func firstTextBaseline() async {
            let host = Host.recording()
            await host.launch {
                HStack(alignment: .firstTextBaseline) {
                    Text("Big").environment(\.font, .largeTitle)
                    Text("small").environment(\.font, .caption)
                }
            }
            var frames: [CGRect] = []
            var environments: [EnvironmentValues] = []
            host.graph.root?.forEachNode { node in
                if node.view is Text, let frame = node.globalFrame {
                    frames.append(frame)
                    environments.append(node.environment)
                }
            }
            let big = TextLayout(string: "Big", environment: environments[0], proposal: .unspecified)
            let small = TextLayout(string: "small", environment: environments[1], proposal: .unspecified)
            // Each frame's edges go to the nearest pixel, so the baselines meet within one pixel.
            #expect(
                abs((frames[0].minY + big.firstBaseline) - (frames[1].minY + small.firstBaseline)) <= 1
                    / PixelGrid.scale)
            #expect(!same(frames[0].minY, frames[1].minY))
        }

        @Test("A padded text keeps its baseline for the row, moved by the padding")
        func baselineThroughPadding() async {
            let host = Host.recording()
            await host.launch {
                HStack(alignment: .firstTextBaseline) {
                    Text("One").padding(.top, 30)
                    Text("Two")
                }
            }
            var frames: [CGRect] = []
            host.graph.root?.forEachNode { node in
                if node.view is Text, let frame = node.globalFrame { frames.append(frame) }
            }
            #expect(same(frames[0].minY, frames[1].minY))
        }
    }
}
