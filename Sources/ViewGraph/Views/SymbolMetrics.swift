import Foundation

// How big an SF Symbol (`Image(systemName:)`) is beside text: an ESTIMATE.
//
// A symbol is drawn in the font of the text around it: it takes the font's point size and weight,
// and its scale (`imageScale`) makes it smaller or larger than the text ("Introducing SF Symbols",
// WWDC 2019: the small and large scales are about 20% smaller and 30% larger than medium, the
// default). Each symbol has its own width, and the engine ships no symbol's outline, so the
// estimate takes every symbol as square and, at the medium scale, as tall as a line of its font
// (1.19 em: 20.33 points in body). A lesson that prints a symbol's size should use a wildcard.

/// The estimated size of SF Symbols.
enum SymbolMetrics {
    /// How much an image scale enlarges a symbol, relative to medium.
    static func factor(of scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// The estimated size of a symbol shown in `font`, at `scale`, rounded up to the screen's pixels.
    static func size(in font: FontMetrics, scale: Image.Scale = .medium) -> CGSize {
        let side = TextLayout.roundedUp(font.lineHeight * factor(of: scale), pixel: font.pixel)
        return CGSize(width: side, height: side)
    }
}

extension TextLayout {
    /// The estimated size of an SF Symbol in the environment's font (body when none), at `scale`.
    static func symbolSize(in environment: EnvironmentValues, scale: Image.Scale = .medium) -> CGSize {
        SymbolMetrics.size(in: FontMetrics(font: environment.font, in: environment), scale: scale)
    }
}
