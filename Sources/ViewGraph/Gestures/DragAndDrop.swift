import Foundation

extension View {
    /// Not modelled: lets the view be dragged, carrying `payload`.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        inert("draggable")
    }
    /// Not modelled: lets the view be dragged, carrying `payload`, shown as `preview`.
    nonisolated public func draggable<T: Transferable, V: View>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View { inert("draggable") }
    /// Not modelled: accepts items of `payloadType` dropped on the view.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { inert("dropDestination") }
}
