/// A set of nodes by identity: the views whose bodies read one state box.
///
/// Insertion and removal take constant time, so a store read by every row of a long list costs
/// linear time to track. Iteration order is insertion order, except that a removal moves the last
/// node into the removed one's place; either way it follows only the order of the operations, never
/// a hash value, so it is the same in every run.
///
/// Most boxes have one reader (a row's own `@State`), kept inline: a set of one is a single reference,
/// with no array and no index of its own. A set that held two or more keeps them in `NodeList`.
@MainActor
struct NodeSet {
    private enum Storage {
        case empty
        case one(ViewNode)
        case many(NodeList)
    }

    private var storage = Storage.empty

    init() {}

    /// The nodes, in the set's order.
    var nodes: [ViewNode] {
        switch storage {
        case .empty: return []
        case .one(let node): return [node]
        case .many(let list): return list.nodes
        }
    }

    var isEmpty: Bool {
        switch storage {
        case .empty: return true
        case .one: return false
        case .many(let list): return list.nodes.isEmpty
        }
    }

    mutating func insert(_ node: ViewNode) {
        switch storage {
        case .empty:
            storage = .one(node)
        case .one(let only):
            guard only !== node else { return }
            let list = NodeList()
            list.insert(only)
            list.insert(node)
            storage = .many(list)
        case .many(let list):
            list.insert(node)
        }
    }

    mutating func remove(_ node: ViewNode) {
        switch storage {
        case .empty:
            return
        case .one(let only):
            if only === node { storage = .empty }
        case .many(let list):
            list.remove(node)
        }
    }
}

/// The nodes of a `NodeSet` of two or more, with an index from node to position for long lists.
@MainActor
private final class NodeList {
    private(set) var nodes: [ViewNode] = []
    /// Each node's position in `nodes`, kept once the list is long enough that a search would cost.
    private var positions: [ObjectIdentifier: Int]?
    private static let indexedCount = 8

    private func position(of node: ViewNode) -> Int? {
        if let positions { return positions[ObjectIdentifier(node)] }
        return nodes.firstIndex { $0 === node }
    }

    func insert(_ node: ViewNode) {
        guard position(of: node) == nil else { return }
        nodes.append(node)
        if positions != nil {
            positions![ObjectIdentifier(node)] = nodes.count - 1
        } else if nodes.count > NodeList.indexedCount {
            var index = [ObjectIdentifier: Int](minimumCapacity: nodes.count)
            for (offset, member) in nodes.enumerated() { index[ObjectIdentifier(member)] = offset }
            positions = index
        }
    }

    func remove(_ node: ViewNode) {
        guard let position = position(of: node) else { return }
        positions?[ObjectIdentifier(node)] = nil
        let last = nodes.removeLast()
        if position < nodes.count {
            nodes[position] = last
            positions?[ObjectIdentifier(last)] = position
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
