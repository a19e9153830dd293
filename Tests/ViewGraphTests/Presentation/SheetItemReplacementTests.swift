import Foundation
import Testing

@testable import ViewGraph

private struct Item: Identifiable {
    let id: Int
}

private struct Presenter: View {
    @State private var item: Item?
    var body: some View {
        Button("Sheet") { item = Item(id: 1) }
            .sheet(item: $item) {
                Console.record("onDismiss")
            } content: { shown in
                VStack {
                    Text("Item \(shown.id)")
                    Button("Another sheet") { item = Item(id: shown.id + 1) }
                    Button("Same item") { item = Item(id: shown.id) }
                }
            }
    }
}

extension EngineTests {
    @MainActor @Suite("A sheet given another item")
    struct SheetItemReplacementTests {
        @Test("runs onDismiss for the old item and shows the new one")
        func anotherItemDismissesTheOld() async throws {
            let host = Host.recording()
            await host.launch { Presenter() }
            let opened = try await Console.capture { try await host.perform(.tap("Sheet")) }
            #expect(opened.isEmpty)
            let replaced = try await Console.capture { try await host.perform(.tap("Another sheet")) }
            #expect(replaced == ["onDismiss"])
            #expect(host.shows("Item 2"))
        }

        @Test("an item with the same id is the same sheet: no onDismiss")
        func sameIDKeepsTheSheet() async throws {
            let host = Host.recording()
            await host.launch { Presenter() }
            try await host.perform(.tap("Sheet"))
            let printed = try await Console.capture { try await host.perform(.tap("Same item")) }
            #expect(printed.isEmpty)
        }
    }
}
