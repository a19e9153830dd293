import Foundation

/// A view whose look is changed by where it is (`visualEffect`).
///
/// SwiftUI calls the closure when it draws the view, with a proxy of the view's geometry, and the
/// effect changes only the drawing, never the layout (Apple: visual effects "don't affect the layout
/// of the view"). The engine draws nothing: it calls the closure after each placement that gives
/// the view a new frame (the first included), so what the closure reads (`proxy.size`,
/// `proxy.frame(in:)`) is the view's own geometry at that moment, and keeps the content's layout.
nonisolated public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let effect: (GeometryProxy) -> Void
    public typealias Body = Never
}

/// The frame a visual effect was last evaluated at.
final class VisualEffectFrame {
    var frame: CGRect
    init(_ frame: CGRect) { self.frame = frame }
}

@MainActor extension _VisualEffectModifier: ModifierLayoutRule {
    /// A new closure runs at the next placement, even where the view stayed.
    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        (node.primitiveState as? VisualEffectFrame)?.frame = .null
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        guard !LayoutEngine.isDryRun else { return }
        let frame = node.geometry.frame
        if let kept = node.primitiveState as? VisualEffectFrame {
            guard kept.frame != frame else { return }
            kept.frame = frame
        } else {
            node.primitiveState = VisualEffectFrame(frame)
        }
        effect(GeometryProxy(node: node))
    }
}

extension View {
    /// Not modelled: the look `effect` returns is not drawn; the closure itself runs, with a proxy of
    /// the view's real size and frame, each time the layout places the view somewhere new. `effect`
    /// is `@Sendable`, as Apple's page declares it (`nonisolated func visualEffect(_ effect: @escaping
    /// @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View`): SwiftUI may
    /// run it off the main actor, so a view's state read there is an error in the Swift 6 mode.
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        MainActor.assumeIsolated { UnmodelledAPI.note("visualEffect") }
        return modifier(_VisualEffectModifier(effect: { _ = effect(EmptyVisualEffect(), $0) }))
    }
}
