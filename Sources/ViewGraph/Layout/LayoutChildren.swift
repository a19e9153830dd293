// Which views a container lays out: the views below it, looking through what only groups others.

/// A view that only groups others (`TupleView`, `ForEach`, `Group`, an `if`): its parent lays out
/// what is inside it as if each were its own child.
@MainActor
protocol LayoutGroup {}

@MainActor extension TupleView: LayoutGroup {}
@MainActor extension ForEach: LayoutGroup where Content: View {}
@MainActor extension Group: LayoutGroup {}
@MainActor extension _ConditionalContent: LayoutGroup {}
extension Optional: LayoutGroup where Wrapped: View {}
@MainActor extension AnyView: LayoutGroup {}
@MainActor extension EmptyView: LayoutGroup {}
@MainActor extension _ViewModifier_Content: LayoutGroup {}

/// The views a container lays out below `node`: groups and views with a body are looked through, and
/// views a lazy container keeps after they left its content take no room.
@MainActor
func layoutChildren(of node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    func collect(_ current: ViewNode) {
        for child in current.children where !child.isRetired {
            if child.composite != nil || child.isLayoutGroup {
                collect(child)
            } else {
                found.append(child)
            }
        }
    }
    collect(node)
    return found
}
