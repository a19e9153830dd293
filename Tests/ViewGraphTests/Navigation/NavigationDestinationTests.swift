import Testing

@testable import ViewGraph

private struct Made: View {
    init() { Console.record("made") }
    var body: some View { Text("Made") }
}

private struct ByFlag: View {
    @State private var isShowing = false
    var body: some View {
        NavigationStack {
            Button("Open") { isShowing = true }
                .navigationDestination(isPresented: $isShowing) { Made() }
        }
    }
}

private struct ByValue: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationDestination(for: Int.self) { _ in Made() }
        }
    }
}

private struct MixedScreen: View {
    let name: String
    var body: some View {
        VStack {
            Text("Screen \(name)")
            NavigationLink("green", value: "green")
            NavigationLink("gray", destination: MixedScreen(name: "gray"))
        }
    }
}

private struct MixedStack: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            MixedScreen(name: "white")
                .navigationDestination(for: String.self) { MixedScreen(name: $0) }
        }
    }
}

private struct NestedList: View {
    let level: Int
    var body: some View {
        NavigationLink("Item of list \(level)", value: level + 1)
            .navigationDestination(for: Int.self) { Text("Detail \($0)") }
    }
}

private struct TwoDeclarations: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open list", value: 1)
                .navigationDestination(for: Int.self) { NestedList(level: $0) }
        }
    }
}

private struct TwoDeclarationsOnAPath: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Open list", value: 1)
                .navigationDestination(for: Int.self) { NestedList(level: $0) }
        }
    }
}

private struct AddsAType: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: 1)
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Name it", value: "number \(number)")
                        .navigationDestination(for: String.self) { Text("Named \($0)") }
                }
        }
    }
}

private struct Key: Hashable { let name: String }

