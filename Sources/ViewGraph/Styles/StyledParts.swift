/// The parts of a switch, a label or a box with a style of the lesson's own.
@MainActor
final class StyledParts {
    let parts: [StylePart]
    init(_ views: [any View]) { parts = views.map(StylePart.init) }

    /// The parts `node` keeps, made now if it has none, holding `views`, its parts as its parent last made them.
    static func of(_ node: ViewNode, _ views: [any View]) -> StyledParts {
        let styled = (node.primitiveState as? StyledParts) ?? StyledParts(views)
        node.primitiveState = styled
        for (part, view) in zip(styled.parts, views) { part.update(view) }
        return styled
    }

    /// Builds `body`, the style's body, as `node`'s content, and brings every stand-in up to date.
    func reconcile(_ node: ViewNode, body: any View, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.body, body)])
        for part in parts { part.refreshStandIns(in: graph) }
    }
}
