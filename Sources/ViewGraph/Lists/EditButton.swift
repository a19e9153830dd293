import Foundation

/// A button that turns the edit mode of the list around it on and off; on the screen `Button "Edit"` or `Button "Done"`.
///
/// It flips `\.editMode` when an ancestor provides one, and otherwise keeps its own.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// An edit button.
    public init() {}

    /// A button titled Edit or Done that turns the edit mode on or off.
    @MainActor public var body: some View {
        let mode = editMode?.wrappedValue ?? ownMode
        Button(mode.isEditing ? "Done" : "Edit") {
            let next: EditMode = mode.isEditing ? .inactive : .active
            if let editMode { editMode.wrappedValue = next } else { ownMode = next }
        }
    }
}
