import Foundation

// `containerRelativeFrame`: the view is sized on the given axes from the size of its nearest
// container, and placed in that frame by `alignment`; on the other axes it keeps its own size.
// Apple's documentation of `containerRelativeFrame(_:alignment:)` names the containers: "the screen
// of a device on iOS", "a column of a NavigationSplitView", "a NavigationStack", "a tab of a
// TabView", "a scrollable view like ScrollView or List"; and "the size provided to this modifier is
// the size of a container like the ones listed above subtracting any safe area insets that might be
// applied to that container". So, going up from the view, the first of:
//
// - a scroll view (or a `List`): its frame, which the layout keeps in the safe area;
// - a navigation stack: what is left of its frame between its bars (the navigation bar above, a
//   bottom toolbar below), within its safe area;
// - a tab view: what is left of its frame above the tab bar, within its safe area;
// - else the screen's safe area: 402 x 778 on the iPhone 17.
//
// A split view's column is taken as the stack it holds (on iPhone a split view collapses to one
// stack). Assumed: a container not yet placed in this pass is skipped for the next one out (the
// layout places a container before it measures what is in it, so this happens only to a view
// measured outside a pass).

extension View {
    /// Sizes the view along `axes` to its container: the scroll view, navigation stack or tab it is
    /// in, less their bars and safe-area insets, else the screen's safe area. A
    /// page of a paging scroll view (`.containerRelativeFrame(.horizontal)`) is one screen wide, so
    /// scrolling to it shows it alone.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in length })
    }
    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing` apart.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length, _ in
                let parts = Double(max(count, 1))
                let part = (length - Double(spacing) * (parts - 1)) / parts
                return part * Double(span) + Double(spacing) * Double(max(span - 1, 0))
            })
    }
    /// Sizes the view along `axes` to what `length` makes of its container's length on each axis.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { Double(length(CGFloat($0), $1)) })
    }
}

/// A frame sized from the container's length on each of `axes`.
nonisolated public struct _ContainerRelativeFrameLayout: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    var alignment: Alignment = .center
    let length: (Double, Axis) -> Double
    public typealias Body = Never
}

@MainActor extension _ContainerRelativeFrameLayout: ModifierLayoutRule {
    /// The container's size: the nearest container's, less its bars and its safe-area insets.
    private func containerSize(of node: ViewNode) -> CGSize {
        var current = node.parent
        while let ancestor = current {
            if let size = containerSize(ofContainer: ancestor) { return size }
            current = ancestor.parent
        }
        return Screen.safeArea.size
    }

    /// The size `ancestor` gives as a container, or nil when it is none (or is not placed yet).
    private func containerSize(ofContainer ancestor: ViewNode) -> CGSize? {
        let isScroll = ancestor.asScrollContainer != nil
        let isStack = ancestor.asNavigationContainer != nil
        let isTabs = ancestor.asTabContainer != nil
        guard isScroll || isStack || isTabs,
            let geometry = ancestor.layoutGeometry, let frame = geometry.exactFrame
        else { return nil }
        let region = geometry.safeAreaRegion ?? .screen
        var inner = frame
        if isStack {
            inner = NavigationBarLayout.frames(of: NavigationBars.ofTop(ancestor), in: frame, region: region).content
        } else if isTabs, let laidOut = ancestor.view as? any TabBarLaidOut,
            let bar = laidOut.tabBarFrame(of: ancestor, in: frame, region: region)
        {
            inner.size.height = max(0, bar.minY - frame.minY)
        }
        let safe = inner.intersection(region.safe)
        return safe.isNull ? .zero : safe.size
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
