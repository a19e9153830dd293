// Rough sizes, for the one decision the engine makes from layout: which rows of a lazy container are
// on the screen.
//
// The layout pass (`LayoutPass.swift`) places the rows a lazy container has built; which rows it
// builds is decided before that, from these estimates. A lazy container (`List`, `LazyVStack`,
// `LazyVGrid`...) builds a row only when the row comes into view, so to know how many rows a launch builds it needs to know how
// tall rows are and how tall the screen is. These are estimates in points, close to an iPhone 17 at
// the default text size: a line of body text is 17 pt × 1.2, padding is 16 pt, a list row is at
// least 44 pt. They decide how many rows are built, never what a row prints.

/// A rough size, in points.
struct EstimatedSize {
    var width: Double
    var height: Double

    static let zero = EstimatedSize(width: 0, height: 0)

    /// The length along `axis`.
    func length(along axis: Axis) -> Double { axis == .vertical ? height : width }
}

/// A view that knows roughly how big it is, given the width it is offered.
@MainActor
protocol SizeEstimating {
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize
}

/// A view that only groups others (`TupleView`, `ForEach`, `Group`, an `if`): its parent lays out
/// what is inside it as if each were its own child.
@MainActor
protocol LayoutGroup {}

extension TupleView: LayoutGroup {}
extension ForEach: LayoutGroup where Content: View {}
extension Group: LayoutGroup {}
extension _ConditionalContent: LayoutGroup {}
extension Optional: LayoutGroup where Wrapped: View {}
extension AnyView: LayoutGroup {}
extension EmptyView: LayoutGroup {}
extension _ViewModifier_Content: LayoutGroup {}

/// The views a container lays out below `node`: groups and views with a body are looked through, and
/// views a lazy container keeps after they left its content take no room.
@MainActor
func layoutChildren(of node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    func collect(_ current: ViewNode) {
        for child in current.children where !child.isRetired {
            if child.composite != nil || child.view is any LayoutGroup {
                collect(child)
            } else {
                found.append(child)
            }
        }
    }
    collect(node)
    return found
}

/// The rough size of the view at `node`, offered `width` points across.
@MainActor
func sizeEstimate(of node: ViewNode, width: Double) -> EstimatedSize {
    if let estimating = node.view as? any SizeEstimating {
        return estimating.estimatedSize(of: node, width: width)
    }
    if node.view is any Shape || node.view is Color {
        // A shape fills what it is offered; in a scrolling stack nothing is offered along the axis.
        return EstimatedSize(width: width, height: 10)
    }
    if node.composite == nil, node.view is any PrimitiveView, !(node.view is any LayoutGroup), node.children.isEmpty {
        return .zero
    }
    // A view with a body, a group, or a primitive the estimate does not know: its parts, one below
    // the other, as a stack would show them.
    return stackedSize(of: layoutChildren(of: node), axis: .vertical, spacing: defaultSpacing, width: width)
}

/// The space a stack puts between two views when none is given.
let defaultSpacing = 8.0

/// The size of `parts` laid out along `axis` with `spacing` between them; `nil` axis puts them on top of each other.
@MainActor
func stackedSize(of parts: [ViewNode], axis: Axis?, spacing: Double, width: Double) -> EstimatedSize {
    guard !parts.isEmpty else { return .zero }
    switch axis {
    case .vertical:
        var size = EstimatedSize.zero
        for part in parts {
            let partSize = sizeEstimate(of: part, width: width)
            size.width = max(size.width, partSize.width)
            size.height += partSize.height
        }
        size.height += spacing * Double(parts.count - 1)
        return size
    case .horizontal:
        // Each part is offered an equal share of the width; the row is as tall as its tallest part.
        let share = max(1, (width - spacing * Double(parts.count - 1)) / Double(parts.count))
        var size = EstimatedSize.zero
        for part in parts {
            let partSize = sizeEstimate(of: part, width: share)
            size.width += partSize.width
            size.height = max(size.height, partSize.height)
        }
        size.width += spacing * Double(parts.count - 1)
        return size
    case nil:
        var size = EstimatedSize.zero
        for part in parts {
            let partSize = sizeEstimate(of: part, width: width)
            size.width = max(size.width, partSize.width)
            size.height = max(size.height, partSize.height)
        }
        return size
    }
}

// MARK: - Text and fonts

