/// Where a child sits in its parent: the part of a view's identity that its parent gives it.
///
/// Structural identity is a position (`index`, `branch`, `some`); explicit identity is an `id`
/// from a `ForEach` or `.id(_:)`. Together with the view's type, the chain of keys from the root
/// is the view's identity: while it is the same, the view keeps its state.
///
/// Every node keeps its key, and most keys are positions, so an explicit identity (an
/// `AnyHashable` of 40 bytes) is kept in a box of its own: a key is 9 bytes, not 41, and only the
/// nodes with an `id` pay for the box.
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
    indirect case id(AnyHashable)
}

/// One view in the graph, kept by identity while structs come and go.
///
/// A node holds the last value its parent gave it, the environment it lives in, its children,
/// and, for views with a body, the storage of their dynamic properties (`CompositeState`).
///
/// A long list holds several nodes per row, so a node is kept small (136 bytes, a malloc chunk of
/// 144): its flags are bits of one byte and its depth 16 bits, both in the padding after its key;
/// its counters and positions are stored in 32 bits (no play comes near 2³¹ of any of them) behind
/// properties of type `Int`. What only some nodes need lives elsewhere: a long list's index of
/// children by key in its `ChildList`, and the count of a node's runs in a frame past the first in
/// its graph (see `UpdateGraph.countRun(of:)`).
@MainActor
final class ViewNode {
    let key: ChildKey
    private var flags: UInt8 = Flags.isMounted
    private let storedDepth: UInt16
    private var storedUpdateCount: Int32 = 0
    private var storedTrackingGeneration: Int32 = 0
    private var storedRunsFrame: Int32 = 0
    unowned(unsafe) let parent: ViewNode?
    var view: any View
    var environment: EnvironmentValues
    private(set) var children = ChildList()
    /// Storage and bookkeeping of a view with a body; nil for primitives.
    var composite: CompositeState?
    /// Primitive-specific storage (a `ForEach`'s initial count, a task's handle, a pushed destination).
    var primitiveState: AnyObject?
    /// What the layout pass keeps for this node (see `ViewGeometry`); nil until it first reaches it.
    var layoutGeometry: ViewGeometry?
    private var storedIndexInParent: Int32 = -1
    /// -1 when the node is not waiting.
    private var storedQueuePosition: Int32 = -1

    /// The flags' bits: tested and set as bits, not through `OptionSet`, whose generic defaults a
    /// debug build runs unspecialized on every read (`perf record` of the course's plays: 2.6% of
    /// their CPU in `SetAlgebra`'s `isSuperset` and `isSubset` for these flags).
    private enum Flags {
        static let isMounted: UInt8 = 1
        static let isOffScreen: UInt8 = 2
        static let isRetired: UInt8 = 4
        static let rebuildsWhenRevived: UInt8 = 8
    }

    private func flag(_ flag: UInt8, _ isOn: Bool) {
        if isOn { flags |= flag } else { flags &= ~flag }
    }

    private func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    /// Whether the node is in the graph: false once its identity has ended.
    var isMounted: Bool {
        get { has(Flags.isMounted) }
        set { flag(Flags.isMounted, newValue) }
    }
    /// Kept with its state but not on the screen (see `UpdateGraph.setOnScreen`).
    var isOffScreen: Bool {
        get { has(Flags.isOffScreen) }
        set { flag(Flags.isOffScreen, newValue) }
    }
    /// Kept by a lazy container after it left the container's content (see `UpdateGraph.retire`):
    /// off the screen, taking no room, and not updated until it comes back.
    var isRetired: Bool {
        get { has(Flags.isRetired) }
        set { flag(Flags.isRetired, newValue) }
    }
    /// A primitive below a retired node whose children went out of date: rebuilt when it comes back.
    var rebuildsWhenRevived: Bool {
        get { has(Flags.rebuildsWhenRevived) }
        set { flag(Flags.rebuildsWhenRevived, newValue) }
    }

    /// How deep the node is: 0 for the root.
    var depth: Int { Int(storedDepth) }
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
    var updateCount: Int {
        get { Int(storedUpdateCount) }
        set { storedUpdateCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// For a primitive that makes children in closures: bumped on each rebuild, so that a change
    /// seen by an older tracking does not rebuild it again (see `UpdateGraph.makeTracked`).
    var trackingGeneration: Int {
        get { Int(storedTrackingGeneration) }
        set { storedTrackingGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// Where this node stands among its parent's children; -1 until its parent has placed it.
    private(set) var indexInParent: Int {
        get { Int(storedIndexInParent) }
        set { storedIndexInParent = Int32(truncatingIfNeeded: newValue) }
    }
    /// The last frame in which the update loop took this node, 0 before the first (see
    /// `UpdateGraph.countRun(of:)`).
    var runsFrame: Int {
        get { Int(storedRunsFrame) }
        set { storedRunsFrame = Int32(truncatingIfNeeded: newValue) }
    }
    /// Where this node waits in the graph's `UpdateQueue`, or nil when it is not waiting.
    var queuePosition: Int? {
        get { storedQueuePosition < 0 ? nil : Int(storedQueuePosition) }
        set { storedQueuePosition = newValue.map { Int32(truncatingIfNeeded: $0) } ?? -1 }
    }
    /// Bumped whenever a placed node moves among its siblings (which moves every node below it in
    /// tree order too), so that the update queue knows its order is stale.
    static var siblingOrderVersion = 0

    init(key: ChildKey, parent: ViewNode?, view: any View, environment: EnvironmentValues) {
        self.key = key
        self.parent = parent
        // 16 bits hold far more than `UpdateGraph.depthLimit` lets a tree grow; past them, a trap.
        self.storedDepth = UInt16((parent?.depth ?? -1) + 1)
        self.view = view
        self.environment = environment
    }

    /// The type name SwiftUI prints for this node's view, without its module.
    var typeName: String { String(describing: type(of: view)) }

    /// Whether the children are found by key through an index (a long list), not by a walk.
    var hasChildIndex: Bool { children.isIndexed }

    /// The child at `key`, found through the index for long lists.
    func child(at key: ChildKey) -> ViewNode? { children.child(at: key) }

    /// Replaces the children (a long list is indexed by key again, see `ChildList`).
    func setChildren(_ newChildren: [ViewNode]) {
        children = ChildList(newChildren)
        for (offset, child) in newChildren.enumerated() where child.indexInParent != offset {
            if child.indexInParent >= 0 || child.queuePosition != nil { ViewNode.siblingOrderVersion += 1 }
            child.indexInParent = offset
        }
    }

    /// Calls `visit` for this node and every node below it, parents first.
    func forEachNode(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }
}
