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
            #expect(host.colourFrames().map(\.width) == [100, 402 - 100 - 8] as [CGFloat])
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
            #expect(same(frames[0].minY, 62 + (778 - 108) / 2 as CGFloat))
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

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [MU] mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift: a probe layout that
//   proposes one size to one view and prints the answer, recorded 2026-09-14 on macOS 26.6.2 with
//   Apple Swift 6.3.3 (SwiftUI's layout lives in SwiftUICore, shared by iOS and macOS; no iOS-only
//   view is measured there).
// - [FS] Fatbobman, "What does spacing = nil mean in SwiftUI?" (fatbobman.com, 2024).
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [SO] Stack Overflow question 79289480, "Which rules does VStack use to allocate space between
//   subviews?" (2024-12), mirrored at coderapp.vercel.app/answer/79289480.
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [OB] Ole Begemann, "How the relative size modifier interacts with stack views", oleb.net
//   (2023): an HStack(spacing: 10) 620 points wide, measured.
// - [ST] objc.io Swift Talk #318, "Inspecting SwiftUI's layout process" (2022).
// - [OH] objc.io, "How an HStack Lays out Its Children" (2020-11-10),
//   https://www.objc.io/blog/2020/11/10/hstacks-child-ordering: three rectangles in 300 points are
//   100 each; a maxWidth-100 and a minWidth-100 rectangle in 150 are 75 and 100, "the HStack even
//   draws out of bounds of its enclosing frame".
// - [SC] SwiftUI.cc reference pages (updated 2026-06): spacer-minlength-distribution,
//   hstack-alignment-layout-priority, vstack-spacing-alignment, viewthatfits-adaptive-layout
//   (https://swiftui.cc/reference/...).
// - [KN] Alexander Grebenyuk, "SwiftUI Layout System" (kean.blog/post/swiftui-layout-system, 2019).
// - [MJ] Majid Jabrayilov, "Frames in SwiftUI" (2021-06-02), https://swiftwithmajid.com/2021/06/02/frames-in-swiftui/.
// - [AD2] Apple's SwiftUI documentation pages beside [AD]'s: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with [AD], not as a new source.
// - [NF] Samith, "Laying out components" (notes.samith.me/docs/programming/swiftui/laying-out-components/):
//   a stack divides the space into equal parts, sizes its least flexible view first, "and then
//   chooses its own size to exactly enclose its children".
// - [W19] WWDC19 "Building Custom Views with SwiftUI" (Apple, session 237), as noted at
//   https://wwdcnotes.com/documentation/wwdc19-237-building-custom-views-with-swiftui/: "(Bonus)
//   SwiftUI rounds coordinates to the nearest pixel"; "The bounds of a Text view never stretch
//   beyond the height and width of its displayed lines."
// - [ZS] ZStack, https://developer.apple.com/documentation/swiftui/zstack: six 100 x 100 rectangles,
//   "offsetting each successive subview by 10 points so they don't completely overlap"; and "a red
//   100 x 50 point rectangle below, and a blue 50 x 100 point rectangle on top. Because of the
//   alignment value [bottomLeading], both rectangles share a bottom-left corner with the ZStack".
// - [OF] offset(x:y:), https://developer.apple.com/documentation/swiftui/view/offset(x:y:): "The
//   original dimensions of the view aren't changed by offsetting the contents; in the example below
//   the gray border drawn by this view surrounds the original position of the text".
// - [NX] Scott James Remnant, "Exploding Stacks" (netsplit.com/swiftui/exploding-stacks, 2020): a
//   ZStack(alignment: .bottomTrailing) in an infinite frame "has only the minimum size necessary to
//   contain its children" and is centred by the frame; with the infinite frame inside, on the image,
//   "the ZStack now fills the entire device, and the Image is still fixed in size within it" and
//   still centred; the frame's own alignment puts it in the corner. ([NS] cites other
//   pages of the same site.)
// - [LW] lochiwei, "iOS" notes (lochiwei.gitbook.io/ios/swiftui/view/layout/frame/.frame and
//   .../swiftui/layout): "Spacer inside a VStack will probably take all space vertically, but no space
//   horizontally"; "push-out views: expand to fill space offered by parent. Color, LinearGradient, Circle".
// - [EK] eemdeeks, iOS study notes, swiftUI/View/Compose Views/Container views/Spacer.md (Korean):
//   a Spacer before the image and text "pushes the two views to the far right"; with a Spacer at the
//   start and at the end, they "take the space equally on both sides, so the image and text are
//   placed the same as with no Spacer" (translated).
// - [KY] Kyle Ye, "Everything You Should Know About Spacer" (kyleye.top, 2025-07-12), from
//   OpenSwiftUI: a Spacer whose axis is nil "expands in both directions when not constrained by a stack".
extension EngineTests.StackLayoutTests {
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
    func spacerMinLengths() async {
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
    func leastFlexibleOfferedFirst() async {
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

    // MARK: - Stacks sharing space

    @Test("Three rectangles in HStack(spacing: 0) 300 wide are 100 each ([OH])")
    func threeEqualShares() async {
        // [OH]: "Each view becomes 100 points wide."
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            }.frame(width: 300, height: 100)
        }
        #expect(frames.map(\.width) == [100, 100, 100])
    }

