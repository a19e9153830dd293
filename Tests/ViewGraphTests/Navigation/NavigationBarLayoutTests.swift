import Foundation
import Testing

@testable import ViewGraph

private struct TitledStack: View {
    let title: String?
    let mode: NavigationBarItem.TitleDisplayMode
    var body: some View {
        NavigationStack {
            if let title {
                SafeAreaProbe().navigationTitle(title).navigationBarTitleDisplayMode(mode)
            } else {
                SafeAreaProbe().navigationBarTitleDisplayMode(mode)
            }
        }
    }
}

private struct PushingStack: View {
    let rootMode: NavigationBarItem.TitleDisplayMode
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { SafeAreaProbe().navigationTitle("Detail") }
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(rootMode)
        }
    }
}

private struct IgnoringStack: View {
    var body: some View {
        NavigationStack {
            SafeAreaProbe().ignoresSafeArea().navigationTitle("Trips")
        }
    }
}

private struct ToolbarStack: View {
    var body: some View {
        NavigationStack {
            SafeAreaProbe()
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Share") {} }
                }
        }
    }
}

private struct PrincipalStack: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Hidden")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        }
    }
}

/// A stack whose bar holds icons, texts, a group and a reader, and whose pushed screen has a back button.
private struct ItemFramesStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") {
                Text("Detail").toolbar { ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus") } }
            }
            .navigationTitle("Trips")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Color.red.frame(width: 20, height: 20) }
                ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 60, height: 30) }
                ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 10, height: 10) }
                ToolbarItem(placement: .bottomBar) { Color.orange.frame(width: 100, height: 20) }
                ToolbarItem(placement: .status) { Color.purple.frame(width: 50, height: 10) }
            }
        }
    }
}

/// A principal item and a reader in a toolbar item, which reports what it was offered.
private struct PrincipalReader: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Color.red.frame(width: 120, height: 30) }
                    ToolbarItem(placement: .topBarTrailing) {
                        GeometryReader { proxy in Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
                            .onGeometryChange(for: CGRect.self) {
                                $0.frame(in: .global)
                            } action: { frame in
                                Console.record(
                                    "item at \(Int(frame.minX)), \(Int(frame.minY)) size \(Int(frame.width)) x \(Int(frame.height))"
                                )
                            }
                    }
                    ToolbarItemGroup(placement: .topBarLeading) {
                        Color.blue.frame(width: 20, height: 20)
                        Color.green.frame(width: 20, height: 20)
                    }
                }
        }
    }
}

/// Thirty 100-point colours in a scroll view under a large title, printing its insets and offset.
private struct CollapsingTitle: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30) { _ in Color.red.frame(height: 100) } }
            }
            .navigationTitle("Trips")
            .onScrollGeometryChange(for: String.self) {
                "top \(Int($0.contentInsets.top)) offset \(Int($0.contentOffset.y))"
            } action: { _, new in
                Console.record(new)
            }
        }
    }
}

