import Foundation

// How a button lays out. A `Button` is as big as its label: the default style draws the label as
// tinted text, with no room around it (Apple's documentation of `ButtonStyle.automatic`: a borderless
// button on iOS outside a list). Under `.bordered` or `.borderedProminent` the label stands in a
// capsule that adds room on each side, which grows with the control size (`controlSize(_:)`:
// `DeviceMetrics.borderedButtonPadding`, estimates), and the label is offered what the room leaves.
// A bordered button still hugs its label: only a frame on the label (`.frame(maxWidth: .infinity)`)
// makes it span its container, as Apple's examples of full-width buttons do.
//
// A `Link` and a `Menu` are buttons to look at, and take the same rule; a menu's size is its label's,
// and its items, while it is open, stand below it without changing its size (the engine's assumption:
// iOS shows them in a popover over the screen). A button under a style of the lesson's own is as big
// as what the style draws.

/// The room a bordered button style puts around a control's label, or none.
struct ButtonLabelRoom {
    let horizontal: CGFloat
    let vertical: CGFloat

    /// The room for a control at `node`: the innermost button style's, when it is `.bordered` or
    /// `.borderedProminent`, at the control size set above.
    @MainActor
    init(_ node: ViewNode) {
        var bordered = false
        if let top = node.environment.buttonStyles.last, !top.buildsBody, case .primitive(let style) = top.style {
            bordered = style is BorderedButtonStyle || style is BorderedProminentButtonStyle
        }
        let padding: (horizontal: Double, vertical: Double) =
            bordered ? DeviceMetrics.current.borderedButtonPadding(node.environment.controlSize) : (0, 0)
        horizontal = padding.horizontal
        vertical = padding.vertical
    }

    /// The control's size for `proposal`: its label's and the room around it.
    @MainActor
    func size(_ proposal: ProposedViewSize, label: LayoutSubviews) -> CGSize {
        let inner = UnaryContent.size(label, inset(proposal))
        return CGSize(width: inner.width + 2 * horizontal, height: inner.height + 2 * vertical)
    }

    /// Places the label in `bounds`, inside the room, centred as a button centres its label.
    @MainActor
    func place(_ label: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let inner = bounds.insetBy(dx: horizontal, dy: vertical)
        let offered = inset(proposal)
        if label.count == 1 {
            label[0].place(at: CGPoint(x: inner.midX, y: inner.midY), anchor: .center, proposal: offered)
        } else {
            UnaryContent.place(label, in: inner, proposal: offered)
        }
    }

    /// What the label is offered: the proposal less the room.
    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0.isFinite ? max(0, $0 - 2 * horizontal) : $0 },
            height: proposal.height.map { $0.isFinite ? max(0, $0 - 2 * vertical) : $0 })
    }
}

@MainActor extension Button: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if node.primitiveState is StyledButton {
            return DefaultLayout().sizeThatFits(proposal, node: node, subviews: subviews)
        }
        return ButtonLabelRoom(node).size(proposal, label: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        if node.primitiveState is StyledButton {
            return DefaultLayout().placeSubviews(in: bounds, proposal: proposal, node: node, subviews: subviews)
        }
        ButtonLabelRoom(node).place(subviews, in: bounds, proposal: proposal)
    }
}

@MainActor extension Link: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ButtonLabelRoom(node).size(proposal, label: subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ButtonLabelRoom(node).place(subviews, in: bounds, proposal: proposal)
    }
}

@MainActor extension Menu: LayoutRule {
    /// The label, and the items while the menu is open.
    func subviewNodes(of node: ViewNode) -> [ViewNode] {
        shownChildren(of: node).flatMap { $0.isLayoutTransparent ? layoutChildren(of: $0) : [$0] }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ButtonLabelRoom(node).size(proposal, label: labelSubviews(of: node, subviews))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let label = labelSubviews(of: node, subviews)
        ButtonLabelRoom(node).place(label, in: bounds, proposal: proposal)
        let items = LayoutSubviews(
            elements: subviews.filter { !label.contains($0) }, layoutDirection: subviews.layoutDirection)
        guard !items.isEmpty else { return }
        let size = UnaryContent.size(items, .unspecified)
        UnaryContent.place(
            items, in: CGRect(origin: CGPoint(x: bounds.minX, y: bounds.maxY), size: size), proposal: .unspecified)
    }

    /// The subviews of the menu's label.
    private func labelSubviews(of node: ViewNode, _ subviews: LayoutSubviews) -> LayoutSubviews {
        guard let label = node.children.first else { return LayoutSubviews([]) }
        return LayoutSubviews(
            elements: subviews.filter { $0.node === label || $0.node.isDescendant(of: label) },
            layoutDirection: subviews.layoutDirection)
    }
}

extension ViewNode {
    /// Whether `ancestor` is above this node.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var current = parent
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }
}
