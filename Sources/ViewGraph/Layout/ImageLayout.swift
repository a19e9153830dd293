import Foundation

// An `Image`: a resizable one takes the proposal (Apple's `resizable(capInsets:resizingMode:)`:
// "sets the mode by which SwiftUI resizes an image to fit its space"); any other keeps its own
// size whatever it is offered. The engine has no image files, so an asset image's own size is an
// assumption (`assetImageSide`); an SF Symbol is sized by the font around it: the engine's
// estimate is a square of the font's line height (`TextLayout`'s for one line), since symbols are
// drawn to match the text beside them and the glyphs' exact bounds are not published.

@MainActor extension Image: LayoutRule {
    /// The side of an asset image the engine has no file for (an assumption).
    nonisolated static let assetImageSide: CGFloat = 100

    /// The image's own size in `environment`.
    func naturalSize(in environment: EnvironmentValues) -> CGSize {
        guard isSymbol else { return CGSize(width: Image.assetImageSide, height: Image.assetImageSide) }
        let line = TextLayout(string: "X", environment: environment, proposal: .unspecified).size.height
        return CGSize(width: line, height: line)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let natural = naturalSize(in: node.environment)
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}
