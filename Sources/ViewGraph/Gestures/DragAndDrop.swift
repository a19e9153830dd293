import Foundation

extension View {
    /// Lets the view be dragged, carrying `payload`.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inert("draggable") }
    /// Lets the view be dragged, carrying `payload`, shown as `preview`.
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { inert("draggable") }
    /// Accepts items of `payloadType` dropped on the view.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { inert("dropDestination") }
}
