import Foundation

extension View {
    /// Not modelled: animates changes to the view when `value` changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        inert("animation")
    }
}

extension View {
    /// Not modelled: animates every change below with `animation` (deprecated: use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { inert("animation") }
}

extension View {
    /// Animates only the changes `body` makes to this view (iOS 17's scoped animation).
    nonisolated public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self))
    }
}
