import Testing

@testable import ViewGraph

/// Whether two lengths on the pixel grid are the same, up to the error of floating point.
func same(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 0.001
}

/// Whether two frames are the same, up to the error of floating point.
func same(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return same(a.minX, b.minX) && same(a.minY, b.minY) && same(a.width, b.width) && same(a.height, b.height)
}

extension Host {
    /// The frame of the first view on the screen whose value `matches`, on the pixel grid.
    @MainActor
    func frame(where matches: (any View) -> Bool) -> CGRect? {
        var found: CGRect?
        graph.root?.forEachNode { node in
            if found == nil, matches(node.view), let frame = node.globalFrame { found = frame }
        }
        return found
    }

    /// The frame of the text that reads `string`.
    @MainActor
    func frame(ofText string: String) -> CGRect? {
        frame { ($0 as? Text).map { $0.string(in: EnvironmentValues()) == string } ?? false }
    }
}

private struct Reader: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
        }
        .frame(width: 300, height: 60)
    }
}

extension EngineTests {
    @MainActor @Suite("The layout pass")
    struct LayoutPassTests {
        @Test("A lone view is centred in the safe area of the iPhone 17's screen")
        func loneViewIsCentred() async {
            let host = Host.recording()
            await host.launch { Color.red.frame(width: 100, height: 50) }
            #expect(same(host.frame { $0 is Color }, CGRect(x: 151, y: 62 + (778 - 50) / 2, width: 100, height: 50)))
        }

        @Test("A reader in a 300 x 60 frame reports 300 x 60")
        func readerInFrame() async {
            let host = Host.recording()
            await host.launch { Reader() }
            #expect(host.screen() == ["Text \"300 x 60\""])
        }
    }
}

/// A row whose text changes on a tap while its size stays: the frame is fixed (a digit's width
/// differs from another's, so the text alone would change size).
private struct Row: View {
    let id: Int
    @State private var count = 0
    var body: some View {
        Button("Row \(id): \(count)") { count += 1 }
            .frame(width: 200, height: 30)
    }
}

private struct Rows: View {
    var body: some View {
        VStack {
            ForEach(0..<50, id: \.self) { Row(id: $0) }
        }
    }
}

private struct Widening: View {
    @State private var long = false
    var body: some View {
        VStack {
            Text(long ? "A much longer line of text" : "Short")
            Button("Widen") { long = true }
        }
    }
}

extension EngineTests.LayoutPassTests {
    /// How many times each text was measured anew, by what it reads.
    private func measureCounts(_ host: Host) -> [String: Int] {
        var counts: [String: Int] = [:]
        host.graph.root?.forEachNode { node in
            if let text = node.view as? Text {
                counts[text.string(in: node.environment)] = node.layoutGeometry?.measureCount ?? 0
            }
        }
        return counts
    }

    @Test("A tap that changes one row's text, not its size, measures that row again and no other, nor the stack")
    func onlyWhatChanged() async throws {
        let host = Host.recording()
        await host.launch { Rows() }
        let before = measureCounts(host)
        var stack: ViewNode?
        host.graph.root?.forEachNode { if $0.view is VStack<ForEach<Range<Int>, Int, Row>> { stack = $0 } }
        let stackMeasures = stack?.layoutGeometry?.measureCount
        try await host.perform(.tap("Row 7: 0"))
        let after = measureCounts(host)
        #expect(after["Row 7: 1"] ?? 0 > before["Row 7: 0"] ?? 0)
        for id in 0..<50 where id != 7 {
            #expect(after["Row \(id): 0"] == before["Row \(id): 0"])
        }
        #expect(stack?.layoutGeometry?.measureCount == stackMeasures)
    }

    @Test("A text that grows makes its stack measure again and centre it anew")
    func growthPropagates() async throws {
        let host = Host.recording()
        await host.launch { Widening() }
        let short = try #require(host.frame(ofText: "Short"))
        try await host.perform(.tap("Widen"))
        let long = try #require(host.frame(ofText: "A much longer line of text"))
        #expect(long.width > short.width)
        #expect(abs(long.midX - 201) <= 1 / PixelGrid.scale && abs(short.midX - 201) <= 1 / PixelGrid.scale)
        #expect(long.minX < short.minX)
    }
}
