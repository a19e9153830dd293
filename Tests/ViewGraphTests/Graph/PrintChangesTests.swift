import Testing

@testable import ViewGraph

private struct Trip: Identifiable {
    let id: Int
    var city: String
    var nights: Int
}

@Observable
private final class TripStore {
    var trips = [Trip(id: 1, city: "Seattle", nights: 5), Trip(id: 2, city: "Vancouver", nights: 3)]
}

private struct TripRow: View {
    let trip: Trip
    var body: some View {
        let _ = Self._printChanges()
        Text("\(trip.city), \(trip.nights) nights")
    }
}

private struct Trips: View {
    @State private var store = TripStore()
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Count: \(count)") { count += 1 }
            Button("Add a night") { store.trips[0].nights += 1 }
            ForEach(store.trips) { trip in TripRow(trip: trip) }
        }
    }
}

private struct Card: View {
    @Binding var trip: Trip
    var body: some View {
        let _ = Self._printChanges()
        Button("Star \(trip.city)") { trip.nights += 1 }
    }
}

private struct Cards: View {
    @State private var trips = [Trip(id: 1, city: "Seattle", nights: 5)]
    var body: some View {
        ForEach($trips) { $trip in Card(trip: $trip) }
    }
}

/// A card given a binding to its parent's state, which the parent's body does not read.
private struct OneCard: View {
    @State private var trip = Trip(id: 1, city: "Seattle", nights: 5)
    var body: some View {
        Card(trip: $trip)
    }
}

extension EngineTests {
    @MainActor @Suite("Self._printChanges()")
    struct PrintChangesTests {
        @Test("iOS 27's wording: @self, @identity, __state, \\Model.property (lesson 7, edge case 4)")
        func wording() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Trips() } }
            #expect(
                launch == [
                    "Trips: @self, @identity, __store, __count changed.", "TripRow: @self changed.",
                    "TripRow: @self changed.",
                ])
            let count = try await Console.capture { try await host.perform(.tap("Count: 0")) }
            #expect(count == ["Trips: __count changed."])
            let night = try await Console.capture { try await host.perform(.tap("Add a night")) }
            #expect(night == ["Trips: \\TripStore.trips changed.", "TripRow: @self changed."])
        }

        @Test("A binding is named by its storage, _trip, when what it points to changes")
        func bindingName() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { OneCard() } }
            #expect(launch.last == "Card: @self, @identity, _trip changed.")
            let tap = try await Console.capture { try await host.perform(.tap("Star Seattle")) }
            #expect(tap == ["Card: _trip changed."])
        }

        @Test(
            "A ForEach over a binding makes its parent read the collection: a change makes fresh bindings, @self (lesson 48, step 2)"
        )
        func bindingForEachRow() async throws {
            let host = Host.recording()
            await host.launch { Cards() }
            let tap = try await Console.capture { try await host.perform(.tap("Star Seattle")) }
            #expect(tap == ["Card: @self, _trip changed."])
        }
    }
}
