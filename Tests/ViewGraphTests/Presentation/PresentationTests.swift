import Testing

@testable import ViewGraph

private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Text("Editing")
            .onAppear { Console.record("editor appeared") }
            .onDisappear { Console.record("editor gone") }
        Button("Done") { dismiss() }
    }
}

private struct Presenting: View {
    @State private var editing = false
    @State private var confirming = false
    @State private var deleted = false
    var body: some View {
        VStack {
            Button("Edit") { editing = true }
            Button("Delete") { confirming = true }
            Text(deleted ? "Deleted" : "Kept")
        }
        .sheet(isPresented: $editing) { Editor() }
        .alert("Delete the trip?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct Route: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Seattle", value: "Seattle")
                Button("Open Bergen from code") { path.append("Bergen") }
            }
            .navigationDestination(for: String.self) { city in
                Text("Trip to \(city)")
            }
        }
    }
}

private final class Model: ObservableObject {
    @Published var count = 0
    @Published var title = "Trips"
}

private struct Reads: View {
    @ObservedObject var model: Model
    var body: some View {
        let _ = Console.record("Reads title \(model.title)")
        Text(model.title)
    }
}

private struct Owner: View {
    @StateObject private var model = Model()
    var body: some View {
        VStack {
            Reads(model: model)
            Button("Count: \(model.count)") { model.count += 1 }
        }
    }
}

private struct Fields: View {
    enum Field { case name, city }
    @State private var name = ""
    @State private var city = ""
    @FocusState private var focus: Field?
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focus, equals: .name)
            TextField("City", text: $city).focused($focus, equals: .city)
            Button("Next") { focus = .city }
            Text("\(name) from \(city)")
        }
    }
}

/// Reads its focus in its body, so that moving the focus runs the body.
private struct PrintedFocus: View {
    @FocusState private var focused: Bool
    @State private var text = ""
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Name", text: $text).focused($focused)
            Button("Focus") { focused = true }
            Text(focused ? "editing" : "idle")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Presentations, navigation paths, ObservableObject and focus")
    struct PresentationTests {
        @Test("A sheet's content appears when presented, and dismiss() closes it")
        func sheet() async throws {
            let host = Host.recording()
            await host.launch { Presenting() }
            let shown = try await Console.capture { try await host.perform(.tap("Edit")) }
            #expect(shown == ["editor appeared"])
            #expect(host.screen().contains("Sheet"))
            let closed = try await Console.capture { try await host.perform(.tap("Done")) }
            #expect(closed == ["editor gone"])
            #expect(!host.screen().contains("Sheet"))
        }

        @Test("An alert's button runs its action and closes the alert")
        func alert() async throws {
            let host = Host.recording()
            await host.launch { Presenting() }
            try await host.perform(.tap("Delete"))
            #expect(host.screen().contains("Alert \"Delete the trip?\""))
            let alertButtons = host.screen().filter { $0.contains("Button \"Delete\"") }
            #expect(alertButtons.count == 2)
            try await host.perform(.tap("Cancel"))
            #expect(host.screen().contains("  Text \"Kept\""))
            #expect(!host.screen().contains { $0.hasPrefix("Alert") })
        }

        @Test("A stack with a path pushes values, from a link or from code, and goes back")
        func navigationPath() async throws {
            let host = Host.recording()
            await host.launch { Route() }
            try await host.perform(.tap("Seattle"))
            #expect(host.screen() == ["NavigationBar", "  Button \"Back\"", "Text \"Trip to Seattle\""])
            try await host.perform(.back)
            try await host.perform(.tap("Open Bergen from code"))
            #expect(host.screen() == ["NavigationBar", "  Button \"Back\"", "Text \"Trip to Bergen\""])
        }

        @Test("Any @Published change runs every view holding the object, whatever it read")
        func observableObject() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Owner() } }
            #expect(launch == ["Reads title Trips"])
            let tap = try await Console.capture { try await host.perform(.tap("Count: 0")) }
            #expect(tap == ["Reads title Trips"])
            #expect(host.screen().contains("  Button \"Count: 1\""))
        }

        @Test("A focus change is printed by the wrapper's own field name, _focused, with one underscore")
        func focusChangeName() async throws {
            let host = Host.recording()
            await host.launch { PrintedFocus() }
            let moved = try await Console.capture { try await host.perform(.tap("Focus")) }
            #expect(moved == ["PrintedFocus: _focused changed."])
        }

        @Test("@FocusState moves the keyboard; typing goes to the focused field")
        func focus() async throws {
            let host = Host.recording()
            await host.launch { Fields() }
            try await host.perform(.type("Ann", into: "Name"))
            try await host.perform(.tap("Next"))
            try await host.perform(.type("Bergen", into: nil))
            #expect(host.screen().contains("  Text \"Ann from Bergen\""))
        }
    }
}

