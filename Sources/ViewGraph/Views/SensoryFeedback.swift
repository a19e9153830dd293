import Foundation

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
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

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
    /// Not modelled: plays `feedback` when `trigger` changes; the engine has no haptics.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        inert("sensoryFeedback")
    }
    /// Not modelled: plays `feedback` when `trigger` changes and `condition` holds.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View { inert("sensoryFeedback") }
    /// Not modelled: plays the feedback `feedback` returns when `trigger` changes.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
        -> some View
    { inert("sensoryFeedback") }
}
