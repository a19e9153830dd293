import Foundation

/// How a change moves from its old look to its new one over time.
public struct Animation: Equatable, Sendable {
    /// The duration, in seconds.
    public var duration: Double
    let curve: String
    /// How long the animation waits before it starts, in seconds.
    var delay: Double = 0
    /// When the animation counts as logically complete, in seconds from its start, if set apart from
    /// its end (`logicallyComplete(after:)`).
    var logicalDuration: Double?

    init(duration: Double, curve: String) {
        self.duration = duration
        self.curve = curve
    }

    /// SwiftUI's duration for a timing curve given without one (`.linear`, `.easeInOut`): 0.35 s.
    static let defaultCurveDuration = 0.35

    /// The default animation: a smooth spring of about half a second.
    public static let `default` = Animation(duration: 0.5, curve: "spring")
    /// A linear animation of `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(duration: duration, curve: "linear") }
    /// A linear animation of 0.35 seconds.
    public static let linear = Animation(duration: defaultCurveDuration, curve: "linear")
    /// An ease-in-out animation of `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration, curve: "easeInOut") }
    /// An ease-in-out animation of 0.35 seconds.
    public static let easeInOut = Animation(duration: defaultCurveDuration, curve: "easeInOut")
    /// An ease-in animation of `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(duration: duration, curve: "easeIn") }
    /// An ease-out animation of `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(duration: duration, curve: "easeOut") }
    /// A spring.
    public static let spring = Animation(duration: 0.5, curve: "spring")
    /// A spring with a response of `response` seconds.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(duration: response, curve: "spring")
    }
    /// A bouncy spring.
    public static let bouncy = Animation(duration: 0.5, curve: "spring")
    /// A smooth spring.
    public static let smooth = Animation(duration: 0.5, curve: "spring")
    /// A snappy spring.
    public static let snappy = Animation(duration: 0.5, curve: "spring")
    /// A spring for interactive changes (iOS 17's `interactiveSpring` property): the spring of
    /// `interactiveSpring(response:dampingFraction:blendDuration:)` with its defaults, whose response
    /// of 0.15 seconds is how long the engine runs it.
    public static let interactiveSpring = Animation(duration: 0.15, curve: "spring")

    /// The same animation, started after `delay` seconds: no frame runs until then.
    public func delay(_ delay: Double) -> Animation {
        var delayed = self
        delayed.delay += delay
        return delayed
    }
    /// The same animation, logically complete `duration` seconds after it starts: a completion that
    /// waits for `.logicallyComplete` runs then, though the animation goes on to its end.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var copy = self
        copy.logicalDuration = duration
        return copy
    }

    /// The same animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var faster = self
        faster.duration = duration / speed
        faster.delay = delay / speed
        faster.logicalDuration = logicalDuration.map { $0 / speed }
        return faster
    }

    /// The fraction of the way from start to end at `progress` (0...1) of the duration.
    func fraction(at progress: Double) -> Double {
        switch curve {
        case "easeInOut": return progress < 0.5 ? 2 * progress * progress : 1 - pow2(-2 * progress + 2) / 2
        case "easeIn": return progress * progress
        case "easeOut": return 1 - (1 - progress) * (1 - progress)
        default: return progress
        }
    }
}

private func pow2(_ x: Double) -> Double { x * x }

/// The context of one change: whether it animates, and how.
public struct Transaction {
    /// The animation of the change, or nil.
    public var animation: Animation?
    /// Whether `.animation(_:value:)` modifiers may add their animation to the change. Only
    /// `withAnimation` animates on the engine's device, so only code that reads it back sees it.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The values of the app's own transaction keys, set for this change.
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value of the app's own `key` in this transaction: its default unless set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Which `withAnimation` or `withTransaction` call made this transaction: 0 outside any. Writes in
    /// different calls are different transactions, and updates of their own (see `StateTransactions`).
    var identity = 0

    /// The transaction of the change being made now (set by `withAnimation`).
    @MainActor static var current = Transaction()
    @MainActor private static var lastIdentity = 0

    @MainActor
    static func withCurrent<Result>(_ transaction: Transaction?, _ body: () throws -> Result) rethrows -> Result {
        guard var transaction else { return try body() }
        lastIdentity += 1
        transaction.identity = lastIdentity
        let saved = current
        current = transaction
        defer { current = saved }
        return try body()
    }
}

/// Makes the state changes in `body` animate with `animation`.
///
/// `@preconcurrency`: SwiftUI declares it with no isolation, so code of the Swift 5 language mode
/// calls it from anywhere (an `ObservableObject`'s method, a global function); the engine keeps
/// its transactions on the main actor, and `@preconcurrency` makes such a call a warning there,
/// as it builds on iOS.
@preconcurrency @MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.withCurrent(Transaction(animation: animation), body)
}

/// A value of the app's own that a transaction carries (`Transaction[MyKey.self]`), as an
/// environment key does for the environment.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that does not set it.
    static var defaultValue: Value { get }
}

/// Makes the state changes in `body` in a new transaction whose `keyPath` is `value`, the rest at
/// their defaults (as SwiftUI's inlined implementation of it does: a fresh `Transaction()`).
@preconcurrency @MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R)
    rethrows -> R
{
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try Transaction.withCurrent(transaction, body)
}

/// Makes the state changes in `body` use `transaction`.
@preconcurrency @MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.withCurrent(transaction, body)
}

/// A type whose values SwiftUI can move between in steps: during an animation it sets
/// `animatableData` to each step and, for a view, runs its body once per frame.
public protocol Animatable {
    /// The type of the animated value.
    associatedtype AnimatableData: VectorArithmetic
    /// The value SwiftUI interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate: what a type with no animatable data of its own gets.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A value that can be added, subtracted and scaled, so that it can be interpolated.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The square of the value's length.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension VectorArithmetic {
    /// The value `amount` of the way from this one to `other` (0 is this one, 1 is `other`), as an
    /// animation between them shows it at that fraction.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var step = other - self
        step.scale(by: amount)
        return self + step
    }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    /// The empty value.
    public init() {}
    /// Zero: the empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animated values as one.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// Pairs two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Both values zero.
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// One animatable view moving from one `animatableData` to another.
@MainActor
final class AnimationRun {
    let node: ViewNode
    let animation: Animation
    let step: (Double) -> Void
    init(node: ViewNode, animation: Animation, step: @escaping (Double) -> Void) {
        self.node = node
        self.animation = animation
        self.step = step
    }
}
