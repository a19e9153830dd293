import Foundation

// Frames: a fixed frame (`frame(width:height:alignment:)`) and a flexible one
// (`frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`), each placing
// its content inside by `alignment`.

extension View {
    /// Puts the view in a frame `width` by `height` points (either may be nil: the content's own
    /// length on that axis), the content placed in it by `alignment`.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        modifier(_FrameLayout(width: FrameLimits.fixed(width), height: FrameLimits.fixed(height), alignment: alignment))
    }
    /// Puts the view in a frame with limits on each axis, the content placed in it by `alignment`.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let width = FrameLimits(min: minWidth, ideal: idealWidth, max: maxWidth)
        let height = FrameLimits(min: minHeight, ideal: idealHeight, max: maxHeight)
        FrameLimits.warn(
            contradictory: width.isContradictory || height.isContradictory, invalid: width.isInvalid || height.isInvalid
        )
        let (w, h) = (width.repaired, height.repaired)
        return modifier(
            _FlexFrameLayout(
                minWidth: w.min, idealWidth: w.ideal, maxWidth: w.max,
                minHeight: h.min, idealHeight: h.ideal, maxHeight: h.max, alignment: alignment))
    }
}

/// What a frame does with lengths it cannot use, and the warnings SwiftUI logs for them.
///
/// Recorded on SwiftUI (mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift,
/// 2026-09-14, a 20-point square probed with one proposal each):
/// - a fixed `frame(width:)` that is negative or not finite logs "Invalid frame dimension (negative
///   or non-finite)."; a negative width (-10, -infinity) makes the frame 0 wide, +infinity and NaN
///   leave the content's width (20), as no width would;
/// - a flexible frame logs "Contradictory frame constraints specified." when its limits are out of
///   order (min > ideal, ideal > max, min > max, a NaN anywhere), and then lets each later limit rise
///   to the earlier one: min 60 / ideal 40 answers 60 at nil; ideal 100 / max 80 answers 100 at nil;
///   min 80 / max 40 answers 80 at 100 and at nil;
/// - it logs "Invalid frame dimension ..." too for a negative or NaN ideal or maximum, a NaN or
///   infinite minimum, and after a contradiction; never for a negative minimum (-10 answers the
///   content's 20) nor for an infinite ideal or maximum;
/// - a frame's own length never goes below zero: maxWidth -10 offered 100 answers 0, idealWidth -10
///   at nil answers 0.
/// SwiftUI answers NaN for a NaN limit (and traps placing a NaN origin); the engine, which must not
/// crash, treats a NaN limit as absent.
struct FrameLimits {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    static let invalidDimension = "Invalid frame dimension (negative or non-finite)."
    static let contradictoryConstraints = "Contradictory frame constraints specified."

    /// A fixed length as the frame keeps it: 0 for a negative one, nil for +infinity or NaN.
    static func fixed(_ length: CGFloat?) -> Double? {
        guard let length else { return nil }
        guard length >= 0, length.isFinite else {
            warn(contradictory: false, invalid: true)
            return length < 0 ? 0 : nil
        }
        return Double(length)
    }

    /// Logs SwiftUI's runtime warnings, contradictory constraints first, as SwiftUI does.
    static func warn(contradictory: Bool, invalid: Bool) {
        guard contradictory || invalid else { return }
        onMainActor {
            if contradictory { UpdateGraph.current?.log(contradictoryConstraints) }
            if invalid || contradictory { UpdateGraph.current?.log(invalidDimension) }
        }
    }

    /// Whether the limits are out of order, a missing one standing for the one before it.
    var isContradictory: Bool {
        let low = min ?? -.infinity
        let middle = ideal ?? low
        let high = max ?? middle
        return !(low <= middle && middle <= high)
    }

    /// Whether a limit is one SwiftUI calls an invalid dimension.
    var isInvalid: Bool {
        if let min, min.isNaN || min == .infinity { return true }
        if let ideal, ideal.isNaN || ideal < 0 { return true }
        if let max, max.isNaN || max < 0 { return true }
        return false
    }

    /// The limits in order: NaN dropped, each limit raised to the one before it.
    var repaired: (min: Double?, ideal: Double?, max: Double?) {
        let low = min.flatMap { $0.isNaN ? nil : $0 }
        var middle = ideal.flatMap { $0.isNaN ? nil : $0 }
        var high = max.flatMap { $0.isNaN ? nil : $0 }
        if let floor = low, let value = middle, value < floor { middle = floor }
        if let floor = middle ?? low, let value = high, value < floor { high = floor }
        return (low.map(Double.init), middle.map(Double.init), high.map(Double.init))
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
nonisolated public struct _FrameLayout: ViewModifier, PrimitiveModifier {
    var width: Double?
    var height: Double?
    var alignment: Alignment = .center
    public typealias Body = Never
}

@MainActor extension _FrameLayout: ModifierLayoutRule {
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { CGFloat($0) } ?? proposal.width, height: height.map { CGFloat($0) } ?? proposal.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let content = UnaryContent.size(subviews, inner(proposal))
        return CGSize(
            width: width.map { CGFloat($0) } ?? content.width, height: height.map { CGFloat($0) } ?? content.height)
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
/// - with neither, the content's length;
/// - offered nil on an axis with an ideal length, the ideal (the limits are in order, see
///   `FrameLimits`); and never below zero.
nonisolated public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier {
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment = .center
    public typealias Body = Never
}

@MainActor extension _FlexFrameLayout: ModifierLayoutRule {
    private func limits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal
            ? (minWidth.map { CGFloat($0) }, idealWidth.map { CGFloat($0) }, maxWidth.map { CGFloat($0) })
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
            // Offered nothing, a frame with an ideal length is that long, whatever its content
            // (recorded: frame(idealWidth: 80) on a 20-point square answers 80 at nil; see
            // `FrameLimits`).
            if proposal[axis] == nil, let ideal {
                result[axis] = Swift.max(0, ideal)
                continue
            }
            let proposed = proposal[axis]
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
            result[axis] = Swift.max(0, result[axis])
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        placeAligned(subviews, in: bounds, proposal: inner(proposal), alignment: alignment)
    }
}
