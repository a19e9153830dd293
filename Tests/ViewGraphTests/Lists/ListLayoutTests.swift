import HostContract
import Testing

@testable import ViewGraph

// The numbers below are worked out from `ListLayout`'s rule and `DeviceMetrics`: the list fills the
// safe area (top 62, 778 tall), sections stand 16 in from the sides and 20 down, a row's content 20
// in from its section's edge and 11.83 (= (44 - 20.33) / 2) from its top and bottom.

/// Three sections of ten 50-point rows, each under a 20-point blue header that prints where a
/// geometry change sees it; in the plain look or the default one.
private struct PinnedHeaders: View {
    let plain: Bool
    var body: some View {
        let list = List {
            section(0)
            section(1)
            section(2)
        }
        if plain { list.listStyle(.plain) } else { list }
    }

    private func section(_ number: Int) -> some View {
        Section {
            ForEach(0..<10, id: \.self) { _ in Color.red.frame(height: 50) }
        } header: {
            Color.blue.frame(height: 20)
                .onGeometryChange(for: Int.self) {
                    Int(($0.frame(in: .global).minY * 3).rounded())
                } action: {
                    Console.record("header \(number) \($0)")
                }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("List and Form rows in the layout pass")
    struct ListLayoutTests {
        private let rowInset = (44.0 - 61.0 / 3) / 2

        @Test(
            "An inset-grouped row's content stands 36 in and is offered 330 of the 402 points; the row is its content and insets tall"
        )
        func insetGroupedRow() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Color.red.frame(height: 100)
                    Color.blue.frame(height: 100)
                }
            }
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
                    List {
                        Color.red.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }
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
            await host.launch {
                List {
                    Color.red.frame(height: 10)
                    Color.blue.frame(height: 10)
                }.listRowSpacing(10)
            }
            let frames = host.colourFrames()
            #expect(abs(frames[1].minY - frames[0].minY - 54) < 0.34)
        }

        @Test(
            "Sections stand 35 apart by default, as listSectionSpacing says otherwise, and share their own spacings by halves"
        )
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

        // MARK: - Sections, headers, footers and separators

        /// The frames of the list's sections, top to bottom.
        private func sectionFrames(_ host: Host) -> [CGRect] {
            var frames: [CGRect] = []
            host.graph.root?.forEachNode { node in
                if node.view is any ListSection, let frame = node.globalFrame { frames.append(frame) }
            }
            return frames.sorted { $0.minY < $1.minY }
        }

        private func separators(_ host: Host) -> [ScreenPicture.Rect] {
            host.screenPicture().elements.filter { $0.kind == .separator }.map(\.frame)
        }

        @Test(
            "A section's frame is its card: from its first row's top to its last row's bottom, 16 in from the list's sides"
        )
        func sectionFrameIsItsCard() async {
            let host = Host.recording()
            await host.launch {
                List {
                    Section {
                        Color.red.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }
                    Section { Color.green.frame(height: 10) }
                }
            }
            let frames = sectionFrames(host)
            #expect(frames.count == 2)
            // Two rows of 44 from 62 + 20; the second section 35 below the first.
            #expect(frames[0] == CGRect(x: 16, y: 82, width: 370, height: 88))
            #expect(frames[1] == CGRect(x: 16, y: 82 + 88 + 35, width: 370, height: 44))
            // The frame is printed with the section's line.
            #expect(host.screenWithFrames().contains { $0.hasPrefix("  Section (16, 82, 370, 88)") })
        }

        @Test(
            "Each look puts its sections where its rule says",
            arguments: [
                ("plain", 0.0, 62.0, 402.0), ("grouped", 0, 82, 402), ("inset", 16, 82, 370), ("sidebar", 16, 82, 370),
                ("insetGrouped", 16, 82, 370),
            ])
        func sectionFramesByLook(look: String, x: Double, y: Double, width: Double) async throws {
            let host = Host.recording()
            await host.launch {
                Group {
                    switch look {
                    case "plain": List { Section { Color.red.frame(height: 10) } }.listStyle(.plain)
                    case "grouped": List { Section { Color.red.frame(height: 10) } }.listStyle(.grouped)
                    case "inset": List { Section { Color.red.frame(height: 10) } }.listStyle(.inset)
                    case "sidebar": List { Section { Color.red.frame(height: 10) } }.listStyle(.sidebar)
                    default: List { Section { Color.red.frame(height: 10) } }.listStyle(.insetGrouped)
                    }
                }
            }
            let frame = try #require(sectionFrames(host).first)
            #expect(frame == CGRect(x: x, y: y, width: width, height: 44), "\(look): \(frame)")
        }

