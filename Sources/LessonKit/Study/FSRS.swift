import Foundation

/// How well a student recalled a card, as FSRS grades it.
public enum Grade: Int, Codable, Sendable, CaseIterable {
    case again = 1
    case hard, good, easy

    /// The key a student presses for it.
    public var key: Character { Character(String(rawValue)) }

    /// "again", "hard", "good", "easy".
    public var name: String {
        switch self {
        case .again: return "again"
        case .hard: return "hard"
        case .good: return "good"
        case .easy: return "easy"
        }
    }
}

/// What FSRS knows of a student's memory of one card.
public struct MemoryState: Codable, Sendable, Equatable {
    /// Days until the chance of recall falls to 90 %.
    public var stability: Double
    /// How hard the card is for this student, from 1 to 10.
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}

/// The FSRS-6 model of memory (Free Spaced Repetition Scheduler), with its published default
/// parameters: how a grade changes a card's stability and difficulty, and how long to wait before
/// the chance of recall falls to the desired retention.
///
/// Implemented from the published formulas: the power forgetting curve with decay `-w[20]`,
/// initial stability `w[G-1]` and difficulty `w[4] - e^(w[5](G-1)) + 1`, linear damping of
/// difficulty with mean reversion to `D0(easy)`, and the short-term formula for a second review on
/// the same day.
public struct FSRS: Sendable {
    /// The 21 default parameters of FSRS-6.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    static let minimumStability = 0.001
    static let maximumStability = 36500.0

    /// The parameters w[0] to w[20].
    public var w: [Double]
    /// The chance of recall a review is scheduled for.
    public var desiredRetention: Double
    /// The longest interval, in days.
    public var maximumInterval: Int

    public init(
        parameters: [Double] = FSRS.defaultParameters, desiredRetention: Double = 0.9, maximumInterval: Int = 36500
    ) {
        precondition(parameters.count == 21, "FSRS-6 takes 21 parameters")
        self.w = parameters
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
    }

    private var decay: Double { -w[20] }
    /// Chosen so that recall is 90 % when the elapsed days equal the stability.
    private var factor: Double { pow(0.9, 1 / decay) - 1 }

    // MARK: - Public API

    /// The chance of recall `elapsedDays` after a review that left `stability`.
    public func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * max(elapsedDays, 0) / max(stability, Self.minimumStability), decay)
    }

    /// The memory after a first review with `grade`.
    public func initialState(_ grade: Grade) -> MemoryState {
        MemoryState(
            stability: clampStability(w[grade.rawValue - 1]), difficulty: clampDifficulty(initialDifficulty(grade)))
    }

    /// The memory after a review with `grade`, `elapsedDays` whole days after the last one (0: the
    /// same day), or after a first review when `state` is nil.
    public func nextState(_ state: MemoryState?, elapsedDays: Int, grade: Grade) -> MemoryState {
        guard let stored = state else { return initialState(grade) }
        // A state file can hold any number (`"stability": 0`); the formulas take only their ranges.
        let state = MemoryState(
            stability: clampStability(stored.stability), difficulty: clampDifficulty(stored.difficulty))
        let stability: Double
        if elapsedDays == 0 {
            stability = shortTermStability(state.stability, grade)
        } else {
            let recall = retrievability(elapsedDays: Double(elapsedDays), stability: state.stability)
            stability =
                grade == .again
                ? stabilityAfterForgetting(state, recall)
                : stabilityAfterRecall(state, recall, grade)
        }
        return MemoryState(stability: clampStability(stability), difficulty: nextDifficulty(state.difficulty, grade))
    }

    /// Days until recall falls to the desired retention, unrounded.
    public func interval(stability: Double) -> Double {
        stability / factor * (pow(desiredRetention, 1 / decay) - 1)
    }

    /// Whole days until the next review: at least one, at most the maximum interval.
    public func scheduledDays(stability: Double) -> Int {
        let days = interval(stability: clampStability(stability)).rounded()
        guard days.isFinite else { return maximumInterval }
        return Int(min(max(days, 1), Double(max(maximumInterval, 1))))
    }

    // MARK: Formulas

    func initialDifficulty(_ grade: Grade) -> Double {
        w[4] - exp(w[5] * Double(grade.rawValue - 1)) + 1
    }

    func nextDifficulty(_ difficulty: Double, _ grade: Grade) -> Double {
        let delta = -w[6] * Double(grade.rawValue - 3)
        // Linear damping: the closer to 10, the smaller the step up.
        let damped = difficulty + delta * (10 - difficulty) / 9
        let reverted = w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped
        return clampDifficulty(reverted)
    }

    func stabilityAfterRecall(_ state: MemoryState, _ recall: Double, _ grade: Grade) -> Double {
        let hardPenalty = grade == .hard ? w[15] : 1
        let easyBonus = grade == .easy ? w[16] : 1
        let growth = exp(w[8]) * (11 - state.difficulty) * pow(state.stability, -w[9]) * (exp(w[10] * (1 - recall)) - 1)
        return state.stability * (growth * hardPenalty * easyBonus + 1)
    }

    func stabilityAfterForgetting(_ state: MemoryState, _ recall: Double) -> Double {
        let forgotten =
            w[11] * pow(state.difficulty, -w[12]) * (pow(state.stability + 1, w[13]) - 1) * exp(w[14] * (1 - recall))
        // A lapse never leaves a card more stable than a same-day "again" would.
        return min(forgotten, state.stability / exp(w[17] * w[18]))
    }

    func shortTermStability(_ stability: Double, _ grade: Grade) -> Double {
        let increase = exp(w[17] * (Double(grade.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        // A same-day "good" or "easy" never lowers stability.
        return stability * (grade.rawValue >= 3 ? max(increase, 1) : increase)
    }

    private func clampStability(_ value: Double) -> Double {
        value.isNaN ? Self.minimumStability : min(max(value, Self.minimumStability), Self.maximumStability)
    }
    private func clampDifficulty(_ value: Double) -> Double { value.isNaN ? 5 : min(max(value, 1), 10) }
}
