import Foundation

// How a progress view and a gauge lay out.
//
// A `ProgressView` with a value (or under `.progressViewStyle(.linear)`) is a bar: it takes the width
// offered, as `UIProgressView` has no width of its own, and is `DeviceMetrics.progressBarHeight` tall;
// its title, when it has one, stands above the bar at the leading edge, `indicatorLabelSpacing`
// above it. Unspecified, it is `trackIdealWidth` wide, or its title's width if wider.
//
// A `ProgressView` without a value (or under `.circular`) is a spinner: a fixed square,
// `activityIndicatorSize` on each side, whatever it is offered (`ProgressView()` in a stack stands
// centred at its own size, which is why Apple's examples give it a frame to spread it); its title
// stands centred below the spinner.

// Under a progress view style of the lesson's own, the progress view is as big as what the style draws.

@MainActor extension ProgressView: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if node.primitiveState is StyledParts {
            return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
        }
        let device = DeviceMetrics.current
        let title = titleSize(node, width: proposal.width)
        let gap = title.height > 0 ? device.indicatorLabelSpacing : 0
        if isSpinner(node) {
            let side = device.activityIndicatorSize
            return CGSize(width: max(side, title.width), height: side + gap + title.height)
        }
        let natural = max(device.trackIdealWidth, title.width)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural
        return CGSize(width: width, height: title.height + gap + device.progressBarHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        if node.primitiveState is StyledParts {
            DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
    }

    /// Whether the progress view is drawn as a spinner: by its style, else by having no value.
    @MainActor
    func isSpinner(_ node: ViewNode) -> Bool {
        switch node.environment.progressViewStyles.last?.style {
        case is CircularProgressViewStyle: return true
        case is LinearProgressViewStyle: return false
        default: return fractionCompleted == nil
        }
    }

    /// The size of the title's text for a width, or zero with no title.
    @MainActor
    private func titleSize(_ node: ViewNode, width: CGFloat?) -> CGSize {
        guard !title.isEmpty else { return .zero }
        return TextLayout(
            string: title, environment: node.environment, proposal: ProposedViewSize(width: width, height: nil)
        ).size
    }
}
