/// What a style's stand-in (`configuration.label`) shows: the control's current part, handed on to
/// each stand-in that shows it whenever the control gets a new one.
@MainActor
final class StylePart {
    /// The control's part (its label), as its parent last made it.
    private(set) var view: any View
    /// Bumped with each new part, so a stand-in that already shows it is not rebuilt again.
    private var generation = 0
    private var standIns: [(node: WeakNode, generation: Int)] = []

    init(_ view: any View) { self.view = view }

    /// Takes the control's new part; `refreshStandIns` then hands it to the stand-ins that the style's
    /// body did not rebuild itself.
    func update(_ view: any View) {
        self.view = view
        generation += 1
    }

    /// Gives the current part to every stand-in that still shows an older one.
    func refreshStandIns(in graph: UpdateGraph) {
        standIns.removeAll { $0.node.node?.isMounted != true }
        for index in standIns.indices where standIns[index].generation != generation {
            guard let node = standIns[index].node.node, let standIn = node.primitive else { continue }
            graph.withBuildScope { standIn.reconcileChildren(of: node, in: graph) }
        }
    }

    /// The text the part shows where the style's body put it first, for the control's line on the screen.
    func shownText() -> String {
        standIns.lazy.compactMap { $0.node.node }.first { $0.isMounted }.map(visibleText(of:)) ?? ""
    }

    /// Builds the part below `node`, a stand-in in the style's body.
    func show(in node: ViewNode, graph: UpdateGraph) {
        if let index = standIns.firstIndex(where: { $0.node.node === node }) {
            standIns[index].generation = generation
        } else {
            standIns.append((WeakNode(node, in: graph), generation))
        }
        graph.reconcile(node, children: [(.content, view)])
    }
}

/// A stand-in for a part of a styled control, shown where the style's body puts it.
@MainActor
protocol StylePartStandIn: PrimitiveView {
    var part: StylePart? { get }
}

extension StylePartStandIn {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if let part { part.show(in: node, graph: graph) } else { graph.reconcile(node, children: []) }
    }
}