private struct TwoAlerts: View {
    @State private var first = false
    @State private var second = false
    @State private var sheet = false
    var body: some View {
        VStack {
            Button("Show 1") { first = true }
                .alert("One", isPresented: $first) { Button("OK") {} }
            Button("Show 2") { second = true }
                .alert("Two", isPresented: $second) { Button("OK") {} }
            Button("Open") { sheet = true }
        }
        .sheet(isPresented: $sheet) {
            Button("Inside") { sheet = false }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Presentations take every tap")
    struct ModalPresentationTests {
        @Test(
            "While an alert is up, the buttons behind it cannot be tapped; its own can, and then the screen can again")
        func alertIsModal() async throws {
            let host = Host.recording()
            await host.launch { TwoAlerts() }
            try await host.perform(.tap("Show 1"))
            do {
                try await host.perform(.tap("Show 2"))
                Issue.record("a button behind the alert was tapped")
            } catch let error as HostError {
                #expect(error.description.hasPrefix("\"Show 2\" is behind the Alert \"One\""))
            }
            try await host.perform(.tap("OK"))
            try await host.perform(.tap("Show 2"))
            #expect(host.screen().contains("  Alert \"Two\""))
        }

        @Test("While a sheet is up, only its own controls can be tapped")
        func sheetIsModal() async throws {
            let host = Host.recording()
            await host.launch { TwoAlerts() }
            try await host.perform(.tap("Open"))
            await #expect(throws: HostError.self) { try await host.perform(.tap("Show 1")) }
            try await host.perform(.tap("Inside"))
            try await host.perform(.tap("Show 1"))
            #expect(host.screen().contains("  Alert \"One\""))
        }
    }
}

private struct Pushing: View {
    @State private var showsDetail = false
    var body: some View {
        NavigationStack {
            Button("Details") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) {
                    Text("Detail").onAppear { Console.record("detail appeared") }
                }
            Text(showsDetail ? "shown" : "hidden")
        }
    }
}

extension EngineTests.PresentationTests {
    @Test("navigationDestination(isPresented:) pushes while true; going back sets it false")
    func pushWhilePresented() async throws {
        let host = Host.recording()
        await host.launch { Pushing() }
        let lines = try await Console.capture { try await host.perform(.tap("Details")) }
        #expect(lines == ["detail appeared"])
        #expect(host.screen() == ["NavigationBar", "  Button \"Back\"", "Text \"Detail\""])
        try await host.perform(.back)
        #expect(host.screen().contains("Text \"hidden\""))
    }
}

private struct LazyTabs: View {
    var body: some View {
        TabView {
            Text("Trips list")
                .onAppear { Console.record("trips appeared") }
                .tabItem { Label("Trips", systemImage: "airplane") }
            Text("Settings screen")
                .onAppear { Console.record("settings appeared") }
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

extension EngineTests.PresentationTests {
    @Test("A tab's content is built when the tab is first shown, not at launch")
    func lazyTabs() async throws {
        let host = Host.recording()
        let launch = await Console.capture { await host.launch { LazyTabs() } }
        #expect(launch == ["trips appeared"])
        let switched = try await Console.capture { try await host.perform(.tap("Settings")) }
        #expect(switched == ["settings appeared"])
    }
}

private struct Locked: View {
    @State private var show = false
    var body: some View {
        Button("Show") { show = true }
            .sheet(isPresented: $show, onDismiss: { Console.record("dismissed") }) {
                Button("Close") { show = false }
                    .interactiveDismissDisabled()
            }
    }
}

private struct Unlocked: View {
    @State private var show = false
    var body: some View {
        // The modifier on the presenter has no say over the sheet it presents.
        Button("Show") { show = true }
            .interactiveDismissDisabled()
            .sheet(isPresented: $show) { Text("Sheet text") }
    }
}

extension EngineTests.PresentationTests {
    @Test("A swipe leaves up a sheet whose content disables interactive dismissal; its own button closes it")
    func interactiveDismissDisabled() async throws {
        let host = Host.recording()
        await host.launch { Locked() }
        try await host.perform(.tap("Show"))
        let swiped = try await Console.capture { try await host.perform(.dismiss) }
        #expect(swiped.isEmpty)
        #expect(host.screen().contains("Sheet"))
        let closed = try await Console.capture { try await host.perform(.tap("Close")) }
        #expect(closed == ["dismissed"])
        #expect(!host.screen().contains("Sheet"))
    }

    @Test("interactiveDismissDisabled on the presenting view does not stop a swipe")
    func interactiveDismissOnPresenter() async throws {
        let host = Host.recording()
        await host.launch { Unlocked() }
        try await host.perform(.tap("Show"))
        try await host.perform(.dismiss)
        #expect(!host.screen().contains("Sheet"))
    }
}

private struct PresentedReader: View {
    let place: String
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Text("\(place) presented: \(isPresented)")
    }
}

private struct PresentingReaders: View {
    @State private var show = false
    var body: some View {
        NavigationStack {
            VStack {
                PresentedReader(place: "root")
                Button("Sheet") { show = true }
                NavigationLink("Push") { PresentedReader(place: "pushed") }
            }
        }
        .sheet(isPresented: $show) { PresentedReader(place: "sheet") }
    }
}

extension EngineTests.PresentationTests {
    @Test("The environment's isPresented is false at the root, true in a sheet and on a pushed screen")
    func isPresentedInPresentations() async throws {
        let host = Host.recording()
        await host.launch { PresentingReaders() }
        #expect(host.screen().contains { $0.contains("root presented: false") })
        try await host.perform(.tap("Sheet"))
        #expect(host.screen().contains { $0.contains("sheet presented: true") })
        try await host.perform(.dismiss)
        try await host.perform(.tap("Push"))
        #expect(host.screen().contains { $0.contains("pushed presented: true") })
    }
}
