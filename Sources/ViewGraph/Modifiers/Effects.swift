import Foundation

// Visual effects the engine does not draw: matched geometry, symbol effects, haptics, Liquid Glass.
// They compile and keep the content's identity; the namespace they use is stable per view.

/// A namespace for matched geometry effects, made once per view identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
    var id = ID(value: 0)

    /// A namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { id }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The storage of one view's namespace: its identity, kept for the view's lifetime.
    final class Box {
        nonisolated(unsafe) static var lastValue = 0
        let id: ID
        init() {
            Box.lastValue += 1
            id = ID(value: Box.lastValue)
        }
    }
}

extension Namespace: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let box = slot as? Box ?? Box()
        slot = box
        pointer.assumingMemoryBound(to: Namespace.self).pointee.id = box.id
    }
}

extension Namespace: FieldComparable {
    /// A namespace is never a changed input: its identity belongs to the view's, not to its value.
    func isSame(asAny other: Any) -> Bool { other is Namespace }
}

/// Which parts of a view's geometry a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position, the size, or both.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a pushed screen moves in (iOS 18).
public protocol NavigationTransition {}
/// The system's push.
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }
/// A zoom from a source view.
public struct ZoomNavigationTransition: NavigationTransition { public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The system's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

extension View {
    /// Moves this view from (or to) the geometry of the view with the same `id` in `namespace`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View { inert("matchedGeometryEffect") }
    /// How this screen moves in when pushed.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { inert("navigationTransition") }
    /// Marks this view as the source of a zoom transition.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { inert("matchedTransitionSource") }
}

// MARK: - Haptics

/// A haptic played when a value changes.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// The kinds of haptic, by what they say: success, warning, error, a selection, a value going up or down, a start or stop, an alignment, a level change, a path completed, an impact.
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Light, medium or heavy.
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How stiff an impact feels.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Rigid, solid or soft.
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; the engine has no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { inert("sensoryFeedback") }
    /// Plays `feedback` when `trigger` changes and `condition` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { inert("sensoryFeedback") }
    /// Plays the feedback `feedback` returns when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { inert("sensoryFeedback") }
}

// MARK: - SF Symbols

/// An animation of an SF Symbol: bounce, pulse, variable colour, scale, wiggle...
public protocol SymbolEffect {}

/// Every symbol effect, as one value: its variants (`.bounce.up.byLayer`) keep it what it is.
public struct _SymbolEffect: SymbolEffect, Sendable {
    let name: String
    /// Variants of the effect (its direction, by layer or whole, and the like); each keeps the effect as it is.
    public var up: Self { self }
    /// The downward variant.
    public var down: Self { self }
    /// The variant that animates the symbol layer by layer.
    public var byLayer: Self { self }
    /// The variant that animates the whole symbol at once.
    public var wholeSymbol: Self { self }
    /// The variant that lights one layer at a time.
    public var iterative: Self { self }
    /// The variant that lights each layer in turn and keeps it lit.
    public var cumulative: Self { self }
    /// The variant that plays backwards after playing forwards.
    public var reversing: Self { self }
    /// The variant that does not play backwards.
    public var nonReversing: Self { self }
    /// The variant that hides the layers that are off.
    public var hideInactiveLayers: Self { self }
    /// The variant that dims the layers that are off.
    public var dimInactiveLayers: Self { self }
    /// The clockwise variant.
    public var clockwise: Self { self }
    /// The counter-clockwise variant.
    public var counterClockwise: Self { self }
    /// The leftward variant.
    public var left: Self { self }
    /// The rightward variant.
    public var right: Self { self }
    /// The forward variant.
    public var forward: Self { self }
    /// The backward variant.
    public var backward: Self { self }
    /// The replacement in which the old symbol goes down and the new one comes up.
    public var downUp: Self { self }
    /// The replacement in which both symbols move up.
    public var upUp: Self { self }
    /// The replacement in which the old symbol switches off and the new one comes up.
    public var offUp: Self { self }
    /// The variant that draws each layer on separately.
    public var individually: Self { self }
}

