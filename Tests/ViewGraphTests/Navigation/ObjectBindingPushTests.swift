import Foundation
import Testing

@testable import ViewGraph

private struct Book: Identifiable {
    let id: Int
    var title: String
}

private final class Library: ObservableObject {
    @Published var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
}

private struct BookDetail: View {
    @Binding var book: Book
    var body: some View {
        VStack {
            Text("Title: \(book.title)")
            Button("Rename") { book.title += "!" }
        }
    }
}

private struct BookList: View {
    @ObservedObject var library: Library
    var body: some View {
        List {
            ForEach($library.books) { $book in
                NavigationLink(book.title) { BookDetail(book: $book) }
            }
        }
    }
}

private struct LibraryRoot: View {
    @StateObject private var library = Library()
    var body: some View {
        NavigationStack { BookList(library: library) }
    }
}

private struct OwnerList: View {
    @StateObject private var library = Library()
    var body: some View {
        NavigationStack {
            List {
                ForEach($library.books) { $book in
                    NavigationLink(book.title) { BookDetail(book: $book) }
                }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Bindings into an observed object's array, on pushed screens")
    struct ObjectBindingPushTests {
        @Test(
            "A pushed detail editing a binding from ForEach($model.books) in a child holding the model shows the new title"
        )
        func pushedDetailShowsEdit() async throws {
            let host = Host.recording()
            await host.launch { LibraryRoot() }
            try await host.perform(.tap("Dune"))
            try await host.perform(.tap("Rename"))
            #expect(
                host.screen() == [
                    "NavigationBar", "  Button \"Back\"", "VStack", "  Text \"Title: Dune!\"", "  Button \"Rename\"",
                ])
            try await host.perform(.back)
            #expect(host.screen().contains { $0.contains("NavigationLink \"Dune!\"") })
        }

        @Test("The same, with the ForEach in the view that owns the model")
        func pushedDetailOfOwner() async throws {
            let host = Host.recording()
            await host.launch { OwnerList() }
            try await host.perform(.tap("Dune"))
            try await host.perform(.tap("Rename"))
            #expect(
                host.screen() == [
                    "NavigationBar", "  Button \"Back\"", "VStack", "  Text \"Title: Dune!\"", "  Button \"Rename\"",
                ])
        }
    }
}
