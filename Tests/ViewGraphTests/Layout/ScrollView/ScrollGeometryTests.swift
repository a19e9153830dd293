import Testing

@testable import ViewGraph

/// Thirty 100-point rows in a scroll view whose geometry is watched.
private struct WatchedScroll: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { Text("Row \($0)").frame(height: 100) }
            }
        }
        .onScrollGeometryChange(for: CGFloat.self) {
            $0.contentOffset.y
        } action: { old, new in
            Console.record("offset \(Int(old)) -> \(Int(new))")
        }
        .onScrollGeometryChange(for: String.self) { geometry in
            "content \(Int(geometry.contentSize.height)) container \(Int(geometry.containerSize.height)) visible \(Int(geometry.visibleRect.minY))-\(Int(geometry.visibleRect.maxY)) bounds \(Int(geometry.bounds.minY))"
        } action: { _, new in
            Console.record(new)
        }
    }
}

/// A scroll view of thirty rows whose insets, offset and container are printed, in `place`.
private struct InsetsProbe: View {
    enum Place { case largeTitle, inlineWithToolbar, tab, framed, margins, safeAreaPadding }
    let place: Place
    var scroll: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(height: 100) } }
        }
        .onScrollGeometryChange(for: String.self) { geometry in
            let insets = geometry.contentInsets
            return
                "insets \(Int(insets.top)) \(Int(insets.leading)) \(Int(insets.bottom)) \(Int(insets.trailing)) offset \(Int(geometry.contentOffset.y)) container \(Int(geometry.containerSize.height))"
        } action: { _, new in
            Console.record(new)
        }
    }
    var body: some View {
        switch place {
        case .largeTitle: NavigationStack { scroll.navigationTitle("Trips") }
        case .inlineWithToolbar:
            NavigationStack {
                scroll.navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
            }
        case .tab: TabView { scroll.tabItem { Text("Rows") } }
        case .framed: scroll.frame(height: 300)
        case .margins:
            NavigationStack {
                scroll.contentMargins(.vertical, 20).contentMargins(.horizontal, 10).navigationTitle("Trips")
            }
        case .safeAreaPadding: scroll.safeAreaPadding(.top, 30)
        }
    }
}

