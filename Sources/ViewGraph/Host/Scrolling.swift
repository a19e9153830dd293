/// Scrolling, as a person does it: a screen at a time, or until something comes into view.
extension Host {
    /// Scrolls the first scroll view, list or form on the screen, then lets the app settle.
    func scroll(_ target: HostAction.ScrollTarget) async throws {
        guard let scroller = visibleScrollers().first else { throw HostError.nothingToScroll }
        switch target {
        case .down: scroll(scroller, by: 1)
        case .up: scroll(scroller, by: -1)
        case .top: scroll(scroller, to: 0)
        case .bottom: scroll(scroller, to: .infinity)
        case .to(let label):
            if shows(label) { return }
            let start = scrollOffset(of: scroller).offset
            // Down to the end first, then from the top down to where the search started.
            var previous = -1.0
            while scrollOffset(of: scroller).offset != previous {
                previous = scrollOffset(of: scroller).offset
                scroll(scroller, by: 1)
                await settle()
                if shows(label) { return }
            }
            scroll(scroller, to: 0)
            await settle()
            previous = -1
            while !shows(label), scrollOffset(of: scroller).offset != previous {
                previous = scrollOffset(of: scroller).offset
                scroll(scroller, by: 1)
                await settle()
            }
            if !shows(label) {
                scroll(scroller, to: start)
                await settle()
                throw HostError.notFoundByScrolling(label)
            }
        }
    }

    /// Scrolls until `label` is on the screen, as a person scrolls to what they are about to tap; nothing
    /// when it is on the screen already or nothing scrolls. A label found nowhere is left for the action
    /// to report.
    func scrollIntoView(_ label: String) async throws {
        guard !shows(label), !visibleScrollers().isEmpty else { return }
        try? await scroll(.to(label))
    }

    /// Moves `scroller` by `pages` screens' length.
    private func scroll(_ scroller: ViewNode, by pages: Double) {
        let axis = (scroller.view as? any ScrollContainer)?.scrollAxis ?? .vertical
        let offset = scrollOffset(of: scroller).offset
        scroll(scroller, to: offset + pages * viewportLength(of: scroller, axis: axis))
    }

    /// Moves `scroller` to `offset` and lets the app update.
    private func scroll(_ scroller: ViewNode, to offset: Double) {
        graph.scroll(scroller, to: offset)
        graph.flush()
    }

    /// The scroll views, lists and forms on the screen, outermost first.
    func visibleScrollers() -> [ViewNode] {
        var found: [ViewNode] = []
        walkVisible { node in
            if node.view is any ScrollContainer { found.append(node) }
        }
        return found
    }

    /// Whether a text or a control labelled `label` is on the screen.
    func shows(_ label: String) -> Bool {
        var found = false
        walkVisible { node in
            guard !found else { return }
            if let text = node.view as? Text, text.string(in: node.environment) == label { found = true }
            if let control = node.view as? any Control, control.label(of: node) == label { found = true }
        }
        return found
    }

    /// Calls `visit` for every node on the screen, in screen order.
    func walkVisible(_ visit: (ViewNode) -> Void) {
        func walk(_ node: ViewNode) {
            if node.isOffScreen { return }
            visit(node)
            if let stack = node.view as? any NavigationContainer {
                if let top = stack.visibleChild(of: node) { walk(top) }
                return
            }
            if let primitive = node.view as? any PrimitiveView, case .hidden = primitive.screenContent(of: node) { return }
            for child in node.children { walk(child) }
        }
        if let root = graph.root { walk(root) }
    }
}

extension UpdateGraph {
    /// Moves `scroller` to `offset`, kept between the start and the end of its content, and lets its
    /// lazy rows follow: rows coming into view are built, rows leaving it go off the screen.
    func scroll(_ scroller: ViewNode, to offset: Double) {
        let axis = (scroller.view as? any ScrollContainer)?.scrollAxis ?? .vertical
        let scrolled = scrollOffset(of: scroller)
        let viewport = viewportLength(of: scroller, axis: axis)
        let measured = sizeEstimate(of: scroller, width: DeviceMetrics.iPhone17.width).length(along: axis)
        let end = max(0, max(scrolled.contentLength, measured) - viewport)
        scrolled.offset = min(max(0, offset), end)
        func refresh(_ node: ViewNode) {
            if let lazy = node.view as? any LazyRowsContainer, node.environment.isInLazyContainer {
                withBuildScope { lazy.scrolled(node, in: self) }
            }
            for child in node.children { refresh(child) }
        }
        refresh(scroller)
    }

    /// Scrolls the scroll view below `node` that holds the row identified by `id` so that the row is at
    /// the top, as `ScrollViewProxy.scrollTo(_:)` does.
    func scroll(below node: ViewNode, toRowWithID id: AnyHashable) {
        let key = ChildKey.id(id)
        var target: (forEach: ViewNode, offset: Int)?
        node.forEachNode { candidate in
            guard target == nil, candidate.view is any LazyRowsContainer,
                  let state = candidate.primitiveState as? ForEachState,
                  let offset = state.lastKeys.firstIndex(of: key) else { return }
            target = (candidate, offset)
        }
        guard let (forEach, offset) = target, let layout = forEach.environment.lazyLayout,
              let state = forEach.primitiveState as? ForEachState else { return }
        let window = lazyWindow(for: forEach, axis: layout.axis)
        guard let scroller = window.scroller else { return }
        let fallback = layout.kind == .list ? 44.0 : 20.0
        var position = 0.0
        var lineStart = 0
        while lineStart + layout.columns <= offset {
            var lineLength = 0.0
            for index in lineStart..<(lineStart + layout.columns) {
                lineLength = max(lineLength, state.rowLengths.lengths[state.lastKeys[index]] ?? state.rowLengths.estimate(default: fallback))
            }
            position += lineLength + (layout.kind == .list ? 0 : layout.spacing)
            lineStart += layout.columns
        }
        scroll(scroller, to: window.lead + position)
    }
}
