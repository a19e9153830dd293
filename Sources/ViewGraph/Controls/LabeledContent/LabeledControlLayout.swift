import Foundation

// How a control with a label and a part of its own lays out, where the part has a size of its own
// (a switch, a stepper's − and + buttons, a colour well, a compact date picker's date): the label at
// the leading edge and the part at the trailing edge, as an `HStack` of the label, a `Spacer` and the
// part would. It takes the width it is offered (Apple's documentation shows `Toggle`, `Stepper` and
// `ColorPicker` with the control at the trailing edge of its row; `.fixedSize()` is the published way
// to make one hug its label); unspecified, it is as wide as its label, the standard spacing and the
// part. It is as tall as the taller of the two. The label is offered what the part leaves, and stands
// centred down the control.
//
// With its label hidden (`labelsHidden()`, `\.labelsVisibility` `.hidden`), the control is its part
// alone, whatever it is offered, and the label takes no room (it is still there, at no size, for the
// engine to find the control by). Evidence: montage-ios pull request 488 (wanteddev, 2026-05-22)
// sizes its switch from the native toggle's, "iOS 26+: 63×28", "iOS 25 and below: 51×31" (the
// switch's own size); Apple's `labelsHidden()`: "Hides the labels of any controls contained within
// this view". The engine's assumption: a hidden label leaves no spacing either.

/// The layout of a control whose label stands leading and whose `part` stands trailing.
struct LabeledControlLayout {
    /// The size of the part at the trailing edge.
    var part: CGSize

    /// The control's size for `proposal`, given its label.
    @MainActor
    func size(_ proposal: ProposedViewSize, label subviews: LayoutSubviews, hidden: Bool = false) -> CGSize {
        if hidden { return part }
        let label = UnaryContent.size(subviews, labelProposal(proposal))
        let natural = (label.width > 0 ? label.width + defaultSpacing : 0) + part.width
        let width = proposal.width.map { $0.isFinite ? max($0, part.width) : natural } ?? natural
        return CGSize(width: width, height: max(label.height, part.height))
    }

    /// Places the label at the leading edge of `bounds`, centred down it.
    @MainActor
    func placeLabel(in bounds: CGRect, label subviews: LayoutSubviews, hidden: Bool = false) {
        if hidden {
            UnaryContent.place(
                subviews, in: CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0), proposal: .zero)
            return
        }
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
        return ProposedViewSize(
            width: proposal.width.map { $0.isFinite ? max(0, $0 - taken) : $0 }, height: proposal.height)
    }
}
