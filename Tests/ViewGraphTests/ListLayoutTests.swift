import Testing
@testable import ViewGraph

// The numbers below are worked out from `ListLayout`'s rule and `DeviceMetrics`: the list fills the
// safe area (top 62, 778 tall), sections stand 16 in from the sides and 20 down, a row's content 20
// in from its section's edge and 11.83 (= (44 - 20.33) / 2) from its top and bottom.

extension EngineTests {
@MainActor @Suite("List and Form rows in the layout pass")
struct ListLayoutTests {
    private let rowInset = (44.0 - 61.0 / 3) / 2

    @Test("An inset-grouped row's content stands 36 in and is offered 330 of the 402 points; the row is its content and insets tall")
    func insetGroupedRow() async throws {
        let host = Host.recording()
        await host.launch { List { Color.red.frame(height: 100); Color.blue.frame(height: 100) } }
        let frames = host.colourFrames()
        #expect(frames.count == 2)
        #expect(same(frames[0].minX, 36) && same(frames[0].width, 330))
        #expect(abs(frames[0].minY - (62 + 20 + rowInset)) < 0.34)
        #expect(abs(frames[1].minY - frames[0].minY - (100 + 2 * rowInset)) < 0.34)
    }

    @Test("A plain list's rows span the list from its top, their content 20 in")
    func plainRow() async {
        let host = Host.recording()
        await host.launch { List { Color.red.frame(height: 100) }.listStyle(.plain) }
        let frame = host.colourFrames()[0]
        #expect(same(frame.minX, 20) && same(frame.width, 362))
        #expect(abs(frame.minY - (62 + rowInset)) < 0.34)
    }

    @Test("A form lays out its rows as an inset-grouped list does")
    func formRow() async {
        let host = Host.recording()
        await host.launch { Form { Color.red.frame(height: 100) } }
        #expect(same(host.colourFrames()[0].minX, 36) && same(host.colourFrames()[0].width, 330))
    }

    @Test("listRowInsets replaces the insets: with none, the content fills the row's width and height")
    func rowInsets() async {
        let host = Host.recording()
        await host.launch {
            List {
                Color.red.frame(height: 100).listRowInsets(EdgeInsets())
                Color.blue.frame(height: 100)
            }
        }
        let frames = host.colourFrames()
        #expect(same(frames[0].minX, 16) && same(frames[0].width, 370) && same(frames[0].minY, 82))
        #expect(abs(frames[1].minY - (182 + rowInset)) < 0.34)
    }

    @Test("A short row is the least row height tall, 44 by default and what defaultMinListRowHeight says")
    func leastRowHeight() async {
        for least in [44.0, 60.0] {
            let host = Host.recording()
            await host.launch {
                List { Color.red.frame(height: 10); Color.blue.frame(height: 10) }
                    .environment(\.defaultMinListRowHeight, CGFloat(least))
            }
            let frames = host.colourFrames()
            #expect(abs(frames[1].minY - frames[0].minY - least) < 0.34, "least \(least)")
            // The content is centred down its row.
            #expect(abs(frames[0].minY - (82 + (least - 10) / 2)) < 0.34, "least \(least)")
        }
    }

    @Test("listRowSpacing puts space between two rows of a section")
    func rowSpacing() async {
        let host = Host.recording()
        await host.launch { List { Color.red.frame(height: 10); Color.blue.frame(height: 10) }.listRowSpacing(10) }
        let frames = host.colourFrames()
        #expect(abs(frames[1].minY - frames[0].minY - 54) < 0.34)
    }

    @Test("Sections stand 35 apart by default, as listSectionSpacing says otherwise, and share their own spacings by halves")
    func sectionSpacing() async {
        func gap(_ spacing: ListSectionSpacing, first: ListSectionSpacing = .default) async -> CGFloat {
            let host = Host.recording()
            await host.launch {
                List {
                    Section { Color.red.frame(height: 10) }.listSectionSpacing(first)
                    Section { Color.blue.frame(height: 10) }
                }
                .listSectionSpacing(spacing)
            }
            let frames = host.colourFrames()
            return frames[1].minY - frames[0].minY - 44
        }
        #expect(abs(await gap(.default) - 35) < 0.34)
        #expect(abs(await gap(.custom(10)) - 10) < 0.34)
        #expect(abs(await gap(.compact) - 20) < 0.34)
        // Both sections ask 10 of their own (the first directly, the second from the list): 10.
        #expect(abs(await gap(.custom(10), first: .custom(10)) - 10) < 0.34)
        // The first asks 50, the second 10 (from the list): each gives half, 30.
        #expect(abs(await gap(.custom(10), first: .custom(50)) - 30) < 0.34)
    }

    @Test("A section's title stands above its rows: a footnote line with its padding")
    func sectionHeader() async {
        let host = Host.recording()
        await host.launch {
            List { Section("Fruit") { Color.red.frame(height: 10) } }
        }
        let plain = Host.recording()
        await plain.launch { List { Section { Color.red.frame(height: 10) } } }
        let shift = host.colourFrames()[0].minY - plain.colourFrames()[0].minY
        // A footnote line is 15.5 points tall; with 22 above it and 6 below, about 43.5.
        #expect(shift > 42 && shift < 45, "shift \(shift)")
    }

    @Test("A lazy list's rows stand where the lazy model placed them: 44 apart, and moved by the scroll")
    func lazyRowsAtTheirPositions() async throws {
        let host = Host.recording()
        await host.launch { List(0..<1000, id: \.self) { Text("Row \($0)") } }
        let first = try #require(host.frame(ofText: "Row 0"))
        let fifth = try #require(host.frame(ofText: "Row 5"))
        #expect(abs(fifth.minY - first.minY - 5 * 44) < 0.34)
        // The rows that fill the screen are built, not the thousand.
        #expect(host.frame(ofText: "Row 16") != nil && host.frame(ofText: "Row 30") == nil)
        try await host.perform(.scroll(.down))
        let offset = scrollOffset(of: try #require(host.scrollViewNode())).offset
        let row20 = try #require(host.frame(ofText: "Row 20"))
        #expect(abs(Double(row20.minY) - (Double(first.minY) + 20 * 44 - offset)) < 0.34)
    }
}
}
