import Foundation

// Phase and keyframe animators, scroll transitions and visual effects (iOS 17). A phase animator moves
// its content through its phases on the host's clock (`PhaseAnimator`); a keyframe animator shows its
// content with its initial values: its keyframes are never run.

/// The content a phase or keyframe animator, or a `Transition`, is given to change: the view the
/// modifier is attached to. `Value` names who asks (the view, or the transition), as in SwiftUI.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: any View
    public typealias Body = Never
}

@MainActor extension PlaceholderContentView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}

extension View {
    /// Moves the view through `phases` each time `trigger` changes (see `PhaseAnimator`).
    nonisolated public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) },
            animation: animation)
    }

    /// Moves the view through `phases` over and over (see `PhaseAnimator`).
    nonisolated public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Animates values along keyframes each time `trigger` changes; shown with `initialValue`.
    nonisolated public func keyframeAnimator<Value, V: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates values along keyframes over and over; shown with `initialValue`.
    nonisolated public func keyframeAnimator<Value, V: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A view whose content moves through phases, on the host's clock.
///
/// The content starts in the first phase. Each step moves to the next phase in `withAnimation` of the
/// animation the `animation` closure gives for the phase being entered ("the animation to use when
/// transitioning to the next phase", Apple's documentation of `init(_:content:animation:)`), and the
/// next step comes when that animation has run its course (its delay and duration; a step with no
/// animation takes one frame, a sixtieth of a second). After the last phase the content goes back to
/// the first in the same way. Without a trigger the phases cycle for as long as the view is on the
/// screen ("cycles through a sequence of phases continuously"); with one, each change of the trigger
/// runs one cycle ("a value whose changes cause the animator to use the next phase"; the first value
/// starts nothing), and a change during a cycle cancels it and starts another at once. The
/// content closure runs in the animator's own body, once for each phase it shows, not in the body
/// that wrote it. No console records a phase animator yet: the timing is the engine's reading of
/// Apple's words.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var lastTrigger: PhaseTrigger?

    /// Content made for each of `phases` in turn, each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Content made for each of `phases` in turn, over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    @MainActor public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[min(index, phases.count - 1)])
                .task(id: trigger) { @MainActor in await cycle() }
        }
    }

    /// Steps through the phases: for ever without a trigger; once per change of the trigger with one.
    @MainActor
    private func cycle() async {
        guard Host.current != nil else { return }
        if let trigger {
            let first = lastTrigger == nil
            lastTrigger = trigger
            if first { return }
        }
        repeat {
            for next in Array(phases.indices.dropFirst()) + [0] {
                let move = animation(phases[next])
                withAnimation(move) { index = next }
                let seconds = max(move.map { $0.delay + $0.duration } ?? 0, 1.0 / 60)
                do { try await Host.sleep(for: .milliseconds(Int64((seconds * 1000).rounded()))) } catch { return }
                if Task.isCancelled { return }
            }
        } while trigger == nil && !Task.isCancelled
    }
}

/// A phase animator's trigger, compared with its own `==`.
struct PhaseTrigger: Equatable {
    let value: Any
    let isEqual: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }
    static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool { lhs.isEqual(rhs.value) }
}

/// A view whose content is made from values that move along keyframes; shown with the initial values.
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    let content: Content

    /// Content made from values animated along `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) {
        self.content = content(initialValue)
    }

    /// Content made from values animated along `keyframes` over and over.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> _KeyframesGroup<Value>
    ) {
        self.content = content(initialValue)
    }

    public typealias Body = Never
}

@MainActor extension KeyframeAnimator: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}

// MARK: - Keyframes

/// Keyframes for the values of a keyframe animator.
public protocol Keyframes {
    /// The type of the animated values.
    associatedtype Value
}

/// The keyframes of one property of the animated values.
public protocol KeyframeTrackContent {
    /// The type of the property.
    associatedtype Value
}

/// The tracks a `KeyframesBuilder` collected.
public struct _KeyframesGroup<Value>: Keyframes {}

/// The keyframes a `KeyframeTrackContentBuilder` collected.
public struct _KeyframeTrackGroup<Value>: KeyframeTrackContent {}

/// Collects keyframe tracks, each for a property of `Value`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> where K.Value == Value {
        _KeyframesGroup()
    }
    /// A keyframe of the whole value, outside any track (a track of the value itself).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesGroup<Value>
    where K.Value == Value { _KeyframesGroup() }
    public static func buildBlock(_ parts: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    /// The keyframes a `for` loop makes.
    public static func buildArray(_ parts: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildOptional(_ part: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> { _KeyframesGroup() }
    public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }
    public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }
}

