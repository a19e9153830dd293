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

private struct Tabs: View {
    var body: some View {
        TabView {
            SafeAreaProbe().tabItem { Text("Plain") }
            NavigationStack { SafeAreaProbe().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }.tabItem { Text("Stack") }
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
        #expect(host.screen() == ["NavigationBar \"Trips\" large", "Text \"y 168 h 672 top 0 bottom 0\""])
    }

    @Test("An inline title takes the bar's 54 points only: the root starts at 116")
    func inlineTitleRoot() async {
        let host = Host.recording()
        await host.launch { TitledStack(title: "Trips", mode: .inline) }
        #expect(host.screen() == ["NavigationBar \"Trips\" inline", "Text \"y 116 h 724 top 0 bottom 0\""])
    }

    @Test("Automatic with no title is inline; large with no title has no title row; an empty bar prints nothing")
    func noTitle() async {
        for mode in [NavigationBarItem.TitleDisplayMode.automatic, .large] {
            let host = Host.recording()
            await host.launch { TitledStack(title: nil, mode: mode) }
            #expect(host.screen() == ["Text \"y 116 h 724 top 0 bottom 0\""])
        }
    }

    @Test("A pushed screen takes the display mode of the screen below it, and shows a back button")
    func pushedInherits() async throws {
        let large = Host.recording()
        await large.launch { PushingStack(rootMode: .automatic) }
        try await large.perform(.tap("Open"))
        #expect(large.screen() == ["NavigationBar \"Detail\" large", "  Button \"Back\"", "Text \"y 168 h 672 top 0 bottom 0\""])
        let inline = Host.recording()
        await inline.launch { PushingStack(rootMode: .inline) }
        try await inline.perform(.tap("Open"))
        #expect(inline.screen() == ["NavigationBar \"Detail\" inline", "  Button \"Back\"", "Text \"y 116 h 724 top 0 bottom 0\""])
        try await inline.perform(.back)
        #expect(inline.screen() == ["NavigationBar \"Trips\" inline", "NavigationLink \"Open\""])
    }

    @Test("A view that ignores the safe area in a stack reaches under the bar to the screen's top, and sees the bar in its insets")
    func ignoringUnderTheBar() async {
        let host = Host.recording()
        await host.launch { IgnoringStack() }
        #expect(host.screen() == ["NavigationBar \"Trips\" large", "Text \"y 0 h 874 top 168 bottom 34\""])
    }

    @Test("Toolbar items show in the bars: leading and trailing in the navigation bar, bottomBar in a 48-point bottom toolbar the content ends above")
    func toolbarItemsInBars() async throws {
        let host = Host.recording()
        await host.launch { ToolbarStack() }
        #expect(host.screen() == [
            "NavigationBar \"Trips\" inline", "  Button \"Edit\"", "  Button \"Add\"",
            "Text \"y 116 h 676 top 0 bottom 0\"",
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
        #expect(host.screen().contains("    Text \"y 62 h 729 top 0 bottom 0\""))
        try await host.perform(.tap("Stack"))
        #expect(host.screen().contains("    Text \"y 116 h 675 top 0 bottom 0\""))
    }
}
}
