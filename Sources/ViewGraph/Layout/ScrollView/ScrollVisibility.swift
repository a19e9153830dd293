// `onScrollVisibilityChange`: whether a view is in sight in its scroll view, from the same rough
// sizes and scroll offsets that decide which lazy rows are built (`LazyRows.swift`).
//
// The action runs with `true` when the view first appears in sight, and then each time its answer
// changes: when a scroll moves it in or out, when a lazy row holding it leaves or comes back. A view
// that appears out of sight (far down an eager stack) is not told until it comes into sight. That
// first call is the engine's reading of Apple's documentation ("when the view's visibility changes"),
// not something a lesson has recorded.

/// Reports a view's visibility in its scroll view to `action`.
nonisolated public struct _ScrollVisibilityModifier: ViewModifier, PrimitiveModifier {
    let threshold: Double
    let action: (Bool) -> Void
    public typealias Body = Never

    /// What the action was last told.
    final class Reported {
        var isVisible = false
    }

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        node.primitiveState = Reported()
        graph.enqueueAppear { report(node, in: graph) }
    }

    @MainActor func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        graph.enqueueAppear { report(node, in: graph) }
    }

    @MainActor func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        guard let reported = node.primitiveState as? Reported, reported.isVisible else { return }
        reported.isVisible = false
        graph.enqueueDisappear { action(false) }
    }

    /// Tells the action when the view's visibility is not what it was last told.
    @MainActor func report(_ node: ViewNode, in graph: UpdateGraph) {
        guard node.isMounted, let reported = node.primitiveState as? Reported else { return }
        let visible = isInSight(node)
        guard visible != reported.isVisible else { return }
        reported.isVisible = visible
        action(visible)
    }

    /// Whether at least `threshold` of the view's measured length lies in its scroll view's window.
    @MainActor private func isInSight(_ node: ViewNode) -> Bool {
        var ancestor: ViewNode? = node
        while let current = ancestor {
            if current.isOffScreen { return false }
            ancestor = current.parent
        }
        // Along the axis of the scroll view it is in.
        var scroller = node.parent
        while let current = scroller, current.asScrollContainer == nil { scroller = current.parent }
        let axis = scroller?.asScrollContainer?.scrollAxis ?? .vertical
        let window = lazyWindow(for: node, axis: axis)
        let size = LayoutEngine.measuredAhead(node, for: measuringProposal(width: offeredWidth(to: node), axis: axis))
        let length = max(Double(size[axis]), 1)
        let shown = max(0, min(length, window.end) - max(0, window.start))
        return shown / length >= min(max(threshold, 0.0001), 1)
    }
}

/// A modifier that watches its view's visibility, for the host to ask again after a scroll.
@MainActor
protocol ScrollVisibilityWatcher {
    func report(_ node: ViewNode, in graph: UpdateGraph)
}

extension ModifiedContent: ScrollVisibilityWatcher where Content: View, Modifier: ViewModifier {
    func report(_ node: ViewNode, in graph: UpdateGraph) {
        (modifier as? _ScrollVisibilityModifier)?.report(node, in: graph)
    }
}

extension UpdateGraph {
    /// Asks every visibility watcher below `scroller` again, after the scroller moved.
    func reportScrollVisibility(below scroller: ViewNode) {
        // An action only records what it is told and schedules updates: nothing it does moves a
        // view before the others are asked, so where each view starts is measured once for all.
        LeadingLengths.kept {
            scroller.forEachNode { node in
                if let modified = node.view as? any ScrollVisibilityWatcher,
                    node.primitiveState is _ScrollVisibilityModifier.Reported
                {
                    modified.report(node, in: self)
                }
            }
        }
    }
}