/// Collects the keyframes of one track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTrackGroup<Value>
    where K.Value == Value { _KeyframeTrackGroup() }
    public static func buildBlock(_ parts: _KeyframeTrackGroup<Value>...) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
    public static func buildOptional(_ part: _KeyframeTrackGroup<Value>?) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
    public static func buildEither(first: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { first }
    public static func buildEither(second: _KeyframeTrackGroup<Value>) -> _KeyframeTrackGroup<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTrackGroup<Value>]) -> _KeyframeTrackGroup<Value> {
        _KeyframeTrackGroup()
    }
}

/// The keyframes of the property at a key path of the animated values.
public struct KeyframeTrack<Root, TrackValue>: Keyframes {
    /// The type of the animated values the track belongs to.
    public typealias Value = Root
    /// Keyframes for the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, TrackValue>,
        @KeyframeTrackContentBuilder<TrackValue> content: () -> _KeyframeTrackGroup<TrackValue>
    ) {}
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> _KeyframeTrackGroup<Root>) where TrackValue == Root {}
}

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached with `spring`, in `duration` seconds when given.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a smooth curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe at `to`, reached in `duration` seconds along a curve that starts and ends at the given velocities.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe reached at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe that jumps to `to`.
    public init(_ to: Value) {}
}

/// A timing curve from 0 to 1.
public struct UnitCurve: Sendable {
    /// The named curves: linear, easing in, out or both, and the circular forms of the three eases.
    public static let linear = UnitCurve()
    public static let easeIn = UnitCurve()
    public static let easeOut = UnitCurve()
    public static let easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve()
    public static let circularEaseOut = UnitCurve()
    public static let circularEaseInOut = UnitCurve()
}

/// A spring's physics.
public struct Spring: Sendable {
    /// A spring that settles in about `duration` seconds, with `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    /// A spring given by its mass, stiffness and damping.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    /// A spring with no bounce, a snappy one, and a bouncy one; all alike here.
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}

// MARK: - Visual effects and scroll transitions

/// A change of look that depends on a view's place on the screen (`visualEffect`, `scrollTransition`).
public protocol VisualEffect {}

/// No change of look: the start of a chain of visual effects.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect, to chain effects onto.
    public init() {}
}

extension VisualEffect {
    /// The effect, faded to `opacity`; like every effect below, the engine returns it unchanged, as it draws nothing.
    public func opacity(_ opacity: Double) -> Self { self }
    /// The effect, scaled by `scale`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, scaled by `scale`'s width and height.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The effect, moved by `offset`.
    public func offset(_ offset: CGSize) -> Self { self }
    /// The effect, rotated by `angle`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// The effect, rotated by `angle` in three dimensions.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> Self { self }
    /// The effect, blurred by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// The effect, brightened by `amount`.
    public func brightness(_ amount: Double) -> Self { self }
    /// The effect, with its contrast changed by `amount`.
    public func contrast(_ amount: Double) -> Self { self }
    /// The effect, with its saturation changed by `amount`.
    public func saturation(_ amount: Double) -> Self { self }
    /// The effect, with `amount` of its colour taken out.
    public func grayscale(_ amount: Double) -> Self { self }
    /// The effect, with its hues rotated by `angle`.
    public func hueRotation(_ angle: Angle) -> Self { self }
}

/// A view whose look is changed by where it is (`visualEffect`).
///
/// SwiftUI calls the closure when it draws the view, with a proxy of the view's geometry, and the
/// effect changes only the drawing, never the layout (Apple: visual effects "don't affect the layout
/// of the view"). The engine draws nothing: it calls the closure after each placement that gives
/// the view a new frame (the first included), so what the closure reads (`proxy.size`,
/// `proxy.frame(in:)`) is the view's own geometry at that moment, and keeps the content's layout.
nonisolated public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let effect: (GeometryProxy) -> Void
    public typealias Body = Never
}

/// The frame a visual effect was last evaluated at.
final class VisualEffectFrame {
    var frame: CGRect
    init(_ frame: CGRect) { self.frame = frame }
}

@MainActor extension _VisualEffectModifier: ModifierLayoutRule {
    /// A new closure runs at the next placement, even where the view stayed.
    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {
        (node.primitiveState as? VisualEffectFrame)?.frame = .null
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        UnaryContent.place(subviews, in: bounds, proposal: proposal)
        guard !LayoutEngine.isDryRun else { return }
        let frame = node.geometry.frame
        if let kept = node.primitiveState as? VisualEffectFrame {
            guard kept.frame != frame else { return }
            kept.frame = frame
        } else {
            node.primitiveState = VisualEffectFrame(frame)
        }
        effect(GeometryProxy(node: node))
    }
}

