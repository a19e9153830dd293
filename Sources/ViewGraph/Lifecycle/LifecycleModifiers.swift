/// Runs an action when the view appears and another when it disappears.
nonisolated public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    public typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        guard let appear, !graph.isBuiltOffScreen(node) else { return }
        for _ in 0..<Self.members(ofContentOf: node) { graph.enqueueAppear(graph.traced(.appear, node, appear)) }
    }

    @MainActor func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        guard let disappear, graph.isUnmountingOffScreen == 0 else { return }
        for _ in 0..<Self.members(ofContentOf: node) {
            graph.enqueueDisappear(graph.traced(.disappear, node, disappear))
        }
    }

    @MainActor func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        guard let disappear else { return }
        for _ in 0..<Self.members(ofContentOf: node) {
            graph.enqueueDisappear(graph.traced(.disappear, node, disappear))
        }
    }

    @MainActor func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        guard let appear else { return }
        for _ in 0..<Self.members(ofContentOf: node) { graph.enqueueAppear(graph.traced(.appear, node, appear)) }
    }

    /// How many views the modifier's content is: a `Group` or a builder block of several views is each
    /// of its members (nested ones counted through), anything else is one view.
    ///
    /// A modifier on a group "affects all of that group's members" (Apple's documentation of `Group`),
    /// so `Group { Text("A"); Text("B") }.onAppear { … }` runs its action once for each of the two
    /// (consoles others published). The members are counted as the content was built: a member a
    /// group gains or loses later does not run the action (not yet modelled).
    @MainActor static func members(ofContentOf node: ViewNode) -> Int {
        guard let content = node.children.first(where: { $0.key == .content }) else { return 1 }
        return members(of: content)
    }

    @MainActor private static func members(of node: ViewNode) -> Int {
        if node.asModifierCarrier != nil {
            // Another modifier on the group (`.onAppear { }.onDisappear { }`) applies to each member too.
            return node.children.first { $0.key == .content }.map { members(of: $0) } ?? 1
        }
        guard node.view is any ViewMemberList else { return 1 }
        return node.children.reduce(0) { $0 + members(of: $1) }
    }
}

/// A view that is only a list of other views (a `Group`, a builder block): a modifier applied to it
/// applies to each of them.
protocol ViewMemberList {}
extension Group: ViewMemberList {}
extension TupleView: ViewMemberList {}

/// Starts a task when the view appears and cancels it when the view goes away, or when `id` changes.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    public typealias Body = Never

    /// The task's body for a closure `task` was sent: the modifier is the closure's only holder (the
    /// caller gave it up), and each start awaits it on the isolation it was made with.
    nonisolated static func starting(_ action: sending @escaping @isolated(any) () async -> Void)
        -> @Sendable () async -> Void
    {
        let sent = UncheckedSendable(action)
        return { await sent.value() }
    }

    final class Running {
        var task: Task<Void, Never>?
    }

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        let running = Running()
        node.primitiveState = running
        // Built off the screen, the task starts when the view comes on it (`didShow`).
        guard !graph.isBuiltOffScreen(node) else { return }
        graph.enqueueAppear(
            graph.traced(.task, node) {
                guard node.isMounted else { return }
                running.task = TaskTracker.start(priority: priority) { [action] in await action() }
            })
    }

    @MainActor func didUpdate(_ node: ViewNode, from old: _TaskModifier<ID>, in graph: UpdateGraph) {
        guard old.id != id, let running = node.primitiveState as? Running else { return }
        running.task?.cancel()
        graph.enqueueAfterUpdate(
            graph.traced(.task, node) {
                guard node.isMounted else { return }
                running.task = TaskTracker.start(priority: priority) { [action] in await action() }
            })
    }

    /// The task is cancelled with the view's disappear actions, once the update is done: Apple's
    /// documentation of `task(priority:_:)` says SwiftUI cancels it "at some point after the view
    /// disappears", so the task sees the cancellation after `onDisappear` has run.
    @MainActor func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        guard let task = (node.primitiveState as? Running)?.task else { return }
        graph.enqueueDisappear { task.cancel() }
    }

    @MainActor func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        guard let task = (node.primitiveState as? Running)?.task else { return }
        graph.enqueueDisappear { task.cancel() }
    }

    @MainActor func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        guard let running = node.primitiveState as? Running else { return }
        graph.enqueueAppear(
            graph.traced(.task, node) {
                guard node.isMounted else { return }
                running.task = TaskTracker.start(priority: priority) { [action] in await action() }
            })
    }
}

/// Runs an action after an update in which `value` changed.
nonisolated public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    /// Whether the action of the view value before the change runs, not the new one's: so it is for
    /// the iOS 14 form, `onChange(of:perform:)`, whose closure captures what the view held before the
    /// change. Apple's documentation of that form shows `{ [playState] newState in
    /// model.playStateDidChange(from: playState, to: newState) }`, which reads the old value only
    /// from the old closure. Evidence (outside the seeds): fatbobman, "了解 SwiftUI 的 onChange" (iOS 15,
    /// 2021): two `onChange(of: t) { [t] newValue in … }` printed "old:3 new:4", the captured `t`
    /// being the value before the change; OpenSwiftUI's `_ValueActionModifier.sendAction(old:)` calls
    /// `(old ?? self).action`, where the two-value form calls its own.
    var runsPreviousAction = false
    public typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        if initial { graph.enqueueAppear(graph.traced(.change, node) { [value, action] in action(value, value) }) }
    }

    /// Runs the action after the update, twice a frame at most (see `UpdateCycleDetector`): an action
    /// that changes the value it watches would otherwise run again and again.
    @MainActor func didUpdate(_ node: ViewNode, from old: _ValueActionModifier<Value>, in graph: UpdateGraph) {
        guard old.value != value else { return }
        let detector = node.primitiveState as? UpdateCycleDetector ?? UpdateCycleDetector()
        node.primitiveState = detector
        let action = runsPreviousAction ? old.action : self.action
        graph.enqueueAfterUpdate { [value] in
            guard detector.dispatch(label: "onChange(of: \(Value.self)) action", in: graph) else { return }
            graph.traced(.change, node) { action(old.value, value) }()
        }
    }
}

extension View {
    /// Runs `action` each time the view comes onto the screen.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` each time the view leaves the screen.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    ///
    /// `action` is `sending @isolated(any)`, as Apple's page declares it for iOS 26 (`nonisolated func
    /// task(name:priority:file:line:_ action: sending @escaping @isolated(any) () async -> Void)`),
    /// where it was `@Sendable`: the closure may capture values that are not `Sendable` (the caller
    /// gives them up), and it runs on the isolation it was made with, the main actor in `body`. The
    /// page hides underscored attributes; `@_inheritActorContext` is kept, as `Task.init`'s
    /// `sending @isolated(any)` operation has it (the engine's assumption for SwiftUI's).
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: _TaskModifier<Int>.starting(action)))
    }

    /// Starts `action` when the view appears and again whenever `id` changes, cancelling the last one.
    /// `action` is declared as `task(priority:_:)`'s is (Apple's page for `task(id:name:priority:file:line:_:)`).
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: _TaskModifier<T>.starting(action)))
    }

    /// Runs `action` with the old and new value after an update in which `value` changed.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value after an update in which `value` changed (the iOS 14 form).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    {
        modifier(
            _ValueActionModifier(
                value: value, initial: false, action: { _, new in action(new) }, runsPreviousAction: true))
    }
}
