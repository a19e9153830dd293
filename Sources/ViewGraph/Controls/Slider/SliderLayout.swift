import Foundation

// How a slider lays out. A `Slider` takes the width it is offered, as `UISlider`, which it is, has no
// width of its own (its `intrinsicContentSize` width is `UIView.noIntrinsicMetric`); unspecified (a
// `fixedSize()`, a horizontal scroll view), it takes `DeviceMetrics.trackIdealWidth`, an estimate.
// It is `DeviceMetrics.sliderHeight` tall whatever it is offered: its track and thumb do not stretch.
//
// iOS draws no label beside a slider: the label names it for VoiceOver (the engine's assumption, from
// Apple's examples of `Slider`, which show only the minimum and maximum value labels beside the
// track). So the label's views are not laid out.

@MainActor extension Slider: LayoutRule {
    func subviewNodes(of node: ViewNode) -> [ViewNode] { [] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let device = DeviceMetrics.current
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? device.trackIdealWidth
        return CGSize(width: width, height: device.sliderHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}
}
