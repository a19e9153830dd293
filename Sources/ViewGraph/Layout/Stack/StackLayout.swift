import Foundation

// How a stack shares its length among its children, and lines them up across.
//
// The rule, as Apple tells it (WWDC 2019 "Building Custom Views with SwiftUI"; WWDC 2022 "Compose
// custom layouts with SwiftUI"; the `HStack` documentation's "the stack offers space to its least
// flexible children first"):
// 1. The spacing between the children is taken off the proposed length first: the stack's own
//    `spacing`, or, when it has none, the distance each pair of neighbours prefers (`ViewSpacing`).
// 2. The children are grouped by `layoutPriority`, highest first. A group is offered what is left
//    after the minimum lengths of every lower group are kept back.
// 3. Inside a group the least flexible child goes first: flexibility is the difference between the
//    length a child takes when offered nothing (`0`) and when offered everything (`.infinity`), so
//    the stack asks each child both, in order, before it shares anything. Each child is offered an
//    equal share of what its group has left, takes what it takes, and the rest is shared among the
//    children after it.
// 3a. A group's spacers come last, and are no party to the sharing: the other children share what
//    is left once the spacers' least lengths are kept back, and the spacers then share what the
//    others left. So `HStack { Text(city); Spacer(); Text("6 nights") }` gives the city all the room
//    the nights leave, and the spacer the rest: a title beside a spacer wraps only when the row is
//    too narrow for it. The engine's assumption, not a measurement: it is what the idiom
//    `HStack { Text(title); Spacer() }` is written for (a title pushed to the leading edge, whole),
//    and Apple's `Spacer` documentation says a spacer "expands as much as it can ... moving sibling
//    views out of the way" (its siblings are not squeezed for it). The equal shares objc.io and the
//    SwiftUI Field Guide measured are of colours and shapes (`HStack { Color; Text; Color }` wraps
//    its text at a third), never of spacers; a recording with `screen frames` of such a row would
//    settle it.
// 4. With no proposed length (`nil`, inside a scroll view), each child is asked its ideal length.
// 5. Across, each child is offered the stack's proposal; the stack is as thick as its children
//    once their alignment guides are lined up.
// Evidence: objc.io, "Thinking in SwiftUI" (2020, 2023), whose measurements of `HStack { Text;
// Color }` and two texts of different lengths follow steps 2-3; the proposals the custom layouts of
// public blog posts print (0 and infinity first, then the share) follow step 3's order.

/// The space a stack puts between two views when none is given.
let defaultSpacing = 8.0

