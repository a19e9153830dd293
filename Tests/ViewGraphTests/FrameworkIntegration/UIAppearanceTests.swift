import Foundation
import Testing

@testable import ViewGraph

/// A tab view styled in its init through UIKit's appearance proxies, as sample apps do.
private struct StyledTabs: View {
    init() {
        UITabBar.appearance().backgroundColor = .white
        UITabBar.appearance().unselectedItemTintColor = UIColor(Color.gray)
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.largeTitleTextAttributes = [
            .foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 30, weight: .bold),
        ]
        UINavigationBar.appearance().standardAppearance = bar
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        UIScrollView.appearance().bounces = false
    }

    var body: some View {
        TabView {
            Text("Timer").tabItem { Text("Focus") }
            Text("History").tabItem { Text("Log") }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("UIKit appearance proxies")
    struct UIAppearanceTests {
        @Test(
            "Settings made through appearance proxies are kept, change nothing on the screen, and are listed as not modelled"
        )
        func proxiesKeepSettings() async throws {
            UnmodelledAPI.reset()
            let host = Host.recording()
            await host.launch { StyledTabs() }
            #expect(host.screen().contains { $0.contains("Text \"Timer\"") })
            #expect(UITabBar.appearance().backgroundColor?.name == "white")
            #expect(!UIScrollView.appearance().bounces)
            #expect(UITabBar.appearance().unselectedItemTintColor?.name == Color.gray.name)
            let title = UINavigationBar.appearance().standardAppearance.largeTitleTextAttributes
            #expect((title[.foregroundColor] as? UIColor)?.name == "white")
            #expect((title[.font] as? UIFont)?.pointSize == 30)
            #expect(
                (UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor)?
                    .name == "white")
            #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
            #expect(UnmodelledAPI.used.contains("UITabBar.appearance"))
            #expect(UnmodelledAPI.used.contains("UITableView.appearance"))
            #expect(UnmodelledAPI.used.contains("UIScrollView.appearance"))
        }

        @Test("A preferred UIKit font has the size of its text style at the default text size")
        func preferredFontSizes() {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
            #expect(UIFont(name: "Avenir", size: 12)?.pointSize == 12)
        }
    }
}

/// A tab view under a tab bar of the app's own, with UIKit's hidden, as custom tab bar samples do.
private struct OwnTabBar: View {
    @State private var selection = "home"
    init() { UITabBar.appearance().isHidden = true }
    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Text("Home page").tag("home").tabItem { Text("Home") }
                Text("Search page").tag("search").tabItem { Text("Search") }
            }
            HStack {
                Button("Go home") { selection = "home" }
                Button("Go search") { selection = "search" }
            }
        }
    }
}

extension EngineTests.UIAppearanceTests {
    @Test(
        "UITabBar.appearance().isHidden hides the tab bar: only the selected tab's content shows, and its tabs cannot be tapped"
    )
    func hiddenTabBar() async throws {
        defer { UITabBar.appearance().isHidden = false }
        let host = Host.recording()
        await host.launch { OwnTabBar() }
        #expect(
            host.screen() == [
                "VStack", "  TabView", "    Text \"Home page\"", "  HStack", "    Button \"Go home\"",
                "    Button \"Go search\"",
            ])
        try await host.perform(.tap("Go search"))
        #expect(host.screen().contains("    Text \"Search page\""))
        await #expect(throws: HostError.self) { try await host.perform(.tap("Home")) }
    }
}
