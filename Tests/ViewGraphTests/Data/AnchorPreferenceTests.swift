import Testing

@testable import ViewGraph

/// The first anchor written below.
private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Every point anchor written below, by name.
private struct PointsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGPoint>] { [:] }
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

private func describe(_ rect: CGRect) -> String {
    "\(Int(rect.minX)) \(Int(rect.minY)) \(Int(rect.width)) \(Int(rect.height))"
}

/// A 100 x 90 column whose second view hands up its bounds, read by an overlay.
private struct MarkedColumn: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 60, height: 40).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                Text(
                    "overlay \(proxy.size.width == 100 ? "100 wide" : "wrong width") blue at \(anchor.map { describe(proxy[$0]) } ?? "none")"
                )
            }
        }
    }
}

/// Points of one view, handed up with transformAnchorPreference, read by a background.
private struct MarkedPoints: View {
    var body: some View {
        Color.green.frame(width: 40, height: 20)
            .transformAnchorPreference(key: PointsKey.self, value: .center) { $0["center"] = $1 }
            .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { $0["bottomTrailing"] = $1 }
            .transformAnchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 5, y: 6))) { $0["point"] = $1 }
            .padding(10)
            .backgroundPreferenceValue(PointsKey.self) { points in
                GeometryReader { proxy in
                    let text = ["center", "bottomTrailing", "point"].map { name in
                        points[name].map { "\(name) \(Int(proxy[$0].x)),\(Int(proxy[$0].y))" } ?? "\(name) none"
                    }
                    Text(text.joined(separator: "; "))
                }
            }
    }
}

/// A button that grows when tapped, with state of its own: its parent's body does not run again.
private struct GrowingButton: View {
    @State private var tall = false
    var body: some View {
        Button("Grow") { tall = true }.frame(height: tall ? 100 : 50)
    }
}

/// A marked view that moves down when the view above it grows, inside a frame that keeps its size:
/// the overlay's reader neither moves nor is made again by its parent.
private struct MovingMark: View {
    var body: some View {
        VStack(spacing: 0) {
            GrowingButton()
            Color.blue.frame(width: 20, height: 20).anchorPreference(
                key: BoundsKey.self, value: .rect(CGRect(x: 0, y: 0, width: 10, height: 10))
            ) { $0 }
        }
        .frame(width: 200, height: 300, alignment: .top)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in Text("mark at \(anchor.map { describe(proxy[$0]) } ?? "none")") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Anchor preferences resolve where the layout put the view")
    struct AnchorPreferenceTests {
        private func texts(_ host: Host) -> [String] {
            host.screen().filter { $0.contains("Text \"") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }

        @Test(
            "An overlay's proxy resolves a .bounds anchor in its own coordinates, and the overlay is as big as the content"
        )
        func boundsInOverlay() async {
            let host = Host.recording()
            await host.launch { MarkedColumn() }
            // The blue view is centred under the red one: 20 in, 50 down, in the column's coordinates.
            #expect(texts(host).contains("Text \"overlay 100 wide blue at 20 50 60 40\""))
        }

        @Test(
            "Point anchors (.center, .bottomTrailing, .point) are points of the view, read in a background's coordinates"
        )
        func pointAnchors() async {
            let host = Host.recording()
            await host.launch { MarkedPoints() }
            // The background covers the padded view: the green one is 10 in from its corner.
            #expect(texts(host).contains("Text \"center 30,20; bottomTrailing 50,30; point 15,16\""))
        }

        @Test("A marked view that the layout moves hands up its new place, though its reader did not move")
        func anchorFollowsMove() async throws {
            let host = Host.recording()
            await host.launch { MovingMark() }
            #expect(texts(host).contains("Text \"mark at 90 50 10 10\""))
            try await host.perform(.tap("Grow"))
            #expect(texts(host).contains("Text \"mark at 90 100 10 10\""))
        }

        @Test("Two anchors compare equal when they are in the same view at the same place")
        func anchorEquality() async {
            let host = Host.recording()
            await host.launch { MarkedColumn() }
            var node: ViewNode?
            host.graph.root?.forEachNode {
                if node == nil, ($0.view as? any ModifierCarrier)?.anyModifier is _PreferenceWritingModifier<BoundsKey>
                {
                    node = $0
                }
            }
            guard let node else {
                Issue.record("no writer")
                return
            }
            let a = Anchor<CGRect>(in: node, .bounds)
            let b = Anchor<CGRect>(in: node, .bounds)
            #expect(a == b)
            #expect(a != Anchor<CGRect>(in: node, .rect(CGRect(x: 1, y: 0, width: 1, height: 1))))
        }
    }
}
