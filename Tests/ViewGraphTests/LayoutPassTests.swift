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
