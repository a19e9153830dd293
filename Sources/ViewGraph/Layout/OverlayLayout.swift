import Foundation

// `overlay` and `background`: the modified view is as big as its content; the decoration is
// offered the content's size and placed on it by `alignment`, and changes nothing of the layout
// around (Apple's `background(alignment:content:)`: "the background view ... takes the size of
// the modified view"; the same for `overlay`).

@MainActor extension _DecorationModifier: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        for child in node.children where child.key != contentKey && !child.isRetired {
            let decoration = child.isLayoutTransparent ? layoutChildren(of: child) : [child]
            placeAligned(
                LayoutSubviews(decoration), in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
        }
    }
}
