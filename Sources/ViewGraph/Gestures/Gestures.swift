import Foundation

// Gestures other than a tap. A play can only tap, so these never fire: their callbacks never run and
// a `@GestureState` keeps its initial value. A tap gesture with an `onEnded` action is tappable, like
// `.onTapGesture`.

/// A touch interaction: a tap, a long press, a drag, a pinch or a rotation.
///
/// Main-actor isolated as SwiftUI declares it (Apple's `Gesture` page: `@MainActor @preconcurrency
/// protocol Gesture<Value>`): a gesture's callbacks run on the main actor, beside the views they change.
@MainActor @preconcurrency
public protocol Gesture {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` when the gesture ends.
    nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self> {
        _ModifiedGesture(base: self, ended: action)
    }
    /// Runs `action` each time the gesture's value changes.
    nonisolated public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self>
    where Value: Equatable { _ModifiedGesture(base: self) }
    /// Updates `state` while the gesture is active; it returns to its initial value when the gesture ends.
    nonisolated public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> _ModifiedGesture<Self> { _ModifiedGesture(base: self) }
    /// This gesture and `other` at the same time.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    /// This gesture, then `other`.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    /// This gesture, or `other` if this one fails.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
    /// The gesture with its value transformed by `body`.
    nonisolated public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<Self, T> { _MappedGesture() }
}

/// A gesture with a callback attached; it reports what the gesture it wraps reports.
nonisolated public struct _ModifiedGesture<Base: Gesture>: Gesture {
    let base: Base
    var ended: ((Base.Value) -> Void)?
    /// What the wrapped gesture reports.
    public typealias Value = Base.Value
}

/// A gesture whose value is transformed.
nonisolated public struct _MappedGesture<Base: Gesture, T>: Gesture {
    /// The transformed value.
    public typealias Value = T
}

/// Two gestures recognized at the same time.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Combines `first` and `second` (as `first.simultaneously(with:)` does).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value, while it is active.
        public var first: First.Value?
        /// The second gesture's value, while it is active.
        public var second: Second.Value?
    }
}

/// One gesture, then another.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Combines `first` and `second` (as `first.sequenced(before:)` does).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first gesture ended with its value; the second's value is there once it starts.
        case second(First.Value, Second.Value?)
    }
}

/// One gesture, or another if the first fails.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// Combines `first` and `second` (as `first.exclusively(before:)` does).
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Which gesture was recognized.
    public enum Value {
        /// The first gesture was recognized.
        case first(First.Value)
        /// The second gesture was recognized.
        case second(Second.Value)
    }
}

// A combined gesture's value compares as its parts' do, as SwiftUI declares (Apple's
// `SimultaneousGesture.Value`, `SequenceGesture.Value` and `ExclusiveGesture.Value` pages: Equatable
// where both gestures' values are), so that `onChanged` and `updating` take one.
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One or more taps.
nonisolated public struct TapGesture: Gesture {
    /// The number of taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    /// A tap reports nothing.
    public typealias Value = Void
}

/// One or more taps, reporting where.
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable { public var location: CGPoint }
    /// A gesture of `count` taps, reporting where in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}

/// A press held for a while.
nonisolated public struct LongPressGesture: Gesture {
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
    /// True while the press is held, and when it ends.
    public typealias Value = Bool
}

/// A finger moving across the screen.
nonisolated public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable {
        /// When the value was reported.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger moved from where it started.
        public var translation: CGSize
        /// How fast the finger moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger let go now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have moved if the finger let go now.
        public var predictedEndTranslation: CGSize
    }
    /// A drag that starts once the finger moved `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}

/// Two fingers pinching.
nonisolated public struct MagnifyGesture: Gesture {
    /// How far the pinch went.
    public struct Value: Equatable {
        /// When the value was reported.
        public var time: Date
        /// The pinch's scale: 1 where it started.
        public var magnification: CGFloat
        /// How fast the scale changes.
        public var velocity: CGFloat
        /// Where the pinch started, as a point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in points.
        public var startLocation: CGPoint
    }
    /// A pinch that starts once the scale changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// Two fingers pinching (the iOS 13 form).
nonisolated public struct MagnificationGesture: Gesture {
    /// A pinch that starts once the scale changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    /// The pinch's scale.
    public typealias Value = CGFloat
}

/// Two fingers turning.
nonisolated public struct RotateGesture: Gesture {
    /// How far the fingers turned.
    public struct Value: Equatable {
        /// When the value was reported.
        public var time: Date
        /// How far the fingers turned.
        public var rotation: Angle
        /// How fast the fingers turn.
        public var velocity: Angle
        /// Where the turn started, as a point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the turn started, in points.
        public var startLocation: CGPoint
    }
    /// A turn that starts once the fingers turned by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Two fingers turning (the iOS 13 form).
nonisolated public struct RotationGesture: Gesture {
    /// A turn that starts once the fingers turned by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    /// The angle turned.
    public typealias Value = Angle
}

/// Which gestures of a view and its subviews are recognized.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No gestures, the view's own gesture, its subviews' gestures, or both.
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A value a gesture updates while it is active; it returns to its initial value when the gesture ends,
/// and as a play never drags or pinches, it always holds its initial value here.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value

    /// A gesture state that starts as `wrappedValue`.
    public init(wrappedValue: Value) { initialValue = wrappedValue }
    /// A gesture state that starts as `initialValue`.
    public init(initialValue: Value) { self.initialValue = initialValue }
    /// A gesture state that starts as `wrappedValue`, reset with `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }

    /// The current value.
    public var wrappedValue: Value { initialValue }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    /// Attaches a tap gesture, which a play performs with `tap`: its `onEnded` action runs, as `onTapGesture`'s does.
    nonisolated public func gesture(_ gesture: _ModifiedGesture<TapGesture>, including mask: GestureMask = .all)
        -> some View
    {
        modifier(_TapGestureModifier(count: gesture.base.count, action: { gesture.ended?(()) }))
    }
    /// Attaches a tap gesture recognized with the view's other gestures; a play performs it with `tap`.
    nonisolated public func simultaneousGesture(
        _ gesture: _ModifiedGesture<TapGesture>, including mask: GestureMask = .all
    ) -> some View {
        modifier(_TapGestureModifier(count: gesture.base.count, action: { gesture.ended?(()) }))
    }
    /// Not modelled: attaches `gesture`, which a play never performs.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        inert("gesture")
    }
    /// Not modelled: attaches `gesture`, recognized together with the view's other gestures.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> some View
    { inert("simultaneousGesture") }
    /// Not modelled: attaches `gesture`, recognized before the view's other gestures.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> some View
    { inert("highPriorityGesture") }
    /// Not modelled: runs `action` after a long press; a play cannot long-press, so it never runs.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View { inert("onLongPressGesture") }
    /// Not modelled: runs `action` after a long press (the older argument order).
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View { inert("onLongPressGesture") }
    /// Not modelled: runs `action` when the pointer enters or leaves the view.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { inert("onHover") }
    /// Not modelled: runs `action` with the tap's location; a play's tap has none, so it never runs.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View { inert("onTapGesture") }
}

extension View {
    /// Not modelled: whether the view receives taps; the engine still lets a play tap its controls.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { inert("allowsHitTesting") }
}

/// Sendable where its value is, as SwiftUI declares it: it holds only that value.
extension GestureState: Sendable where Value: Sendable {}
