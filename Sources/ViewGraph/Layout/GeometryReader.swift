import Foundation

// `GeometryReader`: a view that takes the whole proposal (Apple: "this view returns a flexible
// preferred size to its parent layout"; offered nil on an axis, it takes 10 points, the default of
// `replacingUnspecifiedDimensions()`, as public measurements inside a `ScrollView` show), and
// makes its content from a `GeometryProxy` of the size and place it got. The content is built
// during layout, once the reader's size is known, and again whenever the size, the place or the
// insets change; it is laid out in the reader's frame with its top-leading corner at the reader's
// (as a `ZStack(alignment: .topLeading)` would).

/// The size and frame of a view, as the layout pass placed it, for a `GeometryReader`'s content or
/// an `onGeometryChange` transform.
public struct GeometryProxy {
    let node: ViewNode
    let frameInGlobal: CGRect
    /// The size of the view.
    public let size: CGSize
    /// The insets of the safe area at the view's edges: the part of the view that lies under the
    /// status bar or the home indicator (zero for a view inside the safe area).
    public let safeAreaInsets: EdgeInsets

    @MainActor
    init(node: ViewNode) {
        self.node = node
        let geometry = node.geometry
        frameInGlobal = geometry.frame
        size = geometry.frame.size
        safeAreaInsets = geometry.safeAreaInsets
    }

    /// The view's frame in `coordinateSpace`: global (the screen), local (the view's own, at zero),
    /// or a named one (the view that named it, or the nearest scroll view's content); a name no view
    /// above gives measures in the global space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        let space = coordinateSpace.coordinateSpace
        if case .local = space { return CGRect(origin: .zero, size: size) }
        // A named space's name is an `AnyHashable`, not `Sendable`; it is read on the main actor on the
        // thread it was made on.
        let named = UncheckedSendable(space)
        let origin = MainActor.assumeIsolated { [node] in ViewGraph.origin(of: named.value, from: node) } ?? .zero
        return frameInGlobal.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The bounds of the space named `coordinateSpace`, in this view's local space; nil when no view
    /// above gives that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        // The name is an `AnyHashable`, not `Sendable`; it is compared on the main actor on this thread.
        let name = UncheckedSendable(coordinateSpace.name)
        return MainActor.assumeIsolated { [node, frameInGlobal] () -> CGRect? in
            var current = node.parent
            while let ancestor = current {
                if let named = ancestor.asModifierCarrier?.anyModifier as? _CoordinateSpaceModifier,
                    named.name == name.value, let frame = ancestor.globalFrame
                {
                    return frame.offsetBy(dx: -frameInGlobal.minX, dy: -frameInGlobal.minY)
                }
                current = ancestor.parent
            }
            return nil
        }
    }
}

/// A view whose content is made from the size it is given.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader that makes its content from a `GeometryProxy`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

/// What a reader's content was last made from.
struct ReaderInputs: Equatable {
    let frame: CGRect
    let insets: EdgeInsets
}

@MainActor extension GeometryReader: PrimitiveView {
    /// Makes the content, in the layout pass, from the geometry the reader has there. Asked in an
    /// update (a new closure from the parent's body, a change the content read), the reader keeps
    /// its content until the layout that follows, which makes it again: so the content runs once,
    /// with the size it will have, as SwiftUI runs it during layout.
    ///
    /// A reader inside another reader's content is made while the outer one places its content,
    /// before the inner one has been placed: it too waits for its own placement, so that its content
    /// never sees a frame of zero (a `Color.clear.onAppear` in a `.background(GeometryReader …)` of
    /// a reader's content prints its view's real frame on iOS: a view at the top-leading corner of a
    /// reader is at (0, 0) in the reader's named space, never at minus the reader's origin).
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard graph.layoutState.isLayingOut, node.geometry.placedInPass == LayoutEngine.pass else {
            node.layoutGeometry?.layoutCache = nil
            LayoutEngine.record(node, childrenChanged: false, in: graph.layoutState)
            return
        }
        graph.reconcile(
            node, children: [(.content, graph.makeTracked(for: node) { content(GeometryProxy(node: node)) })])
    }
}

@MainActor extension GeometryReader: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let geometry = node.geometry
        let inputs = ReaderInputs(frame: geometry.frame, insets: geometry.safeAreaInsets)
        func placeContent(_ subviews: LayoutSubviews) {
            for subview in subviews {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
            }
        }
        if !LayoutEngine.isDryRun, geometry.layoutCache as? ReaderInputs != inputs, let graph = LayoutEngine.graph {
            geometry.layoutCache = inputs
            LayoutEngine.rebuildDuringLayout(node, in: graph)
            LayoutEngine.forcingPlacement { placeContent(LayoutEngine.subviews(of: node)) }
        } else {
            placeContent(subviews)
        }
    }
}
