import Foundation

// A `Text` answers a proposal through `TextLayout`, the seam to the text metrics: its size is the
// size of its lines for the proposed width, and its first and last text baselines are the
// baselines of its first and last lines (Apple's `VerticalAlignment.firstTextBaseline`: "a guide
// marking the topmost text baseline view"). Texts prefer text-to-text spacing (see `ViewSpacing`).

@MainActor extension Text: LayoutRule {
    /// The size of the text's lines for `proposal`; proposed zero by zero, nothing.
    ///
    /// The zero proposal asks a view for its minimum size (Apple's `ProposedViewSize`: "The zero
    /// proposal; the view responds with its minimum size"), and a text can be cut down to nothing:
    /// iOS answers 0 x 0, where the engine's line rule would answer one empty line, 0 x 20.33.
    /// Evidence: `sizeThatFits(.zero)` on a `Text`'s subview printed 0 x 0 in layouts others ran on
    /// iOS (outside the seeds, not in `Lessons/`). The recording wins over the engine's rule that a
    /// text is at least a line tall; that the rule still holds for any other proposal (a width of 0
    /// with a height, a height below a line's) is the engine's assumption, none measured.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if proposal.width == 0, proposal.height == 0 { return .zero }
        return layout(in: node.environment, proposal: proposal).size
    }

    /// The text's lines for `proposal`, in its own font (`Text("a").font(.title)`) or the environment's,
    /// with its own letter spacing and tightening.
    func layout(in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextLayout {
        let own = textEnvironment(in: environment)
        guard hasRuns else { return TextLayout(string: string(in: environment), environment: own, proposal: proposal) }
        // Parts in fonts of their own, or an image: each run measured in its own font (`TextRun`).
        return TextLayout(
            runs: runs(in: environment), font: FontMetrics(font: own.font, in: own), environment: own,
            proposal: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard guide.axis == .vertical, guide.name == "firstTextBaseline" || guide.name == "lastTextBaseline" else {
            return nil
        }
        let layout = layout(in: node.environment, proposal: proposal)
        return guide.name == "firstTextBaseline" ? layout.firstBaseline : layout.lastBaseline
    }

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { .text }
}
