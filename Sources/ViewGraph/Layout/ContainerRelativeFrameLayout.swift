import Foundation

// `containerRelativeFrame`: the view is sized on the given axes from the size of its container,
// the nearest scroll view around it, or else the window's safe area (Apple's
// `containerRelativeFrame(_:alignment:)`: "the container is the nearest ... scroll view ... or
// the window"), and is placed in that frame by `alignment`. On the other axes it keeps its own
// size.

extension View {
    /// Sizes the view along `axes` to its container: the scroll view it is in, else the screen. A
    /// page of a paging scroll view (`.containerRelativeFrame(.horizontal)`) is one screen wide, so
    /// scrolling to it shows it alone.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length })
    }
    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing` apart.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
            let parts = Double(max(count, 1))
            let part = (length - Double(spacing) * (parts - 1)) / parts
            return part * Double(span) + Double(spacing) * Double(max(span - 1, 0))
        })
    }
    /// Sizes the view along `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { Double(length(CGFloat($0), $1)) })
    }
}

/// A frame sized from the container's length on each of `axes`.
public struct _ContainerRelativeFrameLayout: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    var alignment: Alignment = .center
    let length: (Double, Axis) -> Double
    public typealias Body = Never
}

extension _ContainerRelativeFrameLayout: ModifierLayoutRule {
    /// The container's size: the nearest scroll view's frame, else the safe area's.
    private func containerSize(of node: ViewNode) -> CGSize {
        var current = node.parent
        while let ancestor = current {
            if ancestor.view is any ScrollContainer, let frame = ancestor.layoutGeometry?.exactFrame { return frame.size }
            current = ancestor.parent
        }
        return Screen.safeArea.size
    }

    private func inner(_ proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
        let container = containerSize(of: node)
        var inner = proposal
        if axes.contains(.horizontal) { inner.width = max(0, CGFloat(length(Double(container.width), .horizontal))) }
        if axes.contains(.vertical) { inner.height = max(0, CGFloat(length(Double(container.height), .vertical))) }
        return inner
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let inner = inner(proposal, node: node)
        var size = UnaryContent.size(subviews, inner)
        if let width = axes.contains(.horizontal) ? inner.width : nil { size.width = width }
        if let height = axes.contains(.vertical) ? inner.height : nil { size.height = height }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal, node: node), alignment: alignment)
    }
}
