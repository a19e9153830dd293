import Testing

@testable import ViewGraph

// Consoles other people recorded from tab views, replayed on the engine with programs of the
// project's own. Source, by the letter the tests cite it by:
//
// - [SP] Karin Prater, "SwiftUI View Lifecycle: When onAppear Actually fires" (swiftyplace.com):
//   https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear "You put a data fetch in onAppear
//   on your second tab. On iOS 17, that fetch ran at app launch … On iOS 18, same code, the fetch
//   didn't run until someone actually tapped the tab. Apple made TabView lazy." and "A tab you switch
//   away from disappears but its node can stay alive."

private struct FeedAndProfile: View {
    var body: some View {
        TabView {
            Tab("Feed", systemImage: "list.bullet") {
                Text("Latest posts")
                    .onAppear { Console.record("feed appeared") }
                    .onDisappear { Console.record("feed disappeared") }
            }
            Tab("Profile", systemImage: "person") {
                Text("Your profile")
                    .onAppear { Console.record("profile appeared") }
                    .onDisappear { Console.record("profile disappeared") }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Published tab view consoles")
    struct PublishedTabViewConsolesTests {
        @Test(
            "[SP] iOS 18: a tab not yet chosen does not appear at launch; choosing it appears it and the one left disappears"
        )
        func secondTabAppearsWhenChosen() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { FeedAndProfile() } }
            #expect(launch == ["feed appeared"])
            let chosen = try await Console.capture { try await host.perform(.tap("Profile")) }
            #expect(Set(chosen) == ["profile appeared", "feed disappeared"])
            #expect(chosen.count == 2)
        }
    }
}
