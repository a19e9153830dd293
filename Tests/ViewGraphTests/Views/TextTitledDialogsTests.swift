import Foundation
import Testing

@testable import ViewGraph

/// A guest to confirm, a dialog about it titled by a `Text`, as an iOS 15 form writes it.
private struct GuestConfirmation: View {
    @State private var asking = false
    @State private var guest: String?
    @State private var saved: [String] = []
    var body: some View {
        VStack {
            Text("Saved: \(saved.joined(separator: ", "))")
            Button("Add Ana") {
                guest = "Ana"
                asking = true
            }
        }
        .confirmationDialog(Text("Add a guest"), isPresented: $asking, titleVisibility: .visible, presenting: guest) {
            name in
            Button("Save \(name)") { saved.append(name) }
        } message: { name in
            Text("\(name) joins the trip")
        }
    }
}

private struct NoteAlert: View {
    @State private var showing = false
    @State private var note: String?
    var body: some View {
        Button("Warn") {
            note = "Late check-in"
            showing = true
        }
        .alert(Text("Heads up"), isPresented: $showing, presenting: note) { note in
            Button("OK, \(note)") {}
        }
    }
}

private struct StringTitledDialog: View {
    @State private var asking = false
    let title = "Remove a night"
    var body: some View {
        Button("Ask") { asking = true }
            .confirmationDialog(title, isPresented: $asking, presenting: 2) { nights in
                Button("Remove \(nights)") {}
            }
    }
}

extension EngineTests {
    @MainActor @Suite("Alerts and dialogs titled by a Text, or about data, as SwiftUI declares them")
    struct TextTitledDialogsTests {
        @Test(
            "A confirmation dialog titled by a Text, presenting data, shows its actions and message for the data; its button acts on it"
        )
        func textTitledDialogPresentingData() async throws {
            let host = Host.recording()
            await host.launch { GuestConfirmation() }
            try await host.perform(.tap("Add Ana"))
            let screen = host.screen()
            #expect(screen.contains("ConfirmationDialog \"Add a guest\""))
            #expect(screen.contains { $0.contains("Button \"Save Ana\"") })
            #expect(screen.contains { $0.contains("Text \"Ana joins the trip\"") })
            try await host.perform(.tap("Save Ana"))
            #expect(!host.screen().contains { $0.contains("ConfirmationDialog") })
            #expect(host.screen().contains { $0.contains("Text \"Saved: Ana\"") })
        }

        @Test("An alert titled by a Text, presenting data, builds its buttons from the data")
        func textTitledAlertPresentingData() async throws {
            let host = Host.recording()
            await host.launch { NoteAlert() }
            try await host.perform(.tap("Warn"))
            #expect(host.screen().contains("Alert \"Heads up\""))
            #expect(host.screen().contains { $0.contains("Button \"OK, Late check-in\"") })
        }

        @Test("A confirmation dialog with a String title can present data")
        func stringTitledDialogPresentingData() async throws {
            let host = Host.recording()
            await host.launch { StringTitledDialog() }
            try await host.perform(.tap("Ask"))
            #expect(host.screen().contains("ConfirmationDialog \"Remove a night\""))
            #expect(host.screen().contains { $0.contains("Button \"Remove 2\"") })
        }
    }
}
