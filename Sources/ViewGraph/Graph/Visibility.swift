/// Views that are kept, with their state, while they are not on the screen: a lazy row scrolled
/// away, the screen under a pushed one, a tab that is not selected.
///
/// Such a view is not destroyed, so its `@State` survives, but it disappears: its `onDisappear`
/// runs and its tasks are cancelled. When it comes back, `onAppear` runs and `task` starts again.
extension UpdateGraph {
    /// Takes `node` and everything below it off the screen, or puts it back, running the lifecycle
    /// actions that go with it. Subtrees that are off the screen for their own reason stay so.
    func setOnScreen(_ node: ViewNode, _ onScreen: Bool) {
        guard node.isOffScreen == onScreen, node.isMounted else { return }
        node.isOffScreen = !onScreen
        func walk(_ current: ViewNode) {
            if current !== node, current.isOffScreen { return }
            if let primitive = current.view as? any PrimitiveView {
                if onScreen {
                    primitive.didShow(current, in: self)
                } else {
                    primitive.didHide(current, in: self)
                }
            }
            if onScreen, current.view is any LazyRowsContainer, current.environment.isInLazyContainer {
                // A lazy container's rows come back one after another, in order, as they first came.
                enqueueAppearGroups(current.children.map { row in collectingAppears { walk(row) }.1 })
            } else {
                for child in current.children { walk(child) }
            }
        }
        walk(node)
    }
}

extension PrimitiveView {
    func didHide(_ node: ViewNode, in graph: UpdateGraph) {}
    func didShow(_ node: ViewNode, in graph: UpdateGraph) {}
}
