import Foundation

// `aspectRatio`: the content is offered the largest size of the ratio that fits in the proposal
// (`.fit`), or the smallest that covers it (`.fill`), and the modified view is as big as the
// content then is (Apple's `aspectRatio(_:contentMode:)`: "constrains this view's dimensions to the
// specified aspect ratio"; with a nil ratio, "the aspect ratio of the view's ideal size"). A nil or
// infinite dimension of the proposal is made from the other one; with neither, the content's ideal
// size stands.

extension View {
    /// Keeps the view at `ratio` (width over height), fitting or filling the space offered.
    nonisolated public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode))
    }
    /// Keeps the view at the ratio of `aspectRatio`'s width to its height.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(
            _AspectRatioLayout(
                aspectRatio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
                contentMode: contentMode))
    }
    /// Scales the view to fit the space offered, keeping its ratio.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Scales the view to fill the space offered, keeping its ratio.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// Whether scaled content fits inside its frame or fills it.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// The content kept at an aspect ratio.
nonisolated public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    public typealias Body = Never
}

@MainActor extension _AspectRatioLayout: ModifierLayoutRule {
    private func inner(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> ProposedViewSize {
        let ratio: CGFloat
        if let aspectRatio {
            ratio = aspectRatio
        } else {
            let ideal = UnaryContent.size(subviews, .unspecified)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            ratio = ideal.width / ideal.height
        }
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let width?, let height?):
            let fitted = contentMode == .fit ? min(width, height * ratio) : max(width, height * ratio)
            return ProposedViewSize(width: fitted, height: fitted / ratio)
        case (let width?, nil): return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            // Offered nothing (or infinity), the content answers as it would alone: recorded on
            // SwiftUI, Color.aspectRatio(2, contentMode: .fit) offered nil x nil answers 10x10, the
            // colour's ideal size, not 10x5 (mburger89/MetalUI
            // docs/probes/swiftui-layout-input-validation.swift, P8b, 2026-09-14).
            return proposal
        }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        UnaryContent.size(subviews, inner(proposal, subviews))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal, subviews), alignment: .center)
    }
}
