import Foundation

// A `Gauge` in iOS's automatic style is taken as a linear capacity bar, laid out as a progress bar
// with its label above: the engine's assumption (the other gauge styles are not modelled).

@MainActor extension Gauge: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let device = DeviceMetrics.current
        let label = UnaryContent.size(subviews, ProposedViewSize(width: proposal.width, height: nil))
        let gap = label.height > 0 ? device.indicatorLabelSpacing : 0
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? max(device.trackIdealWidth, label.width)
        return CGSize(width: width, height: label.height + gap + device.progressBarHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let offered = ProposedViewSize(width: bounds.width, height: nil)
        UnaryContent.place(
            subviews, in: CGRect(origin: bounds.origin, size: UnaryContent.size(subviews, offered)), proposal: offered)
    }
}
