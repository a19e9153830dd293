import Foundation
import Testing

@testable import ViewGraph

/// A stack whose root hides its navigation bar as `how` says, with a toggle to show it again.
struct BarHidingStack: View {
    enum How { case toolbar, visibility, legacy, automatic, background }
    let how: How
    @State private var hidden = true
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Button("Toggle") { hidden.toggle() }
                SafeAreaProbe()
            }
            .navigationTitle("Trips")
            .modifier(BarHiding(how: how, hidden: hidden))
        }
    }
}

struct BarHiding: ViewModifier {
    let how: BarHidingStack.How
    let hidden: Bool
    func body(content: Content) -> some View {
        switch how {
        case .toolbar: content.toolbar(hidden ? .hidden : .visible, for: .navigationBar)
        case .visibility: content.toolbarVisibility(hidden ? .hidden : .automatic, for: .navigationBar)
        case .legacy: content.navigationBarHidden(hidden)
        case .automatic: content.toolbar(hidden ? .hidden : .visible)
        case .background: content.toolbarBackground(hidden ? .hidden : .visible, for: .navigationBar)
        }
    }
}

private struct HiddenBottomBar: View {
    var body: some View {
        NavigationStack {
            SafeAreaProbe()
                .navigationTitle("Trips")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                .toolbar(.hidden, for: .bottomBar)
        }
    }
}

private struct TabsHidingTheirBar: View {
    var body: some View {
        TabView {
            NavigationStack {
                NavigationLink("Open") {
                    SafeAreaProbe().toolbar(.hidden, for: .tabBar).navigationBarTitleDisplayMode(.inline)
                }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Text("Mail") }
            Text("Other").tabItem { Text("Other") }
        }
    }
}

private struct HiddenStatusBar: View {
    var body: some View {
        SafeAreaProbe().statusBarHidden().persistentSystemOverlays(.hidden)
    }
}

extension EngineTests {
    @MainActor @Suite("Hidden bars")
    struct BarVisibilityTests {
        @Test(
            "A hidden navigation bar takes no room: the content starts at the safe area's top, 62, and shows again when the bar does",
            arguments: [BarHidingStack.How.toolbar, .visibility, .legacy, .automatic])
        func hiddenNavigationBar(_ how: BarHidingStack.How) async throws {
            let host = Host.recording()
            await host.launch { BarHidingStack(how: how) }
            #expect(host.screen() == ["VStack", "  Button \"Toggle\"", "  Text \"y 82 h 757 top 0 bottom 34\""])
            try await host.perform(.tap("Toggle"))
            #expect(
                host.screen() == [
                    "NavigationBar \"Trips\" large", "VStack", "  Button \"Toggle\"",
                    "  Text \"y 188 h 651 top 0 bottom 34\"",
                ])
        }

        @Test("A hidden bar's background is only the background: the bar keeps its room")
        func hiddenBackgroundKeepsRoom() async {
            let host = Host.recording()
            await host.launch { BarHidingStack(how: .background) }
            #expect(host.screen().first == "NavigationBar \"Trips\" large")
            #expect(host.screen().last == "  Text \"y 188 h 651 top 0 bottom 34\"")
        }

        @Test("A hidden bottom toolbar takes no room and shows nothing: the content ends at the home indicator, 840")
        func hiddenBottomBar() async {
            let host = Host.recording()
            await host.launch { HiddenBottomBar() }
            #expect(host.screen() == ["NavigationBar \"Trips\" inline", "Text \"y 116 h 724 top 116 bottom 34\""])
        }

        @Test("A view pushed in a tab that hides the tab bar gets the bar's 49 points; going back brings the bar back")
        func hiddenTabBar() async throws {
            let host = Host.recording()
            await host.launch { TabsHidingTheirBar() }
            try await host.perform(.tap("Open"))
            #expect(
                host.screen() == [
                    "TabView", "  NavigationBar", "    Button \"Back\"", "  Text \"y 116 h 724 top 116 bottom 34\"",
                ])
            #expect(host.screenPicture().elements.contains { $0.kind == .tabBar } == false)
            try await host.perform(.back)
            #expect(host.screen().contains("  Tab \"Mail\" selected"))
            #expect(host.screenPicture().elements.contains { $0.kind == .tabBar })
        }

        @Test("Hiding the status bar or the home indicator changes no room: the safe area stays 62 to 840")
        func statusBarAndHomeIndicator() async {
            let host = Host.recording()
            await host.launch { HiddenStatusBar() }
            #expect(host.screen() == ["Text \"y 62 h 778 top 62 bottom 34\""])
        }
    }
}
