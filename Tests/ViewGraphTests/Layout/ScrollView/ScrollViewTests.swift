import Testing

@testable import ViewGraph

/// A behaviour of the lesson's own: it keeps the search bar either shown or hidden.
private struct SnapToBar: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < 70 {
            target.rect.origin = target.rect.minY < 35 ? .zero : .init(x: 0, y: 70)
        }
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("Search")
                ForEach(0..<3) { Text("Post \($0)") }
            }
        }
        .scrollTargetBehavior(SnapToBar())
    }
}

/// A paging scroll view whose page a row of tab buttons picks through `scrollPosition(id:)`;
/// `perScreen` pages fit on the screen across.
private struct Pager: View {
    let perScreen: Int
    @State private var page: String?
    let pages = ["One", "Two", "Three"]
    var body: some View {
        VStack {
            HStack {
                ForEach(pages, id: \.self) { name in Button(name + " tab") { page = name } }
                Button("No tab") { page = nil }
            }
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages, id: \.self) {
                        Text($0).containerRelativeFrame(.horizontal, count: perScreen, spacing: 0)
                    }
                }
            }
            .scrollPosition(id: $page)
        }
    }
}

/// Keeps the proxy a `ScrollViewReader` hands its content, for a test to scroll with.
@MainActor
private final class ProxyBox {
    var proxy: ScrollViewProxy?
}

/// Fifty 100-point rows, each with its number as id, in a scroll view inside a reader.
private struct Numbered: View {
    let box: ProxyBox
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 100) }
                }
            }
            .onAppear { box.proxy = proxy }
        }
    }
}

/// Ten pages 300 points tall that rest on multiples of the scroll view's height.
private struct Paged: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { Text("Page \($0)").frame(height: 300) }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

/// Cards 150 wide, 10 apart, that rest with a card at the leading edge, and say which one that is.
private struct Cards: View {
    @State private var shown: Int? = nil
    var body: some View {
        VStack {
            Text("At \(shown.map(String.init) ?? "none")")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<20, id: \.self) { Text("Card \($0)").frame(width: 150, height: 100) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $shown)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Scroll views")
    struct ScrollViewTests {
        @Test("Flashing the scroll indicators builds, shows the scroll view as it is, and is reported as not modelled")
        func scrollIndicatorsFlash() async {
            UnmodelledAPI.reset()
            let host = Host()
            await host.launch {
                ScrollView { Text("Row") }.scrollIndicatorsFlash(onAppear: true)
            }
            #expect(host.shows("Row"))
            #expect(UnmodelledAPI.used.contains("scrollIndicatorsFlash"))
        }

        @Test("A scroll position made at a point or an offset holds it; scrolling to a view or an edge forgets it")
        func scrollPositionPoints() {
            var position = ScrollPosition(point: .zero)
            #expect(position.point == .zero)
            position = ScrollPosition(y: 120)
            #expect(position.y == 120 && position.x == nil && position.point == nil)
            position.scrollTo(x: 10, y: 20)
            #expect(position.point == CGPoint(x: 10, y: 20))
            position.scrollTo(edge: .top)
            #expect(position.point == nil && position.edge == .top)
            position.scrollTo(id: 3)
            #expect(position.viewID(type: Int.self) == 3 && position.edge == nil)
        }

        @Test(
            "A scroll target behaviour of the lesson's own builds and may move the target; the engine scrolls by screens and never asks it"
        )
        func customTargetBehavior() async {
            var target = ScrollTarget(rect: CGRect(x: 0, y: 50, width: 100, height: 100))
            let context = ScrollTargetBehaviorContext(
                originalTarget: target, velocity: .zero, contentSize: .zero, containerSize: .zero, axes: .vertical)
            SnapToBar().updateTarget(&target, context: context)
            #expect(target.rect.origin == CGPoint(x: 0, y: 70))
            let host = Host.recording()
            await host.launch { Feed() }
            #expect(
                host.screen() == [
                    "ScrollView", "  VStack", "    Text \"Search\"", "    Text \"Post 0\"", "    Text \"Post 1\"",
                    "    Text \"Post 2\"",
                ])
        }

        @Test("Pages a screen wide show one at a time; setting the bound scroll position shows that page")
        func scrollPositionPicksPage() async throws {
            let host = Host.recording()
            await host.launch { Pager(perScreen: 1) }
            #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"One\""])
            try await host.perform(.tap("Three tab"))
            #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"Three\""])
            try await host.perform(.tap("No tab"))
            #expect(
                host.screen().suffix(2) == ["    LazyHStack", "      Text \"Three\""], "no id: the scroll view stays")
            try await host.perform(.tap("One tab"))
            #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"One\""])
        }

