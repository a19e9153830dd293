import Foundation
import Testing
@testable import ViewGraph

private struct LaunchCounter: View {
    @AppStorage("tests.launches") private var launches = 0
    @AppStorage("tests.sound") private var sound = true
    var body: some View {
        VStack {
            Button("Launches: \(launches)") { launches += 1 }
            Toggle("Sound", isOn: $sound)
            LaunchReader()
        }
    }
}

private struct LaunchReader: View {
    @AppStorage("tests.launches") private var launches = 0
    @AppStorage("tests.sound") private var sound = true
    var body: some View {
        let _ = Console.record("reader body")
        Text("Reader: \(launches), sound \(sound ? "on" : "off")")
    }
}

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

private struct Disclosure: View {
    var body: some View {
        DisclosureGroup("Details") {
            Text("Three nights")
                .onAppear { Console.record("details appeared") }
        }
    }
}

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

private struct Nights: View {
    @State private var nights = 13
    var body: some View {
        Stepper("Nights: \(nights)", value: $nights, in: 1...14)
    }
}

private struct Search: View {
    @State private var query = ""
    let cities = ["Paris", "Rome", "Porto"]
    var body: some View {
        List(cities.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            .searchable(text: $query, prompt: "City")
    }
}

private struct Ticking: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 }
    }
}

private struct Clock: View {
    var body: some View {
        let _ = Console.record("clock body")
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let _ = Console.record("timeline closure")
            Text("Now")
        }
    }
}

private struct Gestures: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)").gesture(TapGesture().onEnded { taps += 1 })
            Text("Drag me").gesture(DragGesture().onEnded { _ in taps = 100 })
        }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View { Text("\(colorScheme == .dark ? "dark" : "light"), \(typeSize == .large ? "large" : "other")") }
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct Drawing: View {
    var body: some View {
        VStack {
            Triangle().fill(.red)
            Text("Below the triangle")
        }
    }
}

extension EngineTests {
@MainActor @Suite("More of SwiftUI's API: controls, tabs, toolbars, storage")
struct MoreAPITests {
    @Test("A write to @AppStorage updates every view that reads the key")
    func appStorageUpdatesReaders() async throws {
        PersistentStore.appStorage.removeAll()
        let host = Host.recording()
        await host.launch { LaunchCounter() }
        let lines = try await Console.capture {
            try await host.perform(.tap("Launches: 0"))
        }
        #expect(lines == ["reader body"])
        try await host.perform(.toggle("Sound"))
        #expect(host.screen() == [
            "VStack",
            "  Button \"Launches: 1\"",
            "  Toggle \"Sound\" off",
            "  Text \"Reader: 1, sound off\"",
        ])
        #expect(PersistentStore.appStorage.value(forKey: "tests.launches") as? Int == 1)
    }

    @Test("A button in a toolbar is in the graph, on the screen and can be tapped")
    func toolbarButtonTaps() async throws {
        let host = Host.recording()
        await host.launch { ToolbarScreen() }
        try await host.perform(.tap("Add"))
        #expect(host.screen() == ["Text \"1 trips\"", "Toolbar", "  Button \"Add\""])
    }

    @Test("A disclosure group's content is not built until the group is expanded")
    func disclosureGroupHidesContent() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Disclosure() } }
        #expect(launch.isEmpty)
        #expect(host.screen() == ["DisclosureGroup \"Details\" collapsed"])
        let expand = try await Console.capture { try await host.perform(.tap("Details")) }
        #expect(expand == ["details appeared"])
        #expect(host.screen() == ["DisclosureGroup \"Details\" expanded", "  Text \"Three nights\""])
    }

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

    @Test("Tapping a stepper steps its value up, no further than its range")
    func stepperSteps() async throws {
        let host = Host.recording()
        await host.launch { Nights() }
        try await host.perform(.tap("Nights: 13"))
        try await host.perform(.tap("Nights: 14"))
        #expect(host.screen() == ["Stepper \"Nights: 14\""])
    }

    @Test("A searchable list gets a field above it that a play can type into")
    func searchableField() async throws {
        let host = Host.recording()
        await host.launch { Search() }
        try await host.perform(.type("P", into: "City"))
        #expect(host.screen() == ["TextField \"City\" \"P\" focused", "List", "  Text \"Paris\"", "  Text \"Porto\""])
    }

    @Test("A timer publisher ticks on the host's virtual clock")
    func timerTicks() async throws {
        let host = Host.recording()
        await host.launch { Ticking() }
        try await host.perform(.wait(.seconds(3)))
        #expect(host.screen() == ["Text \"3 ticks\""])
    }

    @Test("A periodic timeline runs its own closure once a second, not the body around it")
    func timelineTicks() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { Clock() } }
        #expect(launch == ["clock body", "timeline closure"])
        let ticks = try await Console.capture { try await host.perform(.wait(.seconds(2))) }
        #expect(ticks == ["timeline closure", "timeline closure"])
    }

    @Test("A tap gesture's onEnded runs when tapped; a drag gesture is not a control")
    func tapGesture() async throws {
        let host = Host.recording()
        await host.launch { Gestures() }
        try await host.perform(.tap("Taps: 0"))
        #expect(host.screen() == ["VStack", "  Text \"Taps: 1\"", "  Text \"Drag me\""])
        await #expect(throws: HostError.self) { try await host.perform(.tap("Drag me")) }
    }

    @Test("The environment starts at an iPhone's defaults; preferredColorScheme and dynamicTypeSize change them below")
    func environmentDefaults() async {
        let host = Host.recording()
        await host.launch {
            VStack {
                SchemeReader()
                SchemeReader().preferredColorScheme(.dark).dynamicTypeSize(...DynamicTypeSize.medium)
            }
        }
        #expect(host.screen() == ["VStack", "  Text \"light, large\"", "  Text \"dark, other\""])
    }

    @Test("A shape of the lesson's own is in the graph but not on the screen")
    func customShapeHidden() async {
        let host = Host.recording()
        await host.launch { Drawing() }
        #expect(host.screen() == ["VStack", "  Text \"Below the triangle\""])
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) do what onDelete and onMove expect")
    func collectionOffsets() {
        var cities = ["Paris", "Rome", "Porto", "Oslo"]
        cities.remove(atOffsets: IndexSet([0, 2]))
        #expect(cities == ["Rome", "Oslo"])
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        letters.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(letters == ["d", "b", "c", "a"])
    }
}
}
