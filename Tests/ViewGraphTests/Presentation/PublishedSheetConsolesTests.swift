import Testing

@testable import ViewGraph

// Consoles and screens other people recorded from sheets and full-screen covers, replayed on the
// engine with programs of the project's own. Source, by the letter the tests cite it by:
//
// - [FI] Fatbobman, "Cracking the Code: The Mysterious @State Injection Mechanism" (2023-05-01, from a
//   question of 2023-02-22; iOS 16): https://fatbobman.com/en/posts/bug-code-by-state-inject/
//   A button sets a state to 2 and presents a full-screen cover (or a sheet: "does not affect the
//   above phenomenon") whose text shows that state. When the presenting view's body does not read the
//   state, the cover shows the old value, 1; when it does, the cover shows 2. The cover's close
//   button prints the state, and "this will always print as 2, regardless".

/// [FI] in the project's words: the presenting body never reads `level`.
private struct UnreadLevel: View {
    @State private var level = 1
    @State private var presenting = false
    var body: some View {
        VStack {
            Button("Raise to 2") {
                level = 2
                presenting = true
            }
        }
        .sheet(isPresented: $presenting) {
            VStack {
                Text("level is \(level)")
                Button("Done") {
                    presenting = false
                    Console.record("sheet reads level \(level)")
                }
            }
        }
    }
}

/// The same with the presenting body showing `level` too.
private struct ShownLevel: View {
    @State private var level = 1
    @State private var presenting = false
    var body: some View {
        VStack {
            Text("current \(level)")
            Button("Raise to 2") {
                level = 2
                presenting = true
            }
        }
        .fullScreenCover(isPresented: $presenting) {
            VStack {
                Text("level is \(level)")
                Button("Done") {
                    presenting = false
                    Console.record("sheet reads level \(level)")
                }
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Published sheet consoles")
    struct PublishedSheetConsolesTests {
        @Test(
            "[FI] iOS 16: a sheet shows the value of the presenter's last body, which did not read the new one; its action reads the new one"
        )
        func sheetShowsStaleUnreadState() async throws {
            let host = Host.recording()
            await host.launch { UnreadLevel() }
            try await host.perform(.tap("Raise to 2"))
            #expect(host.screen().contains { $0.contains("level is 1") })
            #expect(!host.screen().contains { $0.contains("level is 2") })
            let done = try await Console.capture { try await host.perform(.tap("Done")) }
            #expect(done == ["sheet reads level 2"])
        }

        @Test("[FI] iOS 16: once the presenter's body reads the state, the cover shows the new value")
        func coverShowsReadState() async throws {
            let host = Host.recording()
            await host.launch { ShownLevel() }
            try await host.perform(.tap("Raise to 2"))
            #expect(host.screen().contains { $0.contains("level is 2") })
            let done = try await Console.capture { try await host.perform(.tap("Done")) }
            #expect(done == ["sheet reads level 2"])
        }
    }
}
