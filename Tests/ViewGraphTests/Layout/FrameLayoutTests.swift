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

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [MU] mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift: a probe layout that
//   proposes one size to one view and prints the answer, recorded 2026-09-14 on macOS 26.6.2 with
//   Apple Swift 6.3.3 (SwiftUI's layout lives in SwiftUICore, shared by iOS and macOS; no iOS-only
//   view is measured there).
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [OM] Khoa Pham, "How to use flexible frame in SwiftUI", onmyway133.com issue #734 (2020).
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [NS] Scott James Remnant, netsplit.com/swiftui: "Secondary views", "Flexible frames",
//   "Geometry reader" (2019-2020).
// - [MJ] Majid Jabrayilov, "Frames in SwiftUI" (2021-06-02), https://swiftwithmajid.com/2021/06/02/frames-in-swiftui/.
// - [AD2] Apple's SwiftUI documentation pages beside [AD]'s: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with [AD], not as a new source.
extension EngineTests.FrameLayoutTests {
    // MARK: - Frames

    @Test("frame(width: -10) is 0 wide and logs \"Invalid frame dimension (negative or non-finite).\" ([MU] P3)")
    func negativeFixedFrame() async {
        let result = await answer(nilSize) { square().frame(width: -10) }
        #expect(result.size == CGSize(width: 0, height: 20))
        #expect(result.log.contains(invalidFrame))
    }

    @Test(
        "frame(width: .infinity) and frame(width: .nan) take the content's width, 20, and log the same warning ([MU] P3)"
    )
    func nonFiniteFixedFrame() async {
        for width in [CGFloat.infinity, .nan, -.infinity] {
            let result = await answer(nilSize) { square().frame(width: width) }
            #expect(result.size == CGSize(width: width == -.infinity ? 0 : 20, height: 20), "width \(width)")
            #expect(result.log.contains(invalidFrame), "width \(width)")
        }
    }

