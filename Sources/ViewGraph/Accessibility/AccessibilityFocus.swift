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

    /// The binding `.accessibilityFocused(_:)` takes.
    public var projectedValue: Binding<Value> { Binding(get: { box.value }, set: { box.value = $0 }) }
}

extension View {
    /// Not modelled: moves VoiceOver's focus to the view when `condition` is true.
    nonisolated public func accessibilityFocused(_ condition: Binding<Bool>) -> some View {
        inert("accessibilityFocused")
    }
    /// Not modelled: moves VoiceOver's focus to the view when `binding` equals `value`.
    nonisolated public func accessibilityFocused<V: Hashable>(_ binding: Binding<V?>, equals value: V) -> some View {
        inert("accessibilityFocused")
    }
}
