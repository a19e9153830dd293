import Testing

@testable import ViewGraph

private struct Trip: Identifiable {
    let id: Int
    var city: String
    var isFavorite: Bool
}

/// A row that opens, and says when it appears and disappears.
private struct OpenRow: View {
    let city: String
    @State private var isOpen = false
    var body: some View {
        Button(isOpen ? "\(city) is open" : "Open \(city)") { isOpen.toggle() }
            .onAppear { Console.record("\(city) appeared") }
            .onDisappear { Console.record("\(city) disappeared") }
    }
}

/// Which container the rows are in.
enum RowContainer: Sendable { case lazy, eager, list }

/// Three trips, Vancouver not a favorite; the filter leaves it out of the data, or makes its `if` false.
private struct Filtered: View {
    let stack: RowContainer
    let byData: Bool
    @State private var favoritesOnly = false
    let trips = [
        Trip(id: 1, city: "Seattle", isFavorite: true), Trip(id: 2, city: "Vancouver", isFavorite: false),
        Trip(id: 3, city: "Atacama", isFavorite: true),
    ]

    var body: some View {
        VStack {
            Toggle("Favorites only", isOn: $favoritesOnly)
            switch stack {
            case .lazy: ScrollView { LazyVStack { rows } }
            case .eager: ScrollView { VStack { rows } }
            case .list: List { rows }
            }
        }
    }

    @ViewBuilder private var rows: some View {
        if byData {
            ForEach(trips.filter { !favoritesOnly || $0.isFavorite }) { trip in OpenRow(city: trip.city) }
        } else {
            ForEach(trips) { trip in
                if !favoritesOnly || trip.isFavorite { OpenRow(city: trip.city) }
            }
        }
    }
}

/// A row whose `if` sits inside its own eager stack: the lazy container does not keep what it drops.
private struct Planner: View {
    @State private var isOpen = true
    var body: some View {
        ScrollView {
            LazyVStack {
                VStack {
                    Button("Planner") { isOpen.toggle() }
                    if isOpen { OpenRow(city: "Oslo") }
                }
            }
        }
    }
}

/// Many rows, the first of which can leave the data.
private struct Long: View {
    @State private var hidesFirst = false
    var body: some View {
        VStack {
            Button("Hide the first") { hidesFirst.toggle() }
            ScrollView {
                LazyVStack {
                    ForEach((hidesFirst ? 1 : 0)..<300, id: \.self) { OpenRow(city: "Row \($0)") }
                }
            }
        }
    }
}

/// Rows over a binding to the array; the last can be removed while the others change.
private struct Editable: View {
    @State private var trips = [
        Trip(id: 1, city: "Seattle", isFavorite: true), Trip(id: 2, city: "Vancouver", isFavorite: false),
    ]
    var body: some View {
        VStack {
            Button("Remove the last") { trips.removeLast() }
            Button("Rename the first") { trips[0].city += "!" }
            Button("Add Vancouver") { trips.append(Trip(id: 2, city: "Vancouver", isFavorite: false)) }
            ScrollView {
                LazyVStack {
                    ForEach($trips) { $trip in EditableRow(trip: $trip) }
                }
            }
        }
    }
}

private struct EditableRow: View {
    @Binding var trip: Trip
    @State private var isOpen = false
    var body: some View {
        Button(isOpen ? "\(trip.city) is open" : "Open \(trip.city)") { isOpen.toggle() }
    }
}

extension EngineTests {
    @MainActor @Suite("Lazy containers keep the views that leave their content, for a while")
    struct LazyMemoryTests {
        @Test(
            "A row that leaves a lazy stack's data and comes back keeps its state; it disappears and appears (lesson 20, edge case 10)",
            arguments: [RowContainer.lazy, .list])
        func lazyKeepsDepartedRows(stack: RowContainer) async throws {
            let host = Host.recording()
            await host.launch { Filtered(stack: stack, byData: true) }
            try await host.perform(.tap("Open Vancouver"))
            let gone = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(gone == ["Vancouver disappeared"])
            #expect(!host.shows("Vancouver is open"))
            let back = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(back == ["Vancouver appeared"])
            #expect(host.shows("Vancouver is open"))
        }

        @Test("An eager stack keeps nothing it no longer shows, with the same console (lesson 20, edge case 10)")
        func eagerForgetsDepartedRows() async throws {
            let host = Host.recording()
            await host.launch { Filtered(stack: .eager, byData: true) }
            try await host.perform(.tap("Open Vancouver"))
            let gone = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(gone == ["Vancouver disappeared"])
            let back = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(back == ["Vancouver appeared"])
            #expect(host.shows("Open Vancouver"))
        }

        @Test(
            "An if at the top of a lazy row that goes false and true again brings back the same view (lesson 20, step 5)",
            arguments: [RowContainer.lazy, .list])
        func lazyKeepsBranchNotTaken(stack: RowContainer) async throws {
            let host = Host.recording()
            await host.launch { Filtered(stack: stack, byData: false) }
            try await host.perform(.tap("Open Vancouver"))
            let gone = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(gone == ["Vancouver disappeared"])
            #expect(!host.screen().contains { $0.contains("Vancouver") })
            let back = try await Console.capture { try await host.perform(.toggle("Favorites only")) }
            #expect(back == ["Vancouver appeared"])
            #expect(host.shows("Vancouver is open"))
        }

        @Test("In an eager stack, the view of an if that went false is gone for good")
        func eagerForgetsBranchNotTaken() async throws {
            let host = Host.recording()
            await host.launch { Filtered(stack: .eager, byData: false) }
            try await host.perform(.tap("Open Vancouver"))
            try await host.perform(.toggle("Favorites only"))
            try await host.perform(.toggle("Favorites only"))
            #expect(host.shows("Open Vancouver"))
        }

        @Test(
            "An if inside a row's own stack is not the lazy container's: its view ends (lesson 20, step 5, the planner)"
        )
        func ifInsideARowEnds() async throws {
            let host = Host.recording()
            await host.launch { Planner() }
            try await host.perform(.tap("Open Oslo"))
            try await host.perform(.tap("Planner"))
            try await host.perform(.tap("Planner"))
            #expect(host.shows("Open Oslo"))
        }

        @Test("A row that left the data is destroyed once the screen has gone far from where it was")
        func departedRowsFarAwayAreDestroyed() async throws {
            let host = Host.recording()
            await host.launch { Long() }
            try await host.perform(.tap("Open Row 0"))
            try await host.perform(.tap("Hide the first"))
            try await host.perform(.scroll(.bottom))
            try await host.perform(.tap("Hide the first"))
            try await host.perform(.scroll(.top))
            #expect(host.shows("Open Row 0"))
        }

        @Test("A row that left the data is not updated while away, even when what it read is gone")
        func departedRowsAreNotUpdated() async throws {
            let host = Host.recording()
            await host.launch { Editable() }
            try await host.perform(.tap("Open Vancouver"))
            try await host.perform(.tap("Remove the last"))
            let bodies = host.bodyCount
            try await host.perform(.tap("Rename the first"))  // the row of the removed element read the array too
            #expect(host.shows("Open Seattle!"))
            #expect(host.bodyCount - bodies == 2, "Editable and Seattle's row, not Vancouver's")
            try await host.perform(.tap("Add Vancouver"))
            #expect(host.shows("Vancouver is open"))
        }
    }
}
