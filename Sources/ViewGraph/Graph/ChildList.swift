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