        @Test("Pages half a screen wide (count: 2) show two at a time")
        func containerRelativeCount() async {
            let host = Host.recording()
            await host.launch { Pager(perScreen: 2) }
            #expect(host.screen().suffix(3) == ["    LazyHStack", "      Text \"One\"", "      Text \"Two\""])
        }

        private func offset(_ host: Host) throws -> Double {
            scrollOffset(of: try #require(host.scrollViewNode())).offset
        }

        @Test(
            "scrollTo with an anchor puts that point of the row at that point of the scroll view, 778 points tall in the safe area",
            arguments: [
                (UnitPoint.top, 2000.0), (UnitPoint.center, 1661.0), (UnitPoint.bottom, 1322.0),
                (UnitPoint(x: 0.5, y: 0.25), 1830.5),
            ])
        func scrollToAnchors(anchor: UnitPoint, expected: Double) async throws {
            let host = Host.recording()
            let box = ProxyBox()
            await host.launch { Numbered(box: box) }
            try #require(box.proxy).scrollTo(20, anchor: anchor)
            await host.settle()
            #expect(abs(try offset(host) - expected) < 0.01)
        }

        @Test(
            "scrollTo with no anchor scrolls the least that shows the row whole: to its bottom from above, not at all when it shows, to its top from below"
        )
        func scrollToLeast() async throws {
            let host = Host.recording()
            let box = ProxyBox()
            await host.launch { Numbered(box: box) }
            let proxy = try #require(box.proxy)
            proxy.scrollTo(20)
            await host.settle()
            #expect(abs(try offset(host) - 1322) < 0.01)
            let row = try #require(host.frame(ofText: "Row 20"))
            #expect(
                abs(row.maxY - (840 - 40)) < 0.34,
                "the text is centred in its 100-point frame, whose bottom is at the scroll view's")
            proxy.scrollTo(19)
            await host.settle()
            #expect(abs(try offset(host) - 1322) < 0.01)
            proxy.scrollTo(5)
            await host.settle()
            #expect(abs(try offset(host) - 500) < 0.01)
        }

        @Test("scrollTo is kept within the content: the last row's top cannot reach the top of the scroll view")
        func scrollToClamps() async throws {
            let host = Host.recording()
            let box = ProxyBox()
            await host.launch { Numbered(box: box) }
            try #require(box.proxy).scrollTo(49, anchor: .top)
            await host.settle()
            #expect(abs(try offset(host) - (5000 - 778)) < 0.01)
        }

        @Test(
            "A scroll never passes either end: up at the top stays, far down stops where the content's end meets the scroll view's"
        )
        func scrollClamping() async throws {
            let host = Host.recording()
            await host.launch { Numbered(box: ProxyBox()) }
            try await host.perform(.scroll(.up))
            #expect(try offset(host) == 0)
            try await host.perform(.scroll(.by(100_000)))
            #expect(abs(try offset(host) - (5000 - 778)) < 0.01)
            // The content ends above the home indicator, at the bottom of what the bars leave clear.
            let scroller = try #require(host.scrollViewNode())
            let clear = try #require(clearFrame(ofScrollView: scroller))
            #expect(abs(try #require(host.frame(ofText: "Row 49")).maxY + 40 - clear.maxY) < 0.34)
            try await host.perform(.scroll(.by(-150)))
            #expect(abs(try offset(host) - (5000 - 778 - 150)) < 0.01)
        }

