import Foundation

// Modifiers of scroll views and the safe area. The engine does not scroll: every row is on the screen.

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
    /// Not modelled: moves `target`, where a swipe would stop, as the behaviour wants it (the engine
    /// scrolls by whole screens and never asks).
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
}
/// Rests on page boundaries.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
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
    /// A behaviour that rests aligned to a view, as far as `limitBehavior` lets one swipe go.
    public init(limitBehavior: LimitBehavior = .automatic) {}
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests aligned to a view of the scroll target layout.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests aligned to a view of the scroll target layout, as far as `limitBehavior` lets one swipe go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
}

/// Whether a scroll view bounces when its content fits.
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// Which margins `contentMargins` sets.
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

extension View {
    /// Not modelled: stops the scroll view below from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> some View { inert("scrollDisabled") }
    /// Not modelled: shows or hides the scroll indicators.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { inert("scrollIndicators") }
    /// Not modelled: flashes the scroll indicators of the scroll views below when they appear.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { inert("scrollIndicatorsFlash") }
    /// Not modelled: flashes the scroll indicators of the scroll views below when `value` changes.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { inert("scrollIndicatorsFlash") }
    /// Not modelled: how the scroll view comes to rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { inert("scrollTargetBehavior") }
    /// Not modelled: makes the views of this layout the targets a scroll view rests on.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inert("scrollTargetLayout") }
    /// Binds the id of the view the scroll view rests on: when the app sets it, the scroll view
    /// scrolls that view to its start, as `ScrollViewProxy.scrollTo(_:)` does (a paging tab bar's
    /// tap shows that page). A person's scrolling does not write it back yet: the engine's scroll
    /// actions move by screens, not to a resting view.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id))
    }
    /// Not modelled: lets the scroll view's content draw outside its bounds.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { inert("scrollClipDisabled") }
    /// Not modelled: whether the scroll view bounces.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { inert("scrollBounceBehavior") }
    /// Not modelled: where the scroll view starts.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { inert("defaultScrollAnchor") }
    /// Not modelled: margins around the scroll view's content.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
    /// Not modelled: margins around the scroll view's content, in points.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
    /// Not modelled: margins of `length` points on every side of the scroll view's content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { inert("contentMargins") }
}

extension View {
    /// Shows or hides a scrollable view's background: `.hidden` takes away a list's or a form's
    /// grouped background, so what is behind the list shows (its sections' cards stay).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { environment(\.scrollContentBackground, visibility) }
}

/// Scrolls the scroll view it wraps to the view whose id the app binds, when the app changes it (or
/// gives one from the start).
public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, PrimitiveModifier, MakesContentLazily {
    let id: Binding<ID?>
    public typealias Body = Never

    /// The id the scroll view was last scrolled to, so that an update that leaves it alone does not
    /// scroll again (a person may have scrolled since).
    final class Applied { var id: AnyHashable? }

    /// Reads the bound id in the modifier's own update, so that the app's setting it updates this
    /// modifier (not only the body that holds the state), and scrolls when it is a new one.
    func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View] {
        let applied = node.primitiveState as? Applied ?? Applied()
        node.primitiveState = applied
        follow(node, applied, in: graph)
        return []
    }

    private func follow(_ node: ViewNode, _ applied: Applied, in graph: UpdateGraph) {
        guard let wanted = id.wrappedValue.map(AnyHashable.init) else { applied.id = nil; return }
        guard wanted != applied.id else { return }
        applied.id = wanted
        graph.enqueueAfterUpdate { [weak node, weak graph] in
            guard let node, let graph, node.isMounted else { return }
            graph.scroll(below: node, toRowWithID: wanted)
        }
    }
}
