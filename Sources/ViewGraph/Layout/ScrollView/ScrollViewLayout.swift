import Foundation

// A `ScrollView` takes the length it is offered along the axes it scrolls, and offers its content
// nothing (nil) along them, so the content takes its ideal length there (Apple's `ScrollView`: "the
// scroll view ... proposes an unbounded size along the scrolling axes"; so a `Color` inside is 10
// points tall). Across, it offers its content the length it was offered itself, and is itself only
// as long as its content there, never longer than offered: a vertical scroll view is as wide as its
// content, a horizontal one as tall. Evidence: the SwiftUI Field Guide's scrollview page ("a vertical
// scroll passes on its own proposed width, but it proposes nil for the height"; "While a vertical
// scroll view accepts the proposed height unconditionally, it only becomes as wide as the width of
// its contents ... a scroll view with a short text ... might end up not being the full available
// width"), asserted in `ScrollViewLayoutTests.scrollViewWidth`. The horizontal case is the same
// rule with the axes swapped (the engine's assumption: the Field Guide states the vertical one).
//
// The content is offered the length the scroll view was offered, when it is placed as when it is
// measured, not the scroll view's own (hugged) length: otherwise what the content measured would
// narrow what it is offered next, and a lazy stack's rows built later (wider ones) would be offered
// the width of the rows built before them. Most content that fills the width (a lazy stack, a
// flexible frame, a colour) makes the scroll view as wide as offered.
//
// The content starts at the top-leading corner of the part of the frame the bars leave clear (a
// scroll view reaches under them, `ScrollViewSafeArea.swift`), moved by how far the view is scrolled. Its margins
// (`contentMargins`) stand around it: it is offered the width less the margins across, starts after
// the leading ones, and the scrolled length takes them in (`ScrollPositioning.swift`). A scroll view
// that scrolls both ways offers nothing either way, takes the size offered, and is moved across by
// its cross offset.

/// The views a scroll view scrolls.
@MainActor
func contentNodes(ofScrollView node: ViewNode) -> [ViewNode] { layoutChildren(of: node) }

@MainActor extension ScrollView: LayoutRule {
    /// A scroll changes the large title of the stack around it, which places its content again.
    var changesEnclosingBars: Bool { true }

    private func inner(_ proposal: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal)
                ? nil : proposal.width.map { max(0, $0 - margins.leading - margins.trailing) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if scrollsBothWays, let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        let margins = node.environment.scrollConfiguration.contentMargins
        let content = UnaryContent.size(subviews, inner(proposal, margins: margins))
        let hugged = CGSize(
            width: content.width + margins.leading + margins.trailing,
            height: content.height + margins.top + margins.bottom)
        func side(_ proposed: CGFloat?, _ hugged: CGFloat, scrolls: Bool) -> CGFloat {
            guard let proposed, proposed.isFinite else { return hugged }
            return scrolls ? proposed : min(proposed, hugged)
        }
        return CGSize(
            width: side(proposal.width, hugged.width, scrolls: axes.contains(.horizontal)),
            height: side(proposal.height, hugged.height, scrolls: axes.contains(.vertical)))
    }

    func placeSubviews(in frame: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        // The content starts where the bars leave the frame clear (`ScrollViewSafeArea.swift`).
        let bounds = frame.inset(by: barInsets(ofScrollView: node))
        let configuration = node.environment.scrollConfiguration
        let margins = configuration.contentMargins
        // Offered what the scroll view was offered across (see above); a proposal of nothing there
        // (a scroll view in a `fixedSize`) offers nothing, as when it was measured.
        let offered = inner(proposal, margins: margins)
        let content = UnaryContent.size(subviews, offered)
        let state = scrollOffset(of: node)
        // Under a large title, the bar's collapse takes the first part of the scroll (`NavigationBar.swift`).
        let scrolled = CGFloat(state.offset) - offsetTakenByLargeTitle(node)
        let room = CGSize(
            width: bounds.width - margins.leading - margins.trailing,
            height: bounds.height - margins.top - margins.bottom)
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
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom)
        )
    }
}