/// A long column of 50-point colours under a large title: eager, lazy, or a list's rows of texts.
private struct LongTitledColumn: View {
    enum Kind: CaseIterable { case eager, lazy, list }
    let kind: Kind
    var body: some View {
        NavigationStack {
            Group {
                switch kind {
                case .eager: ScrollView { VStack(spacing: 0) { ForEach(0..<100) { _ in Color.red.frame(height: 50) } } }
                case .lazy:
                    ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100) { _ in Color.red.frame(height: 50) } } }
                case .list: List(0..<100, id: \.self) { Text("Row \($0)") }
                }
            }
            .navigationTitle("Trips")
            .onScrollGeometryChange(for: String.self) {
                "offset \(Int($0.contentOffset.y)) content \(Int($0.contentSize.height))"
            } action: { _, new in
                Console.record(new)
            }
        }
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            SafeAreaProbe().tabItem { Text("Plain") }
            NavigationStack { SafeAreaProbe().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.tabItem
            { Text("Stack") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Navigation bar, tab bar and toolbar layout")
    struct NavigationBarLayoutTests {
        @Test("A stack's root with a large title starts below the bar and its 52-point title row: 62 + 54 + 52 = 168")
        func largeTitleRoot() async {
            let host = Host.recording()
            await host.launch { TitledStack(title: "Trips", mode: .automatic) }
            #expect(host.screen() == ["NavigationBar \"Trips\" large", "Text \"y 168 h 672 top 168 bottom 34\""])
        }

        @Test("An inline title takes the bar's 54 points only: the root starts at 116")
        func inlineTitleRoot() async {
            let host = Host.recording()
            await host.launch { TitledStack(title: "Trips", mode: .inline) }
            #expect(host.screen() == ["NavigationBar \"Trips\" inline", "Text \"y 116 h 724 top 116 bottom 34\""])
        }

        @Test("Automatic with no title is inline; large with no title has no title row; an empty bar prints nothing")
        func noTitle() async {
            for mode in [NavigationBarItem.TitleDisplayMode.automatic, .large] {
                let host = Host.recording()
                await host.launch { TitledStack(title: nil, mode: mode) }
                #expect(host.screen() == ["Text \"y 116 h 724 top 116 bottom 34\""])
            }
        }

        @Test("A pushed screen takes the display mode of the screen below it, and shows a back button")
        func pushedInherits() async throws {
            let large = Host.recording()
            await large.launch { PushingStack(rootMode: .automatic) }
            try await large.perform(.tap("Open"))
            #expect(
                large.screen() == [
                    "NavigationBar \"Detail\" large", "  Button \"Back\"", "Text \"y 168 h 672 top 168 bottom 34\"",
                ])
            let inline = Host.recording()
            await inline.launch { PushingStack(rootMode: .inline) }
            try await inline.perform(.tap("Open"))
            #expect(
                inline.screen() == [
                    "NavigationBar \"Detail\" inline", "  Button \"Back\"", "Text \"y 116 h 724 top 116 bottom 34\"",
                ])
            try await inline.perform(.back)
            #expect(inline.screen() == ["NavigationBar \"Trips\" inline", "NavigationLink \"Open\""])
        }

        @Test(
            "A view that ignores the safe area in a stack reaches under the bar to the screen's top, and sees the bar in its insets"
        )
        func ignoringUnderTheBar() async {
            let host = Host.recording()
            await host.launch { IgnoringStack() }
            #expect(host.screen() == ["NavigationBar \"Trips\" large", "Text \"y 0 h 874 top 168 bottom 34\""])
        }

        @Test(
            "Toolbar items show in the bars: leading and trailing in the navigation bar, bottomBar in a 48-point bottom toolbar the content ends above"
        )
        func toolbarItemsInBars() async throws {
            let host = Host.recording()
            await host.launch { ToolbarStack() }
            #expect(
                host.screen() == [
                    "NavigationBar \"Trips\" inline", "  Button \"Edit\"", "  Button \"Add\"",
                    "Text \"y 116 h 676 top 116 bottom 82\"",
                    "BottomBar", "  Button \"Share\"",
                ])
            #expect(host.screenWithFrames().first == "NavigationBar \"Trips\" inline (0, 62, 402, 54)")
            #expect(host.screenWithFrames().contains("BottomBar (0, 792, 402, 48)"))
            try await host.perform(.tap("Share"))
        }

        @Test("A principal item stands in the bar instead of an inline title")
        func principalReplacesTitle() async {
            let host = Host.recording()
            await host.launch { PrincipalStack() }
            #expect(host.screen() == ["NavigationBar", "  Text \"Custom\"", "Text \"Body\""])
        }

        @Test("A tab's content ends above the 49-point tab bar; a stack in a tab lies between its bar and the tab bar")
        func tabBar() async throws {
            let host = Host.recording()
            await host.launch { Tabs() }
            // 874 - 34 - 49 = 791: the plain tab is 791 - 62 = 729 tall.
            #expect(host.screen().contains("    Text \"y 62 h 729 top 62 bottom 83\""))
            try await host.perform(.tap("Stack"))
            #expect(host.screen().contains("    Text \"y 116 h 675 top 116 bottom 83\""))
        }

        @Test(
            "Items in the bar's row stand in 44-point capsules centred in its 54 points: leading from 16, trailing ending 16 from the side, 8 apart; bottom items from the leading side, a status item in the middle"
        )
        func itemFrames() async throws {
            let host = Host.recording()
            await host.launch { ItemFramesStack() }
            let frames = host.colourFrames()
            // The bar's row is 62 to 116: a capsule 44 tall from 67, its content centred in it.
            // Leading: a 44-point capsule (20 + 12 < 44) from 16, so the 20-point square is at 28, 79.
            #expect(frames[0] == CGRect(x: 28, y: 79, width: 20, height: 20))
            // Trailing: the last item's capsule (44) ends at 386, from 342: its 10 points at 359, 84;
            // the one before ends 8 to its left, at 334: 60 + 12 = 72 wide, from 262, its content at 268.
            #expect(frames[2] == CGRect(x: 359, y: 84, width: 10, height: 10))
            #expect(frames[1] == CGRect(x: 268, y: 74, width: 60, height: 30))
            // The bottom toolbar is 792 to 840: a 112-point capsule from 16, its content at 22, 806;
            // the status item centred: 201 - 25.
            #expect(frames[3] == CGRect(x: 22, y: 806, width: 100, height: 20))
            #expect(frames[4] == CGRect(x: 176, y: 811, width: 50, height: 10))
        }

        @Test(
            "A pushed screen's back button is a 44-point circle 16 from the leading side, and its items are placed in the bar too"
        )
        func backButtonFrame() async throws {
            let host = Host.recording()
            await host.launch { ItemFramesStack() }
            try await host.perform(.tap("Open"))
            let lines = host.screenWithFrames()
            #expect(lines.contains("  Button \"Back\" (16, 67, 44, 44)"))
            // The plus symbol is an estimate's size (square, a line of body text), placed by the same rule.
            #expect(lines.contains { $0.hasPrefix("  Image \"plus\" (") && !$0.hasSuffix("\"plus\"") })
        }

        @Test(
            "A principal item is centred in the row; a group stands in a row; a reader in an item is offered its ideal size and reports where the bar put it"
        )
        func principalAndReader() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { PrincipalReader() } }
            let frames = host.colourFrames()
            #expect(frames[0] == CGRect(x: 141, y: 74, width: 120, height: 30))
            // The group: 20 + 8 + 20 = 48 wide, its capsule 60 from 16, the squares at 22 and 50.
            #expect(frames[1] == CGRect(x: 22, y: 79, width: 20, height: 20))
            #expect(frames[2] == CGRect(x: 50, y: 79, width: 20, height: 20))
            // A reader offered nothing takes SwiftUI's default 10 points; its capsule is 44 wide, ending at 386.
            #expect(launch == ["item at 359, 84 size 10 x 10"])
        }

        @Test(
            "A large title collapses as its scroll view scrolls: the title's row shrinks by the distance scrolled, down to the 54-point bar, and the insets follow while the content moves with the scroll",
            arguments: [
                (0.0, 106.0, 168.0), (30, 76, 138), (52, 54, 116), (100, 54, 68),
            ])
        func largeTitleCollapses(_ scrolled: Double, _ barHeight: Double, _ firstRowTop: Double) async throws {
            let host = Host.recording()
            await host.launch { CollapsingTitle() }
            let scroller = try #require(host.scrollViewNode())
            let printed = await Console.capture {
                host.graph.scroll(scroller, to: scrolled)
                host.graph.flush()
            }
            #expect(host.screenWithFrames().first == "NavigationBar \"Trips\" large (0, 62, 402, \(Int(barHeight)))")
            #expect(host.colourFrames().first?.minY == CGFloat(firstRowTop))
            // The top inset is the bar's bottom edge; the offset is the distance scrolled less 168.
            if scrolled > 0 { #expect(printed.last == "top \(62 + Int(barHeight)) offset \(Int(scrolled) - 168)") }
        }

        @Test(
            "At the end of a long column under a large title, the last row's bottom meets the scroll view's, above the home indicator: the end is the content less 874 - 34 - 168",
            arguments: LongTitledColumn.Kind.allCases)
        fileprivate func endUnderLargeTitle(_ kind: LongTitledColumn.Kind) async throws {
            let host = Host.recording()
            await host.launch { LongTitledColumn(kind: kind) }
            let printed = try await Console.capture { try await host.perform(.scroll(.bottom)) }
            let scroller = try #require(host.scrollViewNode())
            // The scroll view fills the screen, under the bars; the title has folded, so the part the
            // bars leave clear reaches from the 54-point bar's bottom to the home indicator.
            let frame = try #require(scroller.globalFrame)
            #expect(same(frame.minY, 0) && same(frame.maxY, 874))
            let clear = try #require(clearFrame(ofScrollView: scroller))
            #expect(same(clear.minY, 116) && same(clear.maxY, 840))
            let offset = scrollOffset(of: scroller).offset
            let last: CGRect
            if kind == .list {
                last = try #require(host.frame(ofText: "Row 99"))
            } else {
                last = try #require(host.colourFrames().last)
                #expect(same(CGFloat(offset), 5000 - 672))
                // UIKit's largest contentOffset.y: the content, plus the 34 below, less the 874 of the screen.
                #expect(printed.last == "offset \(5000 + 34 - 874) content 5000")
            }
            // The list ends its last section with its own margin below the last row.
            if kind == .list { #expect(last.maxY < 840 && last.maxY > 780) } else { #expect(same(last.maxY, 840)) }
            // The end is the end: one more scroll moves nothing.
            try await host.perform(.scroll(.by(100)))
            #expect(scrollOffset(of: scroller).offset == offset)
        }
    }
}