        @Test(
            "A header's text stands above the card at the rows' content edge, in the footnote style, as written; a footer's below it"
        )
        func headerAndFooterFrames() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Section {
                        Color.red.frame(height: 10)
                    } header: {
                        Text("Fruit and more")
                    } footer: {
                        Text("Picked today")
                    }
                }
            }
            let card = try #require(sectionFrames(host).first)
            let header = try #require(host.frame(ofText: "Fruit and more"))
            let footer = try #require(host.frame(ofText: "Picked today"))
            // A footnote line is 15.5 points (`FontMetrics`): 6 above the card, 22 below the list's top margin.
            #expect(abs(header.height - 15.67) < 0.34, "\(header)")
            #expect(same(header.minX, 36) && abs(header.maxY - (card.minY - 6)) < 0.34)
            #expect(same(footer.minX, 36) && abs(footer.minY - (card.maxY + 6)) < 0.34)
            let picture = host.screenPicture()
            let drawn = try #require(picture.elements.first { $0.lines?.first?.text == "Fruit and more" })
            #expect(drawn.fontSize == 13 && drawn.color == "secondary")
            #expect(picture.elements.first { $0.lines?.first?.text == "Picked today" }?.color == "secondary")
        }

        @Test(
            "A section's title is drawn above its card, not uppercased (iOS 26); headerProminence(.increased) sets it as a headline"
        )
        func sectionTitleAndProminence() async throws {
            for increased in [false, true] {
                let host = Host.recording()
                await host.launch {
                    List { Section("Fruit") { Color.red.frame(height: 10) } }
                        .headerProminence(increased ? .increased : .standard)
                }
                let card = try #require(sectionFrames(host).first)
                let title = try #require(
                    host.screenPicture().elements.first { $0.kind == .text && $0.lines?.first?.text == "Fruit" })
                #expect(title.fontSize == (increased ? 17 : 13))
                #expect(title.color == (increased ? "primary" : "secondary"))
                #expect(title.weight == (increased ? "semibold" : "regular"))
                #expect(same(title.frame.x, 36) && abs(title.frame.maxY - (Double(card.minY) - 6)) < 0.34)
                // The header's height sits between the top margin and the card.
                #expect(abs(Double(card.minY) - (82 + 22 + 6 + title.frame.height)) < 0.34)
            }
        }

        @Test(
            "A separator runs between two rows, from the leading edge of the upper row's text to the card's edge; none after the last row"
        )
        func separatorsBetweenRows() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Text("One")
                    HStack {
                        Image(systemName: "wifi")
                        Text("Two")
                    }
                    Text("Three")
                }
            }
            let lines = separators(host)
            #expect(lines.count == 2)
            let one = try #require(host.frame(ofText: "One"))
            let two = try #require(host.frame(ofText: "Two"))
            // A hairline over the row's bottom edge: the first row ends 44 below 82.
            #expect(abs(lines[0].y - (82 + 44 - 1.0 / 3)) < 0.01 && abs(lines[0].height - 1.0 / 3) < 0.01)
            #expect(same(lines[0].x, one.minX) && same(lines[0].maxX, 386))
            // In a row of an icon and a text, it starts at the text, past the icon.
            #expect(same(lines[1].x, two.minX) && lines[1].x > 36 + 10)
        }

        @Test("listRowSeparator(.hidden) takes away a row's line below it, or with edges .top the line above it")
        func hiddenRowSeparators() async {
            let below = Host.recording()
            await below.launch {
                List {
                    Text("One").listRowSeparator(.hidden)
                    Text("Two")
                    Text("Three")
                }
            }
            #expect(separators(below).count == 1)
            #expect(separators(below).first.map { $0.y > 82 + 44 } == true)
            let above = Host.recording()
            await above.launch {
                List {
                    Text("One")
                    Text("Two").listRowSeparator(.hidden, edges: .top)
                    Text("Three")
                }
            }
            #expect(separators(above).count == 1)
            let bottomOnly = Host.recording()
            await bottomOnly.launch {
                List {
                    Text("One")
                    Text("Two").listRowSeparator(.hidden, edges: .top)
                    Text("Three")
                }
            }
            #expect(separators(bottomOnly).first.map { abs($0.y - (82 + 88 - 1.0 / 3)) < 0.01 } == true)
        }

        @Test("alignmentGuide(.listRowSeparatorLeading) moves where the row's separator starts")
        func separatorLeadingGuide() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    HStack {
                        Image(systemName: "star")
                        Text("One")
                    }
                    .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                    HStack {
                        Image(systemName: "star")
                        Text("Two")
                    }
                    Text("Three")
                }
            }
            let lines = separators(host)
            let two = try #require(host.frame(ofText: "Two"))
            #expect(lines.count == 2)
            #expect(same(lines[0].x, 36))
            #expect(same(lines[1].x, two.minX) && lines[1].x > 36)
        }

        @Test(
            "The plain look's separators span to the list's edge, one under each section's last row; listSectionSeparator(.hidden) takes that one away"
        )
        func plainSeparators() async {
            let host = Host.recording()
            await host.launch {
                List {
                    Section {
                        Text("One")
                        Text("Two")
                    }
                }.listStyle(.plain)
            }
            let lines = separators(host)
            #expect(lines.count == 2)
            #expect(lines.allSatisfy { same($0.x, 20) && same($0.maxX, 402) })
            let hidden = Host.recording()
            await hidden.launch {
                List {
                    Section {
                        Text("One")
                        Text("Two")
                    }.listSectionSeparator(.hidden)
                }.listStyle(.plain)
            }
            #expect(separators(hidden).count == 1)
        }

        @Test("The grouped look lines its sections across the list above the first row and below the last")
        func groupedSectionSeparators() async {
            let host = Host.recording()
            await host.launch {
                List {
                    Section {
                        Text("One")
                        Text("Two")
                    }
                }.listStyle(.grouped)
            }
            let lines = separators(host)
            #expect(lines.count == 3)
            #expect(lines.filter { same($0.x, 0) && same($0.width, 402) }.count == 2)
            #expect(lines.contains { abs($0.y - 82) < 0.01 })
        }

        @Test(
            "The pinning rule: a header stays where it is until the visible start passes it, then at that start until its section's end pushes it up",
            arguments: [
                // natural, visible start, section end, where it stands (a 30-point header)
                (100.0, 0.0, 500.0, 100.0), (100, 100, 500, 100), (100, 150, 500, 150), (100, 480, 500, 470),
                (100, 600, 500, 470),
            ])
        func pinnedStartRule(_ natural: Double, _ visible: Double, _ end: Double, _ expected: Double) {
            #expect(
                PinnedScrollableViews.pinnedStart(natural: natural, length: 30, sectionEnd: end, visibleStart: visible)
                    == expected)
        }

        @Test(
            "The pinning rule at the end: a footer stands at the visible end while it would be below it, never above its section's start",
            arguments: [
                // natural, visible end, section start, where it stands (a 30-point footer)
                (700.0, 900.0, 100.0, 700.0), (700, 730, 100, 700), (700, 600, 100, 570), (700, 110, 100, 100),
            ])
        func pinnedEndRule(_ natural: Double, _ visible: Double, _ start: Double, _ expected: Double) {
            #expect(
                PinnedScrollableViews.pinnedEnd(natural: natural, length: 30, sectionStart: start, visibleEnd: visible)
                    == expected)
        }

        @Test(
            "A plain list's header sticks at the list's top while its rows scroll under it, and the next header pushes it up point for point"
        )
        func plainHeaderSticks() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { PinnedHeaders(plain: true) } }
            // The header's box (6 + 20 + 6) starts at the list's top, 62: its colour at 68.
            #expect(launch.first == "header 0 \(68 * 3)")
            func header(_ number: Int) -> CGRect? {
                host.colourFrames().filter { same($0.height, 20) }.dropFirst(number).first
            }
            func rows() -> [CGRect] { host.colourFrames().filter { same($0.height, 50) } }
            let firstRow = try #require(rows().first)
            // Section 0 ends where section 1's header box starts (a plain list puts no space between).
            let end = Double(try #require(header(1)).minY - 6 - 62)
            let scrolled = try await Console.capture { try await host.perform(.scroll(.by(100))) }
            #expect(abs(try #require(rows().first).minY - (firstRow.minY - 100)) < 0.34)
            #expect(same(header(0)?.minY, 68))
            // It did not move, so a geometry change has nothing new to say of it.
            #expect(!scrolled.contains { $0.hasPrefix("header 0") })
            // Scrolled to 22 short of section 0's end, its header's 32-point box is 10 points up.
            let pushed = try await Console.capture { try await host.perform(.scroll(.by(end - 22 - 100))) }
            let top = try #require(header(0))
            #expect(abs(top.minY - 58) < 0.34)
            #expect(pushed.last { $0.hasPrefix("header 0") } == "header 0 \(58 * 3)")
            // The next header stands where the section ends: right under the pushed one's box.
            let next = try #require(header(1))
            #expect(abs((next.minY - 6) - (top.maxY + 6)) < 0.34)
            // Once its section has gone, the next one sticks in its place.
            try await host.perform(.scroll(.by(60)))
            #expect(abs((try #require(header(1))).minY - 68) < 0.34)
            #expect(try #require(header(0)).maxY < 62)
        }

        @Test("In the default (inset-grouped) look, headers scroll away with their rows: they do not stick")
        func groupedHeaderScrolls() async throws {
            let host = Host.recording()
            await host.launch { PinnedHeaders(plain: false) }
            let before = try #require(host.colourFrames().first { same($0.height, 20) })
            try await host.perform(.scroll(.by(40)))
            let after = try #require(host.colourFrames().first { same($0.height, 20) })
            #expect(abs(after.minY - (before.minY - 40)) < 0.34)
        }

        @Test(
            "A plain list's section title sticks as a header view does: drawn at the list's top while its rows scroll")
        func plainTitleSticks() async throws {
            let host = Host.recording()
            await host.launch {
                List {
                    Section("Fruits") { ForEach(0..<20, id: \.self) { Text("Fruit \($0)") } }
                    Section("Trees") { ForEach(0..<20, id: \.self) { Text("Tree \($0)") } }
                }
                .listStyle(.plain)
            }
            let list = try #require(host.scrollViewNode())
            func titleTop() throws -> CGFloat {
                let bounds = try #require(list.globalFrame)
                return try #require(ListLayout().sections(of: list, in: bounds).first?.header).minY
            }
            let before = try titleTop()
            try await host.perform(.scroll(.by(120)))
            #expect(abs(try titleTop() - before) < 0.34)
            #expect(host.screen().contains { $0.contains("\"Fruits\"") })
        }

        @Test("listRowSpacing stands each row on a card of its own, with no separators")
        func rowsApart() async {
            let host = Host.recording()
            await host.launch {
                List {
                    Text("One")
                    Text("Two")
                }.listRowSpacing(10)
            }
            let cards = host.screenPicture().elements.filter { $0.kind == .listCard }
            #expect(cards.count == 2)
            #expect(cards.count == 2 && abs(cards[1].frame.y - cards[0].frame.maxY - 10) < 0.34)
            #expect(separators(host).isEmpty)
        }
    }
}