    @Test(
        "frame(maxWidth: 100) and frame(minWidth: 100) in 150 points are 75 and 100, and the stack overflows its frame ([OH])"
    )
    func minWidthOverflows() async throws {
        // [OH]: "the red rectangle becomes 75 wide, and the green rectangle becomes 100 wide. The
        // HStack even draws out of bounds of its enclosing frame!" The stack is 175 wide, centred in
        // the 150 frame: it starts 12.5 to the left of the frame's left edge.
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
            .background { Color.blue }
        }
        try #require(frames.count == 3)
        #expect(same(frames[0].width, 75) && same(frames[1].width, 100))
        #expect(abs(frames[0].minX - (frames[2].minX - 12.5)) < 0.34)
        #expect(same(frames[1].minX, frames[0].maxX))
    }

    @Test(
        "Equal Spacers share the leftover equally: Spacer, view, Spacer, Spacer puts the view a third of the way down ([SC] spacer-minlength-distribution)"
    )
    func spacerShares() async throws {
        // [SC]: "Because equal Spacers split leftover space equally ... 1 share above ... 2 shares
        // below -> logo sits in upper third". With no spacing: (778 - 100) / 3 = 226 above it.
        let frames = await colours {
            VStack(spacing: 0) {
                Spacer()
                Color.red.frame(width: 50, height: 100)
                Spacer()
                Spacer()
            }
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].minY, 62 + 226))
    }

    @Test(
        "Spacer(minLength: 24) keeps its 24 points when the stack runs out of room: two 200-point views make a 424-point row ([SC] spacer-minlength-distribution)"
    )
    func spacerMinimumUnderPressure() async throws {
        // [SC]: "Spacer(minLength: 24) refuses to shrink below 24 points, so adjacent views truncate
        // or wrap before your separation collapses."
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 10)
                Spacer(minLength: 24)
                Color.blue.frame(width: 200, height: 10)
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[1].minX - frames[0].maxX, 24))
    }

    @Test(
        "A plain Spacer under pressure keeps the system's minimum, 8 points, not zero ([SC] spacer-minlength-distribution against [SC] hstack-alignment-layout-priority)"
    )
    func plainSpacerMinimum() async throws {
        // The two SwiftUI.cc pages disagree: "Plain Spacer() may collapse to the system minimum under
        // pressure" against "plain Spacer() can collapse to zero". Apple's Spacer.minLength: "If you
        // don't set a value, the system uses the default spacing between views", and
        // [MU] P5 measured that minimum as 8 in HStack(spacing: 0). So: the system minimum, 8.
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 10)
                Spacer()
                Color.blue.frame(width: 200, height: 10)
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[1].minX - frames[0].maxX, 8))
    }

    @Test(
        "A layoutPriority(1) child is sized first and the others share what remains: 300 and 102 of 402 ([SC] hstack-alignment-layout-priority)"
    )
    func priorityFirst() async throws {
        // [SC]: "raising one to .layoutPriority(1) means it gets sized first and everyone else divides
        // what remains."
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 300).frame(height: 10).layoutPriority(1)
                Color.blue.frame(height: 10)
            }
        }
        #expect(frames.map(\.width) == [300, 102])
    }

    @Test(
        "A VStack is exactly as tall as its content: two 60-point colours with no spacing are 120 tall, centred in the safe area ([SC] vstack-spacing-alignment; [KN])"
    )
    func vstackHugsContent() async throws {
        // [SC]: "a stack is exactly as big as its content"; [KN]: the root view "has the dimensions
        // of the device minus the safe area insets" and centres its content. (778 - 120) / 2 = 329.
        let frames = await colours {
            VStack(spacing: 0) {
                Color.teal.frame(height: 60)
                Color.indigo.frame(height: 60)
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[0].minY, 62 + 329) && same(frames[1].maxY, 62 + 329 + 120))
        #expect(same(frames[0].width, 402))
    }

    @Test("A view at the root is centred in the screen less its safe area: a 50-point square at (176, 426) ([KN])")
    func rootCentresInSafeArea() async throws {
        // [KN]: "the root view which in this case has the dimensions of the device minus the safe area
        // insets", and the content is centred in it: x (402 - 50) / 2 = 176, y 62 + (778 - 50) / 2 = 426.
        let frames = await colours { Color.red.frame(width: 50, height: 50) }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
    }

    @Test("A GeometryReader at the root is the screen less its safe area: 402 x 778 ([KN])")
    func readerAtRoot() async {
        let host = Host.recording()
        await host.launch {
            GeometryReader { proxy in Text("root \(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
        }
        #expect(host.screen().contains { $0.contains("root 402 x 778") })
    }

    @Test(
        "A GeometryReader below a 100-point view in a VStack takes the rest of the column: 402 x 678 ([OH]; [KN])")
    func readerInStack() async {
        // [OH]'s algorithm: the least flexible child is measured first, and the flexible reader is
        // offered what is left: 778 - 100.
        let host = Host.recording()
        await host.launch {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in Text("reader \(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
            }
        }
        #expect(host.screen().contains { $0.contains("reader 402 x 678") })
    }

    @Test(
        "fixedSize lets a view ignore a smaller frame and take its ideal size, 300 x 200, centred on the frame ([MJ] fixed size)"
    )
    func fixedSizeIgnoresFrame() async throws {
        // [MJ], "The magic of fixed size modifier in SwiftUI" (2020-04-29): "the fixed size modifier
        // allows to text to ignore the frame and use as much space as needed to render the content.
        // The text component simply exceeds the provided frame". The same with an ideal size given by a frame.
        let frames = await colours {
            Color.red.frame(idealWidth: 300, idealHeight: 200).fixedSize().frame(width: 100, height: 100).background {
                Color.blue
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[0].width, 300) && same(frames[0].height, 200))
        #expect(same(frames[0].midX, frames[1].midX) && same(frames[0].midY, frames[1].midY))
    }

    @Test(
        "fixedSize(horizontal: true, vertical: false) fixes the width only: 300 wide, and the frame's 100 tall ([MJ] fixed size)"
    )
    func fixedSizeOneAxis() async throws {
        let frames = await colours {
            Color.red.frame(idealWidth: 300, idealHeight: 200).fixedSize(horizontal: true, vertical: false).frame(
                width: 100, height: 100)
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].width, 300) && same(frames[0].height, 100))
    }

    @Test(
        "safeAreaInset(edge: .bottom, spacing: 10) stands a 50-point bar at the bottom of the safe area and ends the content 10 above it ([AD2] safeAreaInset)"
    )
    func bottomSafeAreaInset() async {
        // [AD2] safeAreaInset(edge:alignment:spacing:content:): "The content view is anchored to the
        // specified vertical edge in the parent view ... The modified view is inset by the height of
        // content, from edge" (and the spacing). 874 - 34 - 50 - 10 = 780: the content is 62 to 780.
        let host = Host.recording()
        await host.launch {
            SafeAreaProbe().safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
        }
        #expect(host.screen().contains { $0.contains("\"y 62 h 718 ") })
        #expect(host.colourFrames().first.map { same($0.maxY, 840) && same($0.width, 402) } == true)
    }

    // MARK: - Stacks

    @Test(
        "The least flexible child is sized first from an equal share: Color, frame(maxWidth: 30), Color, Color in 402 are 124, 30, 124, 124 ([NF])"
    )
    func leastFlexibleFromEqualShare() async {
        let frames = await colours {
            HStack(spacing: 0) {
                Color.red
                Color.green.frame(maxWidth: 30)
                Color.blue
                Color.orange
            }.frame(height: 10)
        }
        #expect(frames.map(\.width) == [124, 30, 124, 124])
    }

    @Test("A stack chooses its size to enclose its children exactly: 50 + 8 + 30 by 40 ([NF])")
    func stackEnclosesChildren() async throws {
        let frames = await colours {
            HStack {
                Color.red.frame(width: 50, height: 20)
                Color.green.frame(width: 30, height: 40)
            }.background { Color.blue }
        }
        try #require(frames.count == 3)
        #expect(same(frames[2].width, 88) && same(frames[2].height, 40))
        #expect(same(frames[0].midY, frames[2].midY))
    }

    @Test(
        "Coordinates are rounded to the pixel: a 100.1-point colour centred on the screen starts on a third of a point ([W19])"
    )
    func roundedToPixels() async throws {
        let frames = await colours { Color.red.frame(width: 100.1, height: 10.1) }
        try #require(frames.count == 1)
        let x = frames[0].minX * 3
        let y = frames[0].minY * 3
        #expect(abs(x - x.rounded()) < 0.001 && abs(y - y.rounded()) < 0.001)
    }

    // MARK: - ZStack

    @Test(
        "Apple's six offset squares leave the ZStack 100 x 100, centred, and the last square 50 points right and down ([ZS]; [OF])"
    )
    func offsetSquares() async throws {
        let frames = await colours {
            ZStack {
                ForEach(0..<6) { index in
                    Color.red.frame(width: 100, height: 100).offset(x: CGFloat(index) * 10, y: CGFloat(index) * 10)
                }
            }
            .background { Color.gray }
        }
        try #require(frames.count == 7)
        // The stack is centred in the safe area: (402 - 100) / 2 = 151, 62 + (778 - 100) / 2 = 401.
        #expect(same(frames[6], CGRect(x: 151, y: 401, width: 100, height: 100)))
        #expect(same(frames[0], frames[6]))
        #expect(same(frames[5], CGRect(x: 201, y: 451, width: 100, height: 100)))
    }

    @Test(
        "ZStack(alignment: .bottomLeading): a red 100 x 50 and a blue 50 x 100 share the stack's bottom-left corner ([ZS])"
    )
    func bottomLeadingCorner() async throws {
        let frames = await colours {
            ZStack(alignment: .bottomLeading) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 50, height: 100)
            }
            .background { Color.gray }
        }
        try #require(frames.count == 3)
        let stack = frames[2]
        #expect(same(stack, CGRect(x: 151, y: 401, width: 100, height: 100)))
        #expect(same(frames[0].minX, stack.minX) && same(frames[0].maxY, stack.maxY))
        #expect(same(frames[1].minX, stack.minX) && same(frames[1].maxY, stack.maxY))
    }

    @Test(
        "A ZStack in an infinite frame hugs its child, so its bottomTrailing alignment changes nothing: the 50-point square stays centred ([NX])"
    )
    func stackInInfiniteFrame() async throws {
        let frames = await colours {
            ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 50) }
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
    }

    @Test(
        "The infinite frame inside the ZStack explodes the stack, and the square still stands centred in the frame ([NX])"
    )
    func explodedStack() async throws {
        let frames = await colours {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 50, height: 50)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            }
            .background { Color.gray }
        }
        try #require(frames.count == 2)
        #expect(same(frames[1], CGRect(x: 0, y: 62, width: 402, height: 778)))
        #expect(same(frames[0], CGRect(x: 176, y: 426, width: 50, height: 50)))
    }

    @Test("The frame's own bottomTrailing alignment puts the square in the safe area's corner: (352, 790) ([NX])")
    func frameAlignedCorner() async throws {
        let frames = await colours {
            ZStack {
                Color.red.frame(width: 50, height: 50)
                    .frame(
                        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
                        alignment: .bottomTrailing)
            }
        }
        try #require(frames.count == 1)
        // 402 - 50 = 352; 840 - 50 = 790.
        #expect(same(frames[0], CGRect(x: 352, y: 790, width: 50, height: 50)))
    }

    // MARK: - Spacers and views that push out

    @Test("A Spacer in a VStack takes the whole height and no width: the stack is 50 wide and 778 tall ([LW])")
    func spacerInVStack() async throws {
        let host = await launched {
            VStack {
                Color.red.frame(width: 50, height: 50)
                Spacer()
            }
            .background { Color.gray }
        }
        // The stack is as wide as the square, centred: (402 - 50) / 2 = 176; it fills the safe area's height.
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 176, y: 62, width: 50, height: 778)))
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 176, y: 62, width: 50, height: 50)))
    }

    @Test("A Spacer before a square pushes it to the trailing edge: x = 402 - 50 = 352 ([EK])")
    func spacerPushesTrailing() async throws {
        let host = await launched {
            HStack {
                Spacer()
                Color.red.frame(width: 50, height: 50)
            }
        }
        // The row is as tall as the square, centred in the safe area: 62 + (778 - 50) / 2 = 426.
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 352, y: 426, width: 50, height: 50)))
    }

    @Test(
        "Spacers on both sides share the room equally: the square stands where it would with none, x = 176 ([EK])")
    func spacersBothSides() async throws {
        let host = await launched {
            HStack {
                Spacer()
                Color.red.frame(width: 50, height: 50)
                Spacer()
            }
        }
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 176, y: 426, width: 50, height: 50)))
    }

    @Test("A Spacer outside any stack expands both ways: in a ZStack it fills the safe area ([KY])")
    func spacerOutsideStack() async throws {
        let host = await launched { ZStack { Spacer() }.background { Color.gray } }
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 62, width: 402, height: 778)))
    }

    @Test("A LinearGradient pushes out as a colour does: it fills the safe area, 402 x 778 ([LW])")
    func gradientPushesOut() async throws {
        let host = await launched { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
        #expect(same(host.frame { $0 is LinearGradient }, CGRect(x: 0, y: 62, width: 402, height: 778)))
    }
}
