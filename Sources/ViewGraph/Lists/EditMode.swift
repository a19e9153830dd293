import Foundation

/// Whether a list's rows can be edited (deleted, moved).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows are being edited now.
    public var isEditing: Bool { self != .inactive }
}
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// Whether the list below is being edited: nil unless an ancestor sets it, as outside a navigation stack.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// One screen of a navigation stack (its root, or a screen pushed on it), with the edit mode the
/// stack gives that screen's content.
///
/// Rule: a navigation stack is a container that supports edit mode, so each of its screens reads a
/// `\.editMode` binding of its own, inactive at first, that an `EditButton` on the screen (in its
/// content or its toolbar) turns on and off, and that the screen's views read: a view pushed with an
/// `EditButton` in its navigation bar shows its editing form after a tap on Edit. Evidence: Apple's
/// `EditButton` documentation ("toggles the environment's editMode value for content within a
/// container that supports edit mode", its example an edit button in a `NavigationView`); the 2019
/// SwiftUI book of ohsuyuki/swiftui-sample-code2019-11-25, chapter 10, whose pushed view switches
/// between a text and a field on `editMode.isEditing` with an `EditButton` in `navigationBarItems`.
/// Assumed, as UIKit gives every view controller its own `isEditing`: each screen has its own mode,
/// so a pushed screen starts inactive whatever the screen below shows. An edit mode set by an
/// ancestor (`.environment(\.editMode, $mode)` around the stack) is kept instead.
nonisolated struct _ScreenEditMode: View {
    let content: any View
    typealias Body = Never
}

@MainActor extension _ScreenEditMode: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let mode =
            node.primitiveState as? StoredLocation<EditMode>
            ?? StoredLocation(EditMode.inactive, owner: node, fieldIndex: 0, graph: graph)
        node.primitiveState = mode
        graph.reconcile(
            node,
            children: [
                (.content, screenContent(content, editMode: node.environment.editMode ?? Binding(location: mode)))
            ])
    }

    /// The node of the screen's own root view, under the wrapper `node` (and its edit mode's modifier).
    static func screen(in node: ViewNode) -> ViewNode {
        guard node.view is _ScreenEditMode, let modifier = node.children.first, let screen = modifier.children.first
        else { return node }
        return screen
    }

    private func screenContent<Content: View>(_ content: Content, editMode: Binding<EditMode>) -> any View {
        content.environment(\.editMode, editMode)
    }
}
