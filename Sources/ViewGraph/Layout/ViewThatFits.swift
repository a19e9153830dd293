import Foundation

/// The first of its children that fits the space offered.
///
/// Every child is built (SwiftUI measures them in turn), but only the chosen one is on the screen:
/// the first whose ideal size fits the proposal along `axes`, else the last (Apple's `ViewThatFits`:
/// it "evaluates its child views in the order you provide them ... and selects the first child
/// whose ideal size on the constrained axes fits within the proposed size").
///
/// Only the chosen child appears: a candidate measured and not shown is built (its body runs, to be
/// measured) but stays off the screen, so its `onAppear` and `task` do not run, and nothing it
/// shows is on the screen. When a later layout chooses another child, the one shown goes off the
/// screen (its `onDisappear`) and the new one appears, as a tab does. Evidence: consoles others
/// recorded on iOS (outside the seeds, not in `Lessons/`), where only the chosen candidate printed
/// its `onAppear`; Apple's documentation: a `ViewThatFits` adapts "by providing the first child view
/// that fits", one view. That the candidate given up disappears when the choice changes is the
/// engine's assumption, from the same rule. A candidate an `if` inside the content adds later is
/// not modelled apart: it appears as any view built in place does.
nonisolated public struct ViewThatFits<Content: View>: View, ContentContainer {
    let content: Content
    let axes: Axis.Set
    /// A choice among the views `content` builds, by which fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    var screenName: String? { nil }
    public typealias Body = Never

    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }
}

@MainActor extension ViewThatFits: ShowsSomeChildren {
    /// Builds the candidates off the screen, then puts the one chosen on it: the views a candidate
    /// builds while it is off the screen queue no appear action (see `UpdateGraph.isBuiltOffScreen`),
    /// and the chosen one's run as it comes on the screen, in the order they would have at its build.
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard node.children.isEmpty else { return graph.reconcile(node, children: [(.content, content)]) }
        let placeIsOffScreen = graph.isBuiltOffScreen(node)
        node.isOffScreen = true
        // The candidates' own bodies are built here, not after the views around them: a candidate
        // is measured as a whole before one is shown.
        graph.withBuildScope { graph.reconcile(node, children: [(.content, content)]) }
        node.isOffScreen = false
        let candidates = layoutChildren(of: node)
        let shown = shownChildren(of: node)
        for candidate in candidates { candidate.isOffScreen = true }
        for candidate in shown {
            if placeIsOffScreen { candidate.isOffScreen = false } else { graph.setOnScreen(candidate, true) }
        }
    }

    func shownChildren(of node: ViewNode) -> [ViewNode] {
        let candidates = layoutChildren(of: node)
        guard candidates.count > 1 else { return Array(node.children) }
        // The child the last layout chose, once there was one.
        if let chosen = node.layoutGeometry?.layoutCache as? ViewThatFitsChoice, chosen.index < candidates.count {
            return [candidates[chosen.index]]
        }
        let room = roomAcross(node)
        let fitting = candidates.first { candidate in
            let size = LayoutEngine.measuredAhead(candidate, for: .unspecified)
            return (!axes.contains(.horizontal) || size.width <= room)
                && (!axes.contains(.vertical) || size.height <= DeviceMetrics.current.height)
        }
        return [fitting ?? candidates[candidates.count - 1]]
    }

    /// The width left for `node`: the screen's, less the padding around it and a list's margins.
    private func roomAcross(_ node: ViewNode) -> Double {
        var room = DeviceMetrics.current.width
        var current = node.parent
        while let ancestor = current {
            if let padding = ancestor.asPaddingCarrier?.padding {
                room -= padding.leading + padding.trailing
            }
            if let container = ancestor.asContentContainer, container.lazyLayout?.kind == .list {
                let metrics = ListMetrics(ancestor.environment.listAppearance ?? .insetGrouped)
                room -= 2 * metrics.sideMargin + metrics.rowInsets.leading + metrics.rowInsets.trailing
            }
            current = ancestor.parent
        }
        return max(0, room)
    }
}

/// The child a `ViewThatFits` chose at its last placement.
struct ViewThatFitsChoice { let index: Int }

@MainActor extension ViewThatFits: LayoutRule {
    /// The index of the first child whose ideal size fits `proposal` along the constrained axes.
    private func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(ideal)
            let fitsAcross = !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity)
            let fitsDown = !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity)
            if fitsAcross, fitsDown { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard let index = choice(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard let index = choice(proposal, subviews) else { return }
        if !LayoutEngine.isDryRun {
            node.geometry.layoutCache = ViewThatFitsChoice(index: index)
            showOnly(index, of: node)
        }
        subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }

    /// After the pass, takes the candidate shown off the screen and puts the one at `index` on it,
    /// when the layout chose another than the one shown.
    private func showOnly(_ index: Int, of node: ViewNode) {
        let candidates = layoutChildren(of: node)
        guard candidates.count > 1, index < candidates.count, candidates[index].isOffScreen,
            let graph = LayoutEngine.graph
        else { return }
        LayoutEngine.afterLayout { [weak node, weak graph] in
            guard let node, let graph, node.isMounted else { return }
            let candidates = layoutChildren(of: node)
            guard index < candidates.count else { return }
            let placeIsOffScreen = graph.isBuiltOffScreen(node) || node.isOffScreen
            for (position, candidate) in candidates.enumerated() {
                let shows = position == index
                if placeIsOffScreen { candidate.isOffScreen = !shows } else { graph.setOnScreen(candidate, shows) }
            }
        }
    }

    /// The children not chosen are not on the screen, and have no place.
    var placesUnplacedSubviews: Bool { false }
}
