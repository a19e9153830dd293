/// The lifecycle actions one update queues (`onAppear`, `onDisappear`, `onChange`), and the order
/// they run in once the update has built its views.
///
/// Disappear actions run first, in the order the views went, except those of a screen that another
/// replaced, which run after the appear actions (see `UpdateGraph.replacingScreens`). Appear actions
/// run last-in, first-out: the view built last appears first. Evidence: lesson 7, step 6: three cards
/// built Seattle, Vancouver, San Pedro de Atacama printed their `onAppear` lines in the reverse order.
/// Rows of a lazy container are the exception: each comes into view in its own moment, so their
/// groups run in row order (see `LazyRows.swift`). `onChange` actions run last.
@MainActor
final class LifecycleQueue {
    private var appearing: [() -> Void] = []
    private var disappearing: [() -> Void] = []
    /// Disappear actions of screens replaced by others, run after the appear actions.
    private var lateDisappearing: [() -> Void] = []
    private var afterUpdate: [() -> Void] = []
    /// While above zero, views that go away are screens replaced by others.
    var disappearsAfterAppears = 0

    /// Whether nothing is queued.
    var isEmpty: Bool { appearing.isEmpty && disappearing.isEmpty && lateDisappearing.isEmpty && afterUpdate.isEmpty }

    func appear(_ action: @escaping () -> Void) { appearing.append(action) }

    func disappear(_ action: @escaping () -> Void) {
        if disappearsAfterAppears > 0 {
            lateDisappearing.append(action)
        } else {
            disappearing.append(action)
        }
    }

    func afterUpdate(_ action: @escaping () -> Void) { afterUpdate.append(action) }

    /// Runs `body`, and hands back the appear actions it queued instead of keeping them.
    func collectingAppears<T>(_ body: () -> T) -> (T, [() -> Void]) {
        let before = appearing.count
        let result = body()
        let collected = Array(appearing[before...])
        appearing.removeSubrange(before...)
        return (result, collected)
    }

    /// Queues groups of appear actions that run in the given order, each group last-in first-out.
    func appearInOrder(_ groups: [[() -> Void]]) {
        let groups = groups.filter { !$0.isEmpty }
        guard !groups.isEmpty else { return }
        appearing.append {
            for group in groups { for action in group.reversed() { action() } }
        }
    }

    /// Drops everything queued (the update loop gave up).
    func removeAll() {
        appearing.removeAll()
        disappearing.removeAll()
        lateDisappearing.removeAll()
        afterUpdate.removeAll()
    }

    /// Runs what one update queued, in the order described above.
    func run() {
        let gone = disappearing
        disappearing = []
        for action in gone { action() }
        let appeared = appearing
        appearing = []
        for action in appeared.reversed() { action() }
        let replaced = lateDisappearing
        lateDisappearing = []
        for action in replaced { action() }
        let after = afterUpdate
        afterUpdate = []
        for action in after { action() }
    }
}
