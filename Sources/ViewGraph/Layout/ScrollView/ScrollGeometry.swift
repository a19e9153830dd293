import Foundation

// `onScrollGeometryChange(for:of:action:)`: after each layout pass that places the first scroll view
// inside the modified view, the value `transform` reads from that scroll view's geometry is compared
// with the last one, and `action` runs with the old and the new value when it differs; and once,
// with the first value as both, when the scroll view is first laid out, as `onGeometryChange` does
// (see `GeometryChange.swift`; Apple: "the scroll geometry of the first scroll view in the
// hierarchy"; a `scroll` action moves the content and places the scroll view again, so its action
// runs after that pass).
//
// The geometry, from Apple's documentation of `ScrollGeometry`, and its public initializer as
// OpenSwiftUI reads it (the visible rect starts at the content offset and is the container's size):
// - The scroll view reaches under the bars (`ScrollViewSafeArea.swift`): its frame goes on to the
//   screen's edge on each edge along its axis where it touches the safe area's, and its content is
//   inset by as much (UIKit's `contentInset`: "UIKit automatically adjusts the content inset to
//   account for overlapping bars ... the safe area plus your custom insets ...
//   `adjustedContentInset`").
// - `containerSize`: the scroll view's size (874 tall for a scroll view filling the screen);
//   `contentSize`: the size its content takes.
// - `contentInsets`: how far the frame reaches under the bars on each edge (the status bar
//   and the bars above it, the tab bar or toolbar and the home indicator below), plus the content
//   margins (`contentMargins`: "inset its content by the safe area plus an additional 20 points").
//   So a scroll view at the root of a stack with a large title has a top inset of 62 + 54 + 52 = 168.
// - `contentOffset`: how far it is scrolled, less the leading inset, so that at rest it is minus
//   that inset (UIKit's `contentOffset` starts at `-adjustedContentInset.top`);
//   `contentOffset.y + contentInsets.top`, the usual idiom, is how far it has scrolled.
// - `bounds` and `visibleRect`: the container's size at the content offset.
// A scroll view that does not reach the safe area's edge (inside a padded stack, a 300-point frame)
// has no insets from it.

/// The geometry of a scroll view: how far it is scrolled, how big its content is, and what is in view.
public struct ScrollGeometry: Equatable, Sendable {
    /// Where the scroll view is scrolled to, in its content's coordinates.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets around the content: the bars and the safe area it scrolls under, and its margins.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The part of the content in view, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size, at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// A scroll view's geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of the scroll view at `node`, placed at its frame, scrolled `offset` along `axis`,
    /// with content of `content`. Its insets take in its `contentMargins` too (UIKit's
    /// `adjustedContentInset` is the safe area plus `contentInset`; Apple's `contentInsets`: "adding
    /// these insets to the content size ... will give you the total scrollable space").
    @MainActor
    init(_ node: ViewNode, axis: Axis, offset: CGFloat, content: CGSize) {
        let frame = node.geometry.frame
        let bars = barInsets(ofScrollView: node)
        let margins = node.environment.scrollConfiguration.contentMargins
        let insets = EdgeInsets(
            top: bars.top + margins.top, leading: bars.leading + margins.leading,
            bottom: bars.bottom + margins.bottom, trailing: bars.trailing + margins.trailing)
        let point =
            axis == .vertical
            ? CGPoint(x: -insets.leading, y: offset - insets.top) : CGPoint(x: offset - insets.leading, y: -insets.top)
        self.init(contentOffset: point, contentSize: content, contentInsets: insets, containerSize: frame.size)
    }
}

extension View {
    /// Runs `action` with the old and the new value when the value `transform` reads from the
    /// geometry of the first scroll view inside this view changes, and once with its first value.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
    }
}

/// A view whose first scroll view's geometry is watched.
nonisolated public struct _ScrollGeometryActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
    public typealias Body = Never
}

/// Something above a scroll view that is told its geometry each time the scroll view is placed.
@MainActor
protocol ScrollGeometryObserver {
    func scrollViewPlaced(_ geometry: ScrollGeometry, observer node: ViewNode)
}

@MainActor extension _ScrollGeometryActionModifier: ScrollGeometryObserver {
    func scrollViewPlaced(_ geometry: ScrollGeometry, observer node: ViewNode) {
        GeometryValue.report(transform(geometry), at: node, to: action)
    }
}

/// Tells the observers above the scroll view at `node` its geometry, those for which it is the first
/// scroll view inside them; the search stops at an enclosing scroll view, whose observers watch it.
@MainActor
func reportScrollGeometry(of node: ViewNode, axis: Axis, offset: CGFloat, content: CGSize) {
    guard !LayoutEngine.isDryRun else { return }
    var geometry: ScrollGeometry?
    var ancestor = node.parent
    while let current = ancestor, current.asScrollContainer == nil {
        if let observer = current.asModifierCarrier?.anyModifier as? any ScrollGeometryObserver,
            firstScrollView(below: current) === node
        {
            let made = geometry ?? ScrollGeometry(node, axis: axis, offset: offset, content: content)
            geometry = made
            observer.scrollViewPlaced(made, observer: current)
        }
        ancestor = current.parent
    }
}

/// The first scroll view below `node`, in the order the views are declared.
@MainActor
func firstScrollView(below node: ViewNode) -> ViewNode? {
    for child in node.children where !child.isRetired {
        if child.asScrollContainer != nil { return child }
        if let found = firstScrollView(below: child) { return found }
    }
    return nil
}
