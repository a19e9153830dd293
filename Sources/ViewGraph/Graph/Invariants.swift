// Checks of the view graph's structure, run after every update in debug builds (`swift test`), the
// way swift-collections checks its trees: a broken invariant stops the test that broke it, at the
// update that broke it, instead of showing up later as a wrong console.

extension UpdateGraph {
    /// Traps when the tree below the root is not well formed: every child points back at its parent
    /// one level down, is mounted, has a key of its own among its siblings, and is found by the
    /// parent's index; and no body is left out of date once an update has finished.
    func _checkInvariants() {
        guard let root else { return }
        func check(_ node: ViewNode) {
            precondition(node.isMounted, "a node in the tree is unmounted: \(node.typeName)")
            // A ForEach given one id twice gives the repeat a key of its own (see `identifyRows`).
            let count = node.children.count
            if count > 1 {
                var keys = Set<ChildKey>(minimumCapacity: count)
                for child in node.children { keys.insert(child.key) }
                precondition(keys.count == count, "\(node.typeName) has two children with one key")
            }
            // Without an index, `child(at:)` walks the children for the first with the key: with
            // keys of their own (checked above), that is the child, so only an index is looked up.
            let indexed = node.hasChildIndex
            for child in node.children {
                precondition(child.parent === node, "\(child.typeName) does not point at its parent \(node.typeName)")
                precondition(child.depth == node.depth + 1, "\(child.typeName) is at the wrong depth")
                precondition(
                    !indexed || node.child(at: child.key) === child, "\(node.typeName)'s index misses \(child.key)")
                precondition(!child.isRetired || child.isOffScreen, "\(child.typeName) is retired but on the screen")
                check(child)
            }
        }
        check(root)
        precondition(!needsFlush, "an update finished with work left to do")
    }
}
