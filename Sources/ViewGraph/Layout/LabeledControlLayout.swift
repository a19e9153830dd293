import Foundation

// How a control with a label and a part of its own lays out, where the part has a size of its own
// (a switch, a stepper's − and + buttons, a colour well, a compact date picker's date): the label at
// the leading edge and the part at the trailing edge, as an `HStack` of the label, a `Spacer` and the
// part would. It takes the width it is offered (Apple's documentation shows `Toggle`, `Stepper` and
// `ColorPicker` with the control at the trailing edge of its row; `.fixedSize()` is the published way
// to make one hug its label); unspecified, it is as wide as its label, the standard spacing and the
// part. It is as tall as the taller of the two. The label is offered what the part leaves, and stands
// centred down the control.

/// The layout of a control whose label stands leading and whose `part` stands trailing.
struct LabeledControlLayout {
    /// The size of the part at the trailing edge.
    var part: CGSize

    /// The control's size for `proposal`, given its label.
    @MainActor
    func size(_ proposal: ProposedViewSize, label subviews: LayoutSubviews) -> CGSize {
        let label = UnaryContent.size(subviews, labelProposal(proposal))
        let natural = (label.width > 0 ? label.width + defaultSpacing : 0) + part.width
        let width = proposal.width.map { $0.isFinite ? max($0, part.width) : natural } ?? natural
        return CGSize(width: width, height: max(label.height, part.height))
    }

    /// Places the label at the leading edge of `bounds`, centred down it.
    @MainActor
    func placeLabel(in bounds: CGRect, label subviews: LayoutSubviews) {
        let offered = labelProposal(ProposedViewSize(bounds.size))
        let label = UnaryContent.size(subviews, offered)
        let origin = CGPoint(x: bounds.minX, y: bounds.midY - label.height / 2)
        UnaryContent.place(subviews, in: CGRect(origin: origin, size: label), proposal: offered)
    }

    /// Where the part stands in `bounds`: at the trailing edge, centred down it.
    func partFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - part.width, y: bounds.midY - part.height / 2, width: part.width, height: part.height)
    }

    /// What the label is offered: the proposal less the part and the spacing before it.
    private func labelProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let taken = part.width + defaultSpacing
        return ProposedViewSize(width: proposal.width.map { $0.isFinite ? max(0, $0 - taken) : $0 }, height: proposal.height)
    }
}
