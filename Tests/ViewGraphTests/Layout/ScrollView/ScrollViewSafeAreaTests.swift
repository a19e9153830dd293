import Testing

@testable import ViewGraph

/// Thirty 100-point rows in a scroll view whose frame, as a reader on it sees it, is printed, with
/// its scroll geometry; in `place`.
private struct FrameProbe: View {
    enum Place { case largeTitle, inline, tab, belowHeader, ignoring, framed, root }
    let place: Place
    var scroll: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 100) } }
        }
        .onGeometryChange(for: CGRect.self) {
            $0.frame(in: .global)
        } action: { frame in
            Console.record(
                "frame \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))")
        }
        .onScrollGeometryChange(for: String.self) { geometry in
            let insets = geometry.contentInsets
            return
                "insets \(Int(insets.top)) \(Int(insets.bottom)) offset \(Int(geometry.contentOffset.y)) container \(Int(geometry.containerSize.height))"
        } action: { _, new in
            Console.record(new)
        }
    }
    var body: some View {
        switch place {
        case .largeTitle: NavigationStack { scroll.navigationTitle("Trips") }
        case .inline: NavigationStack { scroll.navigationTitle("Trips").navigationBarTitleDisplayMode(.inline) }
        case .tab: TabView { scroll.tabItem { Text("Rows") } }
        case .belowHeader:
            NavigationStack {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    scroll
                }
                .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
            }
        case .ignoring: NavigationStack { scroll.ignoresSafeArea().navigationTitle("Trips") }
        case .framed: NavigationStack { scroll.frame(height: 300).navigationTitle("Trips") }
        case .root: scroll
        }
    }
}

/// Thirty lazy 100-point rows under an inline bar (116 points: the status bar and the bar), each
/// printing when it appears and disappears.
private struct LazyRowsUnderBar: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { index in
                        Text("Row \(index)").frame(height: 100)
                            .onAppear { Console.record("appear \(index)") }
                            .onDisappear { Console.record("disappear \(index)") }
                    }
                }
            }
            .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// The same rows in a list, its rows 44 tall.
