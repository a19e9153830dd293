/// The children of a node, in order.
///
/// Most nodes have no child or one (a row's button, a button's label): those are kept without an
/// array, which would cost a block of memory per node; only a node with two or more keeps one.
struct ChildList: RandomAccessCollection {
    private enum Storage {
        case none
        case one(ViewNode)
        case many([ViewNode])
    }

    private let storage: Storage

    /// No children.
    init() { storage = .none }

    /// `nodes`, in their order.
    init(_ nodes: [ViewNode]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
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
        }
    }
}
