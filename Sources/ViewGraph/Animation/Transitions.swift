import Foundation

/// How a view enters and leaves when it is inserted or removed with animation.
public struct AnyTransition: Sendable {
    let name: String
    /// The built-in transitions: fade, grow, slide in from the leading edge, or none; the engine animates nothing, so each keeps only its name.
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    /// Slides the view in from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes the view in from `edge`, the old one leaving by the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Grows the view from `scale` as it comes and shrinks it back as it goes, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// This transition and `other` at the same time.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// One transition for insertion and another for removal; the engine keeps only the insertion one.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

extension View {
    /// Not modelled: sets how the view enters and leaves when it is inserted or removed with animation.
    public func transition(_ t: AnyTransition) -> some View { inert("transition") }
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
