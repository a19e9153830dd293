import Foundation
import Testing

@testable import ViewGraph

private struct EmptyTrips: View {
    var body: some View {
        VStack {
            ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Plan one to see it here."))
            ContentUnavailableView {
                Text("Nothing yet")
            } description: {
                Text("Add a note.")
            } actions: {
                Button("Add") {}
            }
            ContentUnavailableView.search(text: "Rome")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Content unavailable views")
    struct ContentUnavailableViewTests {
        @Test(
            "A content-unavailable view shows its symbol, then its title, its description and actions below; with no image, the title alone"
        )
        func showsSymbolAndTitle() async {
            let host = Host.recording()
            await host.launch { EmptyTrips() }
            #expect(
                host.screen() == [
                    "VStack",
                    "  ContentUnavailableView Image \"airplane\" \"No Trips\"",
                    "    Text \"Plan one to see it here.\"",
                    "  ContentUnavailableView \"Nothing yet\"",
                    "    Text \"Add a note.\"",
                    "    Button \"Add\"",
                    "  ContentUnavailableView Image \"magnifyingglass\" \"No Results for “Rome”\"",
                    "    Text \"Check the spelling or try a new search.\"",
                ])
        }
    }
}
