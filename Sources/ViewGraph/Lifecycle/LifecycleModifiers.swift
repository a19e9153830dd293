/// Runs an action when the view appears and another when it disappears.
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    public typealias Body = Never

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        if let appear { graph.enqueueAppear(graph.traced(.appear, node, appear)) }
    }

    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        if let disappear, graph.isUnmountingOffScreen == 0 { graph.enqueueDisappear(graph.traced(.disappear, node, disappear)) }
    }

    func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        if let disappear { graph.enqueueDisappear(graph.traced(.disappear, node, disappear)) }
    }

    func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        if let appear { graph.enqueueAppear(graph.traced(.appear, node, appear)) }
    }
}

/// Starts a task when the view appears and cancels it when the view goes away, or when `id` changes.
public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    public typealias Body = Never

    final class Running {
        var task: Task<Void, Never>?
    }

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        let running = Running()
        node.primitiveState = running
        graph.enqueueAppear(graph.traced(.task, node) {
            guard node.isMounted else { return }
            running.task = TaskTracker.start(priority: priority) { [action] in await action() }
        })
    }

    func didUpdate(_ node: ViewNode, from old: _TaskModifier<ID>, in graph: UpdateGraph) {
        guard old.id != id, let running = node.primitiveState as? Running else { return }
        running.task?.cancel()
        graph.enqueueAfterUpdate(graph.traced(.task, node) {
            guard node.isMounted else { return }
            running.task = TaskTracker.start(priority: priority) { [action] in await action() }
        })
    }

    /// The task is cancelled with the view's disappear actions, once the update is done: Apple's
    /// documentation of `task(priority:_:)` says SwiftUI cancels it "at some point after the view
    /// disappears", so the task sees the cancellation after `onDisappear` has run.
    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        guard let task = (node.primitiveState as? Running)?.task else { return }
        graph.enqueueDisappear { task.cancel() }
    }

    func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        guard let task = (node.primitiveState as? Running)?.task else { return }
        graph.enqueueDisappear { task.cancel() }
    }

    func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        guard let running = node.primitiveState as? Running else { return }
        graph.enqueueAppear(graph.traced(.task, node) {
            guard node.isMounted else { return }
            running.task = TaskTracker.start(priority: priority) { [action] in await action() }
        })
    }
}

/// Runs an action after an update in which `value` changed.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    public typealias Body = Never

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        if initial { graph.enqueueAppear(graph.traced(.change, node) { [value, action] in action(value, value) }) }
    }

    /// The frame in which the action last ran, and the last in which a second run was refused.
    final class Frames {
        var ran = -1
        var refused = -1
    }

    /// Runs the action after the update, once a frame at most: an action that changes the value it
    /// watches would otherwise run again and again. SwiftUI logs that and does not run it again.
    func didUpdate(_ node: ViewNode, from old: _ValueActionModifier<Value>, in graph: UpdateGraph) {
        guard old.value != value else { return }
        let frames = node.primitiveState as? Frames ?? Frames()
        node.primitiveState = frames
        graph.enqueueAfterUpdate { [value, action] in
            if frames.ran == graph.frame {
                if frames.refused != graph.frame {
                    frames.refused = graph.frame
                    graph.log("onChange(of: \(Value.self)) action tried to update multiple times per frame.")
                }
                return
            }
            frames.ran = graph.frame
            graph.traced(.change, node) { action(old.value, value) }()
        }
    }
}

extension View {
    /// Runs `action` each time the view comes onto the screen.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` each time the view leaves the screen.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Starts `action` when the view appears; cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again whenever `id` changes, cancelling the last one.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }

    /// Runs `action` with the old and new value after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value after an update in which `value` changed (the iOS 14 form).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
