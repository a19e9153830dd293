import Testing

@testable import ViewGraph

private struct Nested: View {
    @State private var value = 0
    var body: some View {
        let _ = Console.record("body \(value)")
        Color.white
            .onAppear {
                value = 1
                value = 2
                withAnimation {
                    value = 3
                    value = 4
                }
            }
            .onChange(of: value) { old, new in Console.record("change \(old) -> \(new)") }
    }
}

private struct TwoStates: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
        VStack {
            ShowsA(a: a)
            ShowsB(b: b)
            Button("Go") {
                a = 1
                withAnimation { b = 1 }
                Console.record("action done")
            }
        }
    }
}

private struct ShowsA: View {
    let a: Int
    var body: some View {
        let _ = Console.record("A \(a)")
        Text("\(a)")
    }
}

private struct ShowsB: View {
    let b: Int
    var body: some View {
        let _ = Console.record("B \(b)")
        Text("\(b)")
    }
}

private struct OneTransaction: View {
    @State private var value = 0
    var body: some View {
        let _ = Console.record("body \(value)")
        Button("Go") {
            withAnimation {
                value = 1
                value = 2
            }
            Console.record("action reads \(value)")
        }
    }
}

extension EngineTests {
    @MainActor @Suite("State transactions")
    struct StateTransactionsTests {
        @Test("plain writes, then animated ones, in one action are two updates, in the order written")
        func plainThenAnimated() async throws {
            let host = Host.recording()
            let printed = await Console.capture { await host.launch { Nested() } }
            #expect(printed == ["body 0", "body 2", "change 0 -> 2", "body 4", "change 2 -> 4"])
        }

        @Test("the action finishes first; each transaction's update runs the bodies of what it wrote")
        func eachTransactionItsBodies() async throws {
            let host = Host.recording()
            await host.launch { TwoStates() }
            let printed = try await Console.capture { try await host.perform(.tap("Go")) }
            #expect(printed == ["action done", "A 1", "B 1"])
        }

        @Test("writes in one withAnimation are one update, and an action reads the last value at once")
        func oneTransactionOneUpdate() async throws {
            let host = Host.recording()
            await host.launch { OneTransaction() }
            let printed = try await Console.capture { try await host.perform(.tap("Go")) }
            #expect(printed == ["action reads 2", "body 2"])
        }
    }
}

private struct WritesWhileRunning: View {
    @State private var count = 0
    var body: some View {
        let _ = Console.record("body \(count)")
        let _ = { if count < 3 { count += 1 } }()
        Text("\(count)")
    }
}

extension EngineTests.StateTransactionsTests {
    @Test("a write made while a body runs is seen by the body that runs next")
    func writeDuringBodySeenNext() async throws {
        let host = Host.recording()
        let printed = await Console.capture { await host.launch { WritesWhileRunning() } }
        #expect(printed == ["body 0", "body 1", "body 2", "body 3"])
    }
}
