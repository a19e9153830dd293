import Foundation

// How a switch lays out. A `Toggle` in the default (switch) style is its label, then the switch at
// the trailing edge: it takes the width it is offered, as an `HStack` of the label, a `Spacer` and
// the switch would (Apple's `Toggle` documentation shows a switch standing at the trailing edge of
// its row, and `.fixedSize()` is the published way to make a toggle hug its label); unspecified, it
// is as wide as its label, the standard spacing and the switch. It is as tall as the taller of its
// label and the switch (`DeviceMetrics.switchSize`, 63 x 28 on iOS 26 and later). The label is
// offered what the switch leaves and stands at the leading edge, centred down the row.
//
// A toggle under a style that draws itself (`.button`, a lesson's own `ToggleStyle`) is as big as
// what it draws: its content, as `DefaultLayout` takes it.

extension Toggle: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard Self.showsSwitch(node) else { return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews) }
        let switchSize = DeviceMetrics.iPhone17.switchSize
        let label = UnaryContent.size(subviews, labelProposal(proposal))
        let natural = (label.width > 0 ? label.width + defaultSpacing : 0) + switchSize.width
        let width = proposal.width.map { $0.isFinite ? max($0, switchSize.width) : natural } ?? natural
        return CGSize(width: width, height: max(label.height, switchSize.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard Self.showsSwitch(node) else { return DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews) }
        let offered = labelProposal(ProposedViewSize(bounds.size))
        let label = UnaryContent.size(subviews, offered)
        let origin = CGPoint(x: bounds.minX, y: bounds.midY - label.height / 2)
        UnaryContent.place(subviews, in: CGRect(origin: origin, size: label), proposal: offered)
    }

    /// What the label is offered: the proposal less the switch and the spacing before it.
    private func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let taken = DeviceMetrics.iPhone17.switchSize.width + defaultSpacing
        return ProposedViewSize(width: proposal.width.map { $0.isFinite ? max(0, $0 - taken) : $0 }, height: proposal.height)
    }

    /// Whether the toggle is drawn as a switch: no style of the lesson's own, and not `.button`.
    @MainActor
    static func showsSwitch(_ node: ViewNode) -> Bool {
        guard let top = node.environment.toggleStyles.last else { return true }
        return !top.buildsBody && !(top.style is ButtonToggleStyle)
    }
}