/// Where a view is as it scrolls into or out of sight.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// At the top or leading edge of the visible region, fully in it, or at the bottom or trailing edge.
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in sight.
    public var isIdentity: Bool { self == .identity }
    /// -1 before, 0 in sight, 1 after.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// When a scroll transition animates.
public struct ScrollTransitionConfiguration: Sendable {
    /// Following the scroll as it goes, animated as the view crosses the threshold, or no transition.
    public static let interactive = ScrollTransitionConfiguration()
    public static let animated = ScrollTransitionConfiguration()
    public static let identity = ScrollTransitionConfiguration()
    /// Animated with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration()
    }
    /// The same configuration, with a threshold.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }
    /// How far in a view must be to count as in sight.
    public struct Threshold: Sendable {
        /// The named thresholds: the view fully in sight, not yet fully hidden, or centred.
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static let centered = Threshold()
        /// The view counts as in sight once `amount` (0 to 1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
    }
}

/// Where a scroll view is scrolled to (iOS 18); the engine does not scroll.
/// Unchecked: SwiftUI declares it `Sendable`; its one non-Sendable field, the `AnyHashable` id, holds
/// the ids lessons give views, and a value is copied, never shared, across threads.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    /// The id of the view scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?

    /// A position at `edge`, or nowhere in particular.
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position that will hold the id of a view, of `idType`; none yet.
    public init(idType: (some Hashable).Type = Never.self) {}
    /// A position at the view with `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    /// A position at `point` of the content.
    public init(point: CGPoint) { self.point = point }
    /// A position at `x`, `y` of the content.
    public init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    /// A position at `x` across the content.
    public init(x: CGFloat) { self.x = x }
    /// A position at `y` down the content.
    public init(y: CGFloat) { self.y = y }

    /// The point scrolled to, if a point was given.
    public var point: CGPoint? {
        get { x.flatMap { x in y.map { CGPoint(x: x, y: $0) } } }
        set {
            x = newValue?.x
            y = newValue?.y
        }
    }
    /// The horizontal offset scrolled to, if one was given.
    public private(set) var x: CGFloat?
    /// The vertical offset scrolled to, if one was given.
    public private(set) var y: CGFloat?

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to `x`, `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
    /// Scrolls to `x` across, keeping nothing else.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
    /// Scrolls to `y` down, keeping nothing else.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
    /// The id of the view scrolled to, as `type`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

extension View {
    /// Not modelled: the look `effect` returns is not drawn; the closure itself runs, with a proxy of
    /// the view's real size and frame, each time the layout places the view somewhere new. `effect`
    /// is `@Sendable`, as Apple's page declares it (`nonisolated func visualEffect(_ effect: @escaping
    /// @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View`): SwiftUI may
    /// run it off the main actor, so a view's state read there is an error in the Swift 6 mode.
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        MainActor.assumeIsolated { UnmodelledAPI.note("visualEffect") }
        return modifier(_VisualEffectModifier(effect: { _ = effect(EmptyVisualEffect(), $0) }))
    }
    /// Not modelled: changes the view's look as it scrolls into or out of sight; shown fully in sight.
    /// `transition` is `@Sendable`, as Apple's pages declare both forms (`transition: @escaping
    /// @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect`).
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert("scrollTransition") }
    /// Not modelled: changes the view's look as it scrolls in and out, with a configuration for each.
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { inert("scrollTransition") }
    /// Not modelled: binds where the scroll view is scrolled to (iOS 18).
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        inert("scrollPosition")
    }
}

/// The kind of completion `withAnimation(_:completionCriteria:_:completion:)` waits for.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let waitsForRemoval: Bool
    /// When the animation is logically complete: its end, or the moment `logicallyComplete(after:)` names.
    public static let logicallyComplete = AnimationCompletionCriteria(waitsForRemoval: false)
    /// When the animation is removed, at its end.
    public static let removed = AnimationCompletionCriteria(waitsForRemoval: true)
}

/// Runs `body` with `animation`, then `completion` once the animation is complete by `completionCriteria`
/// on the host's clock. Evidence (outside the seeds): OpenSwiftUI's
/// `AnimationCompletionCompatibilityTests.logicallyAndRemovedComplete`, asserted against SwiftUI: a 5 s
/// linear animation `.logicallyComplete(after: 1)` completed first with `.logicallyComplete`, then
/// with `.removed` (`[1, 2]`).
@preconcurrency @MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let duration =
        animation.map {
            (completionCriteria.waitsForRemoval ? $0.duration : $0.logicalDuration ?? $0.duration) + $0.delay
        } ?? 0
    if let host = Host.current, duration > 0 {
        host.clock.schedule(at: host.clock.elapsed + .milliseconds(Int64((duration * 1000).rounded())), completion)
    } else {
        completion()
    }
    return result
}
