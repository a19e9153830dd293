import HostContract
import Testing

@testable import ViewGraph

private struct Editable: View {
    @State private var cities = ["Seattle", "Vancouver", "Lisbon"]
    @State private var starred: Set<String> = []
    var body: some View {
        List {
            ForEach(cities, id: \.self) { city in
                Text(starred.contains(city) ? "\(city) ★" : city)
                    .swipeActions {
                        Button("Star") { starred.insert(city) }
                    }
                    .contextMenu {
                        Button("Copy") { Console.record("copied \(city)") }
                    }
            }
            .onDelete { offsets in
                Console.record("delete \(Array(offsets))")
                cities.remove(atOffsets: offsets)
            }
        }
    }
}

extension EngineTests {
    @Test("swipe reveals a row's swipe actions until the next action; long-press opens its context menu")
    func swipeAndLongPress() async throws {
        let host = Host.recording()
        await host.launch { Editable() }
        #expect(!host.screen().contains { $0.contains("Star") })
        try await host.perform(.swipe("Vancouver"))
        #expect(host.screen().contains { $0.contains("Swipe actions") })
        try await host.perform(.tap("Star"))
        #expect(host.shows("Vancouver ★"))
        #expect(!host.screen().contains { $0.contains("Swipe actions") })
        let copied = try await Console.capture {
            try await host.perform(.longPress("Lisbon"))
            try await host.perform(.tap("Copy"))
        }
        #expect(copied == ["copied Lisbon"])
        await #expect(throws: HostError.self) { try await host.perform(.tap("Copy")) }
    }

    @Test("delete runs onDelete with the offset of the row that shows the label")
    func deleteRow() async throws {
        let host = Host.recording()
        await host.launch { Editable() }
        let lines = try await Console.capture { try await host.perform(.delete("Vancouver")) }
        #expect(lines == ["delete [1]"])
        #expect(host.screen() == ["List", "  Text \"Seattle\"", "  Text \"Lisbon\""])
        #expect(try HostAction.parsePlay("launch; swipe Seattle; long-press Seattle; delete Seattle").count == 4)
    }
}

@Observable private final class Picks {
    var chosen = "Seattle"
}

private struct Chooser: View {
    @State private var selected = "Seattle"
    @State private var picks = Picks()
    var body: some View {
        let _ = Console.record("Chooser.body")
        VStack {
            ForEach(["Seattle", "Lisbon"], id: \.self) { city in
                Button(city == selected ? "[\(city)]" : city) { selected = city }
            }
            ForEach(["Seattle", "Lisbon"], id: \.self) { city in
                Button(city == picks.chosen ? "<\(city)>" : "pick \(city)") { picks.chosen = city }
            }
        }
    }
}

extension EngineTests {
    @Test("State read in a ForEach's row closure is the body's that wrote it; Observation there updates the rows alone")
    func readsInRowClosures() async throws {
        let host = Host.recording()
        await host.launch { Chooser() }
        let state = try await Console.capture { try await host.perform(.tap("Lisbon")) }
        #expect(state == ["Chooser.body"])
        #expect(host.shows("[Lisbon]") && host.shows("Seattle"))
        let observed = try await Console.capture { try await host.perform(.tap("pick Lisbon")) }
        #expect(observed.isEmpty)
        #expect(host.shows("<Lisbon>") && host.shows("pick Seattle"))
    }
}

private struct Sheets: View {
    @State private var editing = false
    @State private var warning = false
    var body: some View {
        VStack {
            Button("Edit") { editing = true }
            Button("Warn") { warning = true }
        }
        .sheet(isPresented: $editing, onDismiss: { Console.record("sheet dismissed") }) {
            Text("Editing").onDisappear { Console.record("editor gone") }
        }
        .alert("Careful", isPresented: $warning) { Button("OK") {} }
    }
}

extension EngineTests {
    @Test("dismiss swipes the top sheet away; an alert cannot be swiped away")
    func dismissSheet() async throws {
        let host = Host.recording()
        await host.launch { Sheets() }
        await #expect(throws: HostError.self) { try await host.perform(.dismiss) }
        try await host.perform(.tap("Edit"))
        let lines = try await Console.capture { try await host.perform(.dismiss) }
        #expect(lines == ["editor gone", "sheet dismissed"])
        try await host.perform(.tap("Warn"))
        await #expect(throws: HostError.self) { try await host.perform(.dismiss) }
        #expect(try HostAction.parsePlay("launch; dismiss") == [.launch, .dismiss])
    }
}

private struct Searching: View {
    @State private var query = ""
    @State private var results: [String] = []
    var body: some View {
        List {
            TextField("City", text: $query)
                .onSubmit { Console.record("search \(query)") }
            ForEach(results, id: \.self) { Text($0) }
        }
        .refreshable { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            results = ["Seattle", "Lisbon"]
        }
    }
}

