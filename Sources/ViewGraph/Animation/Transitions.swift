import Foundation

/// How a view enters and leaves when it is inserted or removed with animation.
public struct AnyTransition: Sendable {
    let name: String
    /// Whether the view leaves with no transition at all (`.identity`), so it is removed at once.
    var removesAtOnce = false
    /// The built-in transitions: fade, grow, slide in from the leading edge, or none; the engine animates nothing, so each keeps only its name.
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity", removesAtOnce: true)
    /// Slides the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes the view in from `edge`, the old one leaving by the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Grows the view from `scale` as it comes and shrinks it back as it goes, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale")
    }
    /// This transition and `other` at the same time.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + "+" + other.name, removesAtOnce: removesAtOnce && other.removesAtOnce)
    }
    /// One transition for insertion and another for removal; the engine keeps the insertion one's name.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: insertion.name, removesAtOnce: removal.removesAtOnce)
    }
}

/// A transition of one's own (iOS 17): how a view looks in each phase of coming and going. The
/// engine animates nothing, so a view that is on the screen shows the transition's body in the
/// `identity` phase, and one that leaves waits for its transition as any non-identity one does.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view the transition makes of its content.
    associatedtype Body: View
    /// The view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
    /// The content as it looks in `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does, such as whether it moves the view.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that moves the view.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// Where a view is in its transition: coming, shown, or gone.
public enum TransitionPhase: Equatable, Sendable {
    /// About to be inserted: the transition's starting look.
    case willAppear
    /// On the screen, as it looks when no transition is under way.
    case identity
    /// Removed: the transition's ending look.
    case didDisappear
    /// Whether this is the `identity` phase.
    public var isIdentity: Bool { self == .identity }
    /// -1 before the view appears, 0 while it is shown, 1 after it disappears: a factor to scale an
    /// effect by that runs one way in and the other way out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a `Transition` does to a view.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion may replace one that does).
    public var hasMotion: Bool
    /// The properties of a transition that moves the view, unless `hasMotion` is false.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension AnyTransition {
    /// A type-erased `Transition` of one's own.
    public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }
}

/// The transition a view leaves with. The engine animates nothing; what it keeps is whether the view
/// leaves at once (`.identity`), which decides when its disappear actions run (see `LifecycleQueue`).
nonisolated public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    public typealias Body = Never
}

/// A view that may carry the transition it leaves with.
@MainActor
protocol TransitionCarrier {
    var leavingTransition: AnyTransition? { get }
}

extension ModifiedContent: TransitionCarrier where Content: View, Modifier: ViewModifier {
    var leavingTransition: AnyTransition? { (modifier as? _TransitionModifier)?.transition }
}

extension View {
    /// Sets how the view enters and leaves when it is inserted or removed with animation. The engine
    /// animates nothing; what it keeps is whether the view leaves at once (`.identity`), which decides
    /// when its disappear actions run.
    nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(_TransitionModifier(transition: t)) }
    /// Sets a transition of one's own: the view shows as the transition's body in the `identity`
    /// phase, and leaves (with animation) after its transition, as with any transition but `.identity`.
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
        _TransitionedContent(transition: transition, content: self)
            .modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
    /// Not modelled: sets how content changes animate.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        inert("contentTransition")
    }
}
/// Not modelled: how a view's content changes when it is replaced with animation; the engine animates nothing.
public struct ContentTransition: Sendable {
    /// No animation, or a cross-fade.
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    /// Digits that roll, up or down, as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}

extension ContentTransition {
    /// Digits that roll as `value` changes.
    public static func numericText(value: Double) -> ContentTransition { .identity }
    /// Text that interpolates between its old and new letters.
    public static var interpolate: ContentTransition { .identity }
}

extension AnyTransition {
    /// Blurs the old view out as the new one comes in (iOS 17).
    public static var blurReplace: AnyTransition { AnyTransition(name: "blurReplace") }
    /// Moves the view by `x` and `y` as it comes and goes.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// Moves the view by `offset` as it comes and goes.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// The same transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A view shown through a transition of one's own, in the `identity` phase.
///
/// The transition's `body(content:phase:)` is main-actor, as `Transition` declares it, while
/// `transition(_:)` is `nonisolated`: the body is asked for when the graph reconciles the view, on
/// the main actor, not when the modifier is applied.
nonisolated struct _TransitionedContent<T: Transition>: View {
    let transition: T
    let content: any View
    typealias Body = Never
}

@MainActor extension _TransitionedContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(
            node,
            children: [(.content, transition.body(content: PlaceholderContentView(content: content), phase: .identity))]
        )
    }
}
