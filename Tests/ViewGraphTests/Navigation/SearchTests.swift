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

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [PD] p0dee, "Liquid Glass search tab" (2025-09-02), https://p0dee.com/blog/2025/09/02/liquid-glass-search-tab:
//   in a TabView, without `Tab(role: .search)`, "the search field shows directly below the navigation bar,
//   as before" (translated).
// - [AD2] Apple's SwiftUI documentation pages beside [AD]'s: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with [AD], not as a new source.
extension EngineTests.SearchTests {
    // MARK: - Search

    // Where iOS 26 and 27 put a `searchable` field on iPhone. Apple's pages disagree:
    // SearchFieldPlacement.toolbar still says "In iOS and watchOS, the search field appears below the
    // navigation bar and is revealed by scrolling" (the iOS 15 wording), while iOS 26's
    // searchToolbarBehavior(_:) says "On iPhone, the search field in the bottom toolbar can be
    // configured to appear as a button-like control", its example a `searchable` NavigationStack with
    // no placement, and ToolbarDefaultItemKind.search says the search item "can be placed in the
    // bottomBar ... On iOS, it can also be placed in the top bar". WWDC25's "Build a SwiftUI app with
    // the new design" shows the same: bottom-aligned search on iPhone. [PD] adds that in a TabView,
    // without a search tab, the field stays below the navigation bar. Decision: the newest pages and
    // the recording-era behaviour win: an automatic field of a stack not in a tab bar stands in the
    // bottom toolbar (the 48-point bar above the home indicator, DeviceMetrics.toolbarHeight), and the
    // content's safe area ends above it; in a tab, or placed in the navigation bar's drawer, it stands
    // below the navigation bar.

    @Test(
        "A searchable stack's field stands in the bottom toolbar on iPhone, above the home indicator ([AD2] searchToolbarBehavior; decision above)"
    )
    func searchFieldAtBottom() async throws {
        let host = Host.recording()
        await host.launch { SearchingStack() }
        let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
        #expect(field.minY >= 874 - 34 - 48 && field.maxY <= 874 - 34)
    }

    @Test(
        "The content of a searchable stack ends above the bottom search bar: 874 - 34 - 48 = 792 ([AD2] searchToolbarBehavior; decision above)"
    )
    func searchBarTakesRoom() async throws {
        let host = Host.recording()
        await host.launch { SearchingStack() }
        // The stack's content starts below the 54-point bar, at 116, and ends at 792: 676 tall.
        #expect(host.screen().contains { $0.contains("\"y 116 h 676 ") })
    }

    @Test(
        "navigationBarDrawer placement puts the field below the navigation bar, at the top ([AD2] navigationBarDrawer: \"The field appears below any navigation bar title\")"
    )
    func searchFieldInDrawer() async throws {
        let host = Host.recording()
        await host.launch { SearchingStack(placement: .navigationBarDrawer(displayMode: .always)) }
        let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
        #expect(field.minY >= 116 && field.maxY < 874 / 2)
    }

    @Test("In a TabView tab with no search role, the field stays below the navigation bar ([PD])")
    func searchFieldInTab() async throws {
        let host = Host.recording()
        await host.launch { SearchingInTab() }
        let field = try #require(lineFrame(of: "TextField \"City\"", in: host))
        let content = try #require(host.frame(ofText: "Cities list"))
        #expect(field.minY >= 116 && field.maxY <= content.minY)
    }
}
