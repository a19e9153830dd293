import Foundation

// How big a `Text` is: the answer a text view gives to the size its parent proposes.
//
// This is the seam between the layout pass (which asks) and the text metrics (which answer). The
// first answer is a rough estimate, written so that layout can be built against the real call:
// the font size of each text style at the default Dynamic Type size, a line height of 1.2 times
// that, and every character half as wide as the font is tall, wrapped at spaces. None of these
// numbers is a measurement of iOS yet; `TextMetrics` replaces them with the published ones.

/// A run of text broken into the lines it shows in, at the size it takes.
struct TextLayout: Equatable {
    /// The lines, as they show; a truncated last line ends in "…".
    var lines: [String]
    /// The size of the laid-out text, in points.
    var size: CGSize
    /// From the top of the text to the baseline of its first line.
    var firstBaseline: CGFloat
    /// From the top of the text to the baseline of its last line.
    var lastBaseline: CGFloat

    /// Lays out `string` in `environment`'s font and text settings, within `proposal`.
    ///
    /// A nil width is as wide as the text wants (one line per paragraph); a nil height is as many
    /// lines as it needs.
    init(string: String, environment: EnvironmentValues, proposal: ProposedViewSize) {
        let pointSize = TextLayout.estimatedPointSize(of: environment.font)
        let lineHeight = (pointSize * 1.2 * 3).rounded(.up) / 3
        let characterWidth = pointSize / 2
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width = proposal.width, width.isFinite else {
                lines.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, CGFloat(candidate.count) * characterWidth > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        let widest = lines.map { CGFloat($0.count) * characterWidth }.max() ?? 0
        self.lines = lines
        self.size = CGSize(width: (widest * 3).rounded(.up) / 3, height: CGFloat(lines.count) * lineHeight)
        self.firstBaseline = lineHeight * 0.8
        self.lastBaseline = CGFloat(max(lines.count - 1, 0)) * lineHeight + lineHeight * 0.8
    }

    /// The font size of `font` at the default Dynamic Type size (an estimate: body when unknown).
    static func estimatedPointSize(of font: Font?) -> CGFloat {
        switch font?.name {
        case "largeTitle": 34
        case "title": 28
        case "title2": 22
        case "title3": 20
        case "callout": 16
        case "subheadline": 15
        case "footnote": 13
        case "caption": 12
        case "caption2": 11
        default: 17
        }
    }
}
