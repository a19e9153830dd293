import Testing

@testable import ViewGraph

@MainActor private let turtleMenu = ContextMenu {
    Button("Add to Favorites") { Console.record("favorited") }
}

private struct Turtle: View {
    @State private var offersMenu = true
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Turtle Rock \(taps)") { taps += 1 }
                .contextMenu(offersMenu ? turtleMenu : nil)
            Button("Menu off") { offersMenu = false }
        }
    }
}

extension EngineTests {
    @Test(
        "contextMenu(_:) with a ContextMenu opens on a long press; with nil, a long press finds no menu, and the view keeps its state"
    )
    func contextMenuValue() async throws {
        let host = Host.recording()
        await host.launch { Turtle() }
        try await host.perform(.tap("Turtle Rock 0"))
        let chosen = try await Console.capture {
            try await host.perform(.longPress("Turtle Rock 1"))
            #expect(host.screen().contains { $0.contains("Context menu") })
            try await host.perform(.tap("Add to Favorites"))
        }
        #expect(chosen == ["favorited"])
        try await host.perform(.tap("Menu off"))
        #expect(host.shows("Turtle Rock 1"))
        await #expect(throws: HostError.self) { try await host.perform(.longPress("Turtle Rock 1")) }
    }
}
