/// A set of nodes by identity, shared by reference so that it can be edited in place.
@MainActor
final class NodeSet {
    private(set) var nodes: [ViewNode] = []
    func insert(_ node: ViewNode) {
        if !nodes.contains(where: { $0 === node }) { nodes.append(node) }
    }
    func remove(_ node: ViewNode) {
        nodes.removeAll { $0 === node }
    }
}

/// A value the compiler may move across isolation, because the engine only touches it on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
