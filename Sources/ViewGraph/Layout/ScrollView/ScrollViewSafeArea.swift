import Foundation

// A scroll view reaches under the bars: on each edge along its axis where the scroll view (with the
// modifiers it reaches through, below: a background, an `onGeometryChange`, a padding across) touches
// its safe area's edge, its frame goes on to the screen's edge (or the sheet's), under the status bar, a
// navigation bar, a tab bar or a bottom toolbar; and its content is inset by as much, so that its
// first row still starts below the bar, every row stays where it was on the screen, and content
// scrolled up passes under the bar. As if the scroll view ignored the safe area on those edges and
// took the part it ignored as its content's insets.
//
// Evidence:
// - UIKit's scroll views: "By default, UIKit automatically adjusts the content inset to account for
//   overlapping bars ... the safe area plus your custom insets ... `adjustedContentInset`"
//   (developer.apple.com/documentation/uikit/uiscrollview/contentinset), and
//   `ContentInsetAdjustmentBehavior.automatic`: "Content is always adjusted vertically when the
//   scroll view is the content view of a view controller that is currently displayed by a
//   navigation or tab bar controller".
// - The SwiftUI Field Guide's scroll view page (swiftuifieldguide.com/layout/scrollview): "By
//   default, a scroll view will not clip to the safe area, but draws its content behind any insets.
//   To make sure the scroll view's contents is always visible, it insets its content."
// - Apple's `ScrollEdgeEffectStyle` (iOS 26): the effect is "a visual transition between scrolling
//   content and stationary controls at both edges of the scroll view in the scrolling direction",
//   and `UIToolbar.scrollEdgeAppearance`: "When a navigation controller contains a toolbar and a
//   scroll view, part of the scroll view's content appears underneath the toolbar": the scroll
//   view's edges are under the bars.
// - The inset is the status bar and the bar together: a table view in a navigation controller of
//   iOS 7-9 had a top inset of 64, 20 + 44 (m1entus/INSPullToRefresh issue 76, 2016).
// - Assumed, as no recorded console of a reader on a scroll view in a stack was found (searched:
//   the pages, issues and docs corpora, for `GeometryReader`, `onGeometryChange` and
//   `onScrollGeometryChange` on a scroll view under a bar): what a reader on the scroll view measures
//   is this frame, the whole screen (0, 0, 402, 874) on the iPhone 17, as UIKit's scroll view fills
//   it; and the status bar and the home indicator of a screen with no bars are read the same way,
//   along the axis it scrolls (UIKit's `.scrollableAxes` adjustment: "safe area insets are adjusted
//   only in scroll directions", as Microsoft's binding documents the enum).
//
// Only the edges it touches: a scroll view below a header keeps its top, one in a 300-point frame
// keeps both. One that ignores the safe area already reaches the screen's edge and has no insets
// there: its content starts at the top of the screen, under the status bar (assumed; no recording).
//
// Through what it reaches: a modifier around the scroll view reaches with it, on an edge where it
// keeps the scroll view flush with its own edge and lets the scroll view's length follow its own,
// so that what reads the modifier (a reader in its background, an `onGeometryChange` on it) reads
// the frame the scroll view has, less the modifier's own insets across (`KeepsScrollViewReaching`):
// - the modifiers that share its frame (a background, an overlay, `onGeometryChange`, a title, a
//   coordinate space), on both edges;
// - a padding, on the edges it pads by nothing: `padding(.horizontal)` reaches up and down with
//   the scroll view. A padding on the bar's edge stands between the scroll view and the bar, so the
//   scroll view does not touch the bar and does not reach under it, as a UIKit table view pinned to
//   the safe area's top "is not extended under the bar" and loses the large title's scroll
//   behaviour until it is aligned to its superview's top (stackoverflow.com/questions/46570313);
// - a frame that gives no length along the axis (`frame(width: 300)` for a vertical scroll view),
//   or a flexible one with no finite maximum there (`frame(maxWidth: .infinity, maxHeight:
//   .infinity)`), on both edges, as the scroll view fills it.
// A frame that fixes the length along the axis (`frame(height: 300)`) keeps it: placed against the
// bar, the scroll view in it still touches the bar and reaches past the frame on its own (assumed,
// as a view ignoring the safe area reaches past its parent's frame; no recording of either).
//
// Its `ScrollGeometry` follows (`ScrollGeometry.swift`): the container is the whole frame, the
// insets are these plus the content margins. Content under the bar, lazy rows or not, is still in
// sight, on the screen and in the screen format, until it is above the screen's top
// (`contentOnScreenStart`, `ScrolledPastContent.swift`). Where iOS pins a section header, scrolls a row to the top
// (`scrollTo(_:anchor:)`), or ends a scroll, the part of the frame the bars leave clear counts.

