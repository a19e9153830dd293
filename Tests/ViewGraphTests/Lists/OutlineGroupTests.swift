import Foundation
import Testing

@testable import ViewGraph

/// A tree of places: countries hold cities, and a city holds nothing (its `children` is nil).
private struct Place: Identifiable {
    let name: String
    var children: [Place]?
    var id: String { name }
}

private let places = [
    Place(name: "Canada", children: [Place(name: "Vancouver"), Place(name: "Montreal")]),
    Place(name: "Antarctica", children: []),
    Place(name: "Monaco"),
]

private struct PlaceList: View {
    var body: some View {
        List(places, children: \.children) { place in
            Text(place.name)
        }
    }
}

private struct PlaceOutline: View {
    var body: some View {
        VStack {
            OutlineGroup(places[0], id: \.name, children: \.children) { place in
                Text(place.name).onAppear { Console.record("\(place.name) appeared") }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Outline groups and hierarchical lists")
    struct OutlineGroupTests {
        @Test(
            "A hierarchical list shows its top elements; one with children is a collapsed group, one with nil children a plain row"
        )
        func hierarchicalListStartsCollapsed() async throws {
            let host = Host.recording()
            await host.launch { PlaceList() }
            #expect(
                host.screen() == [
                    "List",
                    "  DisclosureGroup \"Canada\" collapsed",
                    "  DisclosureGroup \"Antarctica\" collapsed",
                    "  Text \"Monaco\"",
                ])
            try await host.perform(.tap("Canada"))
            #expect(
                host.screen() == [
                    "List",
                    "  DisclosureGroup \"Canada\" expanded",
                    "    Text \"Vancouver\"",
                    "    Text \"Montreal\"",
                    "  DisclosureGroup \"Antarctica\" collapsed",
                    "  Text \"Monaco\"",
                ])
        }

        @Test("An outline of one root builds its children only when the root is opened")
        func outlineBuildsChildrenWhenOpened() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { PlaceOutline() } }
            #expect(launch == ["Canada appeared"])
            let open = try await Console.capture { try await host.perform(.tap("Canada")) }
            #expect(open.sorted() == ["Montreal appeared", "Vancouver appeared"])
        }
    }
}