        @Test(
            "defaultScrollAnchor(.bottom) starts at the end, .center half way; content shorter than the scroll view stays at its start",
            arguments: [
                (UnitPoint.bottom, 50, 4222.0), (UnitPoint.center, 50, 2111.0), (UnitPoint.bottom, 3, 0.0),
            ])
        func defaultAnchor(anchor: UnitPoint, rows: Int, expected: Double) async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { Text("Row \($0)").frame(height: 100) } }
                }
                .defaultScrollAnchor(anchor)
            }
            #expect(abs(try offset(host) - expected) < 0.01)
        }

        @Test("A lazy stack anchored at the bottom builds its last rows at launch, and they appear")
        func defaultAnchorBuildsTheLastRows() async throws {
            let host = Host.recording()
            let lines = await Console.capture {
                await host.launch {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<200, id: \.self) { n in
                                Text("Row \(n)").onAppear { Console.record("appear \(n)") }
                            }
                        }
                    }
                    .defaultScrollAnchor(.bottom)
                }
            }
            #expect(host.shows("Row 199"))
            #expect(lines.contains("appear 199"))
        }

        @Test(
            "Paging rests on multiples of the scroll view's height: a short drag springs back, a longer one or a screen goes one page"
        )
        func paging() async throws {
            let host = Host.recording()
            await host.launch { Paged() }
            try await host.perform(.scroll(.by(200)))
            #expect(try offset(host) == 0)
            try await host.perform(.scroll(.by(500)))
            #expect(abs(try offset(host) - 778) < 0.01)
            try await host.perform(.scroll(.down))
            #expect(abs(try offset(host) - 2 * 778) < 0.01)
            try await host.perform(.scroll(.bottom))
            #expect(
                abs(try offset(host) - (3000 - 778)) < 0.01, "the end is not a multiple: the last page rests at the end"
            )
        }

        @Test(
            "viewAligned rests with a view of the scroll target layout at the leading edge, and scrollPosition(id:) then holds its id"
        )
        func viewAlignedAndScrollPosition() async throws {
            let host = Host.recording()
            await host.launch { Cards() }
            #expect(host.shows("At none"))
            try await host.perform(.scroll(.by(100)))
            #expect(abs(try offset(host) - 160) < 0.01)
            #expect(host.shows("At 1"))
            try await host.perform(.scroll(.by(400)))
            #expect(abs(try offset(host) - 480) < 0.01)
            #expect(host.shows("At 3"))
        }

        @Test(
            "Content margins inset the content: offered the width less the margins, starting after them, and the end leaves the bottom margin"
        )
        func contentMargins() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 100) } }
                }
                .contentMargins(20)
            }
            let first = try #require(host.colourFrames().first)
            #expect(same(first, CGRect(x: 20, y: 82, width: 362, height: 100)))
            try await host.perform(.scroll(.bottom))
            #expect(abs(try offset(host) - (2000 + 40 - 778)) < 0.01)
            #expect(same(try #require(host.colourFrames().last).maxY, 820))
        }

        @Test("Margins for the scroll indicators only leave the content where it was")
        func indicatorMargins() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView { Color.red.frame(height: 100) }.contentMargins(.horizontal, 30, for: .scrollIndicators)
            }
            let frame = try #require(host.colourFrames().first)
            #expect(same(frame, CGRect(x: 0, y: 62, width: 402, height: 100)))
        }

        @Test(
            "scrollClipDisabled moves nothing: the content stands and scrolls as without it, and the run notes it as not modelled"
        )
        func clipDisabled() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch {
                ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 100) } } }
                    .scrollClipDisabled()
            }
            let frame = try #require(host.colourFrames().first)
            #expect(same(frame, CGRect(x: 0, y: 62, width: 402, height: 100)))
            try await host.perform(.scroll(.bottom))
            #expect(abs(try offset(host) - (2000 - 778)) < 0.01)
            #expect(UnmodelledAPI.used.contains("scrollClipDisabled"))
        }

        @Test(
            "A horizontal scroll view inside a vertical one is as tall as its content and scrolls only sideways; scroll down moves the outer one"
        )
        func nestedScrollViews() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView {
                    VStack(spacing: 0) {
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 0) {
                                ForEach(0..<10, id: \.self) { Text("Chip \($0)").frame(width: 150, height: 80) }
                            }
                        }
                        ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) }
                    }
                }
            }
            var scrollers: [ViewNode] = []
            host.graph.root?.forEachNode { if $0.view is any ScrollContainer { scrollers.append($0) } }
            try #require(scrollers.count == 2)
            let (outer, inner) = (scrollers[0], scrollers[1])
            #expect(same(inner.geometry.frame.height, 80) && same(inner.geometry.frame.width, 402))
            try await host.perform(.scroll(.down))
            #expect(scrollOffset(of: outer).offset > 0)
            #expect(scrollOffset(of: inner).offset == 0)
            try await host.perform(.scroll(.top))
            #expect(!host.shows("Chip 6"), "a lazy row builds only the chips in sight")
            try await host.perform(.scroll(.to("Chip 6")))
            #expect(scrollOffset(of: inner).offset > 0)
            #expect(scrollOffset(of: outer).offset == 0)
        }

        @Test(
            "A scroll view of both axes offers its content nothing either way, places it at its top-leading corner, and .center starts it in the middle both ways"
        )
        func bothAxes() async throws {
            let host = Host.recording()
            await host.launch {
                ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1000, height: 2000) }
            }
            let placed = try #require(host.colourFrames().first)
            #expect(same(placed, CGRect(x: 0, y: 62, width: 1000, height: 2000)))
            let centred = Host.recording()
            await centred.launch {
                ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1000, height: 2000) }.defaultScrollAnchor(
                    .center)
            }
            let frame = try #require(centred.colourFrames().first)
            #expect(same(frame.minX, -299) && same(frame.minY, 62 - 611))
        }
    }
}
