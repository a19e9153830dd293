import Testing
@testable import ViewGraph

private struct Tiles: View {
    var body: some View {
        VStack {
            Image("brick").resizable()
            Image("brick").resizable(resizingMode: .tile)
            Image("brick").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
        }
    }
}

extension EngineTests {
@MainActor @Suite("Images")
struct ImageTests {
    @Test("resizable takes cap insets and a resizing mode, each with SwiftUI's default, and the image stays on the screen")
    func resizableDefaults() async {
        let host = Host.recording()
        await host.launch { Tiles() }
        #expect(host.screen() == ["VStack", "  Image \"brick\"", "  Image \"brick\"", "  Image \"brick\""])
    }
}
}
