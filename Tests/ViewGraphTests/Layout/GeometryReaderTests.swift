import Testing

@testable import ViewGraph

private struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<2) { index in
                    GeometryReader { proxy in
                        let rect = proxy.frame(in: .scrollView(axis: .horizontal))
                        Text("Card \(index) at \(Int(rect.minX))")
                    }
                }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Geometry readers")
    struct GeometryReaderTests {
        @Test(
            "A frame can be read in the space of the scroll view along an axis: readers offered no width are 10 wide, 8 apart"
        )
        func scrollViewAxisSpace() async {
            let host = Host.recording()
            await host.launch { Carousel() }
            #expect(
                host.screen() == ["ScrollView", "  HStack", "    Text \"Card 0 at 0\"", "    Text \"Card 1 at 18\""])
            #expect(
                NamedCoordinateSpace.scrollView(axis: .horizontal) != NamedCoordinateSpace.scrollView(axis: .vertical))
        }
    }
}

private struct Spaces: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                let global = proxy.frame(in: .global)
                let local = proxy.frame(in: .local)
                let named = proxy.frame(in: .named("outer"))
                Text(
                    "global \(Int(global.minX)) \(Int(global.minY)) local \(Int(local.minX)) \(Int(local.minY)) named \(Int(named.minX)) \(Int(named.minY))"
                )
            }
            .frame(width: 200, height: 50)
            .padding(.leading, 30)
        }
        .coordinateSpace(name: "outer")
    }
}

private struct Insets: View {
    let ignores: Bool
    var body: some View {
        if ignores {
            GeometryReader { proxy in
                Text(
                    "insets \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom)) size \(Int(proxy.size.height))"
                )
            }
            .ignoresSafeArea()
        } else {
            GeometryReader { proxy in
                Text(
                    "insets \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom)) size \(Int(proxy.size.height))"
                )
            }
        }
    }
}

private struct Growing: View {
    @State private var wide = false
    var body: some View {
        VStack {
            GeometryReader { proxy in
                let _ = Console.record("reader's content: \(Int(proxy.size.width))")
                Text("width \(Int(proxy.size.width))")
            }
            .frame(width: wide ? 300 : 100, height: 20)
            Button("Grow") { wide = true }
        }
    }
}

extension EngineTests.GeometryReaderTests {
    @Test(
        "A reader's frame in the global space is on the screen; in its local space at zero; in a named space from that view's corner"
    )
    func coordinateSpaces() async {
        let host = Host.recording()
        await host.launch { Spaces() }
        // The column is 402 wide (the red colour takes the width) and 150 tall, centred in the safe
        // area: its top at 62 + (778 - 150) / 2 = 376, the reader 100 below; the padded reader is
        // 230 wide, centred: 86 + 30 from the left.
        #expect(host.screen().contains("  Text \"global 116 476 local 0 0 named 116 100\""))
    }

    @Test("A reader at the root reads the screen's insets, 62 and 34, whether it fills the safe area or ignores it")
    func safeAreaInsets() async {
        let inside = Host.recording()
        await inside.launch { Insets(ignores: false) }
        #expect(inside.screen() == ["Text \"insets 62 34 size 778\""])
        let ignoring = Host.recording()
        await ignoring.launch { Insets(ignores: true) }
        #expect(ignoring.screen() == ["Text \"insets 62 34 size 874\""])
    }

    @Test("A reader's content is made once its size is known, and again when the size changes")
    func contentFollowsSize() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Growing() } }
        #expect(launch == ["reader's content: 100"])
        let tap = try await Console.capture { try await host.perform(.tap("Grow")) }
        #expect(tap == ["reader's content: 300"])
        #expect(host.screen().contains("  Text \"width 300\""))
    }
}

/// A reader in the middle of the screen, between two colours, reaching neither edge of the safe area.
private struct MiddleReader: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { proxy in
                Text("insets \(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
            }
            .frame(height: 50)
            Color.red.frame(height: 100)
        }
    }
}

/// A reader in a 300 x 60 frame whose content's background reader prints where it is at its
/// appearance: in the outer reader's named space, and globally.
private struct NestedReaders: View {
    var body: some View {
        GeometryReader { _ in
            Color.red
                .background(
                    GeometryReader { inner in
                        Color.clear.onAppear {
                            let named = inner.frame(in: .named("reader"))
                            let global = inner.frame(in: .global)
                            Console.record(
                                "named \(Int(named.minX)) \(Int(named.minY)) \(Int(named.width)) x \(Int(named.height)), global \(Int(global.minX)) \(Int(global.minY))"
                            )
                        }
                    })
        }
        .coordinateSpace(name: "reader")
        .frame(width: 300, height: 60)
    }
}

/// A text at the top-leading corner of a root reader, measured by a reader behind it.
private struct TextInRootReader: View {
    var body: some View {
        GeometryReader { _ in
            Text("Hi").background(
                GeometryReader { inner in
                    Color.clear.onAppear {
                        let local = inner.frame(in: .local)
                        let named = inner.frame(in: .named("root"))
                        let global = inner.frame(in: .global)
                        Console.record(
                            "local \(Int(local.minX)) \(Int(local.minY)), named \(Int(named.minX)) \(Int(named.minY)), global \(Int(global.minX)) \(Int(global.minY))"
                        )
                    }
                })
        }
        .coordinateSpace(name: "root")
    }
}