private struct NoStack: View {
    @State private var key: Key?
    @State private var flag = false
    var body: some View {
        VStack {
            Button("Item") { key = Key(name: "Main") }
                .navigationDestination(item: $key) { Text("Key \($0.name)") }
            Button("Flag") { flag = true }
                .navigationDestination(isPresented: $flag) { Text("Flagged") }
            NavigationLink("Value", value: 3)
                .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
    }
}

extension EngineTests {
    private struct Folders: View {
        @State private var folder: String?
        @State private var message: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $folder) {
                    NavigationLink("Inbox") { Text("Inbox mail") }
                    NavigationLink("Archive", value: "Archive")
                }
                NavigationLink("Drafts", value: 7)
                    .navigationDestination(for: String.self) { Text("Folder \($0)") }
                NavigationLink("Sent", value: "Sent")
            } content: {
                List(selection: $message) {
                    NavigationLink("Message 1 in \(folder ?? "none")", value: 1)
                }
            } detail: {
                Text(message.map { "Reading \($0) in \(folder ?? "none")" } ?? "Choose a message")
            }
        }
    }

    @MainActor @Suite("Navigation destinations")
    struct NavigationDestinationTests {
        @Test(
            "On an iPhone a split view is a stack rooted at its sidebar; selecting a row pushes the next column, going back clears it"
        )
        func collapsedSplitView() async throws {
            let host = Host()
            await host.launch { Folders() }
            #expect(host.shows("Inbox"))
            #expect(!host.shows("Choose a message"))
            try await host.perform(.tap("Inbox"))
            #expect(host.shows("Inbox mail"))
            try await host.perform(.back)
            try await host.perform(.tap("Archive"))
            #expect(host.shows("Message 1 in Archive"))
            try await host.perform(.tap("Message 1 in Archive"))
            #expect(host.shows("Reading 1 in Archive"))
            try await host.perform(.back)
            try await host.perform(.back)
            #expect(host.shows("Archive"))
            try await host.perform(.tap("Archive"))
            #expect(host.shows("Message 1 in Archive"))
            try await host.perform(.back)
            // A value link outside a selecting list pushes by its navigationDestination, as in any stack.
            try await host.perform(.tap("Sent"))
            #expect(host.shows("Folder Sent"))
            try await host.perform(.back)
            // A value link outside any selecting list, with no destination, is what the engine cannot model.
            let error = await #expect(throws: HostError.self) { try await host.perform(.tap("Drafts")) }
            #expect(error?.description.contains("NavigationSplitView") == true)
        }

        @Test("navigationDestination(isPresented:) makes its screen with the body, once, and pushes that one")
        func isPresentedMakesWithBody() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { ByFlag() } }
            #expect(launched == ["made"])
            let pushed = try await Console.capture {
                try await host.perform(.tap("Open"))
                try await host.perform(.back)
                try await host.perform(.tap("Open"))
            }
            #expect(pushed.isEmpty)
            #expect(host.shows("Made"))
        }

        @Test("navigationDestination(for:) makes its screen only when a value is pushed")
        func forMakesOnPush() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { ByValue() } }
            #expect(launched.isEmpty)
            let pushed = try await Console.capture { try await host.perform(.tap("Open")) }
            #expect(pushed == ["made"])
        }

        @Test(
            "On a stack with a path, a screen a link pushed as a view stays above a value appended later"
        )
        func viewPushesSitAbovePath() async throws {
            let host = Host()
            await host.launch { MixedStack() }
            try await host.perform(.tap("gray"))
            try await host.perform(.tap("green"))
            #expect(host.shows("Screen gray"))
            try await host.perform(.back)
            #expect(host.shows("Screen green"))
            try await host.perform(.back)
            #expect(host.shows("Screen white"))
        }

        @Test(
            "A type declared on the root and again on a pushed screen: the root's destination is used, and SwiftUI logs it once"
        )
        func rootMostDestinationWins() async throws {
            for stack in [AnyView(TwoDeclarations()), AnyView(TwoDeclarationsOnAPath())] {
                let host = Host.recording()
                await host.launch { stack }
                try await host.perform(.tap("Open list"))
                #expect(host.logLines.count == 1)
                #expect(
                    host.logLines.first
                        == "A navigationDestination for “Swift.Int” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
                )
                try await host.perform(.tap("Item of list 1"))
                #expect(host.shows("Item of list 2"))
                #expect(!host.shows("Detail 2"))
            }
        }

        @Test("A pushed screen may declare a destination for a type nothing under it handles")
        func pushedScreenAddsAType() async throws {
            let host = Host.recording()
            await host.launch { AddsAType() }
            try await host.perform(.tap("Open"))
            try await host.perform(.tap("Name it"))
            #expect(host.shows("Named number 1"))
            #expect(host.logLines.isEmpty)
        }

        @Test("A navigation destination with no stack around it is logged once as misplaced, and pushes nothing")
        func misplacedDestinations() async throws {
            let host = Host.recording()
            await host.launch { NoStack() }
            let misplaced = { (declaration: String, type: String) in
                "The `navigationDestination` modifier only works inside a `NavigationStack` or `NavigationSplitView`. There's a misplaced `\(declaration)` modifier for type `\(type)`. It will be ignored."
            }
            #expect(
                Set(host.logLines) == [
                    misplaced("navigationDestination(item:destination:)", "Optional<Key>"),
                    misplaced("navigationDestination(isPresented:destination:)", "Bool"),
                    misplaced("navigationDestination(for:destination:)", "Int"),
                ])
            #expect(host.logLines.count == 3)
            try await host.perform(.tap("Item"))
            try await host.perform(.tap("Flag"))
            #expect(!host.shows("Key Main") && !host.shows("Flagged"))
            #expect(host.logLines.count == 3)
        }
    }
}

extension EngineTests {
    @Test(
        "NavigationSplitView(preferredCompactColumn:) starts a collapsed split view on the column it names, with two columns or three"
    )
    func splitViewPreferredCompactColumnAlone() async {
        let two = Host.recording()
        await two.launch {
            NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
                Text("Folders")
            } detail: {
                Text("Mail")
            }
        }
        #expect(two.shows("Mail") && !two.shows("Folders"))
        let three = Host.recording()
        await three.launch {
            NavigationSplitView(preferredCompactColumn: .constant(.sidebar)) {
                Text("Folders")
            } content: {
                Text("Messages")
            } detail: {
                Text("Mail")
            }
        }
        #expect(three.shows("Folders") && !three.shows("Mail"))
    }
}