private struct ListRowsUnderBar: View {
    var body: some View {
        NavigationStack {
            List(0..<60, id: \.self) { index in
                Text("Row \(index)")
                    .onAppear { Console.record("appear \(index)") }
                    .onDisappear { Console.record("disappear \(index)") }
            }
            .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// Thirty 100-point rows, eager or lazy, under an inline bar (116 points), each row's text alone.
private struct RowsUnderBar: View {
    let lazy: Bool
    var rows: some View { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 100) } }
    var body: some View {
        NavigationStack {
            ScrollView {
                if lazy { LazyVStack(spacing: 0) { rows } } else { VStack(spacing: 0) { rows } }
            }
            .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A scroll view under an inline bar (116 above, 34 below) in a modifier, with a reader on each: the
/// modifier's frame prints as `outer`, the scroll view's as `inner`, with its content's insets.
private struct WrappedProbe: View {
    enum Wrapper { case paddedAcross, paddedAbove, paddedAll, flexible, narrow, readerInBackground }
    let wrapper: Wrapper
    static func line(_ name: String, _ frame: CGRect) -> String {
        "\(name) \(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))"
    }
    var scroll: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<30) { Text("Row \($0)").frame(maxWidth: .infinity).frame(height: 100) } }
        }
        .onGeometryChange(for: CGRect.self) {
            $0.frame(in: .global)
        } action: {
            Console.record(Self.line("inner", $0))
        }
        .onScrollGeometryChange(for: String.self) { geometry in
            "insets \(Int(geometry.contentInsets.top)) \(Int(geometry.contentInsets.bottom))"
        } action: { _, new in
            Console.record(new)
        }
    }
    @ViewBuilder var wrapped: some View {
        switch wrapper {
        case .paddedAcross: scroll.padding(.horizontal)
        case .paddedAbove: scroll.padding(.top, 10)
        case .paddedAll: scroll.padding()
        case .flexible: scroll.frame(maxWidth: .infinity, maxHeight: .infinity)
        case .narrow: scroll.frame(width: 300)
        case .readerInBackground: scroll.padding(.horizontal)
        }
    }
    var body: some View {
        NavigationStack {
            Group {
                if wrapper == .readerInBackground {
                    wrapped.background {
                        GeometryReader { proxy in
                            Color.clear.onAppear { Console.record(Self.line("outer", proxy.frame(in: .global))) }
                        }
                    }
                } else {
                    wrapped.onGeometryChange(for: CGRect.self) {
                        $0.frame(in: .global)
                    } action: {
                        Console.record(Self.line("outer", $0))
                    }
                }
            }
            .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("A scroll view reaches under the bars")
    struct ScrollViewSafeAreaTests {
        /// The first row's frame on the screen.
        private func firstRow(_ host: Host) throws -> String {
            try #require(host.screenWithFrames().first { $0.contains("Text \"Row 0\"") })
        }

        @Test(
            "In a stack with a large title, the scroll view's frame is the whole screen; its content is inset by the bars: 168 above, 34 below, the offset at rest -168"
        )
        func largeTitle() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .largeTitle) } }
            #expect(launch.sorted() == ["frame 0 0 402 874", "insets 168 34 offset -168 container 874"])
            // The first row still starts below the bar: 100 points from 168, its text centred in them
            // (168 + 39.83, on the pixel grid).
            #expect(try firstRow(host).hasSuffix(", 208, 48.67, 20.33)"))
        }

        @Test("The screen format prints the scroll view at the whole screen")
        func printedFrame() async throws {
            let host = Host.recording()
            await host.launch { FrameProbe(place: .largeTitle) }
            #expect(host.screenWithFrames().contains { $0.hasSuffix("ScrollView (0, 0, 402, 874)") })
        }

        @Test("Under an inline bar: 116 above")
        func inline() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .inline) } }
            #expect(launch.sorted() == ["frame 0 0 402 874", "insets 116 34 offset -116 container 874"])
            #expect(try firstRow(host).hasSuffix(", 156, 48.67, 20.33)"))
        }

        @Test("In a tab view: the status bar's 62 above, the tab bar and the home indicator's 83 below")
        func tab() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .tab) } }
            #expect(launch.sorted() == ["frame 0 0 402 874", "insets 62 83 offset -62 container 874"])
            #expect(try firstRow(host).hasSuffix(", 102, 48.67, 20.33)"))
        }

        @Test("At the root of an app: under the status bar and the home indicator, the first row at 62")
        func root() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .root) } }
            #expect(launch.sorted() == ["frame 0 0 402 874", "insets 62 34 offset -62 container 874"])
            #expect(try firstRow(host).hasSuffix(", 102, 48.67, 20.33)"))
        }

        @Test(
            "Below a header, only the bottom edge touches the safe area's: the frame starts below the header (116 + 100) and reaches the screen's bottom"
        )
        func belowHeader() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .belowHeader) } }
            #expect(launch.sorted() == ["frame 0 216 402 658", "insets 0 34 offset 0 container 658"])
            #expect(try firstRow(host).hasSuffix(", 256, 48.67, 20.33)"))
        }

        @Test(
            "A scroll view that ignores the safe area already fills the screen, with no insets: its first row at the top of the screen"
        )
        func ignoring() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .ignoring) } }
            #expect(launch.sorted() == ["frame 0 0 402 874", "insets 0 0 offset 0 container 874"])
            #expect(try firstRow(host).hasSuffix(", 40, 48.67, 20.33)"))
        }

        @Test("A scroll view in a 300-point frame touches no edge: it keeps its frame, with no insets")
        func framed() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FrameProbe(place: .framed) } }
            // Centred in the 672 points between the large title's bar and the home indicator:
            // 168 + (672 - 300) / 2 = 354.
            #expect(launch.sorted() == ["frame 0 354 402 300", "insets 0 0 offset 0 container 300"])
        }

        @Test(
            "A lazy row scrolled wholly under the navigation bar is still on the screen; it disappears once it is above the screen's top"
        )
        func lazyRowUnderTheBar() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { LazyRowsUnderBar() } }
            #expect(launch.first == "appear 0")
            // 150 points: row 0 stands from -34 to 66, under the bar's 116.
            let under = try await Console.capture { try await host.perform(.scroll(.by(150))) }
            #expect(!under.contains("disappear 0"))
            // 100 more: row 0 ends at -34, above the screen.
            let above = try await Console.capture { try await host.perform(.scroll(.by(100))) }
            #expect(above.contains("disappear 0"))
            #expect(!above.contains("disappear 1"))
        }

        @Test("A list's row under the navigation bar is still on the screen, as a lazy stack's is")
        func listRowUnderTheBar() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { ListRowsUnderBar() } }
            #expect(launch.contains("appear 0"))
            let under = try await Console.capture { try await host.perform(.scroll(.by(100))) }
            #expect(!under.contains("disappear 0"))
            let above = try await Console.capture { try await host.perform(.scroll(.by(150))) }
            #expect(above.contains("disappear 0"))
        }

        @Test(
            "Eager rows scrolled under the bar are on the screen as lazy rows are: row 0 from -34 to 66 under the 116-point bar shows, and goes once above the screen's top"
        )
        func eagerAndLazyRowsUnderTheBarAgree() async throws {
            func rows(lazy: Bool, scrolls: [Double]) async throws -> [String] {
                let host = Host.recording()
                await host.launch { RowsUnderBar(lazy: lazy) }
                for points in scrolls { try await host.perform(.scroll(.by(points))) }
                return host.screen().map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Text") }
            }
            let eagerUnder = try await rows(lazy: false, scrolls: [150])
            #expect(eagerUnder.first == "Text \"Row 0\"")
            #expect(try await rows(lazy: true, scrolls: [150]).first == "Text \"Row 0\"")
            let eagerAbove = try await rows(lazy: false, scrolls: [150, 100])
            #expect(eagerAbove.first == "Text \"Row 1\"")
            #expect(try await rows(lazy: true, scrolls: [150, 100]).first == "Text \"Row 1\"")
        }

        @Test("A list's static rows scrolled under the bar are on the screen, as its lazy rows are")
        func staticListRowsUnderTheBar() async throws {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    List {
                        Text("First")
                        Text("Second")
                        ForEach(0..<40, id: \.self) { Text("Row \($0)") }
                    }
                    .navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
                }
            }
            try await host.perform(.scroll(.by(60)))
            #expect(host.screen().contains { $0.contains("Text \"First\"") })
            try await host.perform(.scroll(.by(200)))
            #expect(!host.screen().contains { $0.contains("Text \"First\"") })
        }

        @Test(
            "A padding across reaches under the bars with the scroll view: a reader on it reads the whole height, the scroll view 16 in on each side"
        )
        func paddingAcrossReaches() async throws {
            let launch = await Console.capture {
                await Host.recording().launch { WrappedProbe(wrapper: .paddedAcross) }
            }
            #expect(launch.sorted() == ["inner 16 0 370 874", "insets 116 34", "outer 0 0 402 874"])
        }

        @Test(
            "A padding on the bar's edge stands between the scroll view and the bar: no reach at the top, the bottom still reaches, with the padding"
        )
        func paddingAboveStops() async throws {
            let launch = await Console.capture { await Host.recording().launch { WrappedProbe(wrapper: .paddedAbove) } }
            #expect(launch.sorted() == ["inner 0 126 402 748", "insets 0 34", "outer 0 116 402 758"])
        }

        @Test("A padding on every edge: the scroll view touches no edge, and neither reaches")
        func paddingAllStops() async throws {
            let launch = await Console.capture { await Host.recording().launch { WrappedProbe(wrapper: .paddedAll) } }
            // 116 + 16 = 132 down to 874 - 34 - 16 = 824.
            #expect(launch.sorted() == ["inner 16 132 370 692", "insets 0 0", "outer 0 116 402 724"])
        }

        @Test("A flexible frame and a frame fixing only the width reach with the scroll view they hold")
        func framesReach() async throws {
            let flexible = await Console.capture { await Host.recording().launch { WrappedProbe(wrapper: .flexible) } }
            #expect(flexible.sorted() == ["inner 0 0 402 874", "insets 116 34", "outer 0 0 402 874"])
            let narrow = await Console.capture { await Host.recording().launch { WrappedProbe(wrapper: .narrow) } }
            #expect(narrow.sorted() == ["inner 51 0 300 874", "insets 116 34", "outer 51 0 300 874"])
        }

        @Test("A GeometryReader in the background of a padding across reads the frame the padding reaches to")
        func readerOnPaddingReaches() async throws {
            let launch = await Console.capture {
                await Host.recording().launch { WrappedProbe(wrapper: .readerInBackground) }
            }
            #expect(launch.sorted() == ["inner 16 0 370 874", "insets 116 34", "outer 0 0 402 874"])
        }

        @Test("Scrolling keeps the frame at the whole screen and moves the content under the bar")
        func scrolledContentPassesUnderTheBar() async throws {
            let host = Host.recording()
            await host.launch { FrameProbe(place: .inline) }
            let scrolled = try await Console.capture { try await host.perform(.scroll(.by(150))) }
            #expect(scrolled.last == "insets 116 34 offset 34 container 874")
            #expect(!scrolled.contains { $0.hasPrefix("frame ") })
            let scroll = try #require(host.scrollViewNode())
            #expect(same(scroll.geometry.frame, CGRect(x: 0, y: 0, width: 402, height: 874)))
        }
    }
}