extension Font {
    /// The font's size in points at the default Dynamic Type size.
    var pointSize: Double {
        switch name {
        case "largeTitle": return 34
        case "title": return 28
        case "title2": return 22
        case "title3": return 20
        case "headline", "body": return 17
        case "callout": return 16
        case "subheadline": return 15
        case "footnote": return 13
        case "caption": return 12
        case "caption2": return 11
        default:
            if name.hasPrefix("system "), let size = Double(name.dropFirst(7)) { return size }
            return 17
        }
    }
}

extension EnvironmentValues {
    /// The size of text here, in points.
    var textPointSize: Double { (font ?? .body).pointSize }
}

extension Text: SizeEstimating {
    /// Lines of `size × 1.2` points; a character is about half as wide as the font is tall.
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        let size = node.environment.textPointSize
        let characterWidth = size * 0.5
        var lines = 0.0
        var widest = 0.0
        for line in string(in: node.environment).split(separator: "\n", omittingEmptySubsequences: false) {
            let lineWidth = Double(line.count) * characterWidth
            widest = max(widest, min(lineWidth, width))
            lines += max(1, (lineWidth / max(width, characterWidth)).rounded(.up))
        }
        return EstimatedSize(width: widest, height: max(1, lines) * size * 1.2)
    }
}

extension Image: SizeEstimating {
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        let side = node.environment.textPointSize * 1.2
        return EstimatedSize(width: side, height: side)
    }
}

extension Spacer: SizeEstimating {
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize { .zero }
}

extension Divider: SizeEstimating {
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize { EstimatedSize(width: width, height: 1) }
}

extension Toggle: SizeEstimating {
    /// A switch is 31 points tall, beside its label.
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        let label = stackedSize(of: layoutChildren(of: node), axis: .vertical, spacing: defaultSpacing, width: width - 59)
        return EstimatedSize(width: width, height: max(31, label.height))
    }
}

extension TextField: SizeEstimating {
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        EstimatedSize(width: width, height: node.environment.textPointSize * 1.2)
    }
}

extension Label: SizeEstimating {
    /// The icon beside the title.
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        stackedSize(of: layoutChildren(of: node), axis: .horizontal, spacing: defaultSpacing, width: width)
    }
}

// MARK: - Modifiers

/// A modifier that changes the size of what it wraps.
@MainActor
protocol SizeModifying {
    /// The size of the modified view, given the content's size for the width offered to it.
    func modify(_ content: (Double) -> EstimatedSize, width: Double) -> EstimatedSize
}

extension ModifiedContent: SizeEstimating where Content: View, Modifier: ViewModifier {
    /// The content's size (an overlay or a background adds nothing), changed by a padding or a frame.
    func estimatedSize(of node: ViewNode, width: Double) -> EstimatedSize {
        let key = (modifier as? any PrimitiveModifier)?.contentKey
        let content = key.flatMap { node.child(at: $0) } ?? node.children.first
        func contentSize(_ offered: Double) -> EstimatedSize {
            guard let content else { return .zero }
            return sizeEstimate(of: content, width: offered)
        }
        if let sizing = modifier as? any SizeModifying { return sizing.modify(contentSize, width: width) }
        return contentSize(width)
    }
}

extension _PaddingLayout: SizeModifying {
    func modify(_ content: (Double) -> EstimatedSize, width: Double) -> EstimatedSize {
        let inner = content(max(0, width - insets.leading - insets.trailing))
        return EstimatedSize(width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom)
    }
}

extension _FrameLayout: SizeModifying {
    func modify(_ content: (Double) -> EstimatedSize, width: Double) -> EstimatedSize {
        if let fixedWidth = self.width, let height { return EstimatedSize(width: fixedWidth, height: height) }
        let inner = content(self.width ?? width)
        return EstimatedSize(width: self.width ?? inner.width, height: height ?? inner.height)
    }
}

extension _FlexFrameLayout: SizeModifying {
    func modify(_ content: (Double) -> EstimatedSize, width: Double) -> EstimatedSize {
        var size = content(min(width, maxWidth ?? width))
        if maxWidth == .infinity { size.width = width }
        if let minWidth { size.width = max(size.width, minWidth) }
        if let idealHeight { size.height = idealHeight }
        if let minHeight { size.height = max(size.height, minHeight) }
        if let maxHeight, maxHeight.isFinite { size.height = min(size.height, maxHeight) }
        return size
    }
}
