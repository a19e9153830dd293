import Testing

@testable import ViewGraph

private struct SortMenu: View {
    @State private var order = "date"
    var body: some View {
        VStack {
            Menu("Sort") {
                Button("By date") { order = "date" }
                Button("By price") { order = "price" }
                Menu("More") {
                    Button("By name") { order = "name" }
                }
            }
            Menu {
                Button("Remove") { order = "removed" }
            } label: {
                Text("Add")
            } primaryAction: {
                order = "added"
            }
            Text("Sorted by \(order)")
        }
    }
}

extension EngineTests {
    @Test("A tap opens a menu until the next action; a tap on an item runs it and closes the menu")
    func tapOpensMenu() async throws {
        let host = Host.recording()
        await host.launch { SortMenu() }
        #expect(host.screen() == ["VStack", "  Menu \"Sort\"", "  Menu \"Add\"", "  Text \"Sorted by date\""])
        // A closed menu's items are not on the screen, nor in reach.
        await #expect(throws: HostError.self) { try await host.perform(.tap("By price")) }
        try await host.perform(.tap("Sort"))
        #expect(
            host.screen() == [
                "VStack", "  Menu \"Sort\"", "    Button \"By date\"", "    Button \"By price\"", "    Menu \"More\"",
                "  Menu \"Add\"", "  Text \"Sorted by date\"",
            ])
        try await host.perform(.tap("By price"))
        #expect(host.shows("Sorted by price"))
        #expect(!host.screen().contains { $0.contains("By date") })
        // Any other action closes it too.
        try await host.perform(.tap("Sort"))
        try await host.perform(.wait(.seconds(1)))
        #expect(!host.screen().contains { $0.contains("By date") })
    }

    @Test("A submenu opens inside its open menu; a primary action runs on a tap, and a long press opens the menu")
    func submenuAndPrimaryAction() async throws {
        let host = Host.recording()
        await host.launch { SortMenu() }
        try await host.perform(.tap("Sort"))
        try await host.perform(.tap("More"))
        #expect(host.screen().contains("      Button \"By name\""))
        try await host.perform(.tap("By name"))
        #expect(host.shows("Sorted by name"))
        try await host.perform(.tap("Add"))
        #expect(host.shows("Sorted by added"))
        #expect(!host.screen().contains { $0.contains("Remove") })
        try await host.perform(.longPress("Add"))
        try await host.perform(.tap("Remove"))
        #expect(host.shows("Sorted by removed"))
    }

    @Test("A menu opened by a tap lays out its items, so they are on the drawn screen")
    func openedItemsAreLaidOut() async throws {
        let host = Host.recording()
        await host.launch {
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                Button("By date") {}
                Button("By price") {}
            }
        }
        #expect(host.frame(ofText: "By date") == nil, "closed: its items are not placed")
        try await host.perform(.tap("Sort"))
        #expect(host.frame(ofText: "By date") != nil)
        #expect(host.frame(ofText: "By price") != nil)
    }
}
