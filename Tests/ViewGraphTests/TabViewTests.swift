import Foundation
import Testing
@testable import ViewGraph

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("Trips list").tabItem { Label("Trips", systemImage: "airplane") }
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

private enum Section: Hashable { case trips, settings }

private struct SelectedTabs: View {
    @State private var section = Section.settings
    var body: some View {
        TabView(selection: $section) {
            Tab("Trips", systemImage: "airplane", value: .trips) { Text("Trips list") }
            Tab("Settings", systemImage: "gear", value: .settings) {
                Button("Show trips") { section = .trips }
            }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Tab views")
struct TabViewTests {
    @Test("A tab view shows its first tab's content, and a tap on another tab shows that one")
    func tabViewShowsFirstTab() async throws {
        let host = Host.recording()
        await host.launch { Tabs() }
        #expect(host.screen() == ["TabView", "  Tab \"Trips\" selected", "    Text \"Trips list\"", "  Tab \"Settings\""])
        try await host.perform(.tap("Settings"))
        #expect(host.screen() == ["TabView", "  Tab \"Trips\"", "  Tab \"Settings\" selected", "    Text \"Settings screen\""])
    }

    @Test("A tab view with a selection shows the tab whose value is selected")
    func tabViewFollowsSelection() async throws {
        let host = Host.recording()
        await host.launch { SelectedTabs() }
        #expect(host.screen().contains("  Tab \"Settings\" selected"))
        try await host.perform(.tap("Show trips"))
        #expect(host.screen() == ["TabView", "  Tab \"Trips\" selected", "    Text \"Trips list\"", "  Tab \"Settings\""])
    }
}
}
