import Foundation

// Modifiers of scroll views. Those that say where a scroll view rests (`defaultScrollAnchor`,
// `scrollTargetBehavior`, `contentMargins`) are kept, as SwiftUI keeps them, in the environment of
// the scroll views they wrap (`ScrollConfiguration`), and read where the offset is decided
// (`ScrollPositioning.swift`) and where the content is placed (`ScrollViewLayout.swift`).

/// What the modifiers around a scroll view say of it: where it starts, where a person's scroll comes
/// to rest, the margins around its content.
struct ScrollConfiguration {
    /// Where the scroll view starts (`defaultScrollAnchor`).
    var defaultAnchor: UnitPoint?
    /// How a person's scroll comes to rest (`scrollTargetBehavior`); nil where the scroll stops.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// The margins around the scrolled content (`contentMargins` for `.automatic` or `.scrollContent`).
    var contentMargins = EdgeInsets()
}

private struct ScrollConfigurationKey: EnvironmentKey {
    static var defaultValue: ScrollConfiguration { ScrollConfiguration() }
}

extension EnvironmentValues {
    /// What the modifiers around the scroll views below say of them.
    var scrollConfiguration: ScrollConfiguration {
        get { self[ScrollConfigurationKey.self] }
        set { self[ScrollConfigurationKey.self] = newValue }
    }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = ScrollIndicatorVisibility()
    public static let visible = ScrollIndicatorVisibility()
    public static let hidden = ScrollIndicatorVisibility()
    public static let never = ScrollIndicatorVisibility()
}

/// How a scroll view comes to rest: it may move the place a swipe would stop at.
public protocol ScrollTargetBehavior {
    /// What a behaviour is told about the scroll view.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where a scroll would stop, as the behaviour wants it. The engine asks it when
    /// a play's scroll ends, with the visible rect there and no velocity (a play's scroll is a slow
    /// drag), and moves the offset to the rect's origin (`ScrollPositioning.swift`).
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior {
    /// Leaves the target where the swipe put it.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll view will come to rest.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content to show.
    public var rect: CGRect
    /// Where in the scroll view `rect` goes, or nil to show it the least move away.
    public var anchor: UnitPoint?
    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour is told about the scroll view and the swipe.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the swipe would have stopped.
    public var originalTarget: ScrollTarget
    /// How fast the swipe was, in points a second.
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// Where each view of the scroll target layout starts along the scroll axis, in the content's
    /// coordinates, for `viewAligned` (SwiftUI keeps this to itself).
    var targetStarts: [CGFloat] = []
}
/// Rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    /// Moves the target to the nearest multiple of the container's length, along each axis it
    /// scrolls, no further than the end (Apple: "aligns scroll targets to container-based geometry";
    /// UIKit's paging "stops on multiples of the scroll view's bounds").
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical]
        where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let end = max(0, context.contentSize[axis] - page)
            target.rect.origin[axis] = min(end, (target.rect.origin[axis] / page).rounded() * page)
        }
    }
}
/// Rests aligned to a view of the scroll target layout.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
    /// A behaviour that rests aligned to a view, as far as `limitBehavior` lets one swipe go (a
    /// play's scroll is one slow drag: the limit does not change where it rests).
    public init(limitBehavior: LimitBehavior = .automatic) {}
    /// Moves the target's start to the start of the nearest view of the scroll target layout along
    /// the scroll axis (Apple: it "aligns to views"; with no scroll target layout there is no view
    /// to align to and the target stays).
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis: Axis = context.axes.contains(.vertical) ? .vertical : .horizontal
        let origin = target.rect.origin[axis]
        guard let nearest = context.targetStarts.min(by: { abs($0 - origin) < abs($1 - origin) }) else { return }
        let end = max(0, context.contentSize[axis] - context.containerSize[axis])
        target.rect.origin[axis] = min(max(0, nearest), end)
    }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests aligned to a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests aligned to a view of the scroll target layout, as far as `limitBehavior` lets one swipe go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

