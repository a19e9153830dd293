import Observation

/// Writes one value into the environment of the content.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// Changes one value of the environment of the content with a closure, from the value above.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }
}

/// Puts a model object into the environment of the content, found there by its type.
nonisolated public struct _EnvironmentObjectModifier: ViewModifier, PrimitiveModifier {
    let object: AnyObject?
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if let object { environment.setObject(object) }
    }
}

/// A view with an explicit identity: when `id` changes, the content is a new view, with new state.
nonisolated public struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    public typealias Body = Never
}

@MainActor extension IDView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.id(AnyHashable(id)), content)])
    }
}

/// Marks the content disabled: its controls refuse taps.
nonisolated public struct _DisabledModifier: ViewModifier, PrimitiveModifier {
    let isDisabled: Bool
    public typealias Body = Never
    func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }
}

/// Runs an action when the content is tapped.
nonisolated public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: () -> Void
    public typealias Body = Never
}

extension View {
    /// Sets the environment value at `keyPath` for this view and everything below it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and everything below it: `transform`
    /// gets the value from above and changes it in place.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Puts `object` in the environment, where `@Environment(Type.self)` finds it.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }

    /// Gives this view an explicit identity; a new `id` makes it a new view, with new state.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }

    /// Disables the controls in this view when `disabled` is true.
    nonisolated public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }

    /// The label VoiceOver reads, and the one a test taps by.
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
        modifier(_AnnotationModifier(annotation: .accessibilityLabel(MarkdownText.render(label.resolved))))
    }

    /// The label VoiceOver reads, and the one a test taps by.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AnnotationModifier(annotation: .accessibilityLabel(String(label))))
    }

    /// The label VoiceOver reads, and the one a test taps by.
    nonisolated public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AnnotationModifier(annotation: .accessibilityLabel(label.string(in: EnvironmentValues()))))
    }

    /// Runs `action` when the view is tapped `count` times.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}

extension ModifiedContent: Control where Content: View, Modifier: ViewModifier {
    var controlRole: String { "Tappable" }
    func tap(_ node: ViewNode, host: Host) throws {
        guard let gesture = modifier as? _TapGestureModifier else { throw HostError.notTappable(role: controlRole) }
        gesture.action()
    }
}

/// A view compared with its own `==` from its second update on, as `Equatable` views are anyway, and
/// also when it is plain data, which SwiftUI otherwise compares byte by byte (rule 3 of `ViewComparison`).
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    public typealias Body = Never
}

@MainActor extension EquatableView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
        node.children.first?.composite?.comparesWithEquatable = true
        node.children.first?.composite?.comparesWithEquatableEvenIfPlainData = true
    }
}

extension View where Self: Equatable {
    /// Asks SwiftUI to compare this view with its `==` to decide whether its body must run.
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
