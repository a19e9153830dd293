import Foundation

// A `ScrollView` takes the space it is offered and offers its content nothing (nil) along the axes
// it scrolls, so the content takes its ideal length there (Apple's `ScrollView`: "the scroll view
// ... proposes an unbounded size along the scrolling axes"; so a `Color` inside is 10 points tall);
// across, the content is offered the scroll view's width. The content starts at the top-leading
// corner, moved by how far the view is scrolled, and is centred across when narrower. Its margins
// (`contentMargins`) stand around it: it is offered the width less the margins across, starts after
// the leading ones, and the scrolled length takes them in (`ScrollPositioning.swift`). A scroll view
// that scrolls both ways offers nothing either way and is moved across by its cross offset.

/// The views a scroll view scrolls.
@MainActor
func contentNodes(ofScrollView node: ViewNode) -> [ViewNode] { layoutChildren(of: node) }

extension ScrollView: LayoutRule {
    /// A scroll changes the large title of the stack around it, which places its content again.
    var changesEnclosingBars: Bool { true }

    private func inner(_ proposal: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.leading - margins.trailing) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        let margins = node.environment.scrollConfiguration.contentMargins
        let content = UnaryContent.size(subviews, inner(proposal, margins: margins))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width + margins.leading + margins.trailing,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + margins.top + margins.bottom)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let configuration = node.environment.scrollConfiguration
        let margins = configuration.contentMargins
        let offered = inner(ProposedViewSize(bounds.size), margins: margins)
        let content = UnaryContent.size(subviews, offered)
        let state = scrollOffset(of: node)
        // Under a large title, the bar's collapse takes the first part of the scroll (`NavigationBar.swift`).
        let scrolled = CGFloat(state.offset) - offsetTakenByLargeTitle(node)
        let room = CGSize(width: bounds.width - margins.leading - margins.trailing, height: bounds.height - margins.top - margins.bottom)
        var origin = CGPoint(x: bounds.minX + margins.leading, y: bounds.minY + margins.top)
        if scrollsBothWays {
            origin.y -= scrolled
            origin.x -= CGFloat(state.crossOffset)
        } else if scrollAxis == .vertical {
            origin.y -= scrolled
            if content.width < room.width { origin.x += (room.width - content.width) / 2 }
        } else {
            origin.x -= scrolled
            if content.height < room.height { origin.y += (room.height - content.height) / 2 }
        }
        UnaryContent.place(subviews, in: CGRect(origin: origin, size: content), proposal: offered)
        guard !LayoutEngine.isDryRun else { return }
        reportScrollGeometry(of: node, axis: scrollAxis, offset: scrolled, content: content)
        if configuration.defaultAnchor != nil { ScrollPositioning.noteDefaultAnchor(of: node) }
    }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (left to right, the leading edge on the left).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}
