import Foundation
import Testing

@testable import ViewGraph

/// e-b-olson/SwiftUIDemo's RenameButton page, in our words: a field, and a rename button that
/// focuses it when the field has text, and no rename action (a disabled button) when it is empty.
private struct Renaming: View {
    @State private var text = ""
    @FocusState private var isFocused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $text).focused($isFocused)
            if text.isEmpty {
                RenameButton()
            } else {
                RenameButton().renameAction($isFocused)
            }
            Button("Fill") { text = "Trip" }
            Text(isFocused ? "focused" : "not focused")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Rename buttons")
    struct RenameButtonTests {
        @Test("A rename button is disabled with no rename action around it, and runs the one set with renameAction(_:)")
        func renameAction() async throws {
            let host = Host.recording()
            await host.launch { Renaming() }
            let disabled = host.screen()
            #expect(disabled.contains { $0.contains("Rename") && $0.hasSuffix("disabled") })
            try await host.perform(.tap("Fill"))
            let enabled = host.screen()
            #expect(enabled.contains { $0.contains("Rename") && !$0.hasSuffix("disabled") })
            #expect(enabled.last == "  Text \"not focused\"")
            try await host.perform(.tap("Rename"))
            #expect(host.screen().last == "  Text \"focused\"")
        }

        @Test("renameAction(_:) with a closure runs the closure")
        func renameClosure() async throws {
            let host = Host.recording()
            let console = try await Console.capture {
                await host.launch { RenameButton().renameAction { Console.record("renaming") } }
                try await host.perform(.tap("Rename"))
            }
            #expect(console == ["renaming"])
        }
    }
}
