import Testing

@testable import ViewGraph

/// A text that says the size it was given by `containerRelativeFrame` on both axes.
private struct ContainerSizeProbe: View {
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
            .containerRelativeFrame([.horizontal, .vertical])
    }
}

extension EngineTests {
    @MainActor @Suite("containerRelativeFrame")
    struct ContainerRelativeFrameLayoutTests {
        @Test("In a horizontal scroll view a page is as wide as the scroll view; a third of it with count 3")
        func pages() async {
            let host = Host.recording()
            await host.launch {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        Color.red.containerRelativeFrame(.horizontal)
                        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                    }
                }
                .frame(height: 100)
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].width, 402))
            #expect(same(frames[1].width, 134))
        }

        @Test("With no container around it, the container is the screen's safe area: 402 x 778")
        func screen() async {
            let host = Host.recording()
            await host.launch { VStack { ContainerSizeProbe() }.frame(width: 100, height: 100) }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 778\"") })
        }

        @Test(
            "In a navigation stack, the container is what its bars leave: 402 x 672 under a large title, 724 inline, 676 above a bottom toolbar"
        )
        func navigationStack() async {
            let large = Host.recording()
            await large.launch { NavigationStack { ContainerSizeProbe().navigationTitle("Trips") } }
            #expect(large.screen().contains("Text \"402 x 672\""))
            let inline = Host.recording()
            await inline.launch {
                NavigationStack { ContainerSizeProbe().navigationTitle("Trips").navigationBarTitleDisplayMode(.inline) }
            }
            #expect(inline.screen().contains("Text \"402 x 724\""))
            let toolbar = Host.recording()
            await toolbar.launch {
                NavigationStack {
                    ContainerSizeProbe().navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                }
            }
            #expect(toolbar.screen().contains("Text \"402 x 676\""))
        }

        @Test(
            "In a tab, the container ends above the tab bar: 402 x 729; a stack in a tab is between its bar and the tab bar"
        )
        func tab() async throws {
            let host = Host.recording()
            await host.launch {
                TabView {
                    ContainerSizeProbe().tabItem { Text("Plain") }
                    NavigationStack {
                        ContainerSizeProbe().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    }.tabItem { Text("Stack") }
                }
            }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 729\"") })
            try await host.perform(.tap("Stack"))
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 675\"") })
        }

        @Test("The nearest container wins: a scroll view 300 tall inside a stack gives its own frame")
        func nearest() async {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    ScrollView { ContainerSizeProbe() }.frame(height: 300).navigationTitle("Trips")
                }
            }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 300\"") })
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [YN] yenovi, "Container Relative Frame" (2025-09-18), https://yenovi.com/blog/container-relative-frame.
// - [AD2] Apple's SwiftUI documentation pages beside [AD]'s: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with [AD], not as a new source.
// - [MK] Mastering Swift and SwiftUI, "SwiftUI Modifiers Deep Dive: containerRelativeFrame"
//   (2024-09-04), https://swift.mackarous.com/posts/2024/09/modifiers-container-relative-frame.
extension EngineTests.ContainerRelativeFrameLayoutTests {
    // MARK: - containerRelativeFrame

    /// The width of a colour sized by `frame` in a horizontal scroll view's row, as [YN]'s example has it.
    private func relativeWidth(_ frame: @escaping (Color) -> some View) async throws -> CGFloat {
        let frames = await colours { ScrollView(.horizontal) { HStack { frame(Color.green) } } }
        try #require(frames.count == 1)
        return frames[0].width
    }

    @Test(
        "containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0) in a scroll view is a third of 402: 134 ([YN])"
    )
    func relativeThird() async throws {
        // [YN]'s first view: "Count is the number of imaginary columns the container is divided into".
        #expect(
            same(
                try await relativeWidth { $0.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 0) },
                134))
    }

    @Test("count: 4 is a quarter of 402: 100.5, on the pixel grid ([YN])")
    func relativeQuarter() async throws {
        #expect(
            abs(
                try await relativeWidth { $0.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 0) }
                    - 100.5) < 0.34)
    }

    @Test("The closure form is given the container's length: length x 0.75 is 301.5 ([YN])")
    func relativeClosure() async throws {
        // [YN]: "The second version takes a callback, in which you can perform any custom logic to
        // determine the final size based on the container size."
        #expect(
            abs(
                try await relativeWidth { $0.containerRelativeFrame(.horizontal) { length, _ in length * 0.75 } }
                    - 301.5) < 0.34)
    }

    @Test(
        "containerRelativeFrame's spacing is only subtracted: the stack's own 8 points still stand between the views ([YN])"
    )
    func relativeSpacing() async throws {
        // [YN]: "Spacing tells the modifier how much space to subtract from the length, but doesn't
        // actually introduce any space between views." Two halves of (402 - 10): 196 each, 8 apart.
        let frames = await colours {
            ScrollView(.horizontal) {
                HStack {
                    Color.red.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                    Color.blue.containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                }
            }
        }
        try #require(frames.count == 2)
        #expect(same(frames[0].width, 196) && same(frames[1].minX - frames[0].maxX, 8))
    }

    @Test(
        "count 3, span 2, spacing 10 gives two columns and the space between them: 264.67 ([AD2] containerRelativeFrame's formula)"
    )
    func relativeSpan() async throws {
        // [AD2]: availableWidth = 402 - 10 x 2 = 382; columnWidth = 382 / 3; itemWidth = columnWidth x 2
        // + 10 = 264.67.
        let frames = await colours {
            ScrollView(.horizontal) {
                LazyHStack { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
            }
        }
        try #require(frames.count == 1)
        #expect(abs(frames[0].width - (382.0 / 3 * 2 + 10)) < 0.34)
    }

    @Test(
        "containerRelativeFrame([.horizontal, .vertical]) in a horizontal scroll view fills the screen less its safe area: 402 x 778 ([MK]; [AD2])"
    )
    func relativeFillsScreen() async throws {
        // [AD2]: "each purple rectangle [occupies] the full size of the screen", the size of the
        // container "subtracting any safe area insets"; [MK]: "the Rectangle fills the container".
        let frames = await colours {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<3) { _ in Color.purple.containerRelativeFrame([.horizontal, .vertical]) }
                }
            }
        }
        try #require(frames.count >= 1)
        #expect(same(frames[0].width, 402) && same(frames[0].height, 778) && same(frames[0].minY, 62))
    }

    @Test(
        "containerRelativeFrame(.vertical) in a tab measures the tab above its bar: 874 - 62 - 34 - 49 = 729 ([MK]; [AD2])"
    )
    func relativeInTab() async throws {
        // [AD2] lists "A tab of a TabView" among the containers, its size "subtracting any safe area
        // insets"; the tab bar is 49 above the home indicator (DeviceMetrics.tabBarHeight).
        let frames = await colours {
            TabView { Color.red.containerRelativeFrame(.vertical).tabItem { Text("One") } }
        }
        try #require(frames.count == 1)
        #expect(same(frames[0].height, 729))
    }
}
