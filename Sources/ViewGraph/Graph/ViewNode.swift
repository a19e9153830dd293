/// Where a child sits in its parent: the part of a view's identity that its parent gives it.
///
/// Structural identity is a position (`index`, `branch`, `some`); explicit identity is an `id`
/// from a `ForEach` or `.id(_:)`. Together with the view's type, the chain of keys from the root
/// is the view's identity: while it is the same, the view keeps its state.
enum ChildKey: Hashable {
    case body
    case index(Int)
    case branch(Bool)
    case some
    case content
    case modifier
    case label
    case destination
    case pushed(Int)
    case type(ObjectIdentifier)
    case id(AnyHashable)
}

/// One view in the graph, kept by identity while structs come and go.
///
/// A node holds the last value its parent gave it, the environment it lives in, its children,
/// and, for views with a body, the storage of their dynamic properties (`CompositeState`).
@MainActor
final class ViewNode {
    let key: ChildKey
    unowned(unsafe) let parent: ViewNode?
    let depth: Int
    var view: any View
    var environment: EnvironmentValues
    var children: [ViewNode] = []
    /// Children by key, kept only for long child lists (a `ForEach` of many rows).
    var childIndex: [ChildKey: Int]?
    /// Storage and bookkeeping of a view with a body; nil for primitives.
    var composite: CompositeState?
    /// Primitive-specific storage (a `ForEach`'s initial count, a task's handle, a pushed destination).
    var primitiveState: AnyObject?
    var isMounted = true
    /// Kept with its state but not on the screen (see `UpdateGraph.setOnScreen`).
    var isOffScreen = false
    /// Kept by a lazy container after it left the container's content (see `UpdateGraph.retire`):
    /// off the screen, taking no room, and not updated until it comes back.
    var isRetired = false
    /// A primitive below a retired node whose children went out of date: rebuilt when it comes back.
    var rebuildsWhenRevived = false
    /// Whether this node or one of its ancestors is retired.
    var isInRetiredSubtree: Bool {
        var current: ViewNode? = self
        while let node = current {
            if node.isRetired { return true }
            current = node.parent
        }
        return false
    }
    /// How many times the parent has handed this node a new value since it was created.
    var updateCount = 0
    /// For a primitive that makes children in closures: bumped on each rebuild, so that a change
    /// seen by an older tracking does not rebuild it again (see `UpdateGraph.makeTracked`).
    var trackingGeneration = 0
    /// Where this node stands among its parent's children; -1 until its parent has placed it.
    private(set) var indexInParent = -1
    /// How many times the update loop took this node in frame `runsFrame`, to stop a runaway.
    var runsInFrame = 0
    var runsFrame = 0
    /// Where this node waits in the graph's `UpdateQueue`, or nil when it is not waiting.
    var queuePosition: Int?
    /// What the layout pass keeps for this node (see `ViewGeometry`); nil until it first reaches it.
    var layoutGeometry: ViewGeometry?
    /// Bumped whenever a placed node moves among its siblings (which moves every node below it in
    /// tree order too), so that the update queue knows its order is stale.
    static var siblingOrderVersion = 0

    init(key: ChildKey, parent: ViewNode?, view: any View, environment: EnvironmentValues) {
        self.key = key
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.environment = environment
    }

    /// The type name SwiftUI prints for this node's view, without its module.
    var typeName: String { String(describing: type(of: view)) }

    /// The child at `key`, found through the index for long lists.
    func child(at key: ChildKey) -> ViewNode? {
        if let childIndex {
            return childIndex[key].map { children[$0] }
        }
        return children.first { $0.key == key }
    }

    /// Replaces the children, rebuilding the index when the list is long.
    func setChildren(_ newChildren: [ViewNode]) {
        children = newChildren
        for (offset, child) in newChildren.enumerated() where child.indexInParent != offset {
            if child.indexInParent >= 0 || child.queuePosition != nil { ViewNode.siblingOrderVersion += 1 }
            child.indexInParent = offset
        }
        if newChildren.count > 16 {
            var index = [ChildKey: Int](minimumCapacity: newChildren.count)
            for (offset, child) in newChildren.enumerated() { index[child.key] = offset }
            childIndex = index
        } else {
            childIndex = nil
        }
    }

    /// Calls `visit` for this node and every node below it, parents first.
    func forEachNode(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }
}
