import Foundation
import Testing
@testable import ViewGraph

private struct Search: View {
    @State private var query = ""
    let cities = ["Paris", "Rome", "Porto"]
    var body: some View {
        List(cities.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            .searchable(text: $query, prompt: "City")
    }
}

extension EngineTests {
@MainActor @Suite("Search")
struct SearchTests {
    @Test("A searchable list gets a field above it that a play can type into")
    func searchableField() async throws {
        let host = Host.recording()
        await host.launch { Search() }
        try await host.perform(.type("P", into: "City"))
        #expect(host.screen() == ["TextField \"City\" \"P\" focused", "List", "  Text \"Paris\"", "  Text \"Porto\""])
    }
}
}
