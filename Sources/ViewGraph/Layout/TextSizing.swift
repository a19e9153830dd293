import Foundation

// A `Text` answers a proposal through `TextLayout`, the seam to the text metrics: its size is the
// size of its lines for the proposed width, and its first and last text baselines are the
// baselines of its first and last lines (Apple's `VerticalAlignment.firstTextBaseline`: "a guide
// marking the topmost text baseline view"). Texts prefer text-to-text spacing (see `ViewSpacing`).

@MainActor extension Text: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        layout(in: node.environment, proposal: proposal).size
    }

    /// The text's lines for `proposal`, in its own font (`Text("a").font(.title)`) or the environment's,
    /// with its own letter spacing and tightening.
    func layout(in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextLayout {
        let own = textEnvironment(in: environment)
        guard hasRuns else { return TextLayout(string: string(in: environment), environment: own, proposal: proposal) }
        // Parts in fonts of their own, or an image: each run measured in its own font (`TextRun`).
        return TextLayout(runs: runs(in: environment), font: FontMetrics(font: own.font, in: own), environment: own, proposal: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func explicitAlignment(of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        guard guide.axis == .vertical, guide.name == "firstTextBaseline" || guide.name == "lastTextBaseline" else { return nil }
        let layout = layout(in: node.environment, proposal: proposal)
        return guide.name == "firstTextBaseline" ? layout.firstBaseline : layout.lastBaseline
    }

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { .text }
}
