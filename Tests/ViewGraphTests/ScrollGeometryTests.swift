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
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { old, new in
            Console.record("offset \(Int(old)) -> \(Int(new))")
        }
        .onScrollGeometryChange(for: String.self) { geometry in
            "content \(Int(geometry.contentSize.height)) container \(Int(geometry.containerSize.height)) visible \(Int(geometry.visibleRect.minY))-\(Int(geometry.visibleRect.maxY)) bounds \(Int(geometry.bounds.minY))"
        } action: { _, new in
            Console.record(new)
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
        .onScrollGeometryChange(for: Int.self) { Int($0.contentSize.height) } action: { _, new in
            Console.record("first scroll view's content \(new)")
        }
    }
}

extension EngineTests {
@MainActor @Suite("onScrollGeometryChange")
struct ScrollGeometryTests {
    @Test("The action runs with the first geometry at launch, then as a scroll moves, with the old and the new offset")
    func firesAfterScroll() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { WatchedScroll() } }
        #expect(launch == ["offset 0 -> 0", "content 3000 container 778 visible 0-778 bounds 0"])
        let scrolled = try await Console.capture { try await host.perform(.scroll(.down)) }
        let offset = Int(scrollOffset(of: try #require(host.scrollViewNode())).offset)
        #expect(offset > 0)
        // A scroll moves through the frames between, as a finger's does: each action gets the
        // offset the last one ended at, and the last one the offset scrolled to.
        let offsets = scrolled.filter { $0.hasPrefix("offset ") }
        #expect(offsets.first?.hasPrefix("offset 0 -> ") == true)
        #expect(offsets.last?.hasSuffix("-> \(offset)") == true)
        let steps = offsets.map { $0.dropFirst("offset ".count).components(separatedBy: " -> ").compactMap { Int($0) } }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0[1] == $1[0] && $1[1] > $1[0] })
        #expect(scrolled.last == "content 3000 container 778 visible \(offset)-\(offset + 778) bounds \(offset)")
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
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: -62), contentSize: CGSize(width: 402, height: 900), contentInsets: EdgeInsets(top: 62), containerSize: CGSize(width: 402, height: 874))
        #expect(geometry.bounds == CGRect(x: 0, y: -62, width: 402, height: 874))
        #expect(geometry.visibleRect == geometry.bounds)
    }

    @Test("Content margins add to the insets, so at rest the offset is minus the top inset; a scrollTo is seen by the action after its layout pass")
    func marginsAndScrollTo() async throws {
        let host = Host.recording()
        let lines = try await Console.capture {
            await host.launch {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Down") { proxy.scrollTo(5, anchor: .top) }
                        ScrollView {
                            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 100) } }
                        }
                        .contentMargins(.top, 30)
                        .onScrollGeometryChange(for: String.self) { "inset \(Int($0.contentInsets.top)) offset \(Int($0.contentOffset.y))" } action: { _, new in
                            Console.record(new)
                        }
                    }
                }
            }
            try await host.perform(.tap("Down"))
        }
        #expect(lines == ["inset 30 offset -30", "inset 30 offset 500"])
    }
}
}
