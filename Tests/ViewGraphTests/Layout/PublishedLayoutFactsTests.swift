import Testing

@testable import ViewGraph

// Published layout facts: sizes and positions people measured on Apple's SwiftUI and wrote down,
// each reproduced by a small program of our own and asserted against the engine. Each test says
// where the figure was published, when, and what was measured. Sources, by the letter the tests
// cite them by:
//
// - [MU] mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift: a probe layout that
//   proposes one size to one view and prints the answer, recorded 2026-09-14 on macOS 26.6.2 with
//   Apple Swift 6.3.3 (SwiftUI's layout lives in SwiftUICore, shared by iOS and macOS; no iOS-only
//   view is measured there).
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [OB] Ole Begemann, "How the relative size modifier interacts with stack views", oleb.net
//   (2023): an HStack(spacing: 10) 620 points wide, measured.
// - [NS] Scott James Remnant, netsplit.com/swiftui: "Secondary views", "Flexible frames",
//   "Geometry reader" (2019-2020).
// - [FS] Fatbobman, "What does spacing = nil mean in SwiftUI?" (fatbobman.com, 2024).
// - [FV] Fatbobman, "Mastering ViewThatFits" (fatbobman.com, 2023).
// - [SO] Stack Overflow question 79289480, "Which rules does VStack use to allocate space between
//   subviews?" (2024-12), mirrored at coderapp.vercel.app/answer/79289480.
// - [OM] Khoa Pham, "How to use flexible frame in SwiftUI", onmyway133.com issue #734 (2020).
// - [ST] objc.io Swift Talk #318, "Inspecting SwiftUI's layout process" (2022).
// - [WW] WWDC22 "Compose custom layouts with SwiftUI" (Apple, 2022).

/// What the probe's child answered last.
@MainActor
enum ProbeAnswers {
    static var size: CGSize?
    static var proposals: [ProposedViewSize] = []
}

/// Proposes `proposal` to its one subview, keeps its answer, and places it at its own origin.
struct Ask: Layout {
    let proposal: ProposedViewSize
    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews[0].sizeThatFits(proposal)
        MainActor.assumeIsolated { ProbeAnswers.size = size }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Records every proposal it is asked, and answers as its one child does.
private struct Listening: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { ProbeAnswers.proposals.append(proposal) }
        return subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Offers its child a fraction of the width it is offered ([OB]'s situation, in our own words).
private struct PartWidth: Layout {
    let fraction: CGFloat
    private func part(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { $0 * fraction }, height: proposal.height)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(part(proposal))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: part(proposal))
    }
}

/// A view that keeps a count, to see whether a layout change keeps its state.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct Switching: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack {
            layout {
                Counter()
                Color.red.frame(width: 20, height: 20)
            }
            Button("Switch") { vertical.toggle() }
        }
    }
}

private struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

/// The 20-point square most of [MU]'s probes measure.
@MainActor
func square() -> some View { Rectangle().frame(width: 20, height: 20) }

/// The size `content` answers `proposal`, and what the host logged while laying it out.
@MainActor
func answer<Content: View>(_ proposal: ProposedViewSize, @ViewBuilder _ content: @escaping () -> Content) async -> (
    size: CGSize, log: [String]
) {
    ProbeAnswers.size = nil
    let host = Host.recording()
    // Built in the root's body, as a program's views are, so a warning goes to this host.
    await host.launch { Ask(proposal: proposal) { content() } }
    return (ProbeAnswers.size ?? CGSize(width: -999, height: -999), host.logLines)
}

/// The frames of the colours `content` puts on the screen, in tree order.
@MainActor
func colours<Content: View>(@ViewBuilder _ content: @escaping () -> Content) async -> [CGRect] {
    let host = Host.recording()
    await host.launch { content() }
    return host.colourFrames()
}

private let nilSize = ProposedViewSize(width: nil, height: nil)
private let invalidFrame = "Invalid frame dimension (negative or non-finite)."
private let contradictory = "Contradictory frame constraints specified."

extension EngineTests {
    @MainActor @Suite("Published layout facts: proposals and frames")
    struct PublishedLayoutFactsTests {
        // MARK: - What built-in views answer

