/// The lifecycle actions one update queues (`onAppear`, `onDisappear`, `onChange`), and the order
/// they run in once the update has built its views.
///
/// Appear actions run first, last-in, first-out: the view built last appears first. Evidence: lesson
/// 7, step 6: three cards built Seattle, Vancouver, San Pedro de Atacama printed their `onAppear`
/// lines in the reverse order. A view's own actions are queued before its content's, so the content
/// appears before the view around it: a container's `onAppear` runs after those of the views inside
/// it. Evidence (outside the seeds): comments in public apps of 2025 and 2026 that depend on it
/// ("child onAppear fires before parent onAppear", "Child onAppear fires before the parent's, so the
/// editor reads this through onChange"); the same order as a screen that comes back (see
/// `Visibility.swift`). Rows of a lazy container are the exception: each comes into view in its own
/// moment, so their groups run in row order (see `LazyRows.swift`).
///
/// Disappear actions come after every appear action of the same update, in the order the views went.
/// SwiftUI inserts the views an update makes while it builds, and lets go of the views it replaced
/// only once the update is done, so a view that takes the place of another appears before the other
/// disappears, whatever ended the old identity: an `.id(_:)` that changed, the other branch of an
/// `if`, another type inside `AnyView`, a pushed or popped screen, another tab. Evidence: lesson 20,
/// edge case 7: after `.id(generation)` changed, "Counter appeared" printed before "Counter
/// disappeared". For screens it is also UIKit's order (`viewWillAppear` of the incoming screen, then
/// `viewDidDisappear` of the outgoing one, which lesson 7's step 6 pairs with `onAppear` and
/// `onDisappear`). `onChange` actions run last.
///
/// The views are let go late because they leave with a removal transition (`.opacity` unless told
/// otherwise). A view that leaves with `.transition(.identity)` has none, and is let go at once: its
/// disappear actions run before the update's appear actions. Evidence (outside the seeds): OpenSwiftUI's
/// compatibility tests, asserted against SwiftUI on iOS and macOS
/// (`AppearanceActionModifierCompatibilityTests`): after `.id(toggle)` changed, plain "A F, A T, D T";
/// with `.transition(.identity)`, "A F, D T, A T".
@MainActor
final class LifecycleQueue {
    private var disappearingAtOnce: [() -> Void] = []
    private var appearing: [() -> Void] = []
    private var disappearing: [() -> Void] = []
    private var afterUpdate: [() -> Void] = []
    /// What reads a preference (`onPreferenceChange`): it waits until the update has settled, its
    /// layout pass included (see `runPreferenceChecks()`).
    private var preferenceChecks: [() -> Void] = []
    /// Above zero while views that leave at once (`.transition(.identity)`) are being removed.
    var removingAtOnce = 0

    /// Whether an update made views whose appear actions wait (the layout pass runs before them).
    var hasAppearActions: Bool { !appearing.isEmpty }

    /// Whether nothing is queued.
    var isEmpty: Bool { disappearingAtOnce.isEmpty && appearing.isEmpty && disappearing.isEmpty && afterUpdate.isEmpty }

    /// Where appear actions queued from now on would go.
    var appearMark: Int { appearing.count }
    /// While not nil, where the next appear action is inserted (see `queueingAppears(at:_:)`).
    private var insertionIndex: Int?

    func appear(_ action: @escaping () -> Void) {
        if let index = insertionIndex, index <= appearing.count {
            appearing.insert(action, at: index)
            insertionIndex = index + 1
        } else {
            appearing.append(action)
        }
    }

    /// Runs `body`, queueing the appear actions it queues at `mark`, before those queued since.
    func queueingAppears(at mark: Int, _ body: () -> Void) {
        let previous = insertionIndex
        insertionIndex = mark
        defer { insertionIndex = previous }
        body()
    }

    func disappear(_ action: @escaping () -> Void) {
        if removingAtOnce > 0 { disappearingAtOnce.append(action) } else { disappearing.append(action) }
    }

    func afterUpdate(_ action: @escaping () -> Void) { afterUpdate.append(action) }

    /// Queues a check of a preference's value, to run once the update and its layout are done.
    func preferenceCheck(_ action: @escaping () -> Void) { preferenceChecks.append(action) }

    /// Runs the preference checks queued so far, in the order they were queued; false when there
    /// were none.
    ///
    /// A `GeometryReader`'s content exists only once the layout pass has built it, so a check that
    /// ran before would see the key's default where the laid-out views write their value. SwiftUI
    /// reads a preference from the view graph when the update hands it on, computing what it depends
    /// on then, the reader's geometry included; the common measuring idiom (a reader in a background
    /// writes `proxy.size`, `onPreferenceChange` keeps it) is written on that footing, with no guard for
    /// a zero size first. The engine's assumption from that: what reads a preference runs once the
    /// update, its layout and what the layout built have settled, and sees only the laid-out value.
    func runPreferenceChecks() -> Bool {
        guard !preferenceChecks.isEmpty else { return false }
        let checks = preferenceChecks
        preferenceChecks = []
        for check in checks { check() }
        return true
    }

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
        appear {
            for group in groups { for action in group.reversed() { action() } }
        }
    }

    /// Drops everything queued (the update loop gave up).
    func removeAll() {
        disappearingAtOnce.removeAll()
        appearing.removeAll()
        disappearing.removeAll()
        afterUpdate.removeAll()
        preferenceChecks.removeAll()
    }

    /// Runs what one update queued, in the order described above.
    func run() {
        let goneAtOnce = disappearingAtOnce
        disappearingAtOnce = []
        for action in goneAtOnce { action() }
        let appeared = appearing
        appearing = []
        for action in appeared.reversed() { action() }
        let gone = disappearing
        disappearing = []
        for action in gone { action() }
        let after = afterUpdate
        afterUpdate = []
        for action in after { action() }
    }
}
