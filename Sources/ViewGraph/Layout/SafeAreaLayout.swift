import Foundation

// The safe area: the root proposes the part of the screen outside the status bar (62 points on an
// iPhone 17) and the home indicator (34 points), so views lie inside it. A view that ignores the
// safe area (`ignoresSafeArea`) and reaches one of its edges is given the screen out to that edge
// instead (Apple's `ignoresSafeArea(_:edges:)`: "expands the safe area of a view"; a full-screen
// `Color.red.ignoresSafeArea()` covers the whole screen). A `GeometryReader` reports as insets the
// part of its frame that lies outside the safe area: none for a reader inside it.
//
// The safe area is not the same everywhere: a container that draws a bar (a navigation stack's bar,
// a tab bar, a bottom toolbar), a `safeAreaInset` or `safeAreaPadding`, and a sheet give the views
// they place a smaller one (Apple's `safeAreaInset(edge:…)`: "the safe area is increased by the same
// amount"). So each view is placed within a `SafeAreaRegion`, which its parent hands it, and which
// says both where the safe area is and how far a view that ignores it may reach (the screen; a
// sheet's own frame inside a sheet).

/// Where the safe area is for the views a container places, and how far a view that ignores it may
/// reach.
struct SafeAreaRegion: Equatable {
    /// The safe area, in screen coordinates.
    var safe: CGRect
    /// What ignoring the safe area gives a view: the screen, or the sheet it is in.
    var bounds: CGRect

    /// The whole screen's: outside the status bar and the home indicator.
    @MainActor static var screen: SafeAreaRegion { SafeAreaRegion(safe: Screen.safeArea, bounds: Screen.bounds) }

    /// The same region with `edge` of the safe area moved to `value` (further in only).
    func inset(_ edge: Edge, to value: CGFloat) -> SafeAreaRegion {
        var safe = self.safe
        switch edge {
        case .top:
            let top = min(max(safe.minY, value), safe.maxY)
            safe = CGRect(x: safe.minX, y: top, width: safe.width, height: safe.maxY - top)
        case .bottom:
            let bottom = max(min(safe.maxY, value), safe.minY)
            safe = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: bottom - safe.minY)
        case .leading:
            let leading = min(max(safe.minX, value), safe.maxX)
            safe = CGRect(x: leading, y: safe.minY, width: safe.maxX - leading, height: safe.height)
        case .trailing:
            let trailing = max(min(safe.maxX, value), safe.minX)
            safe = CGRect(x: safe.minX, y: safe.minY, width: trailing - safe.minX, height: safe.height)
        }
        return SafeAreaRegion(safe: safe, bounds: bounds)
    }
}

extension View {
    /// Lets the view extend out to the screen's edges in `edges`, where it reaches the safe area's edge.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }
    /// Lets the view extend under the safe area (the iOS 13 form of `ignoresSafeArea`).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: .all, edges: edges))
    }
}

/// The parts of the safe area a view can extend under: the container's and the keyboard's.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Both regions, the container's alone, or the keyboard's alone.
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// The content given the screen out to the edges it ignores the safe area on.
nonisolated public struct _SafeAreaIgnoringLayout: ViewModifier, PrimitiveModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    public typealias Body = Never
}

