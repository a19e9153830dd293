import Testing

@testable import ViewGraph

/// A text that says the size it was given by `containerRelativeFrame` on both axes.
private struct ContainerSizeProbe: View {
    var body: some View {
        GeometryReader { proxy in Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))") }
            .containerRelativeFrame([.horizontal, .vertical])
    }
}

extension EngineTests {
    @MainActor @Suite("containerRelativeFrame")
    struct ContainerRelativeFrameLayoutTests {
        @Test("In a horizontal scroll view a page is as wide as the scroll view; a third of it with count 3")
        func pages() async {
            let host = Host.recording()
            await host.launch {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        Color.red.containerRelativeFrame(.horizontal)
                        Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                    }
                }
                .frame(height: 100)
            }
            let frames = host.colourFrames()
            #expect(same(frames[0].width, 402))
            #expect(same(frames[1].width, 134))
        }

        @Test("With no container around it, the container is the screen's safe area: 402 x 778")
        func screen() async {
            let host = Host.recording()
            await host.launch { VStack { ContainerSizeProbe() }.frame(width: 100, height: 100) }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 778\"") })
        }

        @Test(
            "In a navigation stack, the container is what its bars leave: 402 x 672 under a large title, 724 inline, 676 above a bottom toolbar"
        )
        func navigationStack() async {
            let large = Host.recording()
            await large.launch { NavigationStack { ContainerSizeProbe().navigationTitle("Trips") } }
            #expect(large.screen().contains("Text \"402 x 672\""))
            let inline = Host.recording()
            await inline.launch {
                NavigationStack { ContainerSizeProbe().navigationTitle("Trips").navigationBarTitleDisplayMode(.inline) }
            }
            #expect(inline.screen().contains("Text \"402 x 724\""))
            let toolbar = Host.recording()
            await toolbar.launch {
                NavigationStack {
                    ContainerSizeProbe().navigationTitle("Trips").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                }
            }
            #expect(toolbar.screen().contains("Text \"402 x 676\""))
        }

        @Test(
            "In a tab, the container ends above the tab bar: 402 x 729; a stack in a tab is between its bar and the tab bar"
        )
        func tab() async throws {
            let host = Host.recording()
            await host.launch {
                TabView {
                    ContainerSizeProbe().tabItem { Text("Plain") }
                    NavigationStack {
                        ContainerSizeProbe().navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    }.tabItem { Text("Stack") }
                }
            }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 729\"") })
            try await host.perform(.tap("Stack"))
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 675\"") })
        }

        @Test("The nearest container wins: a scroll view 300 tall inside a stack gives its own frame")
        func nearest() async {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    ScrollView { ContainerSizeProbe() }.frame(height: 300).navigationTitle("Trips")
                }
            }
            #expect(host.screen().contains { $0.hasSuffix("Text \"402 x 300\"") })
        }
    }
}
