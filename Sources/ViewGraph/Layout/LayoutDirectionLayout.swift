import Foundation

// Right to left: how `environment(\.layoutDirection, .rightToLeft)` changes where views go.
//
// The rule, from Apple's documentation of `LayoutDirection`: "SwiftUI horizontally flips the x
// position of each view within its parent, so layout calculations automatically produce the desired
// effect for both modes without any changes" (and of `LayoutSubviews.layoutDirection`: "SwiftUI
// horizontally flips the x position of each view within its parent when the mode switches"). So
// every layout (a stack, a frame, padding, a custom `Layout`) computes as if left to right, leading
// at its left edge, and each child's frame is then mirrored within its parent's bounds: a child at
// x within a parent of width W ends at W - x - width. OpenSwiftUI, which follows SwiftUI's binary,
// does the same in `ViewGeometry.finalizeLayoutDirection(_:parentSize:)`:
// `origin.x = parentSize.width - frame.maxX` (read, not copied).
//
// What follows from it, each checked by a test (LayoutDirectionLayoutTests):
// - an `HStack` puts its first child at the right and goes left;
// - `.leading` and `.trailing` (a `VStack`'s alignment, a frame's, an overlay's) are the right and
//   the left edges; `padding(.leading, 20)` pads the right side;
// - a `GeometryReader`'s content sits at its top-right corner;
// - frames are reported where the views are on the screen: `frame(in: .global)` of the first child
//   of a full-width `HStack` is at the right of the screen (the mirrored x), as every coordinate
//   space measures from the top-left corner of the screen or of the view naming it;
// - a dry run that learns where alignment guides fall is not mirrored: guides are asked in the
//   left-to-right space the layout computes in, as SwiftUI merges them before it flips.
//
// `offset` does not flip: `.offset(x: 20)` moves a view 20 points right in either direction.
// OpenSwiftUI's `OffsetEffect` adds the offset after resolving the position for the layout
// direction (`position.resolved(in: layoutDirection) + effect.offset`), so the offset itself is
// never mirrored; `_OffsetEffect` below places its content so that the mirror leaves the offset as
// written. Assumed: no recording on a device measures it.
//
// `flipsForRightToLeftLayoutDirection(true)` mirrors the view's content horizontally when the
// direction is right to left (Apple: "Sets whether this view mirrors its contents horizontally when
// the layout direction is right-to-left"; by default views "adjust their layouts automatically in a
// right-to-left context and do not need to be mirrored"). A mirror of a mirrored layout is the
// left-to-right one, so the content's views stand where they would left to right (drawn mirrored:
// an arrow image points the other way), and a subtree below that sets the direction back to left to
// right is mirrored. Each such modifier toggles the mirror, as two mirrors cancel.

/// How a layout direction moves a view's children.
@MainActor
enum RightToLeft {
    /// `frame` mirrored left to right within `bounds`.
    static func mirrored(_ frame: CGRect, within bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Whether `node`'s children are mirrored within its bounds: it lays out right to left, unless a
    /// `flipsForRightToLeftLayoutDirection(true)` above mirrors its content back.
    static func mirrorsChildren(of node: ViewNode) -> Bool {
        (node.environment.layoutDirection == .rightToLeft) != node.environment.isContentMirrored
    }
}

extension View {
    /// Mirrors the view's content horizontally when the layout direction is right to left: its views
    /// stand where they would left to right, drawn mirrored. `false` leaves it as it is.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}

/// The content mirrored in a right-to-left layout.
nonisolated public struct _FlipForRTLEffect: ViewModifier, PrimitiveModifier {
    var isEnabled: Bool
    public typealias Body = Never

    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if isEnabled, environment.layoutDirection == .rightToLeft { environment.isContentMirrored.toggle() }
    }
}

@MainActor extension _FlipForRTLEffect: ModifierLayoutRule {}

private struct ContentMirroredKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a `flipsForRightToLeftLayoutDirection(true)` above mirrors what is drawn here.
    var isContentMirrored: Bool {
        get { self[ContentMirroredKey.self] }
        set { self[ContentMirroredKey.self] = newValue }
    }
}
