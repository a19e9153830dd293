import Testing

@testable import ViewGraph

@Observable
private final class Store {
    var trips = ["Seattle", "Bergen"]
    var title = "My trips"
    var city = "Seattle"
    var place = Place(name: "Bergen")
    @ObservationIgnored var asked = 0
}

/// Not Equatable: setting it always counts as a change.
private struct Place { var name: String }

private struct Count: View {
    let store: Store
    var body: some View {
        let _ = Console.record("Count")
        Text("\(store.trips.count) trips")
    }
}

private struct Title: View {
    let store: Store
    var body: some View {
        let _ = Console.record("Title")
        Text(store.title)
    }
}

private struct FromCity: View {
    let store: Store
    var body: some View {
        let _ = Console.record("City")
        Text(store.city)
    }
}

private struct FromPlace: View {
    let store: Store
    var body: some View {
        let _ = Console.record("Place")
        Text(store.place.name)
    }
}

private struct Asked: View {
    let store: Store
    var body: some View {
        let _ = Console.record("Asked \(store.asked)")
        Button("Ask") { store.asked += 1 }
    }
}

private struct Observing: View {
    @State private var store = Store()
    var body: some View {
        VStack {
            Title(store: store)
            Count(store: store)
            FromCity(store: store)
            FromPlace(store: store)
            Asked(store: store)
            Button("Rename a trip") { store.trips[0] = "Vancouver" }
            Button("Same values") {
                store.city = "Seattle"
                store.place = Place(name: "Bergen")
            }
        }
    }
}

extension EnvironmentValues {
    fileprivate var highlight: String {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}

private struct HighlightKey: EnvironmentKey {
    static var defaultValue: String { "yellow" }
}

private struct Reader: View {
    @Environment(\.highlight) private var highlight
    var body: some View {
        let _ = Console.record("Reader \(highlight)")
        Text(highlight)
    }
}

private struct NonReader: View {
    var body: some View {
        let _ = Console.record("NonReader")
        Text("I do not")
    }
}

private struct Themed: View {
    @State private var mint = false
    var body: some View {
        VStack {
            Reader()
            NonReader()
            Button("Switch") { mint.toggle() }
        }
        .environment(\.highlight, mint ? "mint" : "yellow")
    }
}

private struct ModelReader: View {
    @Environment(Store.self) private var store
    var body: some View {
        let _ = Console.record("ModelReader \(store.title)")
        Text(store.title)
    }
}

private struct ModelHost: View {
    @State private var store = Store()
    var body: some View {
        VStack {
            ModelReader()
            Button("Retitle") { store.title = "Trips" }
        }
        .environment(store)
    }
}

extension EngineTests {
    @MainActor @Suite("Observation and environment")
    struct DataFlowTests {
        @Test("Observation tracks the properties a body read, not what is inside them (lesson 48, edge case 3)")
        func perPropertyTracking() async throws {
            let host = Host.recording()
            await host.launch { Observing() }
            let lines = try await Console.capture { try await host.perform(.tap("Rename a trip")) }
            #expect(lines == ["Count"])
        }

        @Test(
            "An Equatable property set to its value notifies nobody; a non-Equatable one always does (lesson 48, edge case 8)"
        )
        func sameValueRule() async throws {
            let host = Host.recording()
            await host.launch { Observing() }
            let lines = try await Console.capture { try await host.perform(.tap("Same values")) }
            #expect(lines == ["Place"])
        }

        @Test("@ObservationIgnored properties update nobody")
        func ignoredProperty() async throws {
            let host = Host.recording()
            await host.launch { Observing() }
            let lines = try await Console.capture { try await host.perform(.tap("Ask")) }
            #expect(lines.isEmpty)
        }

        @Test("Only views that read an environment value run when it changes (lesson 48, edge case 4)")
        func environmentReaders() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Themed() } }
            #expect(launch == ["Reader yellow", "NonReader"])
            let lines = try await Console.capture { try await host.perform(.tap("Switch")) }
            #expect(lines == ["Reader mint"])
        }

        @Test("A model put in the environment is found by its type and observed")
        func environmentModel() async throws {
            let host = Host.recording()
            await host.launch { ModelHost() }
            let lines = try await Console.capture { try await host.perform(.tap("Retitle")) }
            #expect(lines == ["ModelReader Trips"])
        }
    }
}
