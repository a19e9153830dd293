import Foundation

// `fixedSize`: the content is offered nil on the fixed axes, so it takes its ideal length there
// whatever its parent proposes (Apple's `fixedSize(horizontal:vertical:)`: "fixes this view at its
// ideal size in the specified dimensions"; a text so fixed does not wrap or truncate).

extension View {
    /// Keeps the view at its ideal size on both axes.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// Keeps the view at its ideal size on the axes given.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

/// The content at its ideal size along the fixed axes.
nonisolated public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool
    public typealias Body = Never
}

@MainActor extension _FixedSizeLayout: ModifierLayoutRule {
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, inner(proposal))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: .center)
    }
}
