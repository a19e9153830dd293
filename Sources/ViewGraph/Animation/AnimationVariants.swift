// More ways to describe an animation. The engine runs an animation once, over its duration; a
// repeating animation runs once too, since a play could never see the end of one that repeats forever.

extension Animation {
    /// An ease-in animation of 0.35 seconds.
    public static let easeIn = Animation(duration: defaultCurveDuration, curve: "easeIn")
    /// An ease-out animation of 0.35 seconds.
    public static let easeOut = Animation(duration: defaultCurveDuration, curve: "easeOut")

    /// A spring that settles in about `duration` seconds, with `bounce` (0 for none).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(duration: duration, curve: "spring")
    }

    /// A bouncy spring of `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(duration: duration, curve: "spring")
    }
    /// A smooth spring of `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(duration: duration, curve: "spring")
    }
    /// A snappy spring of `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(duration: duration, curve: "spring")
    }

    /// A spring with a response of `response` seconds, for interactive changes.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(duration: response, curve: "spring")
    }

    /// A spring given by its physics; it settles in about a second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(duration: 1, curve: "spring")
    }

    /// A spring given as a `Spring` value (iOS 17). The engine's `Spring` keeps none of its
    /// parameters, so this lasts 0.5 s, the settling time of `Spring()`'s default `duration`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(duration: 0.5, curve: "spring")
    }

    /// A spring given as a `Spring` value (iOS 17); 0.5 s long, as `interpolatingSpring(_:initialVelocity:)`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(duration: 0.5, curve: "spring")
    }

    /// A spring of `duration` seconds with `bounce`, given as an interpolating spring.
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        Animation(duration: duration, curve: "spring")
    }

    /// A curve of `duration` seconds through two control points.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
        -> Animation
    {
        Animation(duration: duration, curve: "easeInOut")
    }

    /// The same animation, repeated for ever; the engine runs it once.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }

    /// The same animation, run `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(duration: duration * Double(max(repeatCount, 1)), curve: curve)
    }
}
