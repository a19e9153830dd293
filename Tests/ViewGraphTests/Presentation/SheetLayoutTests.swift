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

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [FD] Jack Qin, "One JS, Two UXes" (fudong.dev, 2026),
//   https://fudong.dev/en/blog/swiftui-bottomsheet-ipad-form-factor: on iPhone a sheet is "full width x
//   fraction x screen height", in a table of approximate sizes; checked against Apple's custom
//   detents, which are exact and which the engine follows (see fractionSheet).
// - [AD2] Apple's SwiftUI documentation pages beside [AD]'s: containerRelativeFrame(_:count:span:spacing:alignment:),
//   frame(width:height:alignment:), Grid, safeAreaInset(edge:alignment:spacing:content:), searchToolbarBehavior(_:), SearchFieldPlacement.toolbar and
//   .navigationBarDrawer, ToolbarDefaultItemKind.search, UISheetPresentationController.Detent.medium and .custom(identifier:resolver:).
//   Counted with [AD], not as a new source.
extension EngineTests.SheetLayoutTests {
    // MARK: - Sheets

    @Test(
        "A sheet at .fraction(0.75) spans the screen's width and three quarters of the large detent's safe height: 610 tall, its top at 264 ([FD] against [AD2] custom detents)"
    )
    func fractionSheet() async throws {
        // [FD]'s table gives a sheet on iPhone as "Full width x fraction x screen height" under the
        // heading "Approximate size"; Apple's UISheetPresentationController.Detent.custom(identifier:resolver:)
        // is exact: the resolver returns "a height within the safe area of the sheet", and the
        // context's maximumDetentValue is the large detent's. The exact rule wins where the two
        // differ: (802 - 34) x 0.75 = 576 above the home indicator, 610 with it; about [FD]'s 655.
        let host = Host.recording()
        await host.launch { Sheet(detent: .fraction(0.75)) }
        try await host.perform(.tap("Show"))
        let sheet = try #require(lineFrame(of: "Sheet", in: host))
        #expect(same(sheet.width, 402) && same(sheet.height, 610) && same(sheet.minY, 264))
        #expect(host.screen().contains { $0.contains("\"y 264 h 576 ") })
    }

    @Test(
        "A sheet at .height(200) gives its content 200 points above the home indicator: the sheet 234 tall, from 640 ([AD2] custom detents; [FD])"
    )
    func heightSheet() async throws {
        // [AD2]: a custom detent's value is "a height within the safe area of the sheet"; the sheet
        // spans the screen's width ([FD]).
        let host = Host.recording()
        await host.launch { Sheet(detent: .height(200)) }
        try await host.perform(.tap("Show"))
        #expect(host.screen().contains { $0.contains("\"y 640 h 200 ") })
        let sheet = try #require(lineFrame(of: "Sheet", in: host))
        #expect(same(sheet.width, 402) && same(sheet.maxY, 874))
    }

    @Test(
        "A .medium sheet is about half the screen: its top at 437 ([FD]; [AD2] Detent.medium: \"approximately half the height of the screen\")"
    )
    func mediumSheet() async throws {
        let host = Host.recording()
        await host.launch { Sheet(detent: .medium) }
        try await host.perform(.tap("Show"))
        #expect(host.screen().contains { $0.contains("\"y 437 h 403 ") })
    }
}