    @Test(
        "frame(minWidth: 40, maxWidth: 80) on a 20-point square is 80 when offered 100, 40 when offered nil ([MU] P4; [AD] frame; [OM])"
    )
    func minAndMax() async {
        // [AD] frame(minWidth:...): "If both constraints are specified in a dimension, the frame
        // unconditionally adopts the size proposed for it, clamped to the constraints."
        #expect(
            await answer(ProposedViewSize(width: 100, height: 100)) { square().frame(minWidth: 40, maxWidth: 80) }
                .size.width == 80)
        #expect(await answer(nilSize) { square().frame(minWidth: 40, maxWidth: 80) }.size.width == 40)
    }

    @Test(
        "frame(minWidth: 80, maxWidth: 40) is 80 wide and logs \"Contradictory frame constraints specified.\" ([MU] P4)"
    )
    func contradictoryMinMax() async {
        for proposal in [ProposedViewSize(width: 100, height: 100), nilSize] {
            let result = await answer(proposal) { square().frame(minWidth: 80, maxWidth: 40) }
            #expect(result.size.width == 80)
            #expect(result.log.contains(contradictory))
        }
    }

    @Test(
        "frame(minWidth: -10) offered nil is the content's 20 with no warning; frame(maxWidth: -10) offered 100 is 0 and warns ([MU] P4)"
    )
    func negativeLimits() async {
        let low = await answer(nilSize) { square().frame(minWidth: -10) }
        #expect(low.size.width == 20 && low.log.isEmpty)
        let high = await answer(ProposedViewSize(width: 100, height: 100)) { square().frame(maxWidth: -10) }
        #expect(high.size.width == 0 && high.log.contains(invalidFrame))
    }

    @Test("frame(idealWidth: 80) offered nil is 80; frame(idealWidth: -10) is 0 and warns ([MU] P4b)")
    func idealWidths() async {
        #expect(await answer(nilSize) { square().frame(idealWidth: 80) }.size.width == 80)
        let negative = await answer(nilSize) { square().frame(idealWidth: -10) }
        #expect(negative.size.width == 0 && negative.log.contains(invalidFrame))
    }

    @Test(
        "frame(maxWidth: .infinity) takes all 100 offered, and only the content's 20 when offered nil ([MU] P4c; [FG] flexible-frames)"
    )
    func maxInfinity() async {
        #expect(
            await answer(ProposedViewSize(width: 100, height: 100)) { square().frame(maxWidth: .infinity) }.size
                .width == 100)
        #expect(await answer(nilSize) { square().frame(maxWidth: .infinity) }.size.width == 20)
    }

    @Test(
        "frame(minWidth: 0, maxWidth: .infinity) takes the width offered even when the content is wider ([FG] flexible-frames)"
    )
    func zeroToInfinity() async {
        // [FG]: "If we want to unconditionally accept the proposed width (regardless of the content's
        // width), we can specify a minimum width of 0 and a maximum width of .infinity."
        #expect(
            await answer(ProposedViewSize(width: 100, height: 100)) {
                Color.red.frame(width: 500, height: 10).frame(minWidth: 0, maxWidth: .infinity)
            }.size.width == 100)
    }

    @Test(
        "frame(minWidth: 100) is at least 100 wide, and as wide as content wider than that ([FG] flexible-frames; [AD] frame)"
    )
    func minimumOnly() async {
        #expect(
            await answer(ProposedViewSize(width: 300, height: 100)) { square().frame(minWidth: 100) }.size.width
                == 100)
        #expect(
            await answer(ProposedViewSize(width: 50, height: 100)) { square().frame(minWidth: 100) }.size.width
                == 100)
        #expect(
            await answer(ProposedViewSize(width: 300, height: 100)) {
                Color.red.frame(width: 150, height: 10).frame(minWidth: 100)
            }.size.width == 150)
    }

    @Test("frame(minWidth: 60, idealWidth: 40) offered nil is 60 and warns of contradictory constraints ([MU] P4c)")
    func minAboveIdeal() async {
        let result = await answer(nilSize) { square().frame(minWidth: 60, idealWidth: 40) }
        #expect(result.size.width == 60 && result.log.contains(contradictory))
    }

    @Test(
        "frame(idealWidth: 100, maxWidth: 80) offered nil is 100 and warns of contradictory constraints ([MU] P4c)")
    func idealAboveMax() async {
        let result = await answer(nilSize) { square().frame(idealWidth: 100, maxWidth: 80) }
        #expect(result.log.contains(contradictory))
        #expect(result.size.width == 100)
    }

    @Test(
        "A frame smaller than its content keeps the content's size and centres it, overflowing ([NS] flexible frames)"
    )
    func frameSmallerThanContent() async throws {
        // [NS]: "The Image's chosen size is not overridden by the frame, and exceeds its bounds."
        let frames = await colours {
            Color.red.frame(width: 100, height: 100).frame(width: 50, height: 50).background { Color.blue }
        }
        try #require(frames.count == 2)
        #expect(same(frames[0].width, 100) && same(frames[1].width, 50))
        #expect(same(frames[0].minX, frames[1].minX - 25) && same(frames[0].minY, frames[1].minY - 25))
    }

    // MARK: - Frames and overlays

    @Test("A 100-point rectangle in a 50-point frame keeps its size and draws outside it, centred ([MJ])")
    func rectangleIgnoresSmallFrame() async throws {
        // [MJ]: "the green rectangle ignores the size proposed by the frame and draws itself outside
        // of the frame."
        let frames = await colours {
            Color.green.frame(width: 100, height: 100).frame(width: 50, height: 50).background { Color.yellow }
                .frame(width: 300, height: 300).background { Color.black }
        }
        try #require(frames.count == 3)
        #expect(same(frames[0].width, 100) && same(frames[1].width, 50) && same(frames[2].width, 300))
        #expect(same(frames[0].midX, frames[2].midX) && same(frames[0].midY, frames[2].midY))
    }

    @Test(
        "frame(height: 100) alone keeps the view's own width: a rectangle is as wide as the screen ([AD2] frame(width:height:alignment:))"
    )
    func oneDimensionFrame() async throws {
        // [AD2]: "If you only specify one of the dimensions, the resulting view assumes this view's
        // sizing behavior in the other dimension."
        let frames = await colours { Color.blue.frame(height: 100) }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 402) && same(frames[0].height, 100))
    }
}
