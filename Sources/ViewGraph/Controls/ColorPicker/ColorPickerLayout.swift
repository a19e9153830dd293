import Foundation

// A `ColorPicker` is its label at the leading edge and a colour well at the trailing edge
// (`DeviceMetrics.colorWellSize`).

@MainActor extension ColorPicker: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        Self.layout.size(proposal, label: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        Self.layout.placeLabel(in: bounds, label: subviews)
    }

    /// The label leading, the well trailing.
    static var layout: LabeledControlLayout {
        let side = DeviceMetrics.current.colorWellSize
        return LabeledControlLayout(part: CGSize(width: side, height: side))
    }
}
