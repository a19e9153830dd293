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
/// Unchecked: each use says beside it why its value stays on one thread (most go to the main actor from
/// the main thread they are on).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A node and its graph as an observation callback holds them: weakly.
///
/// The callback of `withObservationTracking` is kept by the object observed until that object
/// changes. When a view keeps its model in `@State` and its body reads it, holding the node strongly
/// there makes a cycle (model → callback → node → state → model) that keeps the model and the view's
/// whole subtree alive after the view's identity has ended, and forever if the model never changes
/// again. SwiftUI frees such a model with its view (lesson 20, edge case 9: each flip of the switch
/// printed `TripModel.init` and then the old model's `TripModel.deinit`).
/// Unchecked: the weak references are only loaded on the main actor, where the node and the graph live.
struct WeakNode: @unchecked Sendable {
    weak var node: ViewNode?
    weak var graph: UpdateGraph?

    init(_ node: ViewNode, in graph: UpdateGraph) {
        self.node = node
        self.graph = graph
    }
}
