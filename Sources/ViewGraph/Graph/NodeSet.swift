/// A set of nodes by identity, shared by reference so that it can be edited in place.
///
/// Insertion and removal take constant time, so a store read by every row of a long list costs
/// linear time to track. Iteration order is insertion order, except that a removal moves the last
/// node into the removed one's place; either way it follows only the order of the operations, never
/// a hash value, so it is the same in every run.
@MainActor
final class NodeSet {
    private(set) var nodes: [ViewNode] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    func insert(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard positions[id] == nil else { return }
        positions[id] = nodes.count
        nodes.append(node)
    }

    func remove(_ node: ViewNode) {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(node)) else { return }
        let last = nodes.removeLast()
        if position < nodes.count {
            nodes[position] = last
            positions[ObjectIdentifier(last)] = position
        }
    }
}

/// A value the compiler may move across isolation, because the engine only touches it on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
