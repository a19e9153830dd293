/// The views that must update, taken in tree order: a parent before its children, and siblings in
/// the order they stand in their parent (the order of a depth-first walk from the root).
///
/// SwiftUI does not keep a list of out-of-date views to run in the order they were marked: the
/// render pulls the view tree from the root, child by child, and a body runs when the walk reaches a
/// view whose inputs changed. So within one update, bodies run in the order the walk meets them,
/// whatever order the writes that marked them came in. Evidence: lesson 48, step 2 (one tap marks
/// three cards, which print their `_printChanges()` lines in row order) and lesson 7, step 2 (each
/// card's body in the order of the stack, Seattle, Vancouver, San Pedro de Atacama).
///
/// The queue is a binary heap ordered by tree position, so the next view is found in O(log n)
/// comparisons, each O(depth), and an update that marks n views costs O(n log n), not O(n²). A node
/// knows its place in the heap, so it leaves the queue in O(log n) when its body runs for another
/// reason (its parent's update) or its identity ends. Nothing here depends on hash values or on
/// the order of writes, so one play prints the same lines in every run.
///
/// Each entry keeps its node's parent and place among its siblings beside it, so that comparing two
/// siblings (the rows of one list, the usual case of a long queue) reads the heap alone, not the
/// nodes; the places are read again whenever siblings moved (see `reorderIfNeeded`).
@MainActor
struct UpdateQueue {
    @MainActor
    private struct Entry {
        /// The node, kept alive while it waits.
        let node: ViewNode
        /// The same node, to read and write it without reference counting while the entry holds it.
        let handle: Unmanaged<ViewNode>
        /// The node's parent, for identity only.
        let parent: ObjectIdentifier?
        /// The node's `indexInParent` when the entry was made or the heap last reordered.
        var index: Int

        init(_ node: ViewNode) {
            self.node = node
            handle = Unmanaged.passUnretained(node)
            parent = node.parent.map(ObjectIdentifier.init)
            index = node.indexInParent
        }

        /// The node, for a moment: no reference is taken.
        func withNode<T>(_ body: (ViewNode) -> T) -> T { handle._withUnsafeGuaranteedRef(body) }

        func setPosition(_ position: Int?) { withNode { $0.queuePosition = position } }
    }

    private var heap: [Entry] = []
    /// The value of `ViewNode.siblingOrderVersion` when the heap was last known to be ordered.
    private var orderVersion = ViewNode.siblingOrderVersion

    /// Whether no view is waiting.
    var isEmpty: Bool { heap.isEmpty }

    /// How many views are waiting.
    var count: Int { heap.count }

    /// Whether `node` is waiting.
    func contains(_ node: ViewNode) -> Bool { node.queuePosition != nil }

    /// Adds `node`, once.
    mutating func insert(_ node: ViewNode) {
        guard node.queuePosition == nil else { return }
        node.queuePosition = heap.count
        heap.append(Entry(node))
        siftUp(from: heap.count - 1)
    }

    /// Takes out `node` if it is waiting.
    mutating func remove(_ node: ViewNode) {
        guard let position = node.queuePosition else { return }
        node.queuePosition = nil
        let last = heap.removeLast()
        if position < heap.count {
            heap[position] = last
            last.setPosition(position)
            reorderIfNeeded()
            siftDown(from: position)
            siftUp(from: last.withNode { $0.queuePosition! })
        }
    }

    /// Takes out and returns the waiting view that comes first in tree order.
    mutating func popFirst() -> ViewNode? {
        guard !heap.isEmpty else { return nil }
        reorderIfNeeded()
        let next = heap[0].node
        remove(next)
        return next
    }

    /// Empties the queue.
    mutating func removeAll() {
        for entry in heap { entry.setPosition(nil) }
        heap.removeAll()
    }

    // MARK: - The heap

    /// Rebuilds the heap when siblings moved since it was ordered (a `ForEach` whose data was sorted):
    /// tree positions changed under it. Moves are rare, so this costs little over a play.
    private mutating func reorderIfNeeded() {
        guard orderVersion != ViewNode.siblingOrderVersion else { return }
        orderVersion = ViewNode.siblingOrderVersion
        for position in heap.indices { heap[position].index = heap[position].withNode { $0.indexInParent } }
        guard heap.count > 1 else { return }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    /// Whether the entry at `i` comes before the one at `j` in tree order (`ViewNode.precedesInTree`),
    /// from the entries alone when the two are siblings.
    private func precedes(_ i: Int, _ j: Int) -> Bool {
        if let parent = heap[i].parent, parent == heap[j].parent {
            return heap[i].index < heap[j].index
        }
        return heap[i].withNode { first in heap[j].withNode { second in first.precedesInTree(second) } }
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            var first = left
            if right < heap.count, precedes(right, left) { first = right }
            guard precedes(first, parent) else { return }
            swapAt(first, parent)
            parent = first
        }
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        heap[i].setPosition(i)
        heap[j].setPosition(j)
    }
}

extension ViewNode {
    /// Whether this node comes before `other` in a depth-first walk from the root: it is an ancestor
    /// of `other`, or the branch it is on stands before `other`'s in their closest common ancestor.
    func precedesInTree(_ other: ViewNode) -> Bool {
        if self === other { return false }
        var a = self
        var b = other
        while a.depth > b.depth { a = a.parent! }
        while b.depth > a.depth { b = b.parent! }
        if a === b { return depth < other.depth }
        while a.parent !== b.parent {
            a = a.parent!
            b = b.parent!
        }
        return a.indexInParent < b.indexInParent
    }
}
