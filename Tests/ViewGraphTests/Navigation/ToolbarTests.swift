import Foundation
import Testing

@testable import ViewGraph

private struct ToolbarScreen: View {
    @State private var trips = 0
    var body: some View {
        NavigationStack {
            Text("\(trips) trips")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add") { trips += 1 }
                    }
                }
        }
    }
}

private struct Amount: View {
    @State private var amount = 0.0
    @FocusState private var amountIsFocused: Bool
    var body: some View {
        NavigationStack {
            Form {
                TextField("Amount", value: $amount, format: .number).focused($amountIsFocused)
                Text("Total \(amount, format: .number)")
            }
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { amountIsFocused = false }
                }
            }
        }
    }
}

/// The frames of the labels on the screen, by title.
@MainActor
private func labelFrames(in host: ViewGraph.Host) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    host.graph.root?.forEachNode { node in
        if node.view is Label<Text, Image>, let frame = node.globalFrame,
            let title = node.children.first.map(visibleText(of:))
        {
            frames[title] = frame
        }
    }
    return frames
}

extension EngineTests {
    @MainActor @Suite("Toolbars")
    struct ToolbarTests {
        @Test(
            "Items on the keyboard's bar are on the screen only while a field has the keyboard; the Done button commits the field"
        )
        func keyboardItemsShowWithTheKeyboard() async throws {
            let host = Host.recording()
            await host.launch { Amount() }
            #expect(host.screen() == ["Form", "  TextField \"Amount\" \"0\"", "  Text \"Total 0\""])
            await #expect(throws: HostError.self) { try await host.perform(.tap("Done")) }
            try await host.perform(.type("5", into: "Amount"))
            #expect(
                host.screen() == [
                    "Form", "  TextField \"Amount\" \"05\" focused", "  Text \"Total 0\"", "Toolbar",
                    "  Button \"Done\"",
                ])
            try await host.perform(.tap("Done"))
            #expect(host.screen() == ["Form", "  TextField \"Amount\" \"5\"", "  Text \"Total 5\""])
        }

        @Test(
            "A button in a toolbar is in the graph, on the screen in the navigation bar above the screen, and can be tapped"
        )
        func toolbarButtonTaps() async throws {
            let host = Host.recording()
            await host.launch { ToolbarScreen() }
            try await host.perform(.tap("Add"))
            #expect(host.screen() == ["NavigationBar", "  Button \"Add\"", "Text \"1 trips\""])
        }
        @Test(
            "A Label in a navigation bar's item shows its icon alone, in a 44-point circle; .titleAndIcon brings its title back"
        )
        func toolbarLabelIconOnly() async throws {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Trips")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button {
                                } label: {
                                    Label("Add", systemImage: "plus")
                                }
                            }
                            ToolbarItem(placement: .topBarLeading) {
                                Button {
                                } label: {
                                    Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
                                }
                            }
                        }
                }
            }
            let frames = labelFrames(in: host)
            let add = try #require(frames["Add"])
            let share = try #require(frames["Share"])
            // Apple (LabelStyle.titleAndIcon): "some containers might apply a different default label
            // style to their content, such as only showing icons within toolbars on macOS and iOS".
            #expect(add.width < 30)
            #expect(share.width > add.width + 30)
            // The icon alone fits the least capsule: 44 wide, ending 16 from the bar's trailing side.
            let button = try #require(host.frame { ($0 as? Button<Label<Text, Image>>) != nil })
            #expect(abs(button.midX - (402 - 16 - 22)) < 0.34)
            // The title still names the button on the screen, as it does for VoiceOver.
            #expect(host.screen().contains { $0.contains("\"Add\"") })
        }

        @Test("A Label outside a toolbar keeps its title and icon")
        func labelOutsideToolbar() async throws {
            let host = Host.recording()
            await host.launch { NavigationStack { Label("Add", systemImage: "plus").navigationTitle("Trips") } }
            let add = try #require(labelFrames(in: host)["Add"])
            #expect(add.width > 40)
        }
        @Test(
            "A Menu whose label is a Label shows the icon alone in a toolbar, centred in its 44-point capsule at the leading end; elsewhere its title too"
        )
        func toolbarMenuLabel() async throws {
            let host = Host.recording()
            await host.launch {
                NavigationStack {
                    Menu {
                        Button("Copy") {}
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                    .navigationTitle("Trips")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Menu {
                                Button("Share") {}
                            } label: {
                                Label("More", systemImage: "ellipsis.circle")
                            }
                        }
                    }
                }
            }
            let frames = labelFrames(in: host)
            let more = try #require(frames["More"])
            let options = try #require(frames["Options"])
            // The capsule starts 16 from the bar's leading side: its centre at 16 + 22 = 38.
            #expect(more.width < 30 && abs(more.midX - 38) < 0.34)
            #expect(options.width > more.width + 30)
        }
    }
}

extension EngineTests {
    @Test(
        "A toolbar item made with showsByDefault is on the screen either way: an iPhone's toolbar is not customized (the engine's assumption)"
    )
    func toolbarItemShowsByDefault() async throws {
        let host = Host.recording()
        await host.launch {
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(id: "share", placement: .topBarTrailing, showsByDefault: true) {
                            Button("Share") {}
                        }
                        ToolbarItem(id: "credits", placement: .topBarTrailing, showsByDefault: false) {
                            Button("Credits") {}
                        }
                    }
            }
        }
        #expect(host.shows("Share") && host.shows("Credits"))
    }
}
