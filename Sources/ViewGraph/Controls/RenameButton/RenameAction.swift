import Foundation

/// What a `RenameButton` does when tapped: the action `renameAction(_:)` set around it, read from
/// `@Environment(\.rename)` (SwiftUI, iOS 16: `struct RenameAction`, `var rename: RenameAction?`).
public struct RenameAction {
    let action: () -> Void
    /// Starts the rename.
    @MainActor public func callAsFunction() { action() }
}

private struct RenameKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The action a rename button around this view takes; nil where no `renameAction(_:)` sets one.
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

extension View {
    /// Sets what a `RenameButton` inside this view does (iOS 16).
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Makes a `RenameButton` inside this view focus the field bound to `isFocused` (iOS 16).
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}
