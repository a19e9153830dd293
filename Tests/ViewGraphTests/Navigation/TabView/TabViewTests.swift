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

private struct Carousel: View {
    var body: some View {
        TabView {
            Text("Welcome")
            ForEach(["Plan", "Pack"], id: \.self) { step in
                Text(step)
            }
            FinalPage()
        }
        .tabViewStyle(.page)
    }
}

private struct FinalPage: View {
    var body: some View {
        VStack {
            Text("Go")
            Button("Start") {}
        }
    }
}

private struct Onboarding: View {
    @State private var page = 0
    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    Button("Next from \(index)") { page = index + 1 }
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            Text("Page \(page)")
        }
    }
}

private struct HiddenBar: View {
    @State private var active = 0
    var body: some View {
        VStack {
            TabView(selection: $active) {
                Tab(value: 0) { Text("Home") }
                Tab(value: 1) { Text("Search") }
            }
            Button("Go to search") { active = 1 }
        }
    }
}

private enum Room: Hashable { case home, climate, lights }

private struct SectionedTabs: View {
    @State private var room = Room.home
    @State private var showsRooms = true
    var body: some View {
        TabView(selection: $room) {
            Tab("Home", systemImage: "house", value: .home) {
                Button("Hide rooms") { showsRooms = false }
            }
            if showsRooms {
                TabSection("Rooms") {
                    Tab("Climate", systemImage: "fan", value: .climate) { Text("Climate") }
                    Tab("Lights", systemImage: "lightbulb", value: .lights) { Text("Lights") }
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewBottomAccessory { Placement() }
    }
}

private struct Placement: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    var body: some View {
        switch placement {
        case .inline: Text("Inline player")
        case .expanded: Text("Expanded player")
        case nil: Text("Not in an accessory")
        }
    }
}

private struct SwitchedAccessory: View {
    @State private var playing = false
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Button(playing ? "Stop" : "Play") { playing.toggle() }
            }
        }
        .tabViewBottomAccessory(isEnabled: playing) { Placement() }
    }
}

