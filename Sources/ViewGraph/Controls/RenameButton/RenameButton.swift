import Foundation

/// A button that starts a rename, as SwiftUI declares it (iOS 16: `struct RenameButton<Label> where
/// Label : View`, made by `init()` with a label of `Text` and `Image`): titled Rename with a pencil,
/// it runs the `renameAction(_:)` set around it, and is disabled where none is (Apple's
/// `RenameButton` page). e-b-olson/SwiftUIDemo's RenameButton page uses both.
nonisolated public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    /// A button titled Rename, with a pencil.
    public init() where Label == ViewGraph.Label<Text, Image> {}

    /// A Rename button that runs the rename action around it, or a disabled one.
    @MainActor public var body: some View {
        Button {
            rename?()
        } label: {
            ViewGraph.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}