/// A form of a text row, a switch's row and a menu picker's row.
private struct ControlRows: View {
    @State private var on = true
    @State private var pick = 1
    var body: some View {
        Form {
            Text("Plain")
            Toggle("Wi-Fi", isOn: $on)
            Picker("Sort", selection: $pick) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
        }
    }
}

/// The same controls under the modifiers apps put on them: a style that keeps the switch and the
/// menu, a tint, and a style that draws a button instead of a switch.
private struct StyledControlRows: View {
    @State private var on = true
    @State private var pick = 1
    var body: some View {
        Form {
            Toggle("Wi-Fi", isOn: $on).toggleStyle(.switch).tint(.green)
            Picker("Sort", selection: $pick) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.menu)
            Toggle("Bold", isOn: $on).toggleStyle(.button)
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Form rows that hold a control")
    struct FormControlRowTests {
        @Test(
            "On iOS 26 and later a switch's row and a menu picker's row are 52 tall in a form, a text row 44; the control centred in its row"
        )
        func rowsOfControls() async {
            let host = Host.recording()
            await host.launch { ControlRows() }
            // The first row stands at 62 + 20 = 82: the text row to 126, the switch's to 178, the picker's to 230.
            let frames = host.screenWithFrames()
            #expect(frames.contains("  Text \"Plain\" (36, 94, 38.33, 20.33)"))
            #expect(frames.contains("  Toggle \"Wi-Fi\" on (36, 138, 330, 28)"))
            #expect(frames.contains("  Picker \"Sort\" \"One\" (36, 194, 330, 20.33)"))
        }

        @Test(
            "A switch or a menu picker under modifiers (.toggleStyle(.switch), .tint, .pickerStyle(.menu)) makes the same 52-point row; a button-style toggle does not"
        )
        func rowsOfStyledControls() async {
            let host = Host.recording()
            await host.launch { StyledControlRows() }
            // Rows from 82: the switch's to 134, the picker's to 186, the button's 44 to 230.
            let frames = host.screenWithFrames()
            #expect(frames.contains("  Toggle \"Wi-Fi\" on (36, 94, 330, 28)"), "\(frames)")
            #expect(frames.contains("  Picker \"Sort\" \"One\" (36, 150, 330, 20.33)"), "\(frames)")
            // The button's row is 44 from 186: its 20.33-point label centred at 208.
            #expect(frames.contains("  Toggle \"Bold\" on (36, 198, 34, 20.33)"), "\(frames)")
        }

        @Test(
            "Before iOS 26 no row has a taller least height: the picker's row is 44, the 31-point switch's its content and insets"
        )
        func rowsBeforeIOS26() async {
            let host = Host.recording()
            host.device = DeviceMetrics(model: .iPhone17, systemVersion: 18)
            await host.launch { ControlRows() }
            let frames = host.screenWithFrames()
            #expect(frames.contains("  Toggle \"Wi-Fi\" on (36, 138, 330, 31)"))
            #expect(frames.contains("  Picker \"Sort\" \"One\" (36, 192.67, 330, 20.33)"))
        }
    }
}

// Published layout facts: sizes, positions and rules people measured on Apple's SwiftUI and wrote
// down, or Apple stated, each reproduced by a small program and asserted against the engine. Each test
// names its source by the letter below and quotes the figure or the rule; where a figure is worked out
// for the iPhone 17 the engine stands for (402 x 874 points, safe area 62 above and 34 below), the
// comment shows the sum. Sources, by the letter the tests cite them by:
// - [ML] mlemgroup/mlem pull request 2902 (2026-08-10), its author on `defaultMinListRowHeight`:
//   "SwiftUI applies the equivalent of .frame(minHeight: defaultMinListRowHeight) to each item.
//   Because our rows are smaller than this value, this causes some 'padding' to be added at the top
//   and bottom of each row", removed by setting it to 0.
// - [EX] expo/expo pull request 47000 (2026-06-17): "A List row with listRowInsets({ top: 0, leading:
//   0, bottom: 0, trailing: 0 }) now hugs the row edges instead of keeping SwiftUI's default insets."
extension EngineTests.ListLayoutTests {
    // MARK: - List rows