/// Whether a scroll view bounces when its content fits.
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// How a scroll view's content fades where it passes under pinned controls (iOS 26).
public struct ScrollEdgeEffectStyle: Sendable, Equatable {
    let name: String
    /// The style the system picks for the platform and context.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A nearly opaque boundary with a straight line.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A subtle, blurred boundary.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// Which margins `contentMargins` sets.
public struct ContentMarginPlacement: Sendable {
    /// Whether the margins inset the scrolled content (not only the indicators).
    let insetsContent: Bool
    public static let automatic = ContentMarginPlacement(insetsContent: true)
    public static let scrollContent = ContentMarginPlacement(insetsContent: true)
    public static let scrollIndicators = ContentMarginPlacement(insetsContent: false)
}

extension View {
    /// Not modelled: stops the scroll view below from scrolling.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { inert("scrollDisabled") }
    /// Not modelled: shows or hides the scroll indicators.
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View { inert("scrollIndicators") }
    /// Not modelled: flashes the scroll indicators of the scroll views below when they appear.
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert("scrollIndicatorsFlash") }
    /// Not modelled: flashes the scroll indicators of the scroll views below when `value` changes.
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        inert("scrollIndicatorsFlash")
    }
    /// Sets how a person's scroll of the scroll views below comes to rest: `.paging` on multiples of
    /// the scroll view's length, `.viewAligned` at the start of a view of the `scrollTargetLayout`,
    /// a behaviour of the app's own where its `updateTarget` puts it.
    nonisolated public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.targetBehavior = behavior }
    }
    /// Makes the views this layout lines up the targets a scroll view rests on (`.viewAligned`) and
    /// reports (`scrollPosition(id:)`).
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
    /// Binds the id of the view the scroll view rests on: when the app sets it, the scroll view
    /// scrolls to that view, `anchor` of it at `anchor` of the scroll view (nil: the least scroll that
    /// shows it whole), as `ScrollViewProxy.scrollTo(_:anchor:)` does; when a person scrolls, it
    /// takes the id of the top-most (leading-most) view of the `scrollTargetLayout` in sight.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
    /// Not modelled: lets the content of the scroll views below draw past their bounds. Where the
    /// content rests does not change (iOS moves nothing either), and the engine clips nothing: its
    /// screen lists, and its picture draws, a scroll view's content whole.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { inert("scrollClipDisabled") }
    /// Not modelled: how the content of the scroll views below fades at `edges` under pinned controls
    /// (nil: no effect); the engine draws no blur, and where the content rests does not change.
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        inert("scrollEdgeEffectStyle")
    }
    /// Not modelled: whether the scroll view bounces.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    { inert("scrollBounceBehavior") }
    /// Sets where the scroll views below start: `anchor` of the content at `anchor` of the scroll
    /// view (`.bottom`: scrolled to the end), as far as the content reaches (`ScrollPositioning.swift`).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.scrollConfiguration) { $0.defaultAnchor = anchor }
    }
    /// Adds `insets` on `edges` around the content of the scroll views below (`.automatic` and
    /// `.scrollContent`; `.scrollIndicators` moves only the indicators, which are not drawn).
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment(\.scrollConfiguration) { configuration in
            guard placement.insetsContent else { return }
            if edges.contains(.top) { configuration.contentMargins.top = insets.top }
            if edges.contains(.leading) { configuration.contentMargins.leading = insets.leading }
            if edges.contains(.bottom) { configuration.contentMargins.bottom = insets.bottom }
            if edges.contains(.trailing) { configuration.contentMargins.trailing = insets.trailing }
        }
    }
    /// Adds `length` points (nil: the default, none) on `edges` around the content of the scroll
    /// views below.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let value = length ?? 0
        return contentMargins(
            edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }
    /// Adds `length` points on every side of the content of the scroll views below.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        contentMargins(.all, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }
}

extension View {
    /// Shows or hides a scrollable view's background: `.hidden` takes away a list's or a form's
    /// grouped background, so what is behind the list shows (its sections' cards stay).
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// Scrolls the scroll view it wraps to the view whose id the app binds, when the app changes it (or
/// gives one from the start).
nonisolated public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier, MakesContentLazily {
    let id: Binding<ID?>
    let anchor: UnitPoint?
    public typealias Body = Never

    /// The id the scroll view was last scrolled to, so that an update that leaves it alone does not
    /// scroll again (a person may have scrolled since).
    final class Applied { var id: AnyHashable? }

    /// Reads the bound id in the modifier's own update, so that the app's setting it updates this
    /// modifier (not only the body that holds the state), and scrolls when it is a new one.
    @MainActor func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View] {
        let applied = node.primitiveState as? Applied ?? Applied()
        node.primitiveState = applied
        follow(node, applied, in: graph)
        return []
    }

    @MainActor private func follow(_ node: ViewNode, _ applied: Applied, in graph: UpdateGraph) {
        guard let wanted = id.wrappedValue.map({ AnyHashable($0) }) else {
            applied.id = nil
            return
        }
        guard wanted != applied.id else { return }
        applied.id = wanted
        graph.enqueueAfterUpdate { [weak node, weak graph] in
            guard let node, let graph, node.isMounted else { return }
            graph.scroll(below: node, toViewWithID: wanted, anchor: anchor)
        }
    }
}

/// A scroll position binding, told the id of the view a person's scroll brought to the top.
@MainActor
protocol ScrollPositionBinding {
    func scrolled(to id: AnyHashable, at node: ViewNode)
}

@MainActor extension _ScrollPositionModifier: ScrollPositionBinding {
    /// Writes the id the scroll rests on into the binding, and keeps it as applied, so that the
    /// update the write causes does not scroll again.
    func scrolled(to id: AnyHashable, at node: ViewNode) {
        guard let typed = id.base as? ID, self.id.wrappedValue != typed else { return }
        (node.primitiveState as? Applied)?.id = id
        self.id.wrappedValue = typed
    }
}

/// Marks the layout whose views a scroll view rests on and reports (`scrollTargetLayout`).
nonisolated public struct _ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
    let isEnabled: Bool
    public typealias Body = Never
}
