import Foundation

// How a picker lays out, by its style (`pickerStyle(_:)`) and by where it stands:
//
// - In the rows of a `Form` or a `List`, a menu picker (iOS's automatic style there) and a
//   `.navigationLink` picker are a row: the label at the leading edge, the selected option and its
//   chevrons at the trailing edge (`LabeledControlLayout`), as tall as a line of text, so the row is
//   as tall as a row of text, 44 (the engine's assumption, from Apple's pictures of pickers in
//   forms, where a picker's row is as tall as its neighbours of text).
// - Elsewhere a menu picker shows no label: it is a button of the selected option and the chevrons
//   that opens the options as a menu (Apple's documentation of `MenuPickerStyle`), and hugs them,
//   with no room around them (the engine's assumption: a borderless button's look).
// - `.segmented` (and `.palette`) is a segmented control: it takes the width offered, shared equally
//   by its segments (`UISegmentedControl`'s segments are equal unless told to fit their content),
//   `DeviceMetrics.segmentedControlHeight` tall; unspecified (`.fixedSize()`), each segment is as
//   wide as the widest title and `segmentTitlePadding` on each side: the ideal width that makes a
//   row of long titles overflow (ryanbr/noop pull request 164, July 2026, iOS 26.5: "`.fixedSize()`
//   ... pins each to its ideal width", and without it "a segmented picker collapses" to the room it
//   is given). It shows no label; each option stands centred in its segment.
// - `.wheel` takes the width offered and is `DeviceMetrics.wheelPickerHeight` tall, the selected
//   option centred in it; unspecified, as wide as its widest option. No label.
// - `.inline` in a form's rows: each option is a row of the list, in the picker's section ("each
//   option is displayed inline with other views in the current container", Apple's `PickerStyle.inline`;
//   Esri's arcgis-maps-sdk-swift-toolkit pull request 1349, January 2026: in a `Form` the inline
//   style matches their list of radio-button rows, where in a `VStack` it is a wheel). The list asks
//   for them (`InlineListRows`). Assumed: the label takes no row of its own (no recording shows where
//   iOS puts it). Where the list does not take the rows, the label and options stand in a column;
//   outside a list, a wheel.
//
// The options not shown (a menu's others) are put where the selected one is and not drawn.

