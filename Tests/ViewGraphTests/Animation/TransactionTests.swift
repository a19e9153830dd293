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

private enum TapSource { case root, button }
private struct TapSourceKey: TransactionKey { static let defaultValue = TapSource.root }
extension Transaction {
    fileprivate var tapSource: TapSource {
        get { self[TapSourceKey.self] }
        set { self[TapSourceKey.self] = newValue }
    }
}

extension EngineTests {
    @MainActor @Suite("Transactions")
    struct TransactionTests {
        @Test(
            "A transaction carries the app's own keys: their default until set; withTransaction(keyPath:) sets one in a fresh transaction"
        )
        func customKeys() {
            var transaction = Transaction(animation: .linear)
            #expect(transaction.tapSource == .root)
            transaction.tapSource = .button
            #expect(transaction.tapSource == .button)
            withAnimation(.easeIn) {
                withTransaction(\.tapSource, .button) {
                    #expect(Transaction.current.tapSource == .button)
                    #expect(Transaction.current.animation == nil)
                }
            }
            #expect(Transaction.current.tapSource == .root)
        }

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