/// Two scroll views side by side: the modifier watches the first.
private struct TwoScrollViews: View {
    var body: some View {
        HStack {
            ScrollView { Color.red.frame(height: 300) }
            ScrollView { Color.blue.frame(height: 2000) }
        }
        .onScrollGeometryChange(for: Int.self) {
            Int($0.contentSize.height)
        } action: { _, new in
            Console.record("first scroll view's content \(new)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("onScrollGeometryChange")
    struct ScrollGeometryTests {
        @Test(
            "The action runs with the first geometry at launch, then as a scroll moves, with the old and the new offset; a scroll view filling the screen scrolls under the status bar and the home indicator: 874 tall, its offset starting at -62"
        )
        func firesAfterScroll() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { WatchedScroll() } }
            #expect(launch == ["offset -62 -> -62", "content 3000 container 874 visible -62-812 bounds -62"])
            let scrolled = try await Console.capture { try await host.perform(.scroll(.down)) }
            let offset = Int(scrollOffset(of: try #require(host.scrollViewNode())).offset)
            #expect(offset > 0)
            // A scroll moves through the frames between, as a finger's does: each action gets the
            // offset the last one ended at, and the last one the offset scrolled to.
            let offsets = scrolled.filter { $0.hasPrefix("offset ") }
            #expect(offsets.first?.hasPrefix("offset -62 -> ") == true)
            #expect(offsets.last?.hasSuffix("-> \(offset - 62)") == true)
            let steps = offsets.map {
                $0.dropFirst("offset ".count).components(separatedBy: " -> ").compactMap { Int($0) }
            }
            #expect(zip(steps, steps.dropFirst()).allSatisfy { $0[1] == $1[0] && $1[1] > $1[0] })
            #expect(
                scrolled.last
                    == "content 3000 container 874 visible \(offset - 62)-\(offset + 812) bounds \(offset - 62)")
        }

        @Test("A geometry that reads the same value runs no action")
        func unchangedValueIsQuiet() async throws {
            let host = Host.recording()
            await host.launch { TwoScrollViews() }
            let scrolled = try await Console.capture { try await host.perform(.scroll(.down)) }
            #expect(scrolled.isEmpty)
        }

        @Test("The modifier watches the first scroll view inside it")
        func firstScrollView() async {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { TwoScrollViews() } }
            #expect(launch == ["first scroll view's content 300"])
        }

        @Test("A scroll view under the status bar has it as its top inset, and its offset starts at minus that inset")
        func insets() {
            let geometry = ScrollGeometry(
                contentOffset: CGPoint(x: 0, y: -62), contentSize: CGSize(width: 402, height: 900),
                contentInsets: EdgeInsets(top: 62), containerSize: CGSize(width: 402, height: 874))
            #expect(geometry.bounds == CGRect(x: 0, y: -62, width: 402, height: 874))
            #expect(geometry.visibleRect == geometry.bounds)
        }

        @Test(
            "Content margins add to the insets, so at rest the offset is minus the top inset; a scrollTo is seen by the action after its layout pass"
        )
        func marginsAndScrollTo() async throws {
            let host = Host.recording()
            let lines = try await Console.capture {
                await host.launch {
                    ScrollViewReader { proxy in
                        VStack {
                            Button("Down") { proxy.scrollTo(5, anchor: .top) }
                            ScrollView {
                                VStack(spacing: 0) {
                                    ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
                                }
                            }
                            .contentMargins(.top, 30)
                            .onScrollGeometryChange(for: String.self) {
                                "inset \(Int($0.contentInsets.top)) offset \(Int($0.contentOffset.y))"
                            } action: { _, new in
                                Console.record(new)
                            }
                        }
                    }
                }
                try await host.perform(.tap("Down"))
            }
            #expect(lines == ["inset 30 offset -30", "inset 30 offset 500"])
        }

        @Test(
            "A scroll view at the root of a stack scrolls under its bars: the large title's 168 above, the home indicator's 34 below, its offset at rest -168"
        )
        func insetsUnderLargeTitle() async {
            let launch = await Console.capture { await Host.recording().launch { InsetsProbe(place: .largeTitle) } }
            #expect(launch == ["insets 168 0 34 0 offset -168 container 874"])
        }

        @Test("An inline bar and a bottom toolbar: 116 above, 48 + 34 = 82 below")
        func insetsWithToolbar() async {
            let launch = await Console.capture {
                await Host.recording().launch { InsetsProbe(place: .inlineWithToolbar) }
            }
            #expect(launch == ["insets 116 0 82 0 offset -116 container 874"])
        }

        @Test(
            "In a tab: the status bar's 62 above, the tab bar and the home indicator's 49 + 34 = 83 below (the 83 code-payments measured on an iPhone 17)"
        )
        func insetsInTab() async {
            let launch = await Console.capture { await Host.recording().launch { InsetsProbe(place: .tab) } }
            #expect(launch == ["insets 62 0 83 0 offset -62 container 874"])
        }

        @Test(
            "A scroll view that does not reach the safe area's edges has no insets: its container is its own 300 points"
        )
        func noInsetsAwayFromTheEdges() async {
            let launch = await Console.capture { await Host.recording().launch { InsetsProbe(place: .framed) } }
            #expect(launch == ["insets 0 0 0 0 offset 0 container 300"])
        }

        @Test(
            "contentMargins add to the bars' insets on the edges they name, and inset the content: the first row starts 20 below the large title, 10 in from each side"
        )
        func contentMarginsAdd() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { InsetsProbe(place: .margins) } }
            #expect(launch == ["insets 188 10 54 10 offset -188 container 874"])
            // The row's 100 points start at 168 + 20 = 188, its text centred in them (188 + 39.83) and
            // across the 382 points between the margins (10 + 191 = 201 is its middle).
            let row = try #require(host.screenWithFrames().first { $0.contains("Row 0") })
            #expect(row.contains(", 228, "))
            #expect(row == "    Text \"Row 0\" (176.67, 228, 48.67, 20.33)")
        }

        @Test("safeAreaPadding at the top adds its 30 points to the status bar's 62 in the scroll view's insets")
        func safeAreaPaddingAdds() async {
            let launch = await Console.capture {
                await Host.recording().launch { InsetsProbe(place: .safeAreaPadding) }
            }
            #expect(launch == ["insets 92 0 34 0 offset -92 container 874"])
        }
    }
}
