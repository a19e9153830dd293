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
    @Test("A frame can be read in the space of the scroll view along an axis: readers offered no width are 10 wide, 8 apart")
    func scrollViewAxisSpace() async {
        let host = Host.recording()
        await host.launch { Carousel() }
        #expect(host.screen() == ["ScrollView", "  HStack", "    Text \"Card 0 at 0\"", "    Text \"Card 1 at 18\""])
        #expect(NamedCoordinateSpace.scrollView(axis: .horizontal) != NamedCoordinateSpace.scrollView(axis: .vertical))
    }
}
}
