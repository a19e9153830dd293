import Foundation

// How a `Label` lays out its icon and title on iOS, in the system's label styles:
//
// - `.automatic` and `.titleAndIcon`: the icon, then the title, in a row, with
//   `DeviceMetrics.labelIconTitleSpacing` between them (8, as measured on iOS: water-rs/waterui
//   issue 1101 measured `Label("Play", systemImage: "play.fill")` at body size, 8 points from the
//   icon to the title). The spacing does not grow or shrink with the font: "labels have an amount
//   of spacing that looks fine at body size, but is enormous at small sizes" (feedback FB15505620,
//   feedback-assistant/reports issue 572). The icon is centred down the title's first line, so a
//   title that wraps keeps its icon beside its first line: assumed, no recording shows a label of
//   several lines. The title is offered the width left beside the icon.
// - In a `List` or `Form` row, the icon stands in a column of a fixed width
//   (`DeviceMetrics.listLabelIconColumnWidth`), centred in it, so the titles of rows with symbols
//   of different widths line up. UIKit's list cells do the same: "the system centers symbol images
//   inside a predefined reserved layout size that scales with the content size category", while
//   "nonsymbol images use a reserved layout size equal to the actual size of the displayed image"
//   (`UIListContentConfiguration.ImageProperties.reservedLayoutSize`). The column's width is an
//   estimate, and grows with Dynamic Type as body text does.
// - `.iconOnly` shows the icon alone, `.titleOnly` the title alone: the other part takes no room
//   and is not on the screen (Apple: "A label style that only displays the icon/title of the
//   label"). The label keeps its title for VoiceOver and for a play's taps.
// - In a toolbar, `.automatic` shows the icon alone, as `.iconOnly` does: "some containers might
//   apply a different default label style to their content, such as only showing icons within
//   toolbars on macOS and iOS" (Apple's documentation of `LabelStyle.titleAndIcon`, which is how a
//   toolbar's label opts back in to its title). A toolbar's items say so to the views below them
//   (`EnvironmentValues.isInToolbar`, `Toolbar.swift`).
// - A style of the lesson's own lays out its body (`SetStyle.swift`).

/// Which parts of a label show.
enum LabelParts {
    case titleAndIcon, iconOnly, titleOnly

    /// The parts the innermost system label style set around `environment` shows.
    init(_ environment: EnvironmentValues) {
        switch environment.labelStyles.last?.style {
        case is IconOnlyLabelStyle: self = .iconOnly
        case is TitleOnlyLabelStyle: self = .titleOnly
        case is TitleAndIconLabelStyle: self = .titleAndIcon
        default: self = environment.isInToolbar ? .iconOnly : .titleAndIcon
        }
    }
}

@MainActor extension Label: LayoutRule {
    /// A hidden part stays off the screen.
    var placesUnplacedSubviews: Bool { false }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard let parts = LabelPlacement(node, subviews) else { return UnaryContent.size(subviews, proposal) }
        return parts.frames(for: proposal).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard let parts = LabelPlacement(node, subviews) else {
            UnaryContent.place(subviews, in: bounds, proposal: proposal)
            return
        }
        let frames = parts.frames(for: proposal)
        let origin = CGPoint(x: bounds.minX - frames.origin.x, y: bounds.minY - frames.origin.y)
        if let icon = frames.icon {
            let shifted = icon.frame.offsetBy(dx: origin.x, dy: origin.y)
            UnaryContent.place(parts.icon, in: shifted, proposal: icon.proposal)
        }
        if let title = frames.title {
            let shifted = title.frame.offsetBy(dx: origin.x, dy: origin.y)
            UnaryContent.place(parts.title, in: shifted, proposal: title.proposal)
        }
    }

    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews
    ) -> CGFloat? {
        // A label's text baselines are its title's, where the title stands in the label.
        guard guide.axis == .vertical, guide.name == "firstTextBaseline" || guide.name == "lastTextBaseline",
            let parts = LabelPlacement(node, subviews), let title = parts.frames(for: proposal).title,
            parts.title.count == 1
        else { return nil }
        let frames = parts.frames(for: proposal)
        let dimensions = parts.title[0].dimensions(in: title.proposal)
        let baseline =
            guide.name == "firstTextBaseline" ? dimensions[.firstTextBaseline] : dimensions[.lastTextBaseline]
        return title.frame.minY - frames.origin.y + baseline
    }
}

/// A label's icon and title, and where the system's label styles put them.
@MainActor
struct LabelPlacement {
    var icon: LayoutSubviews
    var title: LayoutSubviews
    var parts: LabelParts
    /// Whether the label stands in a list's row, where its icon takes a column of its own.
    var isInListRow: Bool
    var environment: EnvironmentValues

