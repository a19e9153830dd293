import Foundation

// `Spacer` and `Divider` read the axis of the stack they are in (its layout's `stackOrientation`).
//
// A spacer grows along that axis without limit and takes no room across it; its minimum length is
// `minLength`, or the system spacing when nil (Apple's `Spacer(minLength:)`: "if you don't
// specify a value, the system uses a default value"; the engine takes the standard 8 points of
// `ViewSpacing`). Outside a stack it grows on both axes. A divider is a line across the stack's
// axis: as long as the stack offers across, and one of the device's pixels thick (1/3 pt on an
// iPhone 17, 1/2 on the 2x iPhone SE and iPads; the engine's assumption: a hairline, as UIKit's
// separators are); outside a stack, a horizontal line.

/// Space that grows along a stack's axis.
nonisolated public struct Spacer: View {
    /// The least length the spacer shrinks to, or nil for the system's.
    public var minLength: CGFloat?
    /// A spacer at least `minLength` points long, or the system's minimum when nil.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

@MainActor extension Spacer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

/// The axis of the stack `node` is laid out in, if it is directly in one.
@MainActor
func stackAxis(around node: ViewNode) -> Axis? {
    node.layoutParent.flatMap { LayoutEngine.rule(for: $0).stackOrientation }
}

@MainActor extension Spacer: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let least = minLength ?? ViewSpacing.standard
        func grow(_ length: CGFloat?) -> CGFloat { max(least, length ?? least) }
        guard let axis = stackAxis(around: node) else {
            return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
        return CGSize(grow(proposal[axis]), along: axis, across: 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
    /// A spacer's own length stands for the space around it: it asks for none more.
    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { .zero }
}

/// A thin line between views.
nonisolated public struct Divider: View {
    /// A divider.
    public init() {}
    public typealias Body = Never
}

@MainActor extension Divider: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .hidden }
}

@MainActor extension Divider: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        // In a row the line stands upright; in a column, or alone, it lies across. One pixel of
        // the device (`pixelLength`): 1/3 point on an iPhone 17, 1/2 on the iPhone SE and the iPads.
        let along = stackAxis(around: node) ?? .vertical
        return CGSize(node.environment.pixelLength, along: along, across: proposal[along.other] ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}