/// The shared algorithm of `HStackLayout` and `VStackLayout`.
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    /// The guide the children line up by, across the axis.
    let alignment: AlignmentKey

    /// The gaps between neighbours: each child's spacing is asked once, not once per neighbour.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let spacings = subviews.map(\.spacing)
        return (0..<(subviews.count - 1)).map { index in spacings[index].distance(to: spacings[index + 1], along: axis)
        }
    }

    /// What each child is offered for `proposal`, and the size it takes for it.
    func allocate(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (
        offers: [ProposedViewSize], sizes: [CGSize]
    ) {
        let across = proposal[axis.other]
        let count = subviews.count
        guard let length = proposal[axis] else {
            let offer = ProposedViewSize(nil, along: axis, across: across)
            return (Array(repeating: offer, count: count), subviews.map { $0.sizeThatFits(offer) })
        }
        var minima: [CGFloat] = []
        var flexibility: [CGFloat] = []
        for subview in subviews {
            let least = subview.sizeThatFits(ProposedViewSize(0, along: axis, across: across))[axis]
            let most = subview.sizeThatFits(ProposedViewSize(.infinity, along: axis, across: across))[axis]
            minima.append(least)
            flexibility.append(most - least)
        }
        var offers = Array(repeating: ProposedViewSize.zero, count: count)
        var sizes = Array(repeating: CGSize.zero, count: count)
        var remaining = length - gaps(subviews).reduce(0, +)
        let priorities = subviews.map(\.priority)
        var keptBack = minima.reduce(0, +)
        for priority in Set(priorities).sorted(by: >) {
            let group = (0..<count).filter { priorities[$0] == priority }
            keptBack -= group.reduce(0) { $0 + minima[$1] }
            let spacers = group.filter { subviews[$0].isSpacer }
            var room = remaining - keptBack - spacers.reduce(0) { $0 + minima[$1] }
            var left = group.count - spacers.count
            let others = group.filter { !subviews[$0].isSpacer }.sorted(by: {
                (flexibility[$0], $0) < (flexibility[$1], $1)
            })
            for index in others + spacers {
                if left == 0 {
                    // The spacers' turn: what the others left, with their least lengths given back.
                    room += spacers.reduce(0) { $0 + minima[$1] }
                    left = spacers.count
                }
                let share = max(0, room / CGFloat(left))
                let offer = ProposedViewSize(share, along: axis, across: across)
                let size = subviews[index].sizeThatFits(offer)
                offers[index] = offer
                sizes[index] = size
                room -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        return (offers, sizes)
    }

    /// Where each child's guide falls across it.
    private func guides(_ subviews: LayoutSubviews, _ offers: [ProposedViewSize]) -> [CGFloat] {
        zip(subviews, offers).map { subview, offer in
            let dimensions = subview.dimensions(in: offer)
            return alignment.axis == .horizontal
                ? dimensions[HorizontalAlignment(name: alignment.name)]
                : dimensions[VerticalAlignment(name: alignment.name)]
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let (offers, sizes) = allocate(proposal, subviews)
        let length = sizes.reduce(0) { $0 + $1[axis] } + gaps(subviews).reduce(0, +)
        let guides = guides(subviews, offers)
        let before = guides.max() ?? 0
        let after = zip(sizes, guides).map { $0[axis.other] - $1 }.max() ?? 0
        return CGSize(length, along: axis, across: before + after)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let (offers, sizes) = allocate(proposal, subviews)
        let gaps = gaps(subviews)
        let guides = guides(subviews, offers)
        let line = (axis == .horizontal ? bounds.minY : bounds.minX) + (guides.max() ?? 0)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        for index in subviews.indices {
            let acrossOrigin = line - guides[index]
            let origin = axis == .horizontal ? CGPoint(x: cursor, y: acrossOrigin) : CGPoint(x: acrossOrigin, y: cursor)
            subviews[index].place(at: origin, anchor: .topLeading, proposal: offers[index])
            cursor += sizes[index][axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }
}

/// A layout that places its children in a row.
public struct HStackLayout: Layout, NamedLayout {
    /// How the children line up vertically.
    public var alignment: VerticalAlignment
    /// The gap between children, or nil for the distance each pair prefers.
    public var spacing: CGFloat?
    /// A row layout with `alignment` and `spacing`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, spacing: spacing, alignment: alignment.key)
    }
    /// The row's size for `proposal`: its children's widths and the gaps between them, as tall as
    /// its children once lined up.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }
    /// Places the children side by side in `bounds`, lined up by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
    var layoutName: String { "HStack" }
}

/// A layout that places its children in a column.
public struct VStackLayout: Layout, NamedLayout {
    /// How the children line up horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between children, or nil for the distance each pair prefers.
    public var spacing: CGFloat?
    /// A column layout with `alignment` and `spacing`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, spacing: spacing, alignment: alignment.key)
    }
    /// The column's size for `proposal`: its children's heights and the gaps between them, as wide
    /// as its children once lined up.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }
    /// Places the children one below the other in `bounds`, lined up by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
    var layoutName: String { "VStack" }
}

/// A layout that places its children on top of each other.
///
/// Each child is offered the whole proposal; the stack is as big as its children once their guides
/// are lined up on both axes, and places them so (Apple's `ZStack` documentation: it "overlays its
/// subviews, aligning them in both axes").
public struct ZStackLayout: Layout, NamedLayout {
    /// How the children line up in both directions.
    public var alignment: Alignment
    /// An overlay layout with `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func extent(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (
        size: CGSize, lines: CGPoint, guides: [CGPoint]
    ) {
        var guides: [CGPoint] = []
        var before = CGPoint.zero
        var after = CGPoint.zero
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
            guides.append(guide)
            before = CGPoint(x: max(before.x, guide.x), y: max(before.y, guide.y))
            after = CGPoint(x: max(after.x, dimensions.width - guide.x), y: max(after.y, dimensions.height - guide.y))
        }
        return (CGSize(width: before.x + after.x, height: before.y + after.y), before, guides)
    }

    /// The size that holds every child, lined up.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extent(subviews, proposal).size
    }
    /// Places every child in `bounds`, their guides on one point.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (_, lines, guides) = extent(subviews, proposal)
        for (subview, guide) in zip(subviews, guides) {
            subview.place(
                at: CGPoint(x: bounds.minX + lines.x - guide.x, y: bounds.minY + lines.y - guide.y),
                anchor: .topLeading, proposal: proposal)
        }
    }
    var layoutName: String { "ZStack" }
}
