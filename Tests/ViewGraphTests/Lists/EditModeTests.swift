import Foundation
import Testing

@testable import ViewGraph

/// A screen that shows its note as a text, or as a field while its edit mode is on.
private struct NoteEditor: View {
    @Environment(\.editMode) private var editMode
    @Binding var note: String
    let place: String
    var body: some View {
        VStack {
            if editMode?.wrappedValue.isEditing ?? false {
                TextField("\(place) note", text: $note)
            } else {
                Text("\(place): \(note)")
            }
        }
        .toolbar { EditButton() }
    }
}

private struct TripNotes: View {
    @State private var note = "Pack"
    var body: some View {
        NavigationStack {
            VStack {
                NoteEditor(note: $note, place: "Root")
                NavigationLink("Details") { NoteEditor(note: $note, place: "Details") }
            }
        }
    }
}

/// An edit mode the app keeps itself, set around the stack.
private struct OwnEditMode: View {
    @State private var mode = EditMode.active
    var body: some View {
        NavigationView {
            EditModeReader()
        }
        .environment(\.editMode, $mode)
    }
}

private struct EditModeReader: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
    }
}

private struct NoStack: View {
    var body: some View { EditModeReader() }
}

extension EngineTests {
    @MainActor @Suite("Edit mode")
    struct EditModeTests {
        @Test(
            "Each screen of a navigation stack has an edit mode of its own, inactive at first, that its EditButton turns on"
        )
        func screensHaveTheirOwnEditMode() async throws {
            let host = Host.recording()
            await host.launch { TripNotes() }
            #expect(host.shows("Root: Pack"))
            try await host.perform(.tap("Details"))
            #expect(host.shows("Details: Pack"))
            try await host.perform(.tap("Edit"))
            #expect(host.screen().contains("  TextField \"Details note\" \"Pack\""))
            #expect(host.shows("Done"))
            try await host.perform(.back)
            #expect(host.shows("Root: Pack"))
            #expect(host.shows("Edit"))
        }

        @Test("An edit mode set around the stack is the one its screens read")
        func ancestorEditModeIsKept() async {
            let host = Host.recording()
            await host.launch { OwnEditMode() }
            #expect(host.shows("editing"))
        }

        @Test("Outside a navigation stack there is no edit mode")
        func noEditModeOutsideAStack() async {
            let host = Host.recording()
            await host.launch { NoStack() }
            #expect(host.shows("not editing"))
        }
    }
}
