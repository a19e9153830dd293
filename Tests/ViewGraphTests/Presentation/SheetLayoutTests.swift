import Foundation
import Testing

@testable import ViewGraph

private struct Presenter: View {
    let detents: Set<PresentationDetent>?
    var ignores = false
    @State private var shown = false
    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) {
                if let detents {
                    if ignores {
                        SafeAreaProbe().ignoresSafeArea().presentationDetents(detents)
                    } else {
                        SafeAreaProbe().presentationDetents(detents)
                    }
                } else {
                    SafeAreaProbe()
                }
            }
    }
}

private struct Selected: View {
    @State private var shown = false
    @State private var detent = PresentationDetent.large
    var body: some View {
        Button("Show") { shown = true }
            .sheet(isPresented: $shown) {
                SafeAreaProbe().presentationDetents([.medium, .large], selection: $detent)
            }
    }
}

private struct Cover: View {
    @State private var shown = false
    var body: some View {
        Button("Show") { shown = true }
            .fullScreenCover(isPresented: $shown) { SafeAreaProbe() }
    }
}

extension EngineTests {
    @MainActor @Suite("Sheet layout")
    struct SheetLayoutTests {
        /// What the reader in the sheet says once `Show` is tapped.
        private func sheetLine(_ view: some View) async throws -> String? {
            let host = Host.recording()
            await host.launch { view }
            try await host.perform(.tap("Show"))
            return host.screen().first { $0.contains("Text \"y ") }?.trimmingCharacters(in: .whitespaces)
        }

        @Test("A sheet with no detents is large: 874 - 62 - 10 = 802 tall, its content above the home indicator")
        func largeByDefault() async throws {
            #expect(try await sheetLine(Presenter(detents: nil)) == "Text \"y 72 h 768 top 0 bottom 34\"")
            #expect(try await sheetLine(Presenter(detents: [.large])) == "Text \"y 72 h 768 top 0 bottom 34\"")
        }

        @Test("A medium sheet is half the screen, 437 tall; with several detents it rests at the smallest")
        func medium() async throws {
            #expect(try await sheetLine(Presenter(detents: [.medium])) == "Text \"y 437 h 403 top 0 bottom 34\"")
            #expect(
                try await sheetLine(Presenter(detents: [.large, .medium])) == "Text \"y 437 h 403 top 0 bottom 34\"")
        }

        @Test("A height detent is a height within the sheet's safe area: the sheet is 34 taller")
        func height() async throws {
            #expect(try await sheetLine(Presenter(detents: [.height(200)])) == "Text \"y 640 h 200 top 0 bottom 34\"")
        }

        @Test("A fraction detent is that fraction of the large detent's height within its safe area")
        func fraction() async throws {
            // (802 - 34) / 2 = 384 above the home indicator's strip.
            #expect(try await sheetLine(Presenter(detents: [.fraction(0.5)])) == "Text \"y 456 h 384 top 0 bottom 34\"")
        }

        @Test("A selection binding says which detent the sheet rests at")
        func selection() async throws {
            #expect(try await sheetLine(Selected()) == "Text \"y 72 h 768 top 0 bottom 34\"")
        }

        @Test("Ignoring the safe area in a sheet reaches the sheet's edges, not the screen's")
        func ignoringInASheet() async throws {
            #expect(
                try await sheetLine(Presenter(detents: [.medium], ignores: true))
                    == "Text \"y 437 h 437 top 0 bottom 34\"")
        }

        @Test("A full-screen cover is laid out as the screen is")
        func cover() async throws {
            #expect(try await sheetLine(Cover()) == "Text \"y 62 h 778 top 62 bottom 34\"")
        }
    }
}
