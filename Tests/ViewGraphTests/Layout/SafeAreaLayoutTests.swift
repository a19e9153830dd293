import Foundation
import Testing

@testable import ViewGraph

/// A reader that prints where it is and what it is told of the safe area: its top edge and height
/// (its leading edge and width too, with `horizontal`), and its top and bottom insets.
struct SafeAreaProbe: View {
    var horizontal = false
    var body: some View {
        GeometryReader { proxy in
            let frame = proxy.frame(in: .global)
            let across = horizontal ? "x \(Int(frame.minX)) " : ""
            let along = horizontal ? " w \(Int(frame.width))" : ""
            Text(
                "\(across)y \(Int(frame.minY))\(along) h \(Int(frame.height)) top \(Int(proxy.safeAreaInsets.top)) bottom \(Int(proxy.safeAreaInsets.bottom))"
            )
        }
    }
}

private struct BottomInset: View {
    var ignores = false
    var body: some View {
        Group {
            if ignores { SafeAreaProbe(horizontal: true).ignoresSafeArea() } else { SafeAreaProbe(horizontal: true) }
        }
        .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 10) {
            Color.blue.frame(width: 100, height: 50)
        }
    }
}

private struct TopInsetInStack: View {
    var body: some View {
        NavigationStack {
            SafeAreaProbe(horizontal: true)
                .safeAreaInset(edge: .top) { Color.blue.frame(height: 40) }
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

private struct Padded: View {
    var ignores = false
    var body: some View {
        Group {
            if ignores { SafeAreaProbe(horizontal: true).ignoresSafeArea() } else { SafeAreaProbe(horizontal: true) }
        }
        .safeAreaPadding(.horizontal, 20)
        .safeAreaPadding(.top)
    }
}

extension EngineTests {
    @MainActor @Suite("Safe area insets and padding")
    struct SafeAreaLayoutTests {
        @Test(
            "A bottom inset stands at the bottom of the safe area; the content is proposed the rest, less the spacing")
        func bottomInset() async {
            let host = Host.recording()
            await host.launch { BottomInset() }
            // 840 - 50 = 790 for the inset's top, 10 of spacing: the content is 780 - 62 = 718 tall. It
            // reaches the safe area's edges, so it reads the insets beyond them: the status bar's 62, and
            // below the inset view, its spacing and the home indicator, 874 - 780 = 94.
            #expect(host.screen() == ["Text \"x 0 y 62 w 402 h 718 top 62 bottom 94\""])
        }

        @Test("Content that ignores the safe area reaches under the inset view to the screen's edges")
        func ignoringUnderTheInset() async {
            let host = Host.recording()
            await host.launch { BottomInset(ignores: true) }
            #expect(host.screen() == ["Text \"x 0 y 0 w 402 h 874 top 62 bottom 94\""])
        }

        @Test("A top inset in a navigation stack stands below the bar")
        func topInsetBelowTheBar() async {
            let host = Host.recording()
            await host.launch { TopInsetInStack() }
            #expect(
                host.screen() == ["NavigationBar \"Trips\" inline", "Text \"x 0 y 156 w 402 h 684 top 156 bottom 34\""])
        }

        @Test("Safe area padding insets the content as padding does, 16 by default")
        func padding() async {
            let host = Host.recording()
            await host.launch { Padded() }
            #expect(host.screen() == ["Text \"x 20 y 78 w 362 h 762 top 78 bottom 34\""])
        }

        @Test("Content that ignores the safe area reaches out over safe area padding")
        func ignoringThePadding() async {
            let host = Host.recording()
            await host.launch { Padded(ignores: true) }
            #expect(host.screen() == ["Text \"x 0 y 0 w 402 h 874 top 78 bottom 34\""])
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [SP] safeAreaPadding(_:_:), https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:):
//   "Adds the provided insets into the safe area of this view", its example a horizontal ScrollView
//   with .safeAreaPadding(.horizontal, 20.0).
// - [IS] ignoresSafeArea(_:edges:), https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:),
//   and edgesIgnoringSafeArea(_:): "Any edges that you don't include in this set remain unchanged."
// - [ZN] samekard, "iOS16 ignoresSafeArea 観測隊" (zenn.dev/samekard_dev/articles/f8da71b8e0f64f,
//   2023-03-30, iPhone 14 simulator, iOS 16.2, Japanese): a table of which views reach past the safe
//   area ("D") and which stay in it ("S"): a VStack with `.background(.green)` around a Rectangle is
//   D and the Rectangle S; `ignoresSafeArea()` on either makes both D.
// - [RM] Rob Mayoff's answer to Stack Overflow question 56450804, "Order of modifiers in SwiftUI view
//   impacts view appearance" (2019): Apple's Landmarks tutorial's `MapView().edgesIgnoringSafeArea(.top)
//   .frame(height: 300)` reaches the top of the screen; with the two modifiers swapped "there's extra
//   space between the Hello World label and the map": the safe-area-ignoring view "lays out its body
//   differently depending on whether its own top edge is at the top edge of the safe area".
// - [SK] skiptools/skip-ui, SwiftUI ported to Android and mended where it differed from iOS: issue
//   315 (2026-01-21), `ScrollView(.horizontal) { LazyHStack(alignment: .top) { Text(...) } }`
//   "Expected: Left aligned, as it is on iOS"; pull request 316, "Make LazyHStack fill height, not
//   width, matching iOS"; issue 29 (2024-05-02), with `.frame(maxWidth: .infinity)` "the SwiftUI view
//   will expand to fill its parent", shown in the iOS simulator.
extension EngineTests.SafeAreaLayoutTests {
    // MARK: - Safe areas

    @Test(
        "safeAreaPadding(.horizontal, 20) insets the view's safe area: a reader in it is 20 from each side, 362 wide ([SP])"
    )
    func safeAreaPaddingInsets() async {
        let host = Host.recording()
        await host.launch { SafeAreaProbe(horizontal: true).safeAreaPadding(.horizontal, 20) }
        #expect(host.screen().contains { $0.contains("\"x 20 y 62 w 362 h 778 ") })
    }

    @Test(
        "Apple's safeAreaPadding example: a horizontal scroll view's first item starts 20 in, and its content scrolls out to the screen's edges ([SP])"
    )
    func safeAreaPaddingScrollView() async throws {
        let host = Host.recording()
        await host.launch {
            ScrollView(.horizontal) {
                HStack(spacing: 10) { ForEach(0..<10) { _ in Color.red.frame(width: 80, height: 40) } }
            }
            .safeAreaPadding(.horizontal, 20)
        }
        // The padding is safe area, not room taken away: the scroll view reaches past it to the
        // screen's edges, as it does under the bars, and insets its content by the 20 points
        // (ScrollViewSafeArea.swift), so the items pass under them.
        let scroll = try #require(host.scrollViewNode())
        let first = try #require(host.colourFrames().first)
        #expect(same(first.minX, 20))
        #expect(same(scroll.geometry.frame.minX, 0) && same(scroll.geometry.frame.width, 402))
    }

    @Test("ignoresSafeArea() lets a colour fill the whole screen: 402 x 874 from the top ([IS])")
    func ignoresAll() async throws {
        let frames = await colours { Color.red.ignoresSafeArea() }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 0, y: 0, width: 402, height: 874)))
    }

    @Test(
        "ignoresSafeArea(edges: .top) leaves the bottom edge unchanged: 0 to 840 ([IS]: \"Any edges that you don't include ... remain unchanged\")"
    )
    func ignoresTop() async throws {
        let frames = await colours { Color.red.ignoresSafeArea(edges: .top) }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 0, y: 0, width: 402, height: 840)))
    }

    @Test("edgesIgnoringSafeArea(.bottom) reaches the bottom only: 62 to 874 ([IS])")
    func edgesIgnoringBottom() async throws {
        let frames = await colours { Color.red.edgesIgnoringSafeArea(.bottom) }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 812)))
    }

    @Test(
        "ignoresSafeArea(.keyboard) with no keyboard up changes nothing: 62 to 840 ([IS]: the regions to expand into)"
    )
    func ignoresKeyboardOnly() async throws {
        let frames = await colours { Color.red.ignoresSafeArea(.keyboard) }
        try #require(frames.count == 1)
        #expect(same(frames[0], CGRect(x: 0, y: 62, width: 402, height: 778)))
    }

    // MARK: - Safe areas

    @Test(
        "A VStack's .background(.green) reaches the screen's edges while the Rectangle in it stays in the safe area ([ZN]: VStack D, Rectangle S)"
    )
    func shapeStyleBackgroundFillsScreen() async throws {
        let host = Host.recording()
        await host.launch { VStack { Rectangle().foregroundColor(.red) }.background(.green) }
        // The red Rectangle, then the one `.background(.green)` fills, in the order of the tree.
        let rectangles = rectangleFrames(in: host)
        try #require(rectangles.count == 2)
        #expect(same(rectangles[0], CGRect(x: 0, y: 62, width: 402, height: 778)))
        #expect(same(rectangles[1], CGRect(x: 0, y: 0, width: 402, height: 874)))
    }

    @Test(
        "ignoresSafeArea() on the VStack lets the Rectangle in it reach the screen's edges ([ZN]: VStack .iSA(), Rectangle D)"
    )
    func stackIgnoringSafeArea() async throws {
        let host = Host.recording()
        await host.launch { VStack { Rectangle().foregroundColor(.red) }.background(.green).ignoresSafeArea() }
        let rectangle = try #require(host.frame { $0 is Rectangle })
        #expect(same(rectangle, CGRect(x: 0, y: 0, width: 402, height: 874)))
    }

    @Test(
        "ignoresSafeArea() on the Rectangle inside the VStack lets it reach the screen's edges too ([ZN]: Rectangle .iSA(), both D)"
    )
    func shapeIgnoringSafeAreaInStack() async throws {
        let host = Host.recording()
        await host.launch { VStack { Rectangle().foregroundColor(.red).ignoresSafeArea() }.background(.green) }
        let rectangle = try #require(host.frame { $0 is Rectangle })
        #expect(same(rectangle, CGRect(x: 0, y: 0, width: 402, height: 874)))
    }

    // MARK: - The safe area and the order of modifiers

    @Test(
        "edgesIgnoringSafeArea(.top) inside frame(height: 300) at the top of the screen reaches past the safe area: 0 to 362 ([RM])"
    )
    func ignoringInsideFrame() async throws {
        let host = await launched {
            VStack(spacing: 0) {
                Color.red.edgesIgnoringSafeArea(.top).frame(height: 300)
                Color.blue.frame(height: 50)
                Spacer()
            }
        }
        // The frame stands 62 to 362; the colour in it takes the 62 points above as well.
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 0, width: 402, height: 362)))
        #expect(same(frames(of: .blue, in: host).first?.minY, 362))
    }

    @Test(
        "Swapped, the 300-point frame stands at the top of the room the ignoring view reaches, 0 to 300, leaving 62 points above the next view ([RM])"
    )
    func frameInsideIgnoring() async throws {
        let host = await launched {
            VStack(spacing: 0) {
                Color.red.frame(height: 300).edgesIgnoringSafeArea(.top)
                Color.blue.frame(height: 50)
                Spacer()
            }
        }
        // The ignoring view is 300 tall at 62 in the stack; it lays its content out from the screen's
        // top, and the frame, 300 tall whatever it is offered, stands at that top-leading corner, so
        // the next view, at 362, is 62 points below it ([RM]'s "extra space"). That the content is
        // anchored top-leading, not centred, is how OpenSwiftUI's `_SafeAreaIgnoringLayout` (audited
        // against SwiftUI 6.5.4) places it, read not copied.
        #expect(same(frames(of: .red, in: host).first, CGRect(x: 0, y: 0, width: 402, height: 300)))
        #expect(same(frames(of: .blue, in: host).first?.minY, 362))
    }

    @Test("frame(maxWidth: .infinity) makes a 50-point square's frame fill its parent's width ([SK] 29)")
    func maxWidthFillsParent() async throws {
        let host = await launched {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).frame(maxWidth: .infinity).background { Color.gray }
            }
        }
        #expect(same(frames(of: .gray, in: host).first, CGRect(x: 0, y: 426, width: 402, height: 50)))
        #expect(same(frames(of: .red, in: host).first?.minX, 176))
    }
}
