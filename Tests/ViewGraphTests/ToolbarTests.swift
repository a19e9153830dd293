import Foundation
import Testing
@testable import ViewGraph

private struct ToolbarScreen: View {
    @State private var trips = 0
    var body: some View {
        NavigationStack {
            Text("\(trips) trips")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { trips += 1 }
                    }
                }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Toolbars")
struct ToolbarTests {
    @Test("A button in a toolbar is in the graph, on the screen and can be tapped")
    func toolbarButtonTaps() async throws {
        let host = Host.recording()
        await host.launch { ToolbarScreen() }
        try await host.perform(.tap("Add"))
        #expect(host.screen() == ["Text \"1 trips\"", "Toolbar", "  Button \"Add\""])
    }
}
}
