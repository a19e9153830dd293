import Testing

@testable import ViewGraph

extension EngineTests {
    @MainActor @Suite("Scroll views in the layout pass")
    struct ScrollViewLayoutTests {
        @Test(
            "A scroll view offers its content no height: a colour inside is 10 points tall, a fixed one its height, from the top"
        )
        func unboundedAlongItsAxis() async {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.red
                        Color.blue.frame(height: 100)
                    }
                }
            }
            let frames = host.colourFrames()
            #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 10)))
            #expect(same(frames[1].minY, 72) && same(frames[1].height, 100))
        }

        @Test("Scrolling moves the content up by the offset, and the scroll view stays where it is")
        func scrollingMovesContent() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { _ in Color.red.frame(height: 100) } } }
            }
            let before = try #require(host.colourFrames().first)
            try await host.perform(.scroll(.down))
            let after = try #require(host.colourFrames().first)
            let offset = CGFloat(scrollOffset(of: try #require(host.scrollViewNode())).offset)
            #expect(offset > 0)
            #expect(same(after.minY, before.minY - offset))
        }
    }
}

extension Host {
    /// The first scroll view in the tree.
    @MainActor
    func scrollViewNode() -> ViewNode? {
        var found: ViewNode?
        graph.root?.forEachNode { if found == nil, $0.view is any ScrollContainer { found = $0 } }
        return found
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [AD] Apple's SwiftUI documentation (developer.apple.com/documentation/swiftui, 2025-2026
//   pages): ProposedViewSize, Layout.sizeThatFits(proposal:subviews:cache:), layoutPriority(_:),
//   frame(minWidth:...), AlignmentID, alignmentGuide(_:computeValue:), Spacer, AnyLayout.
// - [CM] contentMargins(_:_:for:), https://developer.apple.com/documentation/swiftui/view/contentmargins(_:_:for:)-1lt8b:
//   "the scroll view will automatically inset its content by the safe area plus an additional 20
//   points on the leading and trailing edge"; ContentMarginPlacement.scrollIndicators "inset their
//   scroll indicators, but not their content".
// - [CU] moreSwift/swift-cross-ui issue 372 (2026-01-20): "in SwiftUI, a `List` takes up all
//   available vertical space".
// - [TP] TableProApp/TablePro pull request 1392 (2026-05-22): "A SwiftUI `List` expands to fill the
//   height it is offered and never shrinks to its content".
// - [BL] spatie/bloom pull request 22 (2026-08-25): "a ScrollView takes the height it is offered, not
//   the height of what is in it"; "one prompt sat at the top of 260 points of empty panel".
// - [GS] pietropizzi/GridStack issue 11 (2020-06-10): a grid "based on `ScrollView`, which by default
//   is full-screen height", its screenshot one short row at the top of the screen.
// - [OY] Khoa Pham, "How to fit ScrollView to content in SwiftUI" (github.com/onmyway133/blog issue
//   769, 2021-02-06; [OM] is another of his posts, issue 734): "If we place `ScrollView`
//   inside HStack or VStack, it takes all remaining space."
// - [SK] skiptools/skip-ui, SwiftUI ported to Android and mended where it differed from iOS: issue
//   315 (2026-01-21), `ScrollView(.horizontal) { LazyHStack(alignment: .top) { Text(...) } }`
//   "Expected: Left aligned, as it is on iOS"; pull request 316, "Make LazyHStack fill height, not
//   width, matching iOS"; issue 29 (2024-05-02), with `.frame(maxWidth: .infinity)` "the SwiftUI view
//   will expand to fill its parent", shown in the iOS simulator.
// - [WH] WWHigh/WWDC-STUDY issue 8 (2022-06-15), notes on WWDC20 "Stacks, Grids, and Outlines in
//   SwiftUI" (Korean): "LazyV(H)Stack, unlike a V(H)Stack that takes only its content's room, takes
//   the spare room as well" (translated), beside a screenshot of both in a ScrollView.
// - [PC] ilamanov/SwiftPieChart issue 4 (2023-03-06): "This does not work in a scrollview as the height
//   always returns 10 from the geometry reader." [DD] duckduckgo/apple-browsers pull request 5100
//   (2026-05-26), a review: in a `ScrollView` -> `VStack` with no height given, "the `GeometryReader`
//   collapses to ~10pt (the default minimal size)".
// - [JY] jiyi27, "SwiftUI Containers" (blog.jiyi27.com/posts/ios/swiftui/010-containers, Chinese): "if
//   a grid has only adaptive columns, all columns share the screen's width equally, so each grid item
//   is the same size" (translated).
// - [OG] Khoa Pham, "How to use GeometryReader in SwiftUI" (github.com/onmyway133/blog issue 735,
//   2021-01-01): "By default `GeometryReader` takes up whole width and height of parent, and align its
//   content as `.topLeading`", its overlay on a 300 x 300 rectangle printing "300x300".
// - [EF] YusukeHosonuma/Effective-SwiftUI issue 42 (2022-06-29, Japanese): a text framed to the
//   reader's width in a `GeometryReader` "is shown aligned to the top rather than centred", where
//   `.frame(maxWidth: .infinity)` fills the width as well; "GeometryReader has a topLeading alignment,
//   not the center that most other SwiftUI containers default to" (translated).
// - [HN] hotwired/hotwire-native-ios pull request 199 (2025-11-14): under a large title the navigation
//   view sets the scroll view's content offset "On an iPhone 17 running iOS 26.1 [to] `(0.0, -168.0)`";
//   collapsed, `(0.0, -116.0)`.
extension EngineTests.ScrollViewLayoutTests {
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

    // MARK: - Content margins

    @Test("contentMargins(.horizontal, 20) on a horizontal ScrollView starts its content 20 points in ([CM])")
    func contentMarginsInset() async throws {
        let frames = await colours {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
            }
            .contentMargins(.horizontal, 20)
        }
        try #require(frames.count == 10)
        #expect(same(frames[0].minX, 20))
    }

    @Test(
        "contentMargins for .scrollIndicators leaves the content where it was: at 0 ([CM] ContentMarginPlacement.scrollIndicators)"
    )
    func indicatorMarginsLeaveContent() async throws {
        let frames = await colours {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
            }
            .contentMargins(.horizontal, 20, for: .scrollIndicators)
        }
        try #require(frames.count == 10)
        #expect(same(frames[0].minX, 0))
    }

