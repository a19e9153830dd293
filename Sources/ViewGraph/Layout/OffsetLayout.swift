import Foundation

// `offset` and `position`: where the content is drawn, not how big it is.
//
// `offset` moves the content by its amount and leaves its place in the layout as it was (Apple:
// "the original dimensions of the view aren't changed by offsetting the contents"): the parent
// still sees the unmoved size, and a `GeometryReader` inside reads the moved frame.
// `position` puts the content's centre at a point of the space it is offered, and takes all of
// that space (Apple's `position(x:y:)`: "positions the center of this view at the specified
// coordinates in its parent's coordinate space"; the modified view fills the proposal).

extension View {
    /// Draws the view `x` points right and `y` points down, keeping its place in the layout.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }
    /// Draws the view moved by `offset`, keeping its place in the layout.
    nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    /// Places the view's centre at `x`, `y` of the space it is offered.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(position: CGPoint(x: x, y: y)))
    }
    /// Places the view's centre at `position` of the space it is offered.
    nonisolated public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }
}

/// The content moved by an offset.
nonisolated public struct _OffsetEffect: ViewModifier, PrimitiveModifier {
    var offset: CGSize = .zero
    public typealias Body = Never
}

@MainActor extension _OffsetEffect: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        // Right to left, the content is mirrored within these bounds after it is placed; placing it
        // the other way first leaves the offset as written (an offset does not flip, see
        // `LayoutDirectionLayout.swift`).
        let dx = RightToLeft.mirrorsChildren(of: node) ? -offset.width : offset.width
        UnaryContent.place(subviews, in: bounds.offsetBy(dx: dx, dy: offset.height), proposal: proposal)
    }
}

/// The content's centre at a point.
nonisolated public struct _PositionLayout: ViewModifier, PrimitiveModifier {
    let position: CGPoint
    public typealias Body = Never
}

@MainActor extension _PositionLayout: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: proposal)
        }
    }
}
