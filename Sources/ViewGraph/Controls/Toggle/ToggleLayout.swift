import Foundation

// How a switch lays out. A `Toggle` in the default (switch) style is its label, then the switch at
// the trailing edge (`LabeledControlLayout`): it takes the width it is offered, as an `HStack` of the
// label, a `Spacer` and the switch would (Apple's `Toggle` documentation shows a switch standing at
// the trailing edge of its row, and `.fixedSize()` is the published way to make a toggle hug its
// label); unspecified, it is as wide as its label, the standard spacing and the switch. It is as tall
// as the taller of its label and the switch (`DeviceMetrics.switchSize`, 63 x 28 on iOS 26 and
// later). The label is offered what the switch leaves and stands at the leading edge, centred down
// the row.
//
// A toggle under a style that draws itself (`.button`, a lesson's own `ToggleStyle`) is as big as
// what it draws: its content, as `DefaultLayout` takes it.

@MainActor extension Toggle: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard Self.showsSwitch(node) else {
            return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
        }
        return Self.layout.size(proposal, label: subviews, hidden: node.environment.labelsVisibility == .hidden)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard Self.showsSwitch(node) else {
            return DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
        Self.layout.placeLabel(in: bounds, label: subviews, hidden: node.environment.labelsVisibility == .hidden)
    }

    /// The label leading, the switch trailing.
    static var layout: LabeledControlLayout { LabeledControlLayout(part: DeviceMetrics.current.switchSize) }

    /// Whether the toggle is drawn as a switch: no style of the lesson's own, and not `.button`.
    @MainActor
    static func showsSwitch(_ node: ViewNode) -> Bool {
        guard let top = node.environment.toggleStyles.last else { return true }
        return !top.buildsBody && !(top.style is ButtonToggleStyle)
    }
}
