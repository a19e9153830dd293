import Foundation

/// Scrolls the scroll view inside a `ScrollViewReader` to a row, by the row's id.
public struct ScrollViewProxy {
    weak var reader: ViewNode?
    weak var graph: UpdateGraph?

    /// Scrolls the first scroll view inside the reader that holds the view with `id` to it: with no
    /// anchor the least that shows it whole, else with `anchor` of the view at `anchor` of the scroll
    /// view (`ScrollPositioning.swift`); a lazy container builds the rows that come into view.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let graph, reader.isMounted else { return }
        graph.scroll(below: reader, toViewWithID: AnyHashable(id), anchor: anchor)
    }
}

/// A view whose content can scroll its scroll view by id.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader that makes its content with a `ScrollViewProxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public typealias Body = Never
}

@MainActor extension ScrollViewReader: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(
            node,
            children: [
                (.content, graph.makeTracked(for: node) { content(ScrollViewProxy(reader: node, graph: graph)) })
            ])
    }
}
