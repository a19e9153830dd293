import Foundation

// How a stepper lays out: its label at the leading edge and its − and + buttons at the trailing edge
// (`LabeledControlLayout`), 94 x 32 on iOS 26 and later (`DeviceMetrics.stepperSize`). So it takes the
// width it is offered, as a switch does; unspecified, it is its label, the standard spacing and the
// buttons; with no label, just the buttons.

@MainActor extension Stepper: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        Self.layout.size(proposal, label: subviews, hidden: node.environment.labelsVisibility == .hidden)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        Self.layout.placeLabel(in: bounds, label: subviews, hidden: node.environment.labelsVisibility == .hidden)
    }

    /// The label leading, the buttons trailing.
    static var layout: LabeledControlLayout { LabeledControlLayout(part: DeviceMetrics.current.stepperSize) }
}