@MainActor extension Picker: LayoutRule {
    /// The label's views where the picker shows its label, then the options'.
    func subviewNodes(of node: ViewNode) -> [ViewNode] { shownLabelNodes(of: node) + optionNodes(of: node) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let parts = Parts(self, node, subviews)
        let device = DeviceMetrics.current
        switch Self.look(of: node) {
        case .row:
            return LabeledControlLayout(part: parts.valueSize(device)).size(proposal, label: parts.label)
        case .menuButton:
            return parts.valueSize(device)
        case .segmented:
            let width =
                proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? parts.idealSegmentWidth(device)
                * CGFloat(parts.options.count)
            return CGSize(width: width, height: device.segmentedControlHeight)
        case .wheel:
            let widest = parts.options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? widest + 2 * device.segmentTitlePadding
            return CGSize(width: width, height: device.wheelPickerHeight)
        case .column:
            return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let parts = Parts(self, node, subviews)
        let device = DeviceMetrics.current
        switch Self.look(of: node) {
        case .row:
            let layout = LabeledControlLayout(part: parts.valueSize(device))
            layout.placeLabel(in: bounds, label: parts.label)
            parts.placeValue(in: layout.partFrame(in: bounds), device)
        case .menuButton:
            parts.placeValue(in: bounds, device)
        case .segmented:
            let count = max(1, parts.options.count)
            let segment = bounds.width / CGFloat(count)
            let offered = ProposedViewSize(width: max(0, segment - 2 * device.segmentTitlePadding), height: nil)
            for (index, option) in parts.options.enumerated() {
                option.place(
                    at: CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY), anchor: .center,
                    proposal: offered)
            }
        case .wheel:
            for option in parts.options {
                option.place(
                    at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                    proposal: ProposedViewSize(width: bounds.width, height: nil))
            }
        case .column:
            DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
    }

    /// How a picker stands, from its style and its place.
    enum Look { case row, menuButton, segmented, wheel, column }

    @MainActor
    static func look(of node: ViewNode) -> Look {
        let inRows = node.environment.isInListRows
        switch node.environment.pickerAppearance {
        case .segmented, .palette: return .segmented
        case .wheel: return .wheel
        case .inline: return inRows ? .column : .wheel
        case .automatic, .menu, .navigationLink: return inRows ? .row : .menuButton
        }
    }

    /// The views the picker draws on the screen: its label where it shows one, and its options where
    /// they show (all of a segmented control's or an inline picker's; the selected one of another).
    @MainActor
    func drawnNodes(of node: ViewNode) -> [ViewNode] {
        switch Self.look(of: node) {
        case .row: return labelNodes(of: node) + (selectedOption(of: node).map { [$0] } ?? [])
        case .menuButton, .wheel: return selectedOption(of: node).map { [$0] } ?? []
        case .segmented: return optionNodes(of: node)
        case .column: return labelNodes(of: node) + optionNodes(of: node)
        }
    }

    /// The label's views, where the picker shows its label (in a form's rows).
    private func shownLabelNodes(of node: ViewNode) -> [ViewNode] {
        switch Self.look(of: node) {
        case .row, .column: return labelNodes(of: node)
        case .menuButton, .segmented, .wheel: return []
        }
    }

    /// The label's views.
    private func labelNodes(of node: ViewNode) -> [ViewNode] {
        guard let label = node.children.first else { return [] }
        return label.isLayoutTransparent ? layoutChildren(of: label) : [label]
    }

    /// The options' views, in order.
    private func optionNodes(of node: ViewNode) -> [ViewNode] {
        guard node.children.count > 1, let content = node.children.last else { return [] }
        return pickerOptions(in: content).map(\.node)
    }

    /// The picker's subviews, as its label, its options and the selected option.
    @MainActor
    struct Parts {
        let label: LayoutSubviews
        let options: [LayoutSubview]
        let selected: LayoutSubview?

        init(_ picker: Picker, _ node: ViewNode, _ subviews: LayoutSubviews) {
            let labelCount = picker.shownLabelNodes(of: node).count
            label = LayoutSubviews(
                elements: Array(subviews.prefix(labelCount)), layoutDirection: subviews.layoutDirection)
            options = Array(subviews.dropFirst(labelCount))
            let chosen = picker.selectedOption(of: node)
            selected = options.first { $0.node === chosen }
        }

        /// The selected option and the chevrons after it.
        func valueSize(_ device: DeviceMetrics) -> CGSize {
            let value = selected?.sizeThatFits(.unspecified) ?? .zero
            return CGSize(width: value.width + device.pickerIndicatorWidth, height: value.height)
        }

        /// Puts the selected option at the leading edge of `frame`, centred down it, and the others
        /// where it is.
        func placeValue(in frame: CGRect, _ device: DeviceMetrics) {
            let value = selected?.sizeThatFits(.unspecified) ?? .zero
            let origin = CGPoint(x: frame.minX, y: frame.midY - value.height / 2)
            for option in options { option.place(at: origin, anchor: .topLeading, proposal: .unspecified) }
        }

        /// A segment's width at its ideal: the widest title and the padding on both sides.
        func idealSegmentWidth(_ device: DeviceMetrics) -> CGFloat {
            (options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * device.segmentTitlePadding
        }
    }
}

/// A view whose parts stand as rows of the list around it: an inline picker's options.
@MainActor
protocol InlineListRows {
    /// The rows, or nil when the view is one row.
    func inlineRows(of node: ViewNode) -> [ViewNode]?
}

@MainActor extension Picker: InlineListRows {
    func inlineRows(of node: ViewNode) -> [ViewNode]? {
        Self.look(of: node) == .column ? optionNodes(of: node) : nil
    }
}