/// A modifier that places its content at its own frame, proposing its own size: a scroll view under
/// it reaches under the bars with it (see the rules at the top of this file).
@MainActor
protocol SharesContentFrame: KeepsScrollViewReaching {}

extension PassThroughLayout: SharesContentFrame {}
extension _DecorationModifier: SharesContentFrame {}
extension _GeometryActionModifier: SharesContentFrame {}
extension _ScrollGeometryActionModifier: SharesContentFrame {}
extension _TitleDisplayModeModifier: SharesContentFrame {}
extension _BarVisibilityModifier: SharesContentFrame {}
extension _CoordinateSpaceModifier: SharesContentFrame {}

/// The edges along a scroll view's axis: top and bottom down the screen, left and right across it.
struct AxisEdges: Equatable {
    /// The top, or the left.
    var start: Bool
    /// The bottom, or the right.
    var end: Bool

    static let both = AxisEdges(start: true, end: true)
    static let neither = AxisEdges(start: false, end: false)

    func intersection(_ other: AxisEdges) -> AxisEdges {
        AxisEdges(start: start && other.start, end: end && other.end)
    }
}

/// A modifier a scroll view under it still reaches under the bars through, on some edges: where it
/// keeps its content flush with its own edge and lets its content's length follow its own, the
/// modifier reaches with the scroll view, and what reads it (a reader in its background, an
/// `onGeometryChange`) measures the same reach (see the rules at the top of this file).
@MainActor
protocol KeepsScrollViewReaching {
    /// The edges along `axis` (of the screen, left to right) through which its content reaches with it.
    func passesReach(along axis: Axis, direction: LayoutDirection) -> AxisEdges
}

extension SharesContentFrame {
    func passesReach(along axis: Axis, direction: LayoutDirection) -> AxisEdges { .both }
}

extension _PaddingLayout: KeepsScrollViewReaching {
    /// The edges it pads by nothing: a padding on the bar's edge stands between the scroll view and
    /// the bar, which it then does not touch.
    func passesReach(along axis: Axis, direction: LayoutDirection) -> AxisEdges {
        guard axis == .horizontal else { return AxisEdges(start: insets.top == 0, end: insets.bottom == 0) }
        let (left, right) =
            direction == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        return AxisEdges(start: left == 0, end: right == 0)
    }
}

extension _FrameLayout: KeepsScrollViewReaching {
    /// Both, when it gives no length along the axis (the content, a scroll view taking what it is
    /// offered, fills it); neither when it fixes one: the frame keeps its length, and the scroll
    /// view in it reaches past it on its own.
    func passesReach(along axis: Axis, direction: LayoutDirection) -> AxisEdges {
        (axis == .horizontal ? width : height) == nil ? .both : .neither
    }
}

extension _FlexFrameLayout: KeepsScrollViewReaching {
    /// Both, when it has no finite maximum along the axis (it takes the longer proposal, and so does
    /// the scroll view in it); neither with one, which the reach could pass.
    func passesReach(along axis: Axis, direction: LayoutDirection) -> AxisEdges {
        let maximum = axis == .horizontal ? maxWidth : maxHeight
        return maximum == nil || maximum == .infinity ? .both : .neither
    }
}

/// The modifier `node` is, when a scroll view under it may reach under the bars through it.
@MainActor
private func reachingModifier(_ node: ViewNode) -> (any KeepsScrollViewReaching)? {
    guard node.asModifierCarrier != nil else { return nil }
    return LayoutEngine.rule(for: node) as? any KeepsScrollViewReaching
}