extension EngineTests.GeometryReaderTests {
    @Test("A reader that reaches neither edge of the safe area reads no insets")
    func noInsetsInTheMiddle() async {
        let host = Host.recording()
        await host.launch { MiddleReader() }
        #expect(host.screen().contains("  Text \"insets 0 0\""))
    }

    @Test(
        "A reader inside another reader's content sees its own frame when its content appears: (0, 0) in the outer reader's space"
    )
    func nestedReaderAppearsPlaced() async {
        let host = Host.recording()
        let lines = await Console.capture { await host.launch { NestedReaders() } }
        // The frame is centred in the safe area: x (402 - 300) / 2 = 51, y 62 + (778 - 60) / 2 = 421.
        #expect(lines == ["named 0 0 300 x 60, global 51 421"])
    }

    @Test(
        "A text at a root reader's corner is at (0, 0) in its own and the reader's space, at the safe area's top on the screen"
    )
    func textInRootReader() async {
        let host = Host.recording()
        let lines = await Console.capture { await host.launch { TextInRootReader() } }
        #expect(lines == ["local 0 0, named 0 0, global 0 62"])
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [FG] The SwiftUI Field Guide, swiftuifieldguide.com/layout/ (Chris Eidhof, 2024-2026): ideal-size,
//   flexible-frames, aspect-ratio, scrollview, geometry-reader, hstack.
// - [NS] Scott James Remnant, netsplit.com/swiftui: "Secondary views", "Flexible frames",
//   "Geometry reader" (2019-2020).
// - [MS] Microsoft, "apple-ux-guide: SwiftUI" (microsoft.github.io/apple-ux-guide/SwiftUI.html):
//   "GeometryReaders always fill all of their proposed size"; in a background, "Size proposed to this
//   will be the final size of the Text view", measuring it "without affecting its layout".
// - [HW] Paul Hudson, "Understanding frames and coordinates inside GeometryReader" (hackingwithswift.com,
//   100 Days of SwiftUI): a text framed to `geo.size.width * 0.9` takes "90% of all available space";
//   a GeometryReader above `Text("More text")` in a VStack "will expand to take up more space".
// - [ZN] samekard, "iOS16 ignoresSafeArea 観測隊" (zenn.dev/samekard_dev/articles/f8da71b8e0f64f,
//   2023-03-30, iPhone 14 simulator, iOS 16.2, Japanese): a table of which views reach past the safe
//   area ("D") and which stay in it ("S"): a VStack with `.background(.green)` around a Rectangle is
//   D and the Rectangle S; `ignoresSafeArea()` on either makes both D.
extension EngineTests.GeometryReaderTests {
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

    // MARK: - Geometry readers

    @Test(
        "A GeometryReader in a background is offered the final size of the text it is on, and changes nothing of its layout ([MS])"
    )
    func readerInBackground() async throws {
        let host = Host.recording()
        await host.launch { Text("Sample text").background { GeometryReader { _ in Color.clear } } }
        let text = try #require(host.frame(ofText: "Sample text"))
        let reader = try #require(host.frame { $0 is GeometryReader<Color> })
        #expect(same(reader, text))
        // Centred in the safe area as it would be with no background at all.
        #expect(abs(text.midX - 201) < 0.34 && abs(text.midY - 451) < 0.34)
    }

    @Test("A text framed to 90% of the reader's width is 0.9 x 402 wide, at the reader's top-leading corner ([HW])")
    func ninetyPercentOfReader() async throws {
        let host = Host.recording()
        await host.launch {
            GeometryReader { proxy in
                Text("Hello, World!").frame(width: proxy.size.width * 0.9).background(Color.red)
            }
        }
        // `.background(Color.red)` is the ShapeStyle overload: a rectangle filled red, as wide as the
        // frame (it reaches up past the safe area the frame touches, [ZN]).
        let red = try #require(rectangleFrames(in: host).first)
        #expect(abs(red.width - 361.8) < 0.34 && same(red.minX, 0))
        let text = try #require(host.frame(ofText: "Hello, World!"))
        #expect(abs(text.midX - 361.8 / 2) < 0.34 && same(text.minY, 62))
    }

    @Test(
        "A GeometryReader above a text in a VStack takes all the room it can: the text ends at the safe area's bottom, 840 ([HW])"
    )
    func readerPushesTextDown() async throws {
        let host = Host.recording()
        await host.launch {
            VStack {
                GeometryReader { _ in Color.red.frame(height: 40) }
                Text("More text")
            }
        }
        let text = try #require(host.frame(ofText: "More text"))
        #expect(same(text.maxY, 840))
        let reader = try #require(host.frame { $0 is GeometryReader<ModifiedContent<Color, _FrameLayout>> })
        #expect(same(reader.minY, 62) && same(reader.maxY, text.minY - 8))
    }
}
