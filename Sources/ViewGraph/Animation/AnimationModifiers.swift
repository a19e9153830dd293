import Foundation

extension View {
    /// Not modelled: animates changes to the view when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert("animation") }
}

extension View {
    /// Not modelled: animates every change below with `animation` (deprecated: use `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { inert("animation") }
}

extension View {
    /// Not modelled: changes the transaction of updates below: the engine's animations ignore it.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inert("transaction") }

    /// Animates only the changes `body` makes to this view (iOS 17's scoped animation).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }

    /// Not modelled: changes the transaction of the changes `body` makes to this view (iOS 17); the engine's animations ignore it.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).inert("transaction")
    }

    /// Not modelled: changes the transaction of updates below when `value` changes; the engine's animations ignore it.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { inert("transaction") }
}
