import HostContract

/// Scrolling, as a person does it: a screen at a time, or until something comes into view.
extension Host {
    /// Scrolls the first vertical scroll view, list or form on the screen (a horizontal one when there
    /// is no other); `scroll to` tries each until the label comes into view.
    func scroll(_ target: HostAction.ScrollTarget) async throws {
        let scrollers = visibleScrollers().sorted { axis(of: $0) == .vertical && axis(of: $1) != .vertical }
        guard let scroller = scrollers.first else { throw HostError.nothingToScroll }
        switch target {
        case .down: scroll(scroller, by: 1)
        case .up: scroll(scroller, by: -1)
        case .top: scroll(scroller, to: 0)
        case .bottom: scroll(scroller, to: .infinity)
        case .by(let points): scroll(scroller, to: scrollOffset(of: scroller).offset + points)
        case .to(let label):
            if shows(label) { return }
            for candidate in scrollers where candidate.isMounted {
                if await scroll(candidate, toShow: label) {
                    graph.comeToRest(candidate, reportingOnly: true)
                    graph.flush()
                    return
                }
            }
            throw HostError.notFoundByScrolling(label)
        }
        // The scroll ends: it comes to rest as the scroll view's target behaviour says.
        graph.comeToRest(scroller)
        graph.flush()
    }

    private func axis(of scroller: ViewNode) -> Axis {
        scroller.asScrollContainer?.scrollAxis ?? .vertical
    }

    /// Scrolls `scroller` screen by screen until `label` is on the screen: to the end first, then from the
    /// start down to where the search began. When it never shows, the scroller goes back where it was.
    private func scroll(_ scroller: ViewNode, toShow label: String) async -> Bool {
        let start = scrollOffset(of: scroller).offset
        var previous = -1.0
        while scrollOffset(of: scroller).offset != previous {
            previous = scrollOffset(of: scroller).offset
            scroll(scroller, by: 1) { shows(label) }
            await settle()
            if shows(label) { return true }
        }
        scroll(scroller, to: 0)
        await settle()
        previous = -1
        while !shows(label), scrollOffset(of: scroller).offset != previous, scrollOffset(of: scroller).offset < start {
            previous = scrollOffset(of: scroller).offset
            scroll(scroller, by: 1) { shows(label) }
            await settle()
        }
        if shows(label) { return true }
        scroll(scroller, to: start)
        await settle()
        return false
    }

    /// Scrolls until `label` is on the screen, as a person scrolls to what they are about to tap; nothing
    /// when it is on the screen already or nothing scrolls. A label found nowhere is left for the action
    /// to report.
    func scrollIntoView(_ label: String) async throws {
        guard !shows(label), !visibleScrollers().isEmpty else { return }
        try? await scroll(.to(label))
    }

    /// Moves `scroller` by `pages` screens' length.
    private func scroll(_ scroller: ViewNode, by pages: Double, until done: () -> Bool = { false }) {
        let axis = scroller.asScrollContainer?.scrollAxis ?? .vertical
        let offset = scrollOffset(of: scroller).offset
        scroll(scroller, to: offset + pages * viewportLength(of: scroller, axis: axis), until: done)
    }

    /// Moves `scroller` to `offset` the way a finger does, a little at a time, letting the app update
    /// after each step: rows come into view one or two at a time, so they appear in the order they
    /// are scrolled to, not all in one update. `until` stops the scroll early.
    private func scroll(_ scroller: ViewNode, to offset: Double, until done: () -> Bool = { false }) {
        let start = scrollOffset(of: scroller).offset
        let target = min(max(0, offset), graph.scrollEnd(of: scroller))
        let steps = min(Host.mostScrollSteps, max(1, Int((abs(target - start) / Host.scrollStep).rounded(.up))))
        for step in 1...steps {
            graph.scroll(scroller, toClamped: start + (target - start) * Double(step) / Double(steps))
            graph.flush()
            if done() { return }
        }
    }

    /// How far a scroll moves between two updates, in points: about one row of text.
    static let scrollStep = 25.0
    /// The most updates one scroll makes; a long jump (to the bottom of a long list) moves further each.
    static let mostScrollSteps = 400

    /// The scroll views, lists and forms on the screen, outermost first.
    func visibleScrollers() -> [ViewNode] {
        var found: [ViewNode] = []
        walkVisible { node in
            if node.asScrollContainer != nil { found.append(node) }
        }
        return found
    }

