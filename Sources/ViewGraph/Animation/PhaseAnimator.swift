import Foundation

// Phase animators (iOS 17): a phase animator moves its content through its phases on the host's
// clock (`PhaseAnimator`).

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
