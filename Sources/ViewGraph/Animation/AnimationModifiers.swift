import Foundation

extension View {
    /// Animates changes to the view when `value` changes. The engine draws nothing, so this keeps the content's identity and nothing else.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert("animation") }
}

extension View {
    /// Animates every change below with `animation` (deprecated: use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert("animation") }
}
