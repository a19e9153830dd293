import Testing

@testable import ViewGraph

private struct LongPage: View {
    @State private var taps = 0
    var body: some View {
        ScrollView {
            VStack {
                Button("Top \(taps)") { taps += 1 }
                    .onDisappear { Console.record("top disappeared") }
                ForEach(1...40, id: \.self) { line in
                    Text("Line \(line)")
                }
            }
        }
    }
}

private struct HeaderAndRows: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                Text("Header")
                ForEach(1...200, id: \.self) { row in
                    Text("Row \(row)")
                }
            }
        }
    }
}

private struct StaticForm: View {
    var body: some View {
        Form {
            Section("First") {
                Text("Setting 1")
                Text("Setting 2")
                Text("Setting 3")
                Text("Setting 4")
                Text("Setting 5")
            }
            Section("Second") {
                Text("Setting 6")
                Text("Setting 7")
                Text("Setting 8")
                Text("Setting 9")
                Text("Setting 10")
            }
            Section("Third") {
                Text("Setting 11")
                Text("Setting 12")
                Text("Setting 13")
                Text("Setting 14")
                Text("Setting 15")
            }
            Section("Fourth") {
                Text("Setting 16")
                Text("Setting 17")
                Text("Setting 18")
                Text("Setting 19")
                Text("Setting 20")
            }
            Section("Fifth") {
                Text("Setting 21")
                Text("Setting 22")
                Text("Setting 23")
                Text("Setting 24")
                Text("Setting 25")
            }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("Content scrolled past the top")
    struct ScrolledPastContentTests {
        @Test(
            "An eager stack's views scrolled above the screen leave the printed screen, without disappearing, and come back"
        )
        func eagerContentLeaves() async throws {
            let host = Host.recording()
            await host.launch { LongPage() }
            #expect(host.screen().contains("    Button \"Top 0\""))
            let scrolled = try await Console.capture { try await host.perform(.scroll(.down)) }
            #expect(scrolled.isEmpty, "an eager stack's content does not disappear when scrolled")
            let screen = host.screen()
            #expect(!screen.contains("    Button \"Top 0\""))
            #expect(!screen.contains("    Text \"Line 1\""))
            #expect(screen.contains("    Text \"Line 40\""))
            try await host.perform(.scroll(.top))
            #expect(host.screen().contains("    Button \"Top 0\""))
            #expect(host.screen().contains("    Text \"Line 1\""))
        }

        @Test("A control scrolled past is scrolled back into view to be tapped, as a person would")
        func tapScrollsBack() async throws {
            let host = Host.recording()
            await host.launch { LongPage() }
            try await host.perform(.scroll(.down))
            try await host.perform(.tap("Top 0"))
            #expect(host.shows("Top 1"))
        }

        @Test("Eager content above lazy rows leaves with them; the rows follow their own window")
        func headerAboveLazyRows() async throws {
            let host = Host.recording()
            await host.launch { HeaderAndRows() }
            #expect(host.shows("Header"))
            try await host.perform(.scroll(.down))
            #expect(!host.shows("Header"))
            #expect(!host.shows("Row 1"))
            try await host.perform(.scroll(.top))
            #expect(host.shows("Header"))
            #expect(host.shows("Row 1"))
        }

        @Test("A form's static rows scrolled past leave the printed screen")
        func formRows() async throws {
            let host = Host.recording()
            await host.launch { StaticForm() }
            #expect(host.shows("Setting 1"))
            try await host.perform(.scroll(.down))
            #expect(!host.shows("Setting 1"))
            #expect(host.shows("Setting 25"))
            try await host.perform(.scroll(.top))
            #expect(host.shows("Setting 1"))
        }
    }
}
