import Testing

@testable import ViewGraph

private struct Nested: View {
    @State private var showing = true
    var body: some View {
        VStack {
            Button("Toggle") { showing.toggle() }
            if showing {
                VStack {
                    Text("A").onAppear { Console.record("A") }
                    Text("B").onAppear { Console.record("B") }
                }
                .onAppear { Console.record("container") }
            }
        }
        .onAppear { Console.record("screen") }
    }
}

extension EngineTests {
    @MainActor @Suite("The order in which views appear")
    struct AppearOrderTests {
        @Test("A container appears after the views inside it, which appear last first")
        func containerAfterContent() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { Nested() } }
            #expect(launch == ["B", "A", "container", "screen"])
            try await host.perform(.tap("Toggle"))
            let back = try await Console.capture { try await host.perform(.tap("Toggle")) }
            #expect(back == ["B", "A", "container"])
        }

        @Test("onAppear and onDisappear on a Group run once for each member; on a single view, once")
        func groupMembers() async throws {
            let host = Host.recording()
            let launch = await Console.capture { await host.launch { GroupedPair() } }
            #expect(launch == ["stack appeared", "group appeared", "group appeared"])
            let gone = try await Console.capture { try await host.perform(.tap("Hide")) }
            #expect(gone == ["group gone", "group gone", "stack gone"])
        }
    }
}

private struct GroupedPair: View {
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Group {
                    Text("A")
                    Text("B")
                }
                .onAppear { Console.record("group appeared") }
                .onDisappear { Console.record("group gone") }
                VStack {
                    Text("C")
                    Text("D")
                }
                .onAppear { Console.record("stack appeared") }
                .onDisappear { Console.record("stack gone") }
            }
            Button("Hide") { shown = false }
        }
    }
}
