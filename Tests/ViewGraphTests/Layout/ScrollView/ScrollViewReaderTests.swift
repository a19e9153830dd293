import Foundation
import Testing

@testable import ViewGraph

/// A list of 60 rows under a large title, scrolled by its reader when it appears.
private struct ListUnderLargeTitle: View {
    let target: Int
    let anchor: UnitPoint?
    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List(0..<60, id: \.self) { index in Text("Row \(index)").id(index) }
                    .onAppear { proxy.scrollTo(target, anchor: anchor) }
            }
            .navigationTitle("Big")
        }
    }
}

/// The same with a lazy stack of 30-point items in a scroll view.
private struct StackUnderLargeTitle: View {
    var target = 30
    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<60, id: \.self) { index in Text("Item \(index)").frame(height: 30).id(index) }
                    }
                }
                .onAppear { proxy.scrollTo(target, anchor: .top) }
            }
            .navigationTitle("Big")
        }
    }
}

/// The navigation bar's frame, from its screen line: `NavigationBar "Big" large (0, 62, 402, 106)`.
@MainActor
private func barHeight(in host: ViewGraph.Host) -> Double? {
    guard let line = host.screenWithFrames().first(where: { $0.hasPrefix("NavigationBar") }),
        let open = line.lastIndex(of: "(")
    else { return nil }
    let numbers = line[line.index(after: open)...].dropLast().split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
    }
    return numbers.count == 4 ? numbers[3] : nil
}

extension EngineTests {
    @MainActor @Suite("ScrollViewReader")
    struct ScrollViewReaderTests {
        @Test(
            "scrollTo(_:anchor: .top) under a large title folds the title and puts the row at the folded bar's bottom, 62 + 54 = 116"
        )
        func scrollToFoldsLargeTitle() async throws {
            let host = Host.recording()
            await host.launch { ListUnderLargeTitle(target: 30, anchor: .top) }
            #expect(barHeight(in: host) == 54)
            let row = try #require(host.frame(ofText: "Row 30"))
            // The 44-point row's top at 116, its text centred in it.
            #expect(abs(row.minY - (116 + (44 - 61.0 / 3) / 2)) < 0.34)
        }

        @Test("The same in a scroll view of a lazy stack: the item's top at 116")
        func scrollToInScrollView() async throws {
            let host = Host.recording()
            await host.launch { StackUnderLargeTitle() }
            #expect(barHeight(in: host) == 54)
            let item = try #require(host.frame(ofText: "Item 30"))
            #expect(abs(item.midY - (116 + 15)) < 0.34)
        }

        @Test("scrollTo with no anchor leaves a row already shown whole where it is, and the large title unfolded")
        func scrollToShownRowStays() async throws {
            let host = Host.recording()
            await host.launch { ListUnderLargeTitle(target: 2, anchor: nil) }
            #expect(barHeight(in: host) == 106)
            let row = try #require(host.frame(ofText: "Row 2"))
            // Below the large bar (168), the list's top margin (20) and two rows of 44.
            #expect(abs(row.minY - (168 + 20 + 88 + (44 - 61.0 / 3) / 2)) < 0.34)
        }

        @Test("scrollTo the first item with anchor .top, already at the content's top, keeps the large title unfolded")
        func scrollToFirstItem() async throws {
            let host = Host.recording()
            await host.launch { StackUnderLargeTitle(target: 0) }
            #expect(barHeight(in: host) == 106)
            let item = try #require(host.frame(ofText: "Item 0"))
            #expect(abs(item.midY - (168 + 15)) < 0.34)
        }
    }
}