extension EngineTests {
    @Test("submit presses return in the focused field; refresh pulls a refreshable list and runs its task")
    func submitAndRefresh() async throws {
        let host = Host.recording()
        await host.launch { Searching() }
        let typed = try await Console.capture {
            try await host.perform(.type("Sea", into: "City"))
            try await host.perform(.submit)
        }
        #expect(typed == ["search Sea"])
        await #expect(throws: HostError.self) { try await host.perform(.submit) }
        try await host.perform(.refresh)
        #expect(!host.shows("Seattle"))
        try await host.perform(.wait(.seconds(1)))
        #expect(host.shows("Seattle") && host.shows("Lisbon"))
    }
}

private struct Nights: View {
    @State private var nights = 3
    var body: some View {
        Stepper("Nights: \(nights)", value: $nights, in: 1...10)
    }
}

extension EngineTests {
    @Test("tap increments a stepper, decrement taps its other half")
    func stepperHalves() async throws {
        let host = Host()
        await host.launch { Nights() }
        try await host.perform(.tap("Nights: 3"))
        try await host.perform(.decrement("Nights: 4"))
        try await host.perform(.decrement("Nights: 3"))
        #expect(host.shows("Nights: 2"))
    }
}

private struct Renewed: View {
    @State private var name = ""
    @State private var version = 0
    var body: some View {
        VStack {
            TextField("Name", text: $name).id(version)
            Button("Renew") { version += 1 }
            Text("Name: \(name)")
        }
    }
}

extension EngineTests {
    @Test("Typing goes to the focused field; a field given a new identity loses the focus")
    func newIdentityLosesFocus() async throws {
        let host = Host()
        await host.launch { Renewed() }
        try await host.perform(.type("Ann", into: "Name"))
        try await host.perform(.type("a", into: nil))
        #expect(host.shows("Name: Anna"))
        try await host.perform(.tap("Renew"))
        await #expect(throws: HostError.self) { try await host.perform(.type("x", into: nil)) }
        #expect(host.shows("Name: Anna"))
    }
}

private struct City: Identifiable {
    let id: String
}

private struct SheetCounter: View {
    @State private var taps = 0
    var body: some View {
        Button("Sheet taps \(taps)") { taps += 1 }
    }
}

private struct ItemSheets: View {
    @State private var taps = 0
    @State private var city: City?
    var body: some View {
        VStack {
            Button("Taps \(taps)") { taps += 1 }
            Button("Open Seattle") { city = City(id: "Seattle") }
        }
        .sheet(item: $city) { city in
            VStack {
                Text(city.id)
                SheetCounter()
                Button("Next") { self.city = City(id: "Lisbon") }
            }
        }
    }
}

extension EngineTests {
    @Test("sheet(item:) gives each item a sheet of its own; the presenting view keeps its state")
    func itemSheets() async throws {
        let host = Host()
        await host.launch { ItemSheets() }
        try await host.perform(.tap("Taps 0"))
        try await host.perform(.tap("Open Seattle"))
        try await host.perform(.tap("Sheet taps 0"))
        #expect(host.shows("Sheet taps 1") && host.shows("Taps 1"))
        try await host.perform(.tap("Next"))
        #expect(host.shows("Lisbon") && host.shows("Sheet taps 0") && host.shows("Taps 1"))
    }
}

private struct Rows: View {
    var body: some View {
        NavigationStack {
            List(["Seattle", "Vancouver"], id: \.self) { city in
                NavigationLink {
                    Text("About \(city)")
                } label: {
                    HStack {
                        Text(city)
                        Spacer()
                        Text("3 nights")
                    }
                }
            }
        }
    }
}

extension EngineTests {
    @Test("A control can be tapped by one of the texts it shows, as a person taps the row that shows a city")
    func tapByShownText() async throws {
        let host = Host()
        await host.launch { Rows() }
        try await host.perform(.tap("Vancouver"))
        #expect(host.shows("About Vancouver"))
    }
}

private struct Phases: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("Phase \(String(describing: phase))")
            .onChange(of: phase) { old, new in Console.record("\(old) -> \(new)") }
    }
}

extension EngineTests {
    @Test("background and foreground move the scene phase through inactive, one update each")
    func scenePhases() async throws {
        let host = Host.recording()
        await host.launch { Phases() }
        let away = try await Console.capture { try await host.perform(.background) }
        #expect(away == ["active -> inactive", "inactive -> background"])
        let back = try await Console.capture { try await host.perform(.foreground) }
        #expect(back == ["background -> inactive", "inactive -> active"])
        #expect(host.shows("Phase active"))
    }
}

private struct Titled: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Seattle") { Text("About Seattle").navigationTitle("Seattle") }
                .navigationTitle("Trips")
        }
    }
}

extension EngineTests {
    @Test("Tapping the back button by what it says (the title below, or Back) goes back")
    func backButtonByTitle() async throws {
        let host = Host()
        await host.launch { Titled() }
        try await host.perform(.tap("Seattle"))
        try await host.perform(.tap("Trips"))
        #expect(host.shows("Seattle") && !host.shows("About Seattle"))
        try await host.perform(.tap("Seattle"))
        try await host.perform(.tap("Back"))
        #expect(!host.shows("About Seattle"))
        await #expect(throws: HostError.self) { try await host.perform(.tap("Back")) }
    }
}
