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
