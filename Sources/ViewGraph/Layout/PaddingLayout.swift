import Foundation

// Padding: the content is offered the proposal less the insets, and the padded view is the
// content's size plus the insets (Apple's `padding(_:_:)`: "a view that's padded by the specified
// amount on the specified edges"). With no length, iOS pads by 16 points on each edge: the
// "system-calculated default amount" of the documentation, as public measurements of
// `Text("A").padding()` with a `GeometryReader` in the background report it (a 17 pt body text
// line of 20.33 pt comes out 52.33 pt tall), and as `ScrolledPastContent` already assumes.

/// The padding `padding()` adds on iOS when given no length.
let defaultPadding: CGFloat = 16

extension View {
    /// Adds space around the view: `length` points on `edges` (16 on iOS when nil).
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let length = length ?? defaultPadding
        return modifier(
            _PaddingLayout(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                    bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
    }
    /// Adds `length` points of space on every side of the view.
    nonisolated public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Adds space around the view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
}

/// Padding around the content.
nonisolated public struct _PaddingLayout: ViewModifier, PrimitiveModifier {
    var insets: EdgeInsets
    public typealias Body = Never
}

@MainActor extension _PaddingLayout: ModifierLayoutRule {
    /// The proposal the content is offered: the padded view's, less the insets, never below zero.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// The content's size with the insets added, each axis never below zero.
    ///
    /// Negative padding shrinks the view (recorded on SwiftUI, mburger89/MetalUI
    /// docs/probes/swiftui-layout-input-validation.swift, 2026-09-14: a 20-point square padded by -5
    /// is 10x10, by -15 it is 0x0, not -10; leading -30 and trailing 5 make it 0 x 20: the clamp is
    /// per axis).
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let content = UnaryContent.size(subviews, inner(proposal))
        return CGSize(
            width: max(0, content.width + insets.leading + insets.trailing),
            height: max(0, content.height + insets.top + insets.bottom))
    }

    /// The content goes at the padded view's origin moved by the leading and top insets, at its own
    /// size (the same recording: padding(-5) placed at (200, 200) puts its 20x20 square at
    /// (195, 195); padding(-15), whose own size is 0x0, at (185, 185)).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let inset = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        UnaryContent.place(subviews, in: inset, proposal: inner(proposal))
    }

    /// The content's spacing, except that a padded edge is no longer a text's edge (the engine's
    /// assumption: the padding stands between the text and its neighbour).
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        var spacing = subviews.dropFirst().reduce(subviews.first?.spacing ?? ViewSpacing()) { $0.union($1.spacing) }
        if insets.top > 0 { spacing.textEdges.remove(.top) }
        if insets.bottom > 0 { spacing.textEdges.remove(.bottom) }
        if insets.leading > 0 { spacing.textEdges.remove(.leading) }
        if insets.trailing > 0 { spacing.textEdges.remove(.trailing) }
        return spacing
    }
}

/// The kind of padding `scenePadding(_:edges:)` adds: an amount that suits the scene.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The least scene padding (on macOS, the spacing around a window's root view; on watchOS, the
    /// alignment with a navigation title).
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

extension View {
    /// Not modelled: pads `edges` by an amount that suits the scene. Apple documents the amount for
    /// macOS and watchOS only; the engine adds none, so the view keeps the frame it would have without it.
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View { inert("scenePadding") }
    /// Not modelled: pads `edges` by `padding`'s amount for the scene; the engine adds none, as `scenePadding(_:)`.
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        inert("scenePadding")
    }
}
