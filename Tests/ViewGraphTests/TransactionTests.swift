import Testing
@testable import ViewGraph

private struct Fader: View {
    @State private var shown = false
    var body: some View {
        Button(shown ? "Shown" : "Hidden") {
            var transaction = Transaction(animation: .easeIn)
            transaction.disablesAnimations = true
            withTransaction(transaction) { shown.toggle() }
        }
    }
}

extension EngineTests {
@MainActor @Suite("Transactions")
struct TransactionTests {
    @Test("A transaction that disables animations keeps them off and still carries its change")
    func disablesAnimations() async throws {
        var transaction = Transaction()
        #expect(!transaction.disablesAnimations)
        transaction.disablesAnimations = true
        #expect(transaction.disablesAnimations)
        let host = Host.recording()
        await host.launch { Fader() }
        try await host.perform(.tap("Hidden"))
        #expect(host.screen() == ["Button \"Shown\""])
    }
}
}
