import Foundation
import Testing

@testable import ViewGraph

/// An app's own transferable type, with one representation.
private struct Card: Hashable, Codable, Transferable {
    let title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
    }
}

/// An app's own type with several representations, best first, one of them a proxy.
private struct Note: Codable, Transferable {
    let text: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: UTType(exportedAs: "com.example.note"))
        ProxyRepresentation(exporting: \.text)
    }
}

/// A board that drags cards between columns, as Kanban samples do.
private struct Board: View {
    @State private var todo = [Card(title: "Write"), Card(title: "Test")]
    @State private var done: [Card] = []
    var body: some View {
        HStack {
            VStack {
                ForEach(todo, id: \.self) { card in Text(card.title).draggable(card) }
            }
            VStack {
                Text("Done: \(done.count)")
            }
            .dropDestination(for: Card.self) { cards, _ in
                done += cards
                return true
            }
            ShareLink(item: "Board")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Transferable")
    struct TransferableTests {
        @Test(
            "An app's type declares how it travels, with one representation or several; the types SwiftUI makes transferable need none"
        )
        func representations() {
            #expect((Card.transferRepresentation as Any as? CodableRepresentation<Card>)?.contentType == .json)
            #expect(
                Note.transferRepresentation
                    is _TransferRepresentationPair<CodableRepresentation<Note>, ProxyRepresentation<Note, String>>)
            #expect(UTType.json.identifier == "public.json")
            #expect(UTType(exportedAs: "com.example.note").identifier == "com.example.note")
            _ = String.transferRepresentation
        }

        @Test("A board that drags cards builds and shows them; dragging is not modelled and says so")
        func draggableBoard() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { Board() }
            #expect(host.screen().contains { $0.contains("Text \"Write\"") })
            #expect(host.screen().contains { $0.contains("Text \"Done: 0\"") })
            #expect(UnmodelledAPI.used.contains("draggable"))
            #expect(UnmodelledAPI.used.contains("dropDestination"))
        }
    }
}
