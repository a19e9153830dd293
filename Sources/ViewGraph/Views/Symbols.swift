import Foundation

extension View {
    /// Not modelled: animates a symbol when `value` changes.
    nonisolated public func symbolEffect<E>(_ effect: E, value: some Equatable) -> some View { inert("symbolEffect") }
}

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
    public static func symbolEffect(
        _ effect: some SymbolEffect = _SymbolEffect.automatic, options: SymbolEffectOptions = .default
    ) -> ContentTransition { .identity }
}

extension View {
    /// Not modelled: plays `effect` on the SF Symbols below each time `value` changes.
    nonisolated public func symbolEffect<E: SymbolEffect, V: Equatable>(
        _ effect: E, options: SymbolEffectOptions = .default, value: V
    ) -> some View { inert("symbolEffect") }
    /// Not modelled: plays `effect` on the SF Symbols below while `isActive`.
    nonisolated public func symbolEffect<E: SymbolEffect>(
        _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { inert("symbolEffect") }
    /// Not modelled: how the SF Symbols below are coloured.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        inert("symbolRenderingMode")
    }
    /// Not modelled: which variant of the SF Symbols below is drawn.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { inert("symbolVariant") }
}