    // MARK: - Lists and scroll views take the length they are offered

    @Test(
        "A List of one row takes all the height a VStack leaves it: the 50-point bar below stands at the bottom, y = 840 - 50 = 790 ([CU])"
    )
    func listTakesHeight() async throws {
        let host = await launched {
            VStack(spacing: 0) {
                List { Text("One row") }
                Color.blue.frame(height: 50)
            }
        }
        #expect(same(frames(of: .blue, in: host).first, CGRect(x: 0, y: 790, width: 402, height: 50)))
    }

    @Test(
        "A List framed only in width never shrinks to its one row: the frame takes all the height, 300 x 874 as it reaches under the status bar and the home indicator with the list ([TP])"
    )
    func listNeverShrinks() async throws {
        let host = await launched { List { Text("One row") }.frame(width: 300).background { Color.gray } }
        // (402 - 300) / 2 = 51; the frame gives no height, so it reaches under the bars with the list
        // it holds (`ScrollViewSafeArea.swift`): the whole screen's 874 down, not the safe area's 778.
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 51, y: 0, width: 300, height: 874)))
    }

    @Test(
        "A ScrollView takes the height it is offered, not its content's: its 40-point row sits at its top and the bar below at the bottom ([BL])"
    )
    func scrollViewTakesHeight() async throws {
        let host = await launched {
            VStack(spacing: 0) {
                ScrollView { Color.red.frame(height: 40) }
                Color.blue.frame(height: 50)
            }
        }
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 62, width: 402, height: 40)))
        #expect(same(frames(of: .blue, in: host).first, CGRect(x: 0, y: 790, width: 402, height: 50)))
    }

    @Test(
        "A ScrollView is full-screen height whatever its content: around one 50 x 40 row it is the screen's 874, under the status bar and the home indicator, its row below the status bar ([GS])"
    )
    func scrollViewFullHeight() async throws {
        let host = await launched {
            ScrollView { Color.red.frame(width: 50, height: 40) }.background { Color.gray }
        }
        let scroll = try #require(frames(of: .gray, in: host).first)
        #expect(same(scroll.minY, 0) && same(scroll.height, 874))
        #expect(same(frames(of: .red, in: host).first?.minY, 62))
    }

    @Test("A horizontal ScrollView in an HStack takes all the remaining width: 402 - 50 = 352 ([OY])")
    func horizontalScrollTakesRest() async throws {
        let host = await launched {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50)
                ScrollView(.horizontal) { Color.blue.frame(width: 30, height: 30) }
                    .background { Color.gray }
            }
        }
        let scroll = try #require(frames(of: .gray, in: host).first)
        #expect(same(scroll.minX, 50) && same(scroll.width, 352))
        #expect(same(frames(of: .blue, in: host).first?.minX, 50))
    }

    @Test(
        "A LazyHStack(alignment: .top) in a horizontal ScrollView stands at the leading edge, its square in the top corner ([SK] 315)"
    )
    func lazyHStackLeading() async throws {
        let host = await launched {
            ScrollView(.horizontal) {
                LazyHStack(alignment: .top) { Color.red.frame(width: 50, height: 50) }
            }
        }
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 62, width: 50, height: 50)))
    }

    @Test("A LazyHStack fills the height, not the width: 50 x 778 around one square ([SK] 316)")
    func lazyHStackFillsHeight() async throws {
        let host = await launched {
            ScrollView(.horizontal) {
                LazyHStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray }
            }
        }
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 62, width: 50, height: 778)))
        // Centred down the stack: 62 + (778 - 50) / 2 = 426.
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 426, width: 50, height: 50)))
    }

    @Test(
        "In a ScrollView a LazyVStack takes the spare width as well, where a VStack takes only its square's ([WH])")
    func lazyVStackTakesSpareWidth() async throws {
        let lazy = await launched {
            ScrollView { LazyVStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray } }
        }
        #expect(same(frames(of: .gray, in: lazy).first, CGRect(x: 0, y: 62, width: 402, height: 50)))
        #expect(same(frames(of: .red, in: lazy).first?.minX, 176))
        let eager = await launched {
            ScrollView { VStack { Color.red.frame(width: 50, height: 50) }.background { Color.gray } }
        }
        #expect(same(frames(of: .gray, in: eager).first, CGRect(x: 176, y: 62, width: 50, height: 50)))
    }

    @Test("A GeometryReader in a ScrollView is 10 points tall, as wide as offered ([PC]; [DD])")
    func geometryReaderInScrollView() async throws {
        let alone = await launched { ScrollView { GeometryReader { _ in Color.red } } }
        #expect(same(frames(of: .red, in: alone).first, CGRect(x: 0, y: 62, width: 402, height: 10)))
        let stacked = await launched {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { _ in Color.red }
                    Color.blue.frame(height: 50)
                }
            }
        }
        #expect(same(frames(of: .red, in: stacked).first, CGRect(x: 0, y: 62, width: 402, height: 10)))
        #expect(same(frames(of: .blue, in: stacked).first?.minY, 72))
    }

    @Test(
        "A grid of adaptive(minimum: 100) columns only: three columns share the 402 points equally, (402 - 2 x 8) / 3 = 128.67 ([JY])"
    )
    func adaptiveColumnsShareWidth() async throws {
        let host = await launched {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 50) }
                }
            }
        }
        let cells = frames(of: .red, in: host)
        try #require(cells.count == 4)
        // Four columns would need 4 x 100 + 3 x 8 = 424 > 402; three need 316.
        let width = (402.0 - 16) / 3
        #expect(near(cells[0], CGRect(x: 0, y: 62, width: width, height: 50)))
        #expect(near(cells[1], CGRect(x: width + 8, y: 62, width: width, height: 50)))
        #expect(near(cells[2], CGRect(x: 2 * (width + 8), y: 62, width: width, height: 50)))
        #expect(near(cells[3], CGRect(x: 0, y: 62 + 50 + 8, width: width, height: 50)))
    }

    @Test(
        "A GeometryReader in a 300 x 300 overlay is 300 x 300 and puts its content at its top-leading corner ([OG])"
    )
    func readerInOverlay() async throws {
        let host = await launched {
            Color.gray
                .overlay { GeometryReader { _ in Color.red.frame(width: 50, height: 50) } }
                .frame(width: 300, height: 300)
        }
        // The square stands at the frame's corner: (402 - 300) / 2 = 51, 62 + (778 - 300) / 2 = 301.
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 51, y: 301, width: 300, height: 300)))
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 51, y: 301, width: 50, height: 50)))
    }

    @Test(
        "A bar framed to the reader's width stands at the top of the screen; framed to maxWidth .infinity it stands in the middle ([EF])"
    )
    func readerAlignsTop() async throws {
        let read = await launched {
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width, height: 50) }
        }
        #expect(same(frames(of: .red, in: read).first, CGRect(x: 0, y: 62, width: 402, height: 50)))
        let framed = await launched { Color.red.frame(height: 50).frame(maxWidth: .infinity) }
        // 62 + (778 - 50) / 2 = 426.
        #expect(same(frames(of: .red, in: framed).first, CGRect(x: 0, y: 426, width: 402, height: 50)))
    }

    @Test(
        "Under a large title on an iPhone 17 a scroll view's content starts 168 points down; under an inline title, 116 ([HN])"
    )
    func contentUnderNavigationBar() async throws {
        let large = await launched {
            NavigationStack { ScrollView { Color.red.frame(height: 50) }.navigationTitle("Title") }
        }
        // 62 (status bar) + 54 (bar) + 52 (large title) = 168.
        #expect(same(frames(of: .red, in: large).first?.minY, 168))
        let inline = await launched {
            NavigationStack {
                ScrollView { Color.red.frame(height: 50) }
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
        // 62 + 54 = 116.
        #expect(same(frames(of: .red, in: inline).first?.minY, 116))
    }
}
