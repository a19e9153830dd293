import Testing

@testable import ViewGraph

private enum Source { case root, button }
private struct SourceKey: TransactionKey { static let defaultValue = Source.root }
extension Transaction {
    fileprivate var source: Source {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

private struct Meter: View, Animatable {
    var level: Double
    nonisolated var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View {
        let _ = Console.record("Meter")
        Text("level")
    }
}

/// A meter whose changes animate or not as the `.transaction` closure above it decides.
private struct Gauges: View {
    let transform: (inout Transaction) -> Void
    @State private var high = false
    @State private var other = 0
    var body: some View {
        VStack {
            Meter(level: high ? 100 : 0)
                .transaction { transaction in
                    Console.record(
                        "transform, animated: \(transaction.animation != nil), source: \(transaction.source)")
                    transform(&transaction)
                }
            Button("Animate") { withAnimation(.linear(duration: 1)) { high.toggle() } }
            Button("Plain") { high.toggle() }
            Button("From button") { withTransaction(\.source, .button) { high.toggle() } }
            Other(count: other)
            Button("Other") { other += 1 }
        }
    }
}

/// A sibling whose updates do not pass through the meter.
private struct Other: View {
    let count: Int
    var body: some View { Text("Other \(count)") }
}

private struct ValueGauges: View {
    @State private var high = false
    @State private var tick = 0
    var body: some View {
        VStack {
            Meter(level: high ? 100 : 0)
                .transaction(value: high) { _ in Console.record("value transform") }
            Text("tick \(tick)")
            Button("Flip") {
                high.toggle()
                tick += 1
            }
            Button("Tick") { tick += 1 }
        }
    }
}

extension EngineTests {
    @MainActor @Suite("The transaction modifier")
    struct TransactionModifierTests {
        @Test(
            "The closure runs in each update that reaches the view, with that update's animation and keys; not in others"
        )
        func runsPerTransaction() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { Gauges { _ in } } }
            #expect(launched == ["transform, animated: false, source: root", "Meter"])
            let animated = try await Console.capture { try await host.perform(.tap("Animate")) }
            #expect(animated.first == "transform, animated: true, source: root")
            #expect(animated.filter { $0.hasPrefix("transform") }.count == 1)
            let keyed = try await Console.capture { try await host.perform(.tap("From button")) }
            #expect(keyed.first == "transform, animated: false, source: button")
            // The parent's body runs for the sibling's count, so the update passes through the meter's modifier.
            let other = try await Console.capture { try await host.perform(.tap("Other")) }
            #expect(other == ["transform, animated: false, source: root"])
        }

        @Test(
            "What the closure leaves is what the view below animates with: nil stops withAnimation, an animation animates a plain change"
        )
        func changesTheAnimationBelow() async throws {
            let host = Host.recording()
            await host.launch { Gauges { $0.animation = nil } }
            let stopped = try await Console.capture {
                try await host.perform(.tap("Animate"))
                try await host.wait(.seconds(2))
            }
            #expect(stopped.filter { $0 == "Meter" }.count == 1)

            let added = Host.recording()
            await added.launch { Gauges { $0.animation = .linear(duration: 1) } }
            let animated = try await Console.capture {
                try await added.perform(.tap("Plain"))
                try await added.wait(.seconds(2))
            }
            #expect(animated.filter { $0 == "Meter" }.count == 60)
        }

        @Test(
            "transaction(value:) runs its closure only in the updates where the value changed, not for the first value")
        func valueVariant() async throws {
            let host = Host.recording()
            let launched = await Console.capture { await host.launch { ValueGauges() } }
            #expect(!launched.contains("value transform"))
            let ticked = try await Console.capture { try await host.perform(.tap("Tick")) }
            #expect(!ticked.contains("value transform"))
            let flipped = try await Console.capture { try await host.perform(.tap("Flip")) }
            #expect(flipped.filter { $0 == "value transform" }.count == 1)
        }
    }
}
