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

extension EngineTests {
@MainActor @Suite("Scroll views")
struct ScrollViewTests {
    @Test("A scroll target behaviour of the lesson's own builds and may move the target; the engine scrolls by screens and never asks it")
    func customTargetBehavior() async {
        var target = ScrollTarget(rect: CGRect(x: 0, y: 50, width: 100, height: 100))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: .zero, contentSize: .zero, containerSize: .zero, axes: .vertical)
        SnapToBar().updateTarget(&target, context: context)
        #expect(target.rect.origin == CGPoint(x: 0, y: 70))
        let host = Host.recording()
        await host.launch { Feed() }
        #expect(host.screen() == ["ScrollView", "  VStack", "    Text \"Search\"", "    Text \"Post 0\"", "    Text \"Post 1\"", "    Text \"Post 2\""])
    }
}
}