        @Test(
            "A colour takes any proposal: 50x60 gives 50x60, zero gives 0x0, infinity gives infinity ([AD] ProposedViewSize; [MU] P6)"
        )
        func colourAnswers() async {
            // [AD]: "The zero proposal; the view responds with its minimum size. The infinity proposal;
            // the view responds with its maximum size." [MU] P6: Color offered 50x60 -> 50x60, .zero -> 0x0,
            // .infinity -> inf x inf.
            #expect(
                await answer(ProposedViewSize(width: 50, height: 60)) { Color.red }.size
                    == CGSize(width: 50, height: 60))
            #expect(await answer(.zero) { Color.red }.size == .zero)
            #expect(await answer(.infinity) { Color.red }.size == CGSize(width: CGFloat.infinity, height: .infinity))
        }

        @Test("A shape's ideal size is 10x10: Rectangle().fixedSize() is 10x10 ([FG] ideal-size; [MU] P8b)")
        func shapeIdealSize() async {
            // [FG] ideal-size: "All the built-in shapes have an ideal size of 10x10." [MU] P8b: a Color
            // with aspectRatio(2, .fit) offered nil x nil answers 10.0x10.0.
            #expect(await answer(.unspecified) { Rectangle() }.size == CGSize(width: 10, height: 10))
            #expect(
                await answer(ProposedViewSize(width: 300, height: 300)) { Rectangle().fixedSize() }.size
                    == CGSize(width: 10, height: 10))
            #expect(await answer(.unspecified) { Color.red }.size == CGSize(width: 10, height: 10))
        }

        @Test(
            "An ideal width and height stand in for a nil proposal only: fixedSize gives 100x40, a proposal of 300x200 gives 300x200 ([FG] ideal-size)"
        )
        func idealFrame() async {
            // [FG] ideal-size: RoundedRectangle with frame(idealWidth: 100, idealHeight: 40).fixedSize()
            // renders at 100x40; without fixedSize it fits itself into the proposed space.
            #expect(
                await answer(ProposedViewSize(width: 300, height: 200)) {
                    RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40).fixedSize()
                }.size == CGSize(width: 100, height: 40))
            #expect(
                await answer(ProposedViewSize(width: 300, height: 200)) {
                    RoundedRectangle(cornerRadius: 5).frame(idealWidth: 100, idealHeight: 40)
                }.size == CGSize(width: 300, height: 200))
        }

        // MARK: - Stacks and spacing

        @Test("HStack(spacing: 10) of two 20-point squares is 50x20 ([MU] P1 control)")
        func stackSpacing() async {
            #expect(
                await answer(nilSize) {
                    HStack(spacing: 10) {
                        square()
                        square()
                    }
                }.size == CGSize(width: 50, height: 20))
        }

        @Test(
            "Negative spacing overlaps the children: HStack(spacing: -10) is 30x20, VStack(spacing: -10) 20x30 ([MU] P1)"
        )
        func negativeSpacing() async {
            #expect(
                await answer(nilSize) {
                    HStack(spacing: -10) {
                        square()
                        square()
                    }
                }.size == CGSize(width: 30, height: 20))
            #expect(
                await answer(nilSize) {
                    VStack(spacing: -10) {
                        square()
                        square()
                    }
                }.size == CGSize(width: 20, height: 30))
        }

        @Test(
            "Spacing larger than the children makes a negative width, unclamped: HStack(spacing: -100) answers -60x20 ([MU] P1)"
        )
        func negativeStackWidth() async {
            #expect(
                await answer(nilSize) {
                    HStack(spacing: -100) {
                        square()
                        square()
                    }
                }.size == CGSize(width: -60, height: 20))
            #expect(
                await answer(ProposedViewSize(width: 50, height: 20)) {
                    HStack(spacing: -100) {
                        square()
                        square()
                    }
                }.size == CGSize(width: -60, height: 20))
        }

        @Test("Three 150x30 rectangles in a VStack are 8 points apart by default: 106 tall ([FS])")
        func defaultSpacingBetweenShapes() async {
            // [FS]: "in a VStack, if the spacing parameter is ... nil ..., the spacing is typically about 8"
            // between three 150x30 rectangles.
            let shape = { Rectangle().frame(width: 150, height: 30) }
            #expect(
                await answer(nilSize) {
                    VStack {
                        shape()
                        shape()
                        shape()
                    }
                }.size == CGSize(width: 150, height: 106))
        }

        @Test(
            "A Spacer between two squares in HStack(spacing: 0): minLength 30 gives 70, the default gives 48, minLength -30 gives 10 ([MU] P5)"
        )
        func spacerMinimum() async {
            #expect(
                await answer(nilSize) {
                    HStack(spacing: 0) {
                        square()
                        Spacer(minLength: 30)
                        square()
                    }
                }.size.width == 70)
            #expect(
                await answer(nilSize) {
                    HStack(spacing: 0) {
                        square()
                        Spacer()
                        square()
                    }
                }.size.width == 48)
            #expect(
                await answer(nilSize) {
                    HStack(spacing: 0) {
                        square()
                        Spacer(minLength: -30)
                        square()
                    }
                }.size.width == 10)
        }

        @Test(
            "With a Spacer the stack takes the whole width offered, and pushes the square to the trailing edge ([AD] Spacer)"
        )
        func spacerPushes() async throws {
            // [AD] Spacer: a spacer "expands as much as the stack allows, moving sibling views out of the
            // way"; a stack containing one "takes as much horizontal space as the parent view allows".
            let frames = await colours {
                HStack {
                    Spacer()
                    Color.red.frame(width: 50, height: 50)
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].maxX, 402) && same(frames[0].width, 50))
        }

        @Test("Two frames of maxHeight .infinity in VStack(spacing: 0) split the column in half ([SO] 79289480)")
        func infiniteFramesSplitEvenly() async throws {
            // [SO]: two inner VStacks each with frame(maxWidth: .infinity, maxHeight: .infinity) each
            // take 50% of the screen's height. Here the safe area's 778 points: 389 each.
            let frames = await colours {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity)
                    Color.blue.frame(width: 10, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            try #require(frames.count == 2)
            // Each colour is centred in its half, on the pixel grid (a third of a point at most).
            #expect(abs(frames[0].midY - (62 + 389 / 2)) < 0.34 && abs(frames[1].midY - (62 + 389 + 389 / 2)) < 0.34)
        }

        @Test("Two flexible 80-point children offered 100 share it 50/50 ([MU] P7 control0)")
        func flexibleShareEvenly() async {
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(idealWidth: 80, maxWidth: 80).frame(height: 10)
                    Color.blue.frame(idealWidth: 80, maxWidth: 80).frame(height: 10)
                }
                .frame(width: 100)
            }
            #expect(frames.map(\.width) == [50, 50])
        }

        @Test(
            "A layoutPriority of 1, or of infinity, gives the first child 80 of 100; a priority of -1 gives it 20 ([MU] P7, P7b; [AD] layoutPriority)"
        )
        func priorityOrder() async {
            // [AD] layoutPriority: "A parent layout offers the child views with the highest layout priority
            // all the space offered to the parent minus the minimum space required for all its
            // lower-priority children." [MU] P7: priority(1) -> 80/20, priority(.infinity) -> 80/20,
            // priority(-1) -> 20/80.
            for (priority, widths): (Double, [CGFloat]) in [
                (1, [80, 20]), (.infinity, [80, 20]), (-1, [20, 80]), (-.infinity, [20, 80]),
            ] {
                let frames = await colours {
                    HStack(spacing: 0) {
                        Color.red.frame(idealWidth: 80, maxWidth: 80).frame(height: 10).layoutPriority(priority)
                        Color.blue.frame(idealWidth: 80, maxWidth: 80).frame(height: 10)
                    }
                    .frame(width: 100)
                }
                #expect(frames.map(\.width) == widths, "priority \(priority)")
            }
        }

        @Test(
            "The least flexible child is offered its share first: Color, a frame of at most 50, Color in 300 points are 125, 50, 125 ([FG] hstack)"
        )
        func leastFlexibleFirst() async {
            // [FG] hstack: "Stacks always start by ordering their children according to flexibility ...
            // the difference between the widest and narrowest possible width." The narrow one is offered
            // 300 / 3 = 100 and takes 50; the other two share the 250 left.
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red
                    Color.green.frame(maxWidth: 50)
                    Color.blue
                }.frame(width: 300, height: 10)
            }
            #expect(frames.map(\.width) == [125, 50, 125])
        }

        @Test("A child offered half its share, first in an HStack(spacing: 10) of 620: 100, 250, 250 ([OB])")
        func halfShareFirst() async {
            // [OB]: "the stack proposes one third of the available space to its first child ... The
            // modifier then halves this value"; the two others become wider than a third.
            let frames = await colours {
                HStack(spacing: 10) {
                    PartWidth(fraction: 0.5) { Color.blue }
                    Color.green
                    Color.yellow
                }.frame(width: 620, height: 80)
            }
            #expect(frames.map(\.width) == [100, 250, 250])
        }

        @Test("The same child in the middle: 200, 100, 300, the last wider than the first ([OB])")
        func halfShareMiddle() async {
            // [OB]: "(620 - 20) / 3 = 200 ... the yellow view ends up being wider than the blue one".
            let frames = await colours {
                HStack(spacing: 10) {
                    Color.blue
                    PartWidth(fraction: 0.5) { Color.green }
                    Color.yellow
                }.frame(width: 620, height: 80)
            }
            #expect(frames.map(\.width) == [200, 100, 300])
        }

        @Test(
            "In an HStack a custom layout is asked its width at zero and at infinity, at one height ([AD] Layout.sizeThatFits; [ST])"
        )
        func stackProbesFlexibility() async {
            // [AD] sizeThatFits: "a horizontal stack might propose a fixed height and an infinite width,
            // and then the same height with a zero width."
            ProbeAnswers.proposals = []
            let host = Host.recording()
            await host.launch {
                HStack {
                    Listening { Color.red }
                    Color.blue.frame(width: 50)
                }.frame(height: 100)
            }
            let widths = ProbeAnswers.proposals.filter { $0.height == 100 }.compactMap(\.width)
            #expect(widths.contains(0) && widths.contains(.infinity))
        }

        // MARK: - Padding

        @Test("padding(5) on a 20-point square is 30x30; padding(-5) is 10x10; padding(-15) clamps to 0x0 ([MU] P2)")
        func paddingSizes() async {
            #expect(await answer(nilSize) { square().padding(5) }.size == CGSize(width: 30, height: 30))
            #expect(await answer(nilSize) { square().padding(-5) }.size == CGSize(width: 10, height: 10))
            #expect(await answer(nilSize) { square().padding(-15) }.size == .zero)
        }

        @Test(
            "A colour padded by 60 offered 100x100 is 120x120 (its own proposal stops at zero); padded by -5 it is 100x100 ([MU] P2)"
        )
        func paddingProposals() async {
            #expect(
                await answer(ProposedViewSize(width: 100, height: 100)) { Color.red.padding(60) }.size
                    == CGSize(width: 120, height: 120))
            #expect(
                await answer(ProposedViewSize(width: 100, height: 100)) { Color.red.padding(-5) }.size
                    == CGSize(width: 100, height: 100))
        }

        @Test(
            "Negative padding places its child at its own size, 5 points up and left of the padding's origin ([MU] P2b)"
        )
        func negativePaddingPlacement() async throws {
            // [MU] P2b: padding(-5) placed at (200, 200) places its 20x20 child at (195, 195, 20, 20).
            let frames = await colours { Color.red.frame(width: 20, height: 20).padding(-5).background { Color.blue } }
            try #require(frames.count == 2)
            #expect(same(frames[0].width, 20) && same(frames[1].width, 10))
            #expect(same(frames[0].minX, frames[1].minX - 5) && same(frames[0].minY, frames[1].minY - 5))
        }

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

        // MARK: - Aspect ratio

        @Test(
            "Color.aspectRatio(2, .fit) is 100x50 offered 100x80 and offered 100 x nil; .fill offered 100x80 is 160x80 ([MU] P8, P8b)"
        )
        func aspectRatioSizes() async {
            #expect(
                await answer(ProposedViewSize(width: 100, height: 80)) { Color.red.aspectRatio(2, contentMode: .fit) }
                    .size == CGSize(width: 100, height: 50))
            #expect(
                await answer(ProposedViewSize(width: 100, height: nil)) { Color.red.aspectRatio(2, contentMode: .fit) }
                    .size == CGSize(width: 100, height: 50))
            #expect(
                await answer(ProposedViewSize(width: 100, height: 80)) { Color.red.aspectRatio(2, contentMode: .fill) }
                    .size == CGSize(width: 160, height: 80))
            #expect(
                await answer(nilSize) { Color.red.aspectRatio(2, contentMode: .fit) }.size
                    == CGSize(width: 10, height: 10))
        }

        @Test(
            "aspectRatio changes only the proposal: a fixed 50x20 view with aspectRatio(1) still reports 50x20 ([FG] aspect-ratio)"
        )
        func aspectRatioReportsChild() async {
            // [FG] aspect-ratio: "the aspect ratio modifier only changes the proposal ... it directly
            // reports its child's size".
            #expect(
                await answer(ProposedViewSize(width: 300, height: 300)) {
                    Color.red.frame(width: 50, height: 20).aspectRatio(1, contentMode: .fit)
                }.size == CGSize(width: 50, height: 20))
            #expect(
                await answer(ProposedViewSize(width: 320, height: 320)) {
                    Color.red.aspectRatio(16 / 9, contentMode: .fit)
                }.size == CGSize(width: 320, height: 180))
        }

        // MARK: - Secondary views and readers

        @Test("A background is offered the size of the view it is on ([NS] secondary views; [FG] geometry-reader)")
        func backgroundProposal() async throws {
            // [NS]: "the proposed size for the secondary view is the size chosen by the view it's attached to".
            let frames = await colours { Color.red.frame(width: 50, height: 30).background { Color.blue } }
            try #require(frames.count == 2)
            #expect(same(frames[1], frames[0]))
        }

        @Test(
            "A background larger than its view leaves the view's frame alone and is centred on it ([NS] secondary views)"
        )
        func largerBackground() async throws {
            // [NS]: "how does that affect the frame of the child it's attached to? ... it doesn't".
            let frames = await colours {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).background(Color.blue.frame(width: 100, height: 100))
                    Color.green.frame(width: 10, height: 10)
                }
            }
            try #require(frames.count == 3)
            #expect(same(frames[2].minX, frames[0].maxX))
            #expect(same(frames[1].minX, frames[0].minX - 25) && same(frames[1].width, 100))
        }

        @Test(
            "A GeometryReader takes the size offered and puts its content at its top-leading corner ([FG] geometry-reader; [NS] geometry reader)"
        )
        func readerTopLeading() async throws {
            // [FG]: "the geometry reader accepts the proposed size ... places its contents at the
            // top-leading corner." [NS]: "it always returns the proposed size from the parent as its own size".
            let frames = await colours {
                GeometryReader { _ in Color.red.frame(width: 50, height: 50) }
                    .frame(width: 200, height: 100)
                    .background { Color.blue }
            }
            try #require(frames.count == 2)
            #expect(same(frames[0].minX, frames[1].minX) && same(frames[0].minY, frames[1].minY))
            #expect(same(frames[1].width, 200) && same(frames[1].height, 100))
        }

        @Test(
            "A vertical ScrollView offers its content no height: a colour in it is 10 tall, as wide as offered ([FG] scrollview)"
        )
        func scrollViewOffersNilHeight() async throws {
            // [FG] scrollview: "it proposes nil for the height to its children. In other words, it tells
            // its children to become their ideal height."
            let frames = await colours { ScrollView { Color.red } }
            try #require(frames.count == 1)
            #expect(same(frames[0].height, 10) && same(frames[0].width, 402))
        }

        @Test("A vertical ScrollView is as tall as offered, and as wide as its content ([FG] scrollview)")
        func scrollViewWidth() async {
            // [FG] scrollview: "While a vertical scroll view accepts the proposed height unconditionally,
            // it only becomes as wide as the width of its contents."
            let result = await answer(ProposedViewSize(width: 300, height: 500)) {
                ScrollView { Color.red.frame(width: 100, height: 50) }
            }
            #expect(result.size.height == 500)
            #expect(result.size.width == 100)
        }

        @Test(
            "A vertical ScrollView offers its content the width it was offered, and is never wider than that ([FG] scrollview)"
        )
        func scrollViewOffersItsProposedWidth() async {
            // [FG] scrollview: "a vertical scroll passes on its own proposed width". Content wider than
            // the proposal leaves the scroll view as wide as offered; content that fills it fills it.
            ProbeAnswers.proposals = []
            let wide = await answer(ProposedViewSize(width: 300, height: 500)) {
                ScrollView { Color.red.frame(width: 400, height: 50) }
            }
            #expect(wide.size == CGSize(width: 300, height: 500))
            let filling = await answer(ProposedViewSize(width: 300, height: 500)) {
                ScrollView { Listening { Color.red } }
            }
            #expect(filling.size == CGSize(width: 300, height: 500))
            #expect(ProbeAnswers.proposals.contains(ProposedViewSize(width: 300, height: nil)))
            #expect(!ProbeAnswers.proposals.contains { $0.height != nil || $0.width != 300 })
        }

        @Test(
            "A horizontal ScrollView is as wide as offered, and as tall as its content: the same rule across ([FG] scrollview, axes swapped)"
        )
        func horizontalScrollViewHeight() async {
            let result = await answer(ProposedViewSize(width: 300, height: 500)) {
                ScrollView(.horizontal) { Color.red.frame(width: 100, height: 50) }
            }
            #expect(result.size == CGSize(width: 300, height: 50))
            let tall = await answer(ProposedViewSize(width: 300, height: 500)) {
                ScrollView(.horizontal) { Color.red.frame(width: 100, height: 700) }
            }
            #expect(tall.size == CGSize(width: 300, height: 500))
        }

        @Test(
            "A short text's vertical ScrollView on the screen is as wide as the text, and centred ([FG] scrollview gotcha)"
        )
        func shortTextScrollViewOnScreen() async throws {
            let host = Host.recording()
            await host.launch { ScrollView { Text("Hi").background { Color.red } } }
            let scroll = try #require(host.scrollViewNode()?.globalFrame)
            let text = try #require(host.frame(ofText: "Hi"))
            #expect(same(scroll.width, text.width) && scroll.width < 100)
            #expect(same(scroll.midX, 201))
        }

        @Test(
            "A lazy stack in a ScrollView takes the width offered, so the scroll view is the screen's width, rows built or not ([AD] LazyVStack)"
        )
        func lazyStackFillsScrollView() async throws {
            // [AD] LazyVStack: a LazyVStack(alignment: .leading) of texts "aligns to the leading edge of
            // the scroll view".
            let host = Host.recording()
            await host.launch {
                ScrollView { LazyVStack(alignment: .leading) { ForEach(1...100, id: \.self) { Text("Row \($0)") } } }
            }
            let scroll = try #require(host.scrollViewNode()?.globalFrame)
            #expect(same(scroll.width, 402))
            let row = try #require(host.frame(ofText: "Row 1"))
            #expect(same(row.minX, scroll.minX))
        }

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

        // MARK: - ViewThatFits

        @Test(
            "ViewThatFits shows the first child whose ideal size fits: a 300-wide one after a 500-wide one ([FV]; [AD] ViewThatFits)"
        )
        func firstThatFits() async throws {
            let frames = await colours {
                ViewThatFits {
                    Color.red.frame(width: 500, height: 10)
                    Color.blue.frame(width: 300, height: 10)
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 300))
        }

        @Test("ViewThatFits(in: .vertical) ignores width: the 500-wide child fits ([FV])")
        func fitsVerticallyOnly() async throws {
            // [FV]: "It selects the first child whose ideal size on the constrained axes fits within the
            // proposed size."
            let frames = await colours {
                ViewThatFits(in: .vertical) {
                    Color.red.frame(width: 500, height: 10)
                    Color.blue.frame(width: 300, height: 10)
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 500))
        }

        @Test("When no child fits, ViewThatFits shows the last ([FV])")
        func noneFits() async throws {
            let frames = await colours {
                ViewThatFits {
                    Color.red.frame(width: 500, height: 10)
                    Color.blue.frame(width: 450, height: 10)
                }
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 450))
        }

        @Test("ViewThatFits in a 200-point frame measures against 200, not the screen ([FV]; [AD] ViewThatFits)")
        func fitsInItsFrame() async throws {
            let frames = await colours {
                ViewThatFits {
                    Color.red.frame(width: 300, height: 10)
                    Color.blue.frame(width: 150, height: 10)
                }.frame(width: 200)
            }
            try #require(frames.count == 1)
            #expect(same(frames[0].width, 150))
        }

        // MARK: - AnyLayout

        @Test(
            "Switching an AnyLayout from HStackLayout to VStackLayout keeps its children's state ([AD] AnyLayout; [WW])"
        )
        func anyLayoutKeepsState() async throws {
            // [AD] AnyLayout: "enable dynamically changing the type of a layout container without
            // destroying the state of the subviews".
            let host = Host.recording()
            await host.launch { Switching() }
            try await host.perform(.tap("Count 0"))
            let before = host.colourFrames()
            try await host.perform(.tap("Switch"))
            let after = host.colourFrames()
            #expect(host.screen().contains { $0.contains("Count 1") })
            #expect(before.count == 1 && after.count == 1 && !same(before[0], after[0]))
        }
    }
}