    /// The parts of the label `node`, or nil when a style of the lesson's own makes its body.
    init?(_ node: ViewNode, _ subviews: LayoutSubviews) {
        guard node.child(at: .body) == nil,
            let titleNode = node.child(at: .label), let iconNode = node.child(at: .index(1))
        else { return nil }
        func part(_ root: ViewNode) -> LayoutSubviews {
            LayoutSubviews(
                elements: subviews.filter { $0.node === root || $0.node.isDescendant(of: root) },
                layoutDirection: subviews.layoutDirection)
        }
        icon = part(iconNode)
        title = part(titleNode)
        parts = LabelParts(node.environment)
        isInListRow = node.environment.isInListRows
        environment = node.environment
    }

    /// Where a part goes, and what it was offered.
    struct PartFrame {
        var frame: CGRect
        var proposal: ProposedViewSize
    }

    /// The parts' frames for `proposal`, in the label's own space (its origin may be above or
    /// before zero, when an icon reaches past the title), and the label's frame around them.
    struct Frames {
        var icon: PartFrame?
        var title: PartFrame?
        var origin: CGPoint
        var size: CGSize
    }

    /// The column a list row keeps for the icon, at the environment's text size.
    var iconColumnWidth: CGFloat {
        let device = DeviceMetrics.current
        return CGFloat(device.listLabelIconColumnWidth)
            * FontMetrics.scaleFactor(of: .body, at: environment.dynamicTypeSize)
    }

    /// Whether the icon is one SF Symbol, which a list row centres in its column (another image
    /// keeps its own width).
    var iconIsSymbol: Bool {
        icon.count == 1 && (icon[0].node.view as? Image)?.isSymbol == true
    }

    func frames(for proposal: ProposedViewSize) -> Frames {
        let showsIcon = parts != .titleOnly && !icon.isEmpty
        let showsTitle = parts != .iconOnly && !title.isEmpty
        var iconSize = showsIcon ? UnaryContent.size(icon, .unspecified) : .zero
        let column = showsIcon && isInListRow && iconIsSymbol ? max(iconColumnWidth, iconSize.width) : iconSize.width
        if showsIcon, !showsTitle { iconSize = UnaryContent.size(icon, proposal) }
        let spacing: CGFloat = showsIcon && showsTitle ? CGFloat(DeviceMetrics.current.labelIconTitleSpacing) : 0
        let taken = showsIcon ? column + spacing : 0
        let titleProposal = ProposedViewSize(width: proposal.width.map { max($0 - taken, 0) }, height: proposal.height)
        let titleSize = showsTitle ? UnaryContent.size(title, titleProposal) : .zero
        var result = Frames(origin: .zero, size: .zero)
        var iconFrame = CGRect.zero
        if showsIcon {
            // Centred down the title's first line (or the title when it has no text), and across its column.
            let middle = showsTitle ? firstLineMiddle(titleSize, titleProposal) : iconSize.height / 2
            iconFrame = CGRect(
                x: (column - iconSize.width) / 2, y: middle - iconSize.height / 2, width: iconSize.width,
                height: iconSize.height)
            result.icon = PartFrame(frame: iconFrame, proposal: showsTitle ? .unspecified : proposal)
        }
        var titleFrame = CGRect.zero
        if showsTitle {
            titleFrame = CGRect(x: taken, y: 0, width: titleSize.width, height: titleSize.height)
            result.title = PartFrame(frame: titleFrame, proposal: titleProposal)
        }
        let shown = [showsIcon ? iconFrame : nil, showsTitle ? titleFrame : nil].compactMap { $0 }
        let top = shown.map(\.minY).min() ?? 0
        let bottom = shown.map(\.maxY).max() ?? 0
        let right = max(showsIcon ? column : 0, titleFrame.maxX)
        result.origin = CGPoint(x: 0, y: top)
        result.size = CGSize(width: right, height: bottom - top)
        return result
    }

    /// How far down the title its first line's middle is: from its first text baseline, as a line of
    /// the system font reaches 1950 units above the baseline and 494 below; the title's middle when
    /// it shows no text (its first baseline is then its bottom).
    private func firstLineMiddle(_ size: CGSize, _ proposal: ProposedViewSize) -> CGFloat {
        guard title.count == 1 else { return size.height / 2 }
        let baseline = title[0].dimensions(in: proposal)[.firstTextBaseline]
        guard baseline < size.height - 1e-9 else { return size.height / 2 }
        let ascent = baseline
        let descent = ascent * FontMetrics.descenderUnits / FontMetrics.ascenderUnits
        // The line's height on the pixel grid, as a one-line text reports it (so a one-line title
        // and its symbol share their middle exactly).
        return TextLayout.roundedUp(ascent + descent) / 2
    }
}