    /// Whether a text or a control labelled `label` is on the screen; for a label that picks one of
    /// several (`City #2`, `City in Vancouver`), whether the one it picks is.
    func shows(_ label: String) -> Bool {
        if showsWhole(label) { return true }
        guard let pick = Host.pick(in: label) else { return false }
        if let number = pick.number { return controlCount(labelled: pick.base) >= number }
        return showsWhole(pick.base) && pick.beside.map(showsWhole) == true
    }

    private func showsWhole(_ label: String) -> Bool {
        var found = false
        walkVisible { node in
            guard !found else { return }
            if let text = node.view as? Text, text.string(in: node.environment) == label { found = true }
            if let control = node.asControl, control.label(of: node) == label { found = true }
        }
        return found
    }

    /// Calls `visit` for every node on the screen, in screen order. With `intoLeaves` false, what is
    /// inside a leaf (a button's label) is not visited: it is part of the leaf, not a view of its own.
    func walkVisible(intoLeaves: Bool = true, from start: ViewNode? = nil, _ visit: (ViewNode) -> Void) {
        func walk(_ node: ViewNode) {
            if node.isOffScreen { return }
            visit(node)
            if let primitive = node.primitive {
                switch primitive.screenContent(of: node) {
                case .hidden: return
                case .leaf where !intoLeaves: return
                default: break
                }
            }
            for child in screenChildren(of: node) { walk(child) }
        }
        if let root = start ?? graph.root { walk(root) }
    }
}

extension UpdateGraph {
    /// Moves `scroller` to `offset`, kept between the start and the end of its content, and lets its
    /// lazy rows follow: rows coming into view are built, rows leaving it go off the screen.
    func scroll(_ scroller: ViewNode, to offset: Double) {
        scroll(scroller, toClamped: min(max(0, offset), scrollEnd(of: scroller)))
    }

    /// Moves `scroller` to `offset`, which the caller has kept within the content, and lets its lazy rows follow.
    func scroll(_ scroller: ViewNode, toClamped offset: Double) {
        scrollOffset(of: scroller).offset = offset
        // The content moves: the layout pass places the scroll view's content again.
        LayoutEngine.record(scroller, childrenChanged: false, in: layoutState)
        func refresh(_ node: ViewNode) {
            if let lazy = node.asLazyRowsContainer, node.environment.isInLazyContainer {
                withBuildScope { lazy.scrolled(node, in: self) }
            }
            for child in node.children { refresh(child) }
        }
        refresh(scroller)
        enqueueAfterUpdate { [unowned self] in reportScrollVisibility(below: scroller) }
    }

    /// The furthest `scroller` can scroll: its content's length as far as it is known, its margins
    /// included, less its own length as it stands with a large title above it unfolded (see
    /// `ScrollPositioning.swift`, "The ends").
    func scrollEnd(of scroller: ViewNode) -> Double {
        let axis = scroller.asScrollContainer?.scrollAxis ?? .vertical
        let margins = contentMargins(of: scroller, along: axis)
        let measured = scrolledContentLength(of: scroller, axis: axis) + margins.leading
        let content = max(scrollOffset(of: scroller).contentLength, measured) + margins.trailing
        // The frame grows by what the large title has folded away; the content moves by the whole
        // offset all the while, so the end is as far as with the title unfolded.
        let folded = axis == .vertical ? Double(offsetTakenByLargeTitle(scroller)) : 0
        return max(0, content - (scrollViewLength(of: scroller, axis: axis) - folded))
    }
}

/// How long the content of `scroller` is along `axis`, as the layout measures it now: a list's
/// sections and rows (`ListLayout`), a scroll view's content proposed its width and no length.
@MainActor
func scrolledContentLength(of scroller: ViewNode, axis: Axis) -> Double {
    let width = offeredWidth(to: scroller)
    if let list = LayoutEngine.rule(for: scroller) as? ListLayout {
        return list.arrange(scroller, width: width, measure: LayoutEngine.measuredAhead).length
    }
    let proposal = measuringProposal(width: width, axis: axis)
    var length = 0.0
    for content in layoutChildren(of: scroller) {
        let size = LayoutEngine.measuredAhead(content, for: proposal)
        length = max(length, Double(axis == .vertical ? size.height : size.width))
    }
    return length
}
