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
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// This transition and `other` at the same time.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: name + "+" + other.name, removesAtOnce: removesAtOnce && other.removesAtOnce)
    }
    /// One transition for insertion and another for removal; the engine keeps the insertion one's name.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: insertion.name, removesAtOnce: removal.removesAtOnce)
    }
}

/// The transition a view leaves with. The engine animates nothing; what it keeps is whether the view
/// leaves at once (`.identity`), which decides when its disappear actions run (see `LifecycleQueue`).
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
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
    public func transition(_ t: AnyTransition) -> some View { modifier(_TransitionModifier(transition: t)) }
    /// Not modelled: sets how content changes animate.
    public func contentTransition(_ transition: ContentTransition) -> some View { inert("contentTransition") }
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