@MainActor extension _SafeAreaIgnoringLayout: ModifierLayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, proposal)
    }

    /// `bounds`, pushed out to the region's edge (the screen's) on each ignored edge that touches
    /// the safe area's: under a navigation bar or a tab bar too, as a full-screen colour on iOS
    /// shows through the bars.
    func expanded(_ bounds: CGRect, in region: SafeAreaRegion) -> CGRect {
        guard regions.contains(.container) else { return bounds }
        let safe = region.safe
        let screen = region.bounds
        let touch: CGFloat = 0.5
        var minX = bounds.minX
        var minY = bounds.minY
        var maxX = bounds.maxX
        var maxY = bounds.maxY
        if edges.contains(.top), minY <= safe.minY + touch { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - touch { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + touch { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - touch { maxX = max(maxX, screen.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let area = expanded(bounds, in: LayoutEngine.safeAreaRegion)
        if area == bounds {
            UnaryContent.place(subviews, in: bounds, proposal: proposal)
        } else {
            UnaryContent.place(subviews, in: area, proposal: ProposedViewSize(area.size))
        }
    }
}

// MARK: - Insetting the safe area

// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view stands along `edge`, aligned across
// it by `alignment`, and the view it modifies takes the rest, `spacing` away from it; the content's
// safe area ends at the inset view (Apple's documentation: "The content view is anchored to the
// specified … edge in the parent view, aligning its … axis to the specified alignment guide. The
// modified view is inset by the … of content, from edge. The safe area is increased by the same
// amount"). So a `List` under a bottom inset is proposed the height above it, and a view in it that
// ignores the safe area reaches under the inset view. The inset view is proposed the width along
// the edge and its own height. Estimate: `spacing: nil` puts no space between them (SwiftUI's
// default amount is not published). The two are as big together as a stack of them is.
//
// `safeAreaPadding(_:_:)`: the view's content is inset as `padding` insets it, and the safe area
// shrinks by as much (Apple's documentation: "Adds the provided insets into the safe area of this
// view"); with no length, 16 points, the default padding. A view inside that ignores the safe area
// reaches out over the padding.

extension View {
    /// Puts `content` along the top or bottom edge, and insets this view's safe area by its height.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInsetView(
            content: self, inset: content(), edge: edge == .top ? .top : .bottom, alignment: alignment.key,
            spacing: spacing ?? 0)
    }

    /// Puts `content` along the leading or trailing edge, and insets this view's safe area by its width.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInsetView(
            content: self, inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: alignment.key,
            spacing: spacing ?? 0)
    }

    /// A bar along an edge whose content scrolls under it (iOS 26): laid out as `safeAreaInset`.
    nonisolated public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Adds `length` points (16 when nil) to the safe area on `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? defaultPadding
        return modifier(
            _SafeAreaPaddingLayout(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                    bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }
    /// Adds `insets` to the safe area.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingLayout(insets: insets))
    }
    /// Adds `length` points to the safe area on every side.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// A view and the view along one of its edges that insets its safe area; on the screen, the inset
/// view before the content for the top and leading edges, after it for the others.
nonisolated public struct _SafeAreaInsetView<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat
    public typealias Body = Never
}

@MainActor extension _SafeAreaInsetView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let insetFirst = edge == .top || edge == .leading
        graph.reconcile(
            node,
            children: insetFirst ? [(.label, inset), (.content, content)] : [(.content, content), (.label, inset)])
    }
}

@MainActor extension _SafeAreaInsetView: LayoutRule {
    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The content's views and the inset's, apart.
    @MainActor
    private func parts(of node: ViewNode) -> (content: LayoutSubviews, inset: LayoutSubviews) {
        func views(_ key: ChildKey) -> LayoutSubviews {
            guard let child = node.child(at: key), !child.isRetired else { return LayoutSubviews([]) }
            return LayoutSubviews(child.isLayoutTransparent ? layoutChildren(of: child) : [child])
        }
        return (views(.content), views(.label))
    }

    /// What the inset view is offered: the length along the edge, and its own size across it.
    private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// What the content is offered: the rest.
    private func contentProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - inset.height - spacing) })
            : ProposedViewSize(
                width: proposal.width.map { max(0, $0 - inset.width - spacing) }, height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let (content, inset) = parts(of: node)
        let insetSize = UnaryContent.size(inset, insetProposal(proposal))
        let contentSize = UnaryContent.size(content, contentProposal(proposal, inset: insetSize))
        return isVertical
            ? CGSize(
                width: max(contentSize.width, insetSize.width), height: contentSize.height + spacing + insetSize.height)
            : CGSize(
                width: contentSize.width + spacing + insetSize.width, height: max(contentSize.height, insetSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (content, inset) = parts(of: node)
        let insetSize = UnaryContent.size(inset, insetProposal(proposal))
        let fraction = alignment.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
        let insetFrame: CGRect
        var rest = bounds
        switch edge {
        case .top:
            insetFrame = CGRect(
                x: bounds.minX + (bounds.width - insetSize.width) * fraction, y: bounds.minY, width: insetSize.width,
                height: insetSize.height)
            rest = CGRect(
                x: bounds.minX, y: insetFrame.maxY + spacing, width: bounds.width,
                height: max(0, bounds.maxY - insetFrame.maxY - spacing))
        case .bottom:
            insetFrame = CGRect(
                x: bounds.minX + (bounds.width - insetSize.width) * fraction, y: bounds.maxY - insetSize.height,
                width: insetSize.width, height: insetSize.height)
            rest = CGRect(
                x: bounds.minX, y: bounds.minY, width: bounds.width,
                height: max(0, insetFrame.minY - spacing - bounds.minY))
        case .leading:
            insetFrame = CGRect(
                x: bounds.minX, y: bounds.minY + (bounds.height - insetSize.height) * fraction, width: insetSize.width,
                height: insetSize.height)
            rest = CGRect(
                x: insetFrame.maxX + spacing, y: bounds.minY, width: max(0, bounds.maxX - insetFrame.maxX - spacing),
                height: bounds.height)
        case .trailing:
            insetFrame = CGRect(
                x: bounds.maxX - insetSize.width, y: bounds.minY + (bounds.height - insetSize.height) * fraction,
                width: insetSize.width, height: insetSize.height)
            rest = CGRect(
                x: bounds.minX, y: bounds.minY, width: max(0, insetFrame.minX - spacing - bounds.minX),
                height: bounds.height)
        }
        UnaryContent.place(inset, in: insetFrame, proposal: insetProposal(proposal))
        let region = LayoutEngine.safeAreaRegion
        let inner: SafeAreaRegion =
            switch edge {
            case .top: region.inset(.top, to: rest.minY)
            case .bottom: region.inset(.bottom, to: rest.maxY)
            case .leading: region.inset(.leading, to: rest.minX)
            case .trailing: region.inset(.trailing, to: rest.maxX)
            }
        LayoutEngine.withSafeAreaRegion(inner) {
            UnaryContent.place(content, in: rest, proposal: ProposedViewSize(rest.size))
        }
    }
}

/// The content inset as `padding` insets it, its safe area shrunk by as much.
nonisolated public struct _SafeAreaPaddingLayout: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets
    public typealias Body = Never
}

@MainActor extension _SafeAreaPaddingLayout: ModifierLayoutRule {
    private var padding: _PaddingLayout { _PaddingLayout(insets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        padding.sizeThatFits(proposal, node: node, subviews: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let region = LayoutEngine.safeAreaRegion
        let inner = region.inset(.top, to: bounds.minY + insets.top).inset(.bottom, to: bounds.maxY - insets.bottom)
            .inset(.leading, to: bounds.minX + insets.leading).inset(.trailing, to: bounds.maxX - insets.trailing)
        LayoutEngine.withSafeAreaRegion(inner) {
            padding.placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
    }
}
