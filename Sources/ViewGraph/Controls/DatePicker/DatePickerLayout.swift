import Foundation

// How a date picker lays out.
//
// A `DatePicker` in the compact style (iOS's automatic one) is its label at the leading edge and its
// date and time at the trailing edge (`LabeledControlLayout`), each a capsule around its text
// (`DeviceMetrics.compactDatePartPadding`, `compactDatePartHeight`, estimates), 8 apart; so it takes
// the width offered and is as tall as a capsule, in a form row too (the engine's assumption, from
// Apple's pictures of the compact style: the date and the time as buttons beside the label). In the
// `.wheel` style it takes the width offered and is a wheel's height, with no label (unspecified,
// three times a slider's ideal width, an estimate); in the `.graphical` style it is a calendar as
// wide as offered (unspecified, the screen's width less the default padding on each side) and
// `graphicalCalendarHeightBelowWidth` less tall, with no label.

@MainActor extension DatePicker: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let device = DeviceMetrics.current
        switch node.environment.datePickerAppearance {
        case .compact:
            return compactLayout(node).size(proposal, label: subviews)
        case .wheel:
            return CGSize(
                width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? device.trackIdealWidth * 3,
                height: device.wheelPickerHeight)
        case .graphical:
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? device.width - 2 * device.defaultPadding
            return CGSize(width: width, height: max(0, width - device.graphicalCalendarHeightBelowWidth))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard node.environment.datePickerAppearance == .compact else { return }
        compactLayout(node).placeLabel(in: bounds, label: subviews)
    }

    /// Only the compact style shows the label.
    func subviewNodes(of node: ViewNode) -> [ViewNode] {
        node.environment.datePickerAppearance == .compact ? layoutChildren(of: node) : []
    }

    /// The label leading, the date's capsules trailing.
    @MainActor
    private func compactLayout(_ node: ViewNode) -> LabeledControlLayout {
        let widths = partWidths(node)
        let width = widths.reduce(0, +) + defaultSpacing * CGFloat(max(0, widths.count - 1))
        return LabeledControlLayout(part: CGSize(width: width, height: DeviceMetrics.current.compactDatePartHeight))
    }

    /// The width of each capsule: its text and the padding on both sides.
    @MainActor
    private func partWidths(_ node: ViewNode) -> [CGFloat] {
        shownParts().map {
            TextLayout(string: $0, environment: node.environment, proposal: .unspecified).size.width + 2
                * DeviceMetrics.current.compactDatePartPadding
        }
    }

    /// The texts the picker shows, each in a capsule of its own: the date, the time, or both.
    func shownParts() -> [String] {
        var parts: [String] = []
        if components.contains(.date) {
            parts.append(
                selection.wrappedValue.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted).locale(usEnglish))
            )
        }
        if components.contains(.hourAndMinute) {
            parts.append(
                selection.wrappedValue.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(usEnglish)))
        }
        return parts
    }
}

@MainActor extension DatePicker: DrawnDatePicker {
    /// Each capsule's text and frame in a compact picker placed at `frame`; none in another style.
    func drawnParts(of node: ViewNode, in frame: CGRect) -> [(text: String, frame: CGRect)] {
        guard node.environment.datePickerAppearance == .compact else { return [] }
        var x = compactLayout(node).partFrame(in: frame).minX
        let height = DeviceMetrics.current.compactDatePartHeight
        return zip(shownParts(), partWidths(node)).map { text, width in
            defer { x += width + defaultSpacing }
            return (text, CGRect(x: x, y: frame.midY - height / 2, width: width, height: height))
        }
    }
}
