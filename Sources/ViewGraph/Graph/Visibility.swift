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
            if let primitive = current.primitive {
                if onScreen {
                    primitive.didShow(current, in: self)
                } else {
                    primitive.didHide(current, in: self)
                }
            }
            if onScreen, current.asLazyRowsContainer != nil, current.environment.isInLazyContainer {
                // A lazy container's rows come back one after another, in order, as they first came.
                enqueueAppearGroups(current.children.map { row in collectingAppears { walk(row) }.1 })
            } else {
                for child in current.children { walk(child) }
            }
        }
        walk(node)
    }
}

/// A container that keeps screens off the screen with their state: a navigation stack the screens
/// under the top one, a tab view the tabs that are not selected.
@MainActor
protocol KeepsHiddenScreens {
    /// The screens it keeps off the screen now, each of which was on it before.
    func hiddenScreens(of node: ViewNode) -> [ViewNode]
}

extension UpdateGraph {
    /// A container that keeps screens off the screen is taken away while it is on the screen: each
    /// screen it kept runs its appear actions once more, after the views that take the container's
    /// place have appeared, and goes without disappearing again.
    ///
    /// iOS tears the container's screens down this way. Evidence (outside the seeds), the same across
    /// versions: a `NavigationStack` in an `if`, with a screen pushed, replaced by the other branch,
    /// printed its root's "Link onAppear" again, and not the `onAppear` outside the stack (fatbobman,
    /// "Traps and Countermeasures for Abnormal onAppear Calls in SwiftUI", 2024, iOS 17, from Apple
    /// Developer Forums threads); a `TabView` in an `if`, after Home then MyPage were shown, printed
    /// "LogIn / Home" when logging out replaced it (zenn.dev/dazy, iOS 18 `Tab`); FB13103224 (iOS 17):
    /// "When SwiftUI.TabView is removed from the View, each Tab unnecessarily calls .onAppear … each of
    /// the multiple tabs must be visible at least once". No recording prints an `onDisappear` after
    /// that appear; the engine runs none.
    func appearHiddenScreensAsTornDown(_ node: ViewNode) {
        guard let container = node.view as? any KeepsHiddenScreens else { return }
        for screen in container.hiddenScreens(of: node) where screen.isMounted && screen.isOffScreen {
            let appears = collectingAppears { queueAppearActions(below: screen) }.1
            guard !appears.isEmpty else { continue }
            enqueueDisappear { for action in appears.reversed() { action() } }
        }
    }

    /// Queues the appear actions of `node` and what is below it, except subtrees off the screen for
    /// a reason of their own, without putting anything on the screen.
    private func queueAppearActions(below node: ViewNode) {
        func walk(_ current: ViewNode) {
            if current !== node, current.isOffScreen { return }
            current.primitive?.didShow(current, in: self)
            for child in current.children { walk(child) }
        }
        walk(node)
    }
}

// A lazy container keeps the views it made, by identity, for a while after they leave its content.
//
// A lazy stack, grid or list keeps the state of a row that scrolls away (see `LazyRows.swift`). It
// does the same for a view that leaves because of the data: a `ForEach` element filtered out, or an
// `if` that went false (or the other branch of an `if`/`else` taken) at the top of a row, where the
// views the `if` makes are the container's own items. The view disappears (`onDisappear` runs, its
// tasks are cancelled) but keeps its state; when a view with the same identity comes back soon, it
// is the old view again, and appears. An eager `VStack` keeps nothing it does not show. Evidence:
// lesson 20, step 5: in a `LazyVGrid`, Vancouver's card, opened, then gone while the Favorites
// filter made its `if` false, came back open under All; edge case 10: a `LazyVStack` row filtered out
// of the data printed "Vancouver disappeared", then "Vancouver appeared", and was still open, where
// a `VStack` brought it back closed, with the same console.
//
// How long such a view is kept is the engine's assumption, as for rows scrolled away (lesson 20's
// page reports that lesson 9, not among the seeds, measured that a long scroll loses it): a row that left the data is kept while the place it was last
// shown is within a screen's length of the screen; a branch not taken is kept as long as its row.
// While retired a view is not updated, as a row kept off screen is not drawn: what it read may no
// longer exist (the element of a binding `ForEach` that was deleted). It catches up when it returns.
extension UpdateGraph {
    /// Takes `node` off the screen and keeps it, with its state, out of its parent's content.
    func retire(_ node: ViewNode) {
        guard !node.isRetired else { return }
        if hasAncestorOffScreen(node) {
            node.isOffScreen = true  // it disappeared with that ancestor already
        } else {
            setOnScreen(node, false)
        }
        node.isRetired = true
    }

    /// Brings back `node`, retired, as the view at its identity: the bodies below it that went out of
    /// date while it was away run again. The caller puts it back on the screen (`setOnScreen`).
    func revive(_ node: ViewNode) {
        guard node.isRetired else { return }
        node.isRetired = false
        node.forEachNode { descendant in
            if let composite = descendant.composite, composite.isDirty {
                invalidate(descendant, reason: nil)
            } else if descendant.rebuildsWhenRevived {
                descendant.rebuildsWhenRevived = false
                rebuild(descendant)
            }
        }
    }

    /// Puts `node` back on the screen if the place it is in is on the screen; if an ancestor is off it,
    /// `node` comes back with that ancestor.
    func showInPlace(_ node: ViewNode) {
        if hasAncestorOffScreen(node) {
            node.isOffScreen = false
        } else {
            setOnScreen(node, true)
        }
    }

    /// Whether `node` is built in a place that is off the screen (a candidate a `ViewThatFits` does
    /// not show, a tab not selected, a screen under the top one): such a view queues no appear action
    /// as it is built; it appears when its place comes on the screen (`setOnScreen`), as a view kept
    /// off the screen does.
    func isBuiltOffScreen(_ node: ViewNode) -> Bool { hasAncestorOffScreen(node) }

    private func hasAncestorOffScreen(_ node: ViewNode) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.isOffScreen { return true }
            ancestor = current.parent
        }
        return false
    }
}

/// A view whose children are the views an `if` made: in a lazy container, the branch not taken is
/// retired rather than destroyed (see `UpdateGraph.retire`).
@MainActor
protocol ConditionalChildren {}
extension Optional: ConditionalChildren where Wrapped: View {}
@MainActor extension _ConditionalContent: ConditionalChildren {}

extension PrimitiveView {
    func didHide(_ node: ViewNode, in graph: UpdateGraph) {}
    func didShow(_ node: ViewNode, in graph: UpdateGraph) {}
}
