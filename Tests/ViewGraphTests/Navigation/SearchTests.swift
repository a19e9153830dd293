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

private struct SearchingRows: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        List {
            Text(isSearching ? "searching" : "idle")
            Button("Done") { dismissSearch() }
        }
        .onChange(of: isSearching) { Console.record("isSearching \(isSearching)") }
    }
}

private struct Searching: View {
    @State private var query = ""
    var body: some View {
        SearchingRows()
            .searchable(text: $query)
            .onSubmit(of: .search) { Console.record("submitted \(query)") }
    }
}

private struct SearchAndNote: View {
    @State private var query = ""
    @State private var note = ""
    var body: some View {
        List {
            TextField("Note", text: $note)
        }
        .searchable(text: $query)
        .onSubmit(of: .search) { Console.record("search submitted \(query)") }
        .onSubmit { Console.record("note submitted \(note)") }
    }
}

private struct PresentedSearch: View {
    @State private var query = ""
    @State private var presented = false
    var body: some View {
        List { Text("presented \(presented)") }
            .searchable(text: $query, isPresented: $presented, prompt: "Find")
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
            #expect(
                host.screen() == ["TextField \"City\" \"P\" focused", "List", "  Text \"Paris\"", "  Text \"Porto\""])
        }

        @Test("isSearching turns true when the search field takes the keyboard, and stays true after a submit")
        func isSearchingFollowsTheField() async throws {
            let host = Host.recording()
            await host.launch { Searching() }
            #expect(host.screen().contains("  Text \"idle\""))
            let typed = try await Console.capture { try await host.perform(.type("ab", into: "Search")) }
            #expect(typed == ["isSearching true"])
            let submitted = try await Console.capture { try await host.perform(.submit) }
            #expect(submitted == ["submitted ab"])
            #expect(host.screen().contains("  Text \"searching\""))
        }

        @Test("onSubmit(of: .search) takes the search field's submits, and onSubmit a text field's: each only its own")
        func submitTriggers() async throws {
            let host = Host.recording()
            await host.launch { SearchAndNote() }
            try await host.perform(.type("Rome", into: "Search"))
            let searched = try await Console.capture { try await host.perform(.submit) }
            #expect(searched == ["search submitted Rome"])
            try await host.perform(.type("pack", into: "Note"))
            let noted = try await Console.capture { try await host.perform(.submit) }
            #expect(noted == ["note submitted pack"])
        }

        @Test("dismissSearch ends the search: isSearching false, the text cleared, the keyboard gone")
        func dismissSearchEndsIt() async throws {
            let host = Host.recording()
            await host.launch { Searching() }
            try await host.perform(.type("ab", into: "Search"))
            let dismissed = try await Console.capture { try await host.perform(.tap("Done")) }
            #expect(dismissed == ["isSearching false"])
            #expect(host.screen().first == "TextField \"Search\" \"\"")
        }

        @Test("searchable(text:isPresented:) sets its binding when the field takes the keyboard")
        func isPresentedFollowsTheField() async throws {
            let host = Host.recording()
            await host.launch { PresentedSearch() }
            #expect(host.screen().contains("  Text \"presented false\""))
            try await host.perform(.type("x", into: "Find"))
            #expect(host.screen().contains("  Text \"presented true\""))
        }
    }
}

private struct SuggestedSearch: View {
    @State private var query = ""
    var body: some View {
        List(["Paris", "Rome"].filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            .searchable(text: $query, prompt: "City") {
                Text("Lisbon").searchCompletion("Lisbon")
                    .onAppear { Console.record("suggestion built") }
            }
    }
}

extension EngineTests {
    @MainActor @Suite("Search suggestions given to searchable")
    struct SearchSuggestionsTests {
        @Test("searchable(text:prompt:suggestions:) types into its field and keeps its suggestions off the screen")
        func suggestionsClosure() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { SuggestedSearch() } }
            #expect(launch == ["suggestion built"])
            #expect(!host.screen().contains { $0.contains("Lisbon") })
            try await host.perform(.type("R", into: "City"))
            #expect(host.screen() == ["TextField \"City\" \"R\" focused", "List", "  Text \"Rome\""])
        }
    }
}
