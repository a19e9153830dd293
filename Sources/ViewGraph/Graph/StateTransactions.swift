/// The transactions whose writes to `@State` wait for their update, in the order they were made.
///
/// A transaction boundary ends an update: writes to state join the update of the transaction they
/// were made in, and writes made in the next transaction (a `withAnimation` block, a
/// `withTransaction`) wait for an update of their own, which runs after the first one with what they
/// wrote. Writes made one after the other in the same transaction are one update, whatever their
/// number. So in one action `value = 1; value = 2; withAnimation { value = 3; value = 4 }` makes two
/// updates: bodies see 2, then 4, and `onChange` runs for 0 → 2, then 2 → 4.
///
/// Evidence (outside the seeds): OpenSwiftUI's `StateCompatibilityTests.nestedStateUpdate`, asserted
/// against SwiftUI (iOS 18 simulator, macOS 15): with those four writes in `onAppear`, the body saw
/// `[0, 2, 4]` and `onChange` saw `[[0, 2], [2, 4]]`. OpenSwiftUI reads this from SwiftUI's
/// `StoredLocation`: each write saves the value before it; a write joins the last pending transaction
/// only when it has the same transaction (`GraphHost.asyncTransaction`, `mayConcatenate`), and then
/// drops the value it saved (`BeginUpdate.combine`); each transaction's update begins by dropping the
/// oldest saved value (`beginUpdate`), and a body reads the oldest saved value, or the current one.
@MainActor
final class StateTransactions {
    private struct Pending {
        let transaction: Transaction
        var locations: [any TransactionalLocation]
        /// Whether its writes marked the bodies that read them when they were made: so they do when
        /// nothing waits before them.
        let markedReaders: Bool
    }

    private var pending: [Pending] = []

    var isEmpty: Bool { pending.isEmpty }

    /// Records a write to `location` in `transaction`.
    func recordWrite(to location: any TransactionalLocation, in transaction: Transaction) -> StateWrite {
        if let last = pending.last, last.transaction.mayConcatenate(with: transaction) {
            let known = last.locations.contains { $0 === location }
            if !known { pending[pending.count - 1].locations.append(location) }
            return StateWrite(savesValue: !known, marksReadersNow: pending.count == 1)
        }
        pending.append(Pending(transaction: transaction, locations: [location], markedReaders: pending.isEmpty))
        return StateWrite(savesValue: true, marksReadersNow: pending.count == 1)
    }

    /// Begins the update of the oldest transaction if its writes already marked their readers: writes
    /// made while bodies run (which SwiftUI warns about) are seen by the bodies that run next.
    func beginMarkedUpdate(in graph: UpdateGraph) {
        guard let first = pending.first, first.markedReaders else { return }
        _ = beginNextUpdate(in: graph)
    }

    /// Begins the update of the oldest transaction: its locations show what it wrote, and the bodies
    /// that read them are marked. Returns its animation, or nil when no transaction waits.
    func beginNextUpdate(in graph: UpdateGraph) -> Transaction? {
        guard !pending.isEmpty else { return nil }
        let next = pending.removeFirst()
        for location in next.locations { location.beginUpdate(in: graph, marking: !next.markedReaders) }
        return next.transaction
    }
}

/// How a write to a state joins the updates that wait.
struct StateWrite {
    /// Whether the location must keep the value it had before the write: the write opens a
    /// transaction for this location.
    var savesValue: Bool
    /// Whether the bodies that read the location are marked now: the write belongs to the next update.
    var marksReadersNow: Bool
}

/// A state location whose writes wait for the update of their transaction.
@MainActor
protocol TransactionalLocation: AnyObject {
    /// Shows the value the oldest waiting transaction left, and with `marking`, marks the bodies that
    /// read it.
    func beginUpdate(in graph: UpdateGraph, marking: Bool)
}

extension Transaction {
    /// Whether writes in `other` may join an update of this transaction: the same kind of change, made
    /// in the same `withAnimation` or `withTransaction` call, or both outside any.
    func mayConcatenate(with other: Transaction) -> Bool {
        identity == other.identity && animation == other.animation
    }
}