extension SymbolEffect where Self == _SymbolEffect {
    /// The SF Symbol effects by name; the engine plays none of them.
    public static var automatic: _SymbolEffect { _SymbolEffect(name: "automatic") }
    /// The effect that bounces the symbol.
    public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
    /// The effect that fades the symbol in and out.
    public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
    /// The effect that lights the symbol's layers in turn.
    public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
    /// The effect that scales the symbol up or down.
    public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
    /// The effect that makes the symbol appear.
    public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
    /// The effect that makes the symbol disappear.
    public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
    /// The effect that replaces one symbol with another.
    public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
    /// The effect that wiggles the symbol.
    public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
    /// The effect that rotates the symbol.
    public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
    /// The effect that makes the symbol swell and shrink, as if breathing.
    public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
    /// The effect that draws the symbol's strokes on.
    public static var drawOn: _SymbolEffect { _SymbolEffect(name: "drawOn") }
    /// The effect that erases the symbol's strokes.
    public static var drawOff: _SymbolEffect { _SymbolEffect(name: "drawOff") }
}

/// How a symbol effect repeats and how fast it runs.
public struct SymbolEffectOptions: Sendable {
    /// The default options, not repeating, or repeating.
    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static let `repeating` = SymbolEffectOptions()
    /// Repeats `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Runs at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// The same options, repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// The same options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// The same options, repeating.
    public var `repeating`: SymbolEffectOptions { self }
    /// The same options, not repeating.
    public var nonRepeating: SymbolEffectOptions { self }
}

/// How an SF Symbol's layers are coloured.
public struct SymbolRenderingMode: Sendable {
    /// One colour, the symbol's own colours, levels of one colour, or a palette of colours.
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

/// A variant of an SF Symbol: filled, circled, slashed...
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// No variant, filled, in a circle, a square or a rectangle, or slashed.
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    /// The same variant, also filled.
    public var fill: SymbolVariants { self }
    /// The same variant, also in a circle.
    public var circle: SymbolVariants { self }
}

extension ContentTransition {
    /// Replaces one SF Symbol with another using `effect`.
    public static func symbolEffect(_ effect: some SymbolEffect = _SymbolEffect.automatic, options: SymbolEffectOptions = .default) -> ContentTransition { .identity }
}

extension View {
    /// Plays `effect` on the SF Symbols below each time `value` changes.
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { inert("symbolEffect") }
    /// Plays `effect` on the SF Symbols below while `isActive`.
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { inert("symbolEffect") }
    /// How the SF Symbols below are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { inert("symbolRenderingMode") }
    /// Which variant of the SF Symbols below is drawn.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { inert("symbolVariant") }
}

// MARK: - Liquid Glass (iOS 26)

/// A Liquid Glass material.
public struct Glass: Sendable {
    /// The regular glass, a clearer glass, or no glass.
    public static let regular = Glass()
    public static let clear = Glass()
    public static let identity = Glass()
    /// The same glass, tinted.
    public func tint(_ color: Color?) -> Glass { self }
    /// The same glass, reacting to touches.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// Glass shapes that blend into each other when close.
public struct GlassEffectContainer<Content: View>: View, ContentContainer {
    let content: Content
    /// A container whose glass shapes blend within `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    var screenName: String? { nil }
    public typealias Body = Never
}

/// A button style of Liquid Glass.
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A prominent button style of Liquid Glass.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The two glass styles as `.glass` and `.glassProminent`.
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { GlassButtonStyle() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() } }

/// When the tab bar shrinks as the content scrolls.
public struct TabBarMinimizeBehavior: Sendable {
    /// As the system chooses, when scrolling down, when scrolling up, or never.
    public static let automatic = TabBarMinimizeBehavior()
    public static let onScrollDown = TabBarMinimizeBehavior()
    public static let onScrollUp = TabBarMinimizeBehavior()
    public static let never = TabBarMinimizeBehavior()
}

extension View {
    /// Draws the view on Liquid Glass in `shape`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View { inert("glassEffect") }
    /// Gives the view's glass an identity for morphing between shapes.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { inert("glassEffectID") }
    /// Joins the view's glass with the others of `id`.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { inert("glassEffectUnion") }
    /// Extends the view under the sidebar and the safe areas, mirrored and blurred.
    public func backgroundExtensionEffect() -> some View { inert("backgroundExtensionEffect") }
    /// When the tab bar shrinks as the content scrolls.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { inert("tabBarMinimizeBehavior") }
    /// A view above the tab bar; in the graph and on the screen after this view.
    public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_DecorationModifier(decoration: content()))
    }
}
