import Foundation

// Frames: a fixed frame (`frame(width:height:alignment:)`) and a flexible one
// (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`), each placing
// its content inside by `alignment`.

extension View {
    /// Puts the view in a frame `width` by `height` points (either may be nil: the content's own
    /// length on that axis), the content placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment))
    }
    /// Puts the view in a frame with limits on each axis, the content placed in it by `alignment`.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                                  minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                                  alignment: alignment))
    }
}

/// Places `subviews` of a frame in `bounds` by `alignment`: the frame's guide and the content's
/// meet (the content's own guides count, so an `alignmentGuide` inside moves it).
@MainActor
func placeAligned(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment) {
    for subview in subviews {
        let dimensions = subview.dimensions(in: proposal)
        let frame = ViewDimensions(size: bounds.size)
        let x = bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal]
        let y = bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical]
        subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
    }
}

/// A fixed frame: a given width or height replaces the proposal on that axis, for the content and
/// for the frame (Apple's `frame(width:height:alignment:)`: "the size of the frame is the size you
/// specify; ... if you don't specify a dimension, the frame adopts the sizing behavior of its child
/// in that dimension").
public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    var width: Double?
    var height: Double?
    var alignment: Alignment = .center
    public typealias Body = Never
}

extension _FrameLayout: ModifierLayoutRule {
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.map { CGFloat($0) } ?? proposal.width, height: height.map { CGFloat($0) } ?? proposal.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let content = UnaryContent.size(subviews, inner(proposal))
        return CGSize(width: width.map { CGFloat($0) } ?? content.width, height: height.map { CGFloat($0) } ?? content.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
    }
}

/// A flexible frame, sized by Apple's rule for `frame(minWidth:...)`, axis by axis:
/// - the content is offered the frame's proposal, an ideal length standing in for a nil one, limited
///   to the minimum and the maximum;
/// - with both a minimum and a maximum, the frame takes the proposal (or, with none, the content's
///   length), limited to them;
/// - with a minimum only, the proposal when it is smaller than the content, but not below the
///   minimum, else the content's length, not below the minimum;
/// - with a maximum only, the proposal when it is larger than the content, but not above the
///   maximum, else the content's length, not above the maximum (so `maxWidth: .infinity` takes
///   every point offered, and only what the content needs when offered nil);
/// - with neither, the content's length.
public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment = .center
    public typealias Body = Never
}

extension _FlexFrameLayout: ModifierLayoutRule {
    private func limits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (minWidth.map { CGFloat($0) }, idealWidth.map { CGFloat($0) }, maxWidth.map { CGFloat($0) })
                            : (minHeight.map { CGFloat($0) }, idealHeight.map { CGFloat($0) }, maxHeight.map { CGFloat($0) })
    }

    private func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var result = value
        if let high { result = min(result, high) }
        if let low { result = max(result, low) }
        return result
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inner = proposal
        for axis in [Axis.horizontal, .vertical] {
            let (low, ideal, high) = limits(axis)
            inner[axis] = (proposal[axis] ?? ideal).map { clamp($0, low, high) }
        }
        return inner
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let offered = inner(proposal)
        var result = CGSize.zero
        var content: CGSize?
        for axis in [Axis.horizontal, .vertical] {
            let (low, ideal, high) = limits(axis)
            let proposed = proposal[axis] ?? ideal
            if low != nil, high != nil, let proposed {
                result[axis] = clamp(proposed, low, high)
                continue
            }
            if content == nil { content = UnaryContent.size(subviews, offered) }
            let own = content![axis]
            if let low, high == nil {
                result[axis] = (proposed.map { $0 < own } ?? false) ? max(proposed!, low) : max(own, low)
            } else if let high, low == nil {
                result[axis] = (proposed.map { $0 > own } ?? false) ? min(proposed!, high) : min(own, high)
            } else {
                result[axis] = clamp(own, low, high)
            }
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
    }
}