    @Test(
        "A row smaller than defaultMinListRowHeight is raised to it, 44; with a minimum of 0 it is shorter ([ML])")
    func minimumRowHeight() async throws {
        func rowPitch(minimum: CGFloat?) async throws -> CGFloat {
            let frames = await colours {
                if let minimum {
                    List {
                        Color.red.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }.environment(\.defaultMinListRowHeight, minimum)
                } else {
                    List {
                        Color.red.frame(height: 10)
                        Color.blue.frame(height: 10)
                    }
                }
            }
            try #require(frames.count == 2)
            return frames[1].midY - frames[0].midY
        }
        #expect(same(try await rowPitch(minimum: nil), 44))
        #expect(try await rowPitch(minimum: 0) < 44)
    }

    @Test("With listRowInsets of zero the row's content hugs the row's edges: as wide as the section's card ([EX])")
    func zeroInsetsHugRow() async throws {
        let host = Host.recording()
        await host.launch {
            List {
                Color.red.frame(height: 10).listRowInsets(EdgeInsets())
                Text("Other")
            }
        }
        let colour = try #require(host.colourFrames().first)
        let card = try #require(
            host.graph.root.flatMap { root -> CGRect? in
                var found: CGRect?
                root.forEachNode { node in
                    if found == nil, let list = ((node.view as? any ContentContainer)?.layoutRule as? ListLayout),
                        let bounds = node.layoutGeometry?.exactFrame
                    {
                        found = list.sections(of: node, in: bounds).first?.frame
                    }
                }
                return found
            })
        #expect(same(colour.minX, card.minX) && same(colour.width, card.width))
    }
}
