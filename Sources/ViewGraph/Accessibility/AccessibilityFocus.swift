/// Whether VoiceOver's focus is on a view, kept like a focus state; VoiceOver does not run here.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    /// Whether VoiceOver's focus is on the view; false at first.
    public init() where Value == Bool { box = Box(false) }
    /// Which view VoiceOver's focus is on; nil at first.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    /// The focused view (or whether the view is focused).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `.accessibilityFocused(_:)` takes, of SwiftUI's own type
    /// (`AccessibilityFocusState<Value>.Binding`), as a focus state's is: a sample app that passes
    /// `$focus` on to a child's `@AccessibilityFocusState.Binding var focus` did not build against
    /// a plain `Binding` (adil-hussain-84/SwiftUI-experiments, App9).
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to an accessibility focus state, for `.accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: Box
        /// Which view VoiceOver's focus is on (or whether the view is focused).
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Not modelled: moves VoiceOver's focus to the view when `condition` is true.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        inert("accessibilityFocused")
    }
    /// Not modelled: moves VoiceOver's focus to the view when `binding` equals `value`.
    nonisolated public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        inert("accessibilityFocused")
    }
}
