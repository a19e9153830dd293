import Testing

@testable import ViewGraph

private struct Nested: View {
    let scoped: Bool
    @State private var text1 = ""
    @State private var text2 = ""
    var body: some View {
        Form {
            Group {
                TextField("text1", text: $text1)
                    .onSubmit { Console.record("text1") }
            }
            .submitScope(scoped)
            .onSubmit { Console.record("group") }
            TextField("text2", text: $text2)
                .onSubmit { Console.record("text2") }
        }
        .onSubmit { Console.record("form 1") }
        .onSubmit { Console.record("form 2") }
    }
}

extension EngineTests {
    @MainActor @Suite("Submitting a field")
    struct SubmitOrderTests {
        @Test("runs the onSubmit actions above it from the outermost in")
        func outsideIn() async throws {
            let host = Host.recording()
            await host.launch { Nested(scoped: false) }
            let printed = try await Console.capture {
                try await host.perform(.type("a", into: "text1"))
                try await host.perform(.submit)
            }
            #expect(printed == ["form 2", "form 1", "group", "text1"])
        }

        @Test("stops at a submitScope: only the actions inside it run")
        func scopeStops() async throws {
            let host = Host.recording()
            await host.launch { Nested(scoped: true) }
            let printed = try await Console.capture {
                try await host.perform(.type("a", into: "text1"))
                try await host.perform(.submit)
            }
            #expect(printed == ["text1"])
        }
    }
}
