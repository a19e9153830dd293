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
