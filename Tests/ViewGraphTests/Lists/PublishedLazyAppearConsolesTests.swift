import Testing

@testable import ViewGraph

// Consoles other people recorded of which rows of a long collection appear when it first shows,
// replayed on the engine with programs of the project's own. Source, by the letter the tests cite it by:
//
// - [GF] Giovanni Frigerio, "Lazy loading in SwiftUI" (2020, iOS 14, the year of lazy stacks):
//   https://www.gfrigerio.com/lazy-loading-in-swiftui/ Each of 100 posts prints from its `onAppear`.
//   In a `ScrollView` around a `VStack`, "you'll see 100 prints, so all the views are created once you
//   load the container"; a `List` of the same posts "provides lazy loading": only the rows it shows
//   print.

private struct Note: Identifiable {
    let id: Int
}

private let notes = (1...100).map(Note.init)

private struct NoteRow: View {
    let note: Note
    var body: some View {
        VStack(alignment: .leading) {
            Text("Note \(note.id)")
            Text("A line of text under the title").foregroundStyle(.secondary)
        }
        .onAppear { Console.record("note \(note.id)") }
    }
}

private struct EagerNotes: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(notes) { NoteRow(note: $0) }
            }
        }
    }
}

private struct ListedNotes: View {
    var body: some View {
        List(notes) { NoteRow(note: $0) }
    }
}

extension EngineTests {
    @MainActor @Suite("Published lazy appear consoles")
    struct PublishedLazyAppearConsolesTests {
        @Test("[GF] iOS 14: a plain VStack in a ScrollView makes and appears all 100 rows at once")
        func eagerStackAppearsEveryRow() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { EagerNotes() } }
            #expect(launch.count == 100)
            #expect(Set(launch) == Set((1...100).map { "note \($0)" }))
        }

        @Test("[GF] iOS 14: a List appears only the rows it shows, starting with the first")
        func listAppearsVisibleRows() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { ListedNotes() } }
            #expect(launch.contains("note 1"))
            #expect(!launch.isEmpty && launch.count < 100)
            #expect(!launch.contains("note 100"))
        }
    }
}
