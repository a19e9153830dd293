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

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [IO] monoqlo, "入門 SwiftUI Alignment Guide" (iOSDC Japan 2022, speakerdeck.com/monoqlo/iosdc2022):
//   an `HStack(alignment: .bottom)` of a 100 x 400 and a 150 x 200 bar, whose bottoms line up.
// - [VX] vinhnx/notes issue 462 (2021-11-03), quoting The SwiftUI Lab's "Alignment Guides": "If the
//   container is tight, the alignment parameter in the frame method will have no visual effect."
extension EngineTests.AlignmentGuidesTests {
    // MARK: - Alignment

    @Test(
        "Three stripes 60, 120 and 90 tall aligned at a third of their height: tops 20, 0 and 10 below the stack's, 120 tall ([AD] AlignmentID)"
    )
    func firstThirdAlignment() async throws {
        // [AD] AlignmentID's FirstThirdAlignment example: HStack(alignment: .firstThird, spacing: 1)
        // of heights 60, 120, 90 "align at the bottom edge of the top rectangle".
        let frames = await colours {
            HStack(alignment: .firstThird, spacing: 1) {
                Color.red.frame(width: 30, height: 60)
                Color.green.frame(width: 30, height: 120)
                Color.blue.frame(width: 30, height: 90)
            }
        }
        try #require(frames.count == 3)
        let top = frames[1].minY
        #expect(same(frames[0].minY - top, 20) && same(frames[2].minY - top, 10))
        #expect(same(frames[0].minY + 20, frames[1].minY + 40) && same(frames[2].minY + 30, frames[1].minY + 40))
        #expect(same(frames[1].minX - frames[0].maxX, 1))
    }

    @Test(
        "An alignment guide that returns 50 puts that point of the view on the column's centre line ([AD] alignmentGuide)"
    )
    func constantGuide() async throws {
        // [AD] alignmentGuide(_:computeValue:): "You can return a constant ... the HStack is offset
        // by a constant of 50 points" from the column's centre.
        let frames = await colours {
            VStack {
                Color.red.frame(width: 200, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(HorizontalAlignment.center) { _ in 50 }
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[1].minX + 50, frames[0].midX))
    }

    // MARK: - Alignment

    @Test("HStack(alignment: .bottom): a 100 x 400 and a 150 x 200 bar share the bottom line at 651 ([IO])")
    func bottomAlignedBars() async throws {
        let host = await launched {
            HStack(alignment: .bottom) {
                Color.red.frame(width: 100, height: 400)
                Color.blue.frame(width: 150, height: 200)
            }
        }
        // The row is 100 + 8 + 150 = 258 wide and 400 tall: x from (402 - 258) / 2 = 72, y from 62 + (778 - 400) / 2 = 251.
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 72, y: 251, width: 100, height: 400)))
        #expect(same(frames(of: .blue, in: host).first, CGRect(x: 180, y: 451, width: 150, height: 200)))
    }

    @Test(
        "A frame as wide as its content is tight: its trailing alignment leaves the leading-aligned column as it was ([VX])"
    )
    func tightFrameAlignment() async throws {
        let host = await launched {
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 50, height: 20)
            }
            .frame(width: 100, alignment: .trailing)
        }
        let red = try #require(frames(of: .red, in: host).first)
        let blue = try #require(frames(of: .blue, in: host).first)
        #expect(same(red.minX, 151) && same(blue.minX, 151))
    }
}
