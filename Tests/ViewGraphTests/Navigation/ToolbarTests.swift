import Foundation
import Testing
@testable import ViewGraph

private struct ToolbarScreen: View {
    @State private var trips = 0
    var body: some View {
        NavigationStack {
            Text("\(trips) trips")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { trips += 1 }
                    }
                }
        }
    }
}

private struct Amount: View {
    @State private var amount = 0.0
    @FocusState private var amountIsFocused: Bool
    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", value: $amount, format: .number).focused($amountIsFocused)
                Text("Total \(amount, format: .number)")
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Toolbars")
struct ToolbarTests {
    @Test("Items on the keyboard's bar are on the screen only while a field has the keyboard; the Done button commits the field")
    func keyboardItemsShowWithTheKeyboard() async throws {
        let host = Host.recording()
        await host.launch { Amount() }
        #expect(host.screen() == ["Form", "  TextField \"Amount\" \"0\"", "  Text \"Total 0\""])
        await #expect(throws: HostError.self) { try await host.perform(.tap("Done")) }
        try await host.perform(.type("5", into: "Amount"))
        #expect(host.screen() == ["Form", "  TextField \"Amount\" \"05\" focused", "  Text \"Total 0\"", "Toolbar", "  Button \"Done\""])
        try await host.perform(.tap("Done"))
        #expect(host.screen() == ["Form", "  TextField \"Amount\" \"5\"", "  Text \"Total 5\""])
    }

    @Test("A button in a toolbar is in the graph, on the screen in the navigation bar above the screen, and can be tapped")
    func toolbarButtonTaps() async throws {
        let host = Host.recording()
        await host.launch { ToolbarScreen() }
        try await host.perform(.tap("Add"))
        #expect(host.screen() == ["NavigationBar", "  Button \"Add\"", "Text \"1 trips\""])
    }
}
}
