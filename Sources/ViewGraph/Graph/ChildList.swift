/// The children of a node, in order.
///
/// Most nodes have no child or one (a row's button, a button's label): those are kept without an
/// array, which would cost a block of memory per node; only a node with two or more keeps one. A
/// long list (a `ForEach` of many rows) keeps, beside its array, an index of its children by key,
/// in a block of its own, so that the nodes with few children pay nothing for it.
struct ChildList: RandomAccessCollection {
    private enum Storage {
        case none
        case one(ViewNode)
        case many([ViewNode])
        case indexed(IndexedChildren)
    }

    /// More children than this are found by key through a `ChildKeyIndex` rather than by a search.
    private static let indexedCount = 16

    private let storage: Storage

    /// No children.
    init() { storage = .none }

    /// `nodes`, in their order.
    @MainActor
    init(_ nodes: [ViewNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        case ...ChildList.indexedCount: storage = .many(nodes)
        default: storage = .indexed(IndexedChildren(nodes))
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
        case .indexed(let list): return list.nodes.count
        }
    }

    /// The count and the walk in order, as this type's own: the collection's defaults go through
    /// generic code, which a debug build (the engine lesson programs link against) runs unspecialized,
    /// and the graph reads children on every update (`perf record` of the course's plays: 3.6% of
    /// their CPU in `Collection.count`, 9.7% under `IndexingIterator`).
    var count: Int { endIndex }

    var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// Whether the children are found by key through an index (a long list), not by a walk.
    var isIndexed: Bool {
        if case .indexed = storage { return true }
        return false
    }

    func makeIterator() -> Iterator { Iterator(list: self) }

    /// The children in order.
    struct Iterator: IteratorProtocol {
        let list: ChildList
        var position = 0

        mutating func next() -> ViewNode? {
            switch list.storage {
            case .none:
                return nil
            case .one(let node):
                guard position == 0 else { return nil }
                position = 1
                return node
            case .many(let nodes):
                guard position < nodes.count else { return nil }
                defer { position += 1 }
                return nodes[position]
            case .indexed(let list):
                guard position < list.nodes.count else { return nil }
                defer { position += 1 }
                return list.nodes[position]
            }
        }
    }

    subscript(position: Int) -> ViewNode {
        switch storage {
        case .none:
            preconditionFailure("ChildList: index \(position) out of range: no children")
        case .one(let node):
            precondition(position == 0, "ChildList: index \(position) out of range: one child")
            return node
        case .many(let nodes):
            return nodes[position]
        case .indexed(let list):
            return list.nodes[position]
        }
    }

    /// The child at `key`, found through the index for long lists.
    @MainActor
    func child(at key: ChildKey) -> ViewNode? {
        switch storage {
        case .none:
            return nil
        case .one(let node):
            return node.key == key ? node : nil
        case .many(let nodes):
            return nodes.first { $0.key == key }
        case .indexed(let list):
            return list.index.position(of: key, among: list.nodes).map { list.nodes[$0] }
        }
    }
}

/// A long list of children and its index by key, kept together in one block.
private final class IndexedChildren {
    let nodes: [ViewNode]
    let index: ChildKeyIndex

    @MainActor
    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
        index = ChildKeyIndex(nodes)
    }
}
