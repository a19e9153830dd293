/// `.transaction { $0.animation = nil }`: changes the transaction of the updates that reach the view.
///
/// Apple's documentation of `transaction(_:)`: "Applies the given transaction mutation function to all
/// animations used within the view", and of `Transaction`: "the context of the current state-processing
/// update". So the closure runs in each update that passes through the view, with that update's
/// transaction (its animation, and the values of the app's own keys set by `withTransaction`), before
/// anything below it uses it: once when the view is first built, again whenever its parent hands it a
/// new value or a body below it runs, and never in an update that does not reach it. What the closure
/// leaves in the transaction is what the views below see: an `Animatable` view below animates with
/// the animation it set, and does not animate where it set none. Nested modifiers apply from the
/// outside in. `transaction(value:_:)` runs its closure only in the updates where `value` changed
/// ("when value changes"), and passes the transaction on as it came otherwise; the first value is no
/// change, as with `onChange(of:)` (the engine's reading of those words: no console records it yet).
nonisolated struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    /// For `transaction(value:_:)`: the value, and whether it equals another one.
    let value: Any?
    let isSameValue: ((Any?) -> Bool)?
    typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        graph.transactionModifierCount += 1
        _ = graph.transaction(at: node)
    }
    @MainActor func didUpdate(_ node: ViewNode, from old: _TransactionModifier, in graph: UpdateGraph) {
        _ = graph.transaction(at: node)
    }
    @MainActor func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        graph.transactionModifierCount -= 1
    }

    /// `incoming`, changed by the closure, at most once in each update of a transaction.
    @MainActor
    func transformed(_ incoming: Transaction, at node: ViewNode, in graph: UpdateGraph) -> Transaction {
        let state = (node.primitiveState as? TransactionModifierState) ?? TransactionModifierState()
        node.primitiveState = state
        if state.seed == graph.transactionSeed, let result = state.result { return result }
        var transaction = incoming
        let valueChanged = isSameValue.map { state.hasValue && !$0(state.value) } ?? true
        if valueChanged { transform(&transaction) }
        state.value = value
        state.hasValue = true
        state.seed = graph.transactionSeed
        state.result = transaction
        return transaction
    }
}

/// What a `.transaction` modifier remembers: the update it last ran in, what it made of that update's
/// transaction, and the value it last saw.
final class TransactionModifierState {
    var seed = -1
    var result: Transaction?
    var value: Any?
    var hasValue = false
}

extension UpdateGraph {
    /// The transaction the views at `node` see in the update being made: the update's own, changed by
    /// every `.transaction` modifier above `node` (and at it), from the outside in.
    func transaction(at node: ViewNode) -> Transaction {
        var modifiers: [(node: ViewNode, modifier: _TransactionModifier)] = []
        var current: ViewNode? = node
        while let candidate = current {
            if let modifier = candidate.asModifierCarrier?.anyModifier as? _TransactionModifier {
                modifiers.append((candidate, modifier))
            }
            current = candidate.parent
        }
        var transaction = currentTransaction
        for (modifierNode, modifier) in modifiers.reversed() {
            transaction = modifier.transformed(transaction, at: modifierNode, in: self)
        }
        return transaction
    }
}

extension View {
    /// Changes the transaction of the updates that reach this view (see `_TransactionModifier`): what
    /// the closure sets (an animation, none) is what the views below animate with.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: nil, isSameValue: nil))
    }

    /// Changes the transaction of the updates that reach this view in which `value` changed.
    nonisolated public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void)
        -> some View
    {
        modifier(_TransactionModifier(transform: transform, value: value, isSameValue: { ($0 as? V) == value }))
    }

    /// Changes the transaction of the updates that reach the views `body` makes of this one (iOS 17).
    /// SwiftUI leaves the content itself out; the engine changes it for the content too.
    nonisolated public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).transaction(transform)
    }
}