extension EngineTests {
    @MainActor @Suite("Tab views")
    struct TabViewTests {
        @Test("A tab view shows its first tab's content, and a tap on another tab shows that one")
        func tabViewShowsFirstTab() async throws {
            let host = Host.recording()
            await host.launch { Tabs() }
            #expect(
                host.screen() == [
                    "TabView", "  Tab \"Trips\" selected", "    Text \"Trips list\"", "  Tab \"Settings\"",
                ])
            try await host.perform(.tap("Settings"))
            #expect(
                host.screen() == [
                    "TabView", "  Tab \"Trips\"", "  Tab \"Settings\" selected", "    Text \"Settings screen\"",
                ])
        }

        @Test("A TabSection inside an if in a TabView(selection:) builds: its tabs show while the condition holds")
        func sectionInsideIf() async throws {
            let host = Host.recording()
            await host.launch { SectionedTabs() }
            let tabs = host.screen().filter { $0.contains("Tab \"") }
            #expect(
                tabs.map { $0.trimmingCharacters(in: .whitespaces) } == [
                    "Tab \"Home\" selected", "Tab \"Climate\"", "Tab \"Lights\"",
                ])
            try await host.perform(.tap("Lights"))
            #expect(host.screen().contains { $0.contains("Text \"Lights\"") })
            try await host.perform(.tap("Home"))
            try await host.perform(.tap("Hide rooms"))
            #expect(!host.screen().contains { $0.contains("Climate") })
        }

        @Test(
            "A bottom accessory's content reads .expanded from tabViewBottomAccessoryPlacement; a view outside one reads nil"
        )
        func bottomAccessoryPlacement() async {
            let host = Host.recording()
            await host.launch { SectionedTabs() }
            #expect(host.screen().contains { $0.contains("Text \"Expanded player\"") })
            let outside = Host.recording()
            await outside.launch { Placement() }
            #expect(outside.screen() == ["Text \"Not in an accessory\""])
        }

        @Test("tabViewBottomAccessory(isEnabled:) shows its content only while enabled")
        func bottomAccessoryEnabled() async throws {
            let host = Host.recording()
            await host.launch { SwitchedAccessory() }
            #expect(!host.screen().contains { $0.contains("Expanded player") })
            try await host.perform(.tap("Play"))
            #expect(host.screen().contains { $0.contains("Text \"Expanded player\"") })
            try await host.perform(.tap("Stop"))
            #expect(!host.screen().contains { $0.contains("Expanded player") })
        }

        @Test("A tab view with a selection shows the tab whose value is selected")
        func tabViewFollowsSelection() async throws {
            let host = Host.recording()
            await host.launch { SelectedTabs() }
            #expect(host.screen().contains("  Tab \"Settings\" selected"))
            try await host.perform(.tap("Show trips"))
            #expect(
                host.screen() == [
                    "TabView", "  Tab \"Trips\" selected", "    Text \"Trips list\"", "  Tab \"Settings\"",
                ])
        }

        @Test("Tabs with an empty label (a tab bar the app draws itself) show the selected one's content")
        func emptyLabelTabs() async throws {
            let host = Host.recording()
            await host.launch { HiddenBar() }
            #expect(
                host.screen() == [
                    "VStack", "  TabView", "    Tab \"\" selected", "      Text \"Home\"", "    Tab \"\"",
                    "  Button \"Go to search\"",
                ])
            try await host.perform(.tap("Go to search"))
            #expect(
                host.screen() == [
                    "VStack", "  TabView", "    Tab \"\"", "    Tab \"\" selected", "      Text \"Search\"",
                    "  Button \"Go to search\"",
                ])
        }

        @Test(
            "A paging tab view of plain views shows one page at a time, the first at launch; a swipe moves to the next, and no further than the last"
        )
        func pagesShowOneAtATime() async throws {
            let host = Host.recording()
            await host.launch { Carousel() }
            #expect(host.screen() == ["TabView", "  Text \"Welcome\""])
            await #expect(throws: HostError.self) { try await host.perform(.tap("Start")) }
            try await host.perform(.swipe("Welcome"))
            #expect(host.screen() == ["TabView", "  Text \"Plan\""])
            try await host.perform(.swipe("Plan"))
            try await host.perform(.swipe("Pack"))
            #expect(host.screen() == ["TabView", "  VStack", "    Text \"Go\"", "    Button \"Start\""])
            try await host.perform(.swipe("Go"))
            #expect(host.screen() == ["TabView", "  VStack", "    Text \"Go\"", "    Button \"Start\""])
            try await host.perform(.tap("Start"))
        }

        @Test("A paging tab view shows the page whose ForEach id is its selection, and a swipe writes the selection")
        func pagesFollowSelection() async throws {
            let host = Host.recording()
            await host.launch { Onboarding() }
            #expect(host.screen() == ["VStack", "  TabView", "    Button \"Next from 0\"", "  Text \"Page 0\""])
            try await host.perform(.tap("Next from 0"))
            #expect(host.screen() == ["VStack", "  TabView", "    Button \"Next from 1\"", "  Text \"Page 1\""])
            try await host.perform(.swipe("Next from 1"))
            #expect(host.screen() == ["VStack", "  TabView", "    Button \"Next from 2\"", "  Text \"Page 2\""])
        }
    }
}

/// A tab view with a selection whose tabs carry no tag.
private struct UntaggedTabs: View {
    @State private var selected = 0
    var body: some View {
        TabView(selection: $selected) {
            Text("Home").onAppear { Console.record("Home appeared") }.onDisappear { Console.record("Home disappeared") }
                .tabItem { Label("Home", systemImage: "house") }
            Text("Search").onAppear { Console.record("Search appeared") }.onDisappear {
                Console.record("Search disappeared")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

extension EngineTests.TabViewTests {
    @Test(
        "A TabView(selection:) whose tabs carry no tag shows only the first tab at launch: the others do not appear, then disappear"
    )
    func untaggedTabsLaunchQuietly() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { UntaggedTabs() } }
        #expect(launch == ["Home appeared"])
        #expect(host.screen() == ["TabView", "  Tab \"Home\" selected", "    Text \"Home\"", "  Tab \"Search\""])
    }
}

private struct ForEachTabs: View {
    let names = ["Inbox", "Sent"]
    var body: some View {
        TabView {
            ForEach(names, id: \.self) { name in
                Text("\(name) list").tabItem { Label(name, systemImage: "tray") }
            }
        }
    }
}

extension EngineTests.TabViewTests {
    @Test("A tab view whose tabs come from a ForEach shows the first tab's content at launch")
    func forEachTabs() async throws {
        let host = Host.recording()
        await host.launch { ForEachTabs() }
        #expect(
            host.screen() == ["TabView", "  Tab \"Inbox\" selected", "    Text \"Inbox list\"", "  Tab \"Sent\""])
        try await host.perform(.tap("Sent"))
        #expect(
            host.screen() == ["TabView", "  Tab \"Inbox\"", "  Tab \"Sent\" selected", "    Text \"Sent list\""])
    }
}
