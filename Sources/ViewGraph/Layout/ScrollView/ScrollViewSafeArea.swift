import Foundation

// A scroll view reaches under the bars: on each edge along its axis where the scroll view (with the
// modifiers that share its frame: a background, an `onGeometryChange`, a title) touches its safe
// area's edge, its frame goes on to the screen's edge (or the sheet's), under the status bar, a
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
// Its `ScrollGeometry` follows (`ScrollGeometry.swift`): the container is the whole frame, the
// insets are these plus the content margins. Content under the bar, lazy rows or not, is still in
// sight, on the screen and in the screen format, until it is above the screen's top
// (`contentOnScreenStart`, `ScrolledPastContent.swift`). Where iOS pins a section header, scrolls a row to the top
// (`scrollTo(_:anchor:)`), or ends a scroll, the part of the frame the bars leave clear counts.

/// A modifier that places its content at its own frame, proposing its own size: a scroll view under
/// it reaches under the bars with it (see the rules at the top of this file).
@MainActor
protocol SharesContentFrame {}

extension PassThroughLayout: SharesContentFrame {}
extension _DecorationModifier: SharesContentFrame {}
extension _GeometryActionModifier: SharesContentFrame {}
extension _ScrollGeometryActionModifier: SharesContentFrame {}
extension _TitleDisplayModeModifier: SharesContentFrame {}
extension _BarVisibilityModifier: SharesContentFrame {}
extension _CoordinateSpaceModifier: SharesContentFrame {}

/// Whether `node` lays out its content at its own frame.
@MainActor
private func sharesContentFrame(_ node: ViewNode) -> Bool {
    node.view is any ModifierCarrier && LayoutEngine.rule(for: node) is any SharesContentFrame
}

/// The scroll view `node` is, or holds under modifiers that share its frame; nil for any other view.
@MainActor
func scrollViewSharingFrame(with node: ViewNode) -> ViewNode? {
    var current = node
    while true {
        if current.view is any ScrollContainer { return current }
        guard sharesContentFrame(current) else { return nil }
        let content = contentNodes(of: current)
        guard content.count == 1 else { return nil }
        current = content[0]
    }
}

extension LayoutEngine {
    /// Where `node`, given `frame` in `region`, stands: under the bars, when it is a scroll view (or
    /// wraps one, see `scrollViewSharingFrame`) touching the safe area's edges along its axis; else
    /// at `frame`. Keeps on the scroll view how far it reaches past `frame`, its content's insets.
    static func reachingUnderBars(_ node: ViewNode, frame: CGRect, in region: SafeAreaRegion) -> CGRect {
        guard let scroller = scrollViewSharingFrame(with: node) else { return frame }
        // Only the outermost of the views that share the frame reaches: the rest are placed in it.
        if let parent = node.layoutParent, sharesContentFrame(parent), scrollViewSharingFrame(with: parent) != nil {
            return frame
        }
        guard !isInsideScrollView(scroller) else { return frame }
        let axis = (scroller.view as? any ScrollContainer)?.scrollAxis ?? .vertical
        let safe = region.safe
        let outer = region.bounds
        let touch: CGFloat = 0.5
        var insets = EdgeInsets()
        if axis == .vertical {
            if frame.minY <= safe.minY + touch { insets.top = max(0, frame.minY - outer.minY) }
            if frame.maxY >= safe.maxY - touch { insets.bottom = max(0, outer.maxY - frame.maxY) }
        } else {
            if frame.minX <= safe.minX + touch { insets.leading = max(0, frame.minX - outer.minX) }
            if frame.maxX >= safe.maxX - touch { insets.trailing = max(0, outer.maxX - frame.maxX) }
        }
        scrollOffset(of: scroller).barInsets = insets
        return CGRect(
            x: frame.minX - insets.leading, y: frame.minY - insets.top,
            width: frame.width + insets.leading + insets.trailing, height: frame.height + insets.top + insets.bottom)
    }
}

/// Whether `node` is in the content of another scroll view, whose own insets keep it clear of the bars.
@MainActor
private func isInsideScrollView(_ node: ViewNode) -> Bool {
    var ancestor = node.parent
    while let current = ancestor {
        if current.view is PresentedContent { return false }
        if current.view is any ScrollContainer { return true }
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
