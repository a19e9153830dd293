import Foundation

// A `ScrollView` takes the space it is offered and offers its content nothing (nil) along the axes
// it scrolls, so the content takes its ideal length there (Apple's `ScrollView`: "the scroll view
// ... proposes an unbounded size along the scrolling axes"; so a `Color` inside is 10 points tall);
// across, the content is offered the scroll view's width. The content starts at the top-leading
// corner, moved by how far the view is scrolled, and is centred across when narrower.

/// The views a scroll view scrolls.
@MainActor
func contentNodes(ofScrollView node: ViewNode) -> [ViewNode] { layoutChildren(of: node) }

extension ScrollView: LayoutRule {
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        let content = UnaryContent.size(subviews, inner(proposal))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let offered = inner(ProposedViewSize(bounds.size))
        let content = UnaryContent.size(subviews, offered)
        let scrolled = CGFloat(scrollOffset(of: node).offset)
        var origin = bounds.origin
        if scrollAxis == .vertical {
            origin.y -= scrolled
            if content.width < bounds.width { origin.x += (bounds.width - content.width) / 2 }
        } else {
            origin.x -= scrolled
            if content.height < bounds.height { origin.y += (bounds.height - content.height) / 2 }
        }
        UnaryContent.place(subviews, in: CGRect(origin: origin, size: content), proposal: offered)
        reportScrollGeometry(of: node, axis: scrollAxis, offset: scrolled, content: content)
    }
}
