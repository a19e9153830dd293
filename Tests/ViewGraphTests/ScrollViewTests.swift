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
                    ForEach(pages, id: \.self) { Text($0).containerRelativeFrame(.horizontal, count: perScreen, spacing: 0) }
                }
            }
            .scrollPosition(id: $page)
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

    @Test("Pages a screen wide show one at a time; setting the bound scroll position shows that page")
    func scrollPositionPicksPage() async throws {
        let host = Host.recording()
        await host.launch { Pager(perScreen: 1) }
        #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"One\""])
        try await host.perform(.tap("Three tab"))
        #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"Three\""])
        try await host.perform(.tap("No tab"))
        #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"Three\""], "no id: the scroll view stays")
        try await host.perform(.tap("One tab"))
        #expect(host.screen().suffix(2) == ["    LazyHStack", "      Text \"One\""])
    }

    @Test("Pages half a screen wide (count: 2) show two at a time")
    func containerRelativeCount() async {
        let host = Host.recording()
        await host.launch { Pager(perScreen: 2) }
        #expect(host.screen().suffix(3) == ["    LazyHStack", "      Text \"One\"", "      Text \"Two\""])
    }
}
}