/// The scroll view `node` is, or holds under modifiers it may reach through
/// (`KeepsScrollViewReaching`), and the edges along its axis it reaches through all of them to
/// `node`'s; nil for any other view.
@MainActor
func scrollViewReaching(through node: ViewNode) -> (scroller: ViewNode, axis: Axis, edges: AxisEdges)? {
    /// The view under the modifier `current`, when it has one.
    func content(of current: ViewNode) -> ViewNode? {
        let content = contentNodes(of: current)
        return content.count == 1 ? content[0] : nil
    }
    // Found first, then the edges walked again: most views placed hold no scroll view, and are
    // turned away at the first step.
    var current = node
    while current.asScrollContainer == nil {
        guard reachingModifier(current) != nil, let next = content(of: current) else { return nil }
        current = next
    }
    let scroller = current
    let axis = scroller.asScrollContainer?.scrollAxis ?? .vertical
    var edges = AxisEdges.both
    current = node
    while current !== scroller, let modifier = reachingModifier(current), let next = content(of: current) {
        edges = edges.intersection(modifier.passesReach(along: axis, direction: current.environment.layoutDirection))
        current = next
    }
    return (scroller, axis, edges)
}

extension LayoutEngine {
    /// Where `node`, given `frame` in `region`, stands: under the bars, when it is a scroll view (or
    /// wraps one, see `scrollViewReaching(through:)`) touching the safe area's edges along its axis;
    /// else at `frame`. Keeps on the scroll view how far it reaches past `frame`, its content's insets.
    ///
    /// Each edge is decided once, by the outermost view the scroll view reaches through on it: a
    /// view whose parent passes the reach on an edge was placed by it already reaching (or not)
    /// there, flush with it.
    static func reachingUnderBars(_ node: ViewNode, frame: CGRect, in region: SafeAreaRegion) -> CGRect {
        guard let (scroller, axis, through) = scrollViewReaching(through: node) else { return frame }
        var edges = through
        if let parent = node.layoutParent, let modifier = reachingModifier(parent),
            contentNodes(of: parent).count == 1
        {
            let passed = modifier.passesReach(along: axis, direction: parent.environment.layoutDirection)
            edges = AxisEdges(start: edges.start && !passed.start, end: edges.end && !passed.end)
        }
        guard edges != .neither, !isInsideScrollView(scroller) else { return frame }
        let safe = region.safe
        let outer = region.bounds
        let touch: CGFloat = 0.5
        let offset = scrollOffset(of: scroller)
        var reached = frame
        if axis == .vertical {
            if edges.start {
                offset.barInsets.top = frame.minY <= safe.minY + touch ? max(0, frame.minY - outer.minY) : 0
                reached.origin.y -= offset.barInsets.top
                reached.size.height += offset.barInsets.top
            }
            if edges.end {
                offset.barInsets.bottom = frame.maxY >= safe.maxY - touch ? max(0, outer.maxY - frame.maxY) : 0
                reached.size.height += offset.barInsets.bottom
            }
        } else {
            if edges.start {
                offset.barInsets.leading = frame.minX <= safe.minX + touch ? max(0, frame.minX - outer.minX) : 0
                reached.origin.x -= offset.barInsets.leading
                reached.size.width += offset.barInsets.leading
            }
            if edges.end {
                offset.barInsets.trailing = frame.maxX >= safe.maxX - touch ? max(0, outer.maxX - frame.maxX) : 0
                reached.size.width += offset.barInsets.trailing
            }
        }
        return reached
    }
}

/// Whether `node` is in the content of another scroll view, whose own insets keep it clear of the bars.
@MainActor
private func isInsideScrollView(_ node: ViewNode) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
        if current.view is PresentedContent { return false }
        if current.asScrollContainer != nil { return true }
        ancestor = current.parent
    }
    return false
}

/// How far the scroll view at `node` reaches under the bars on each edge: what its content is inset by.
@MainActor
func barInsets(ofScrollView node: ViewNode) -> EdgeInsets {
    (node.primitiveState as? ScrollOffset)?.barInsets ?? EdgeInsets()
}

/// The part of the scroll view's frame that the bars leave clear, where its content starts and what
/// its scrolls are measured against; nil before it is placed.
@MainActor
func clearFrame(ofScrollView node: ViewNode) -> CGRect? {
    node.layoutGeometry?.exactFrame.map { $0.inset(by: barInsets(ofScrollView: node)) }
}
