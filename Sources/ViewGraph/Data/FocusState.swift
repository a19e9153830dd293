import Foundation

/// Which field has the keyboard, as state a view owns: `@FocusState private var focused: Bool`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var _value: Value
    var _location: StoredLocation<Value>?

    /// No field has focus.
    public init() where Value == Bool { _value = false }

    /// No field has focus.
    public init<T: Hashable>() where Value == T? { _value = nil }

    /// The focused field's value (`true`, or the value given to `.focused(_:equals:)`).
    public var wrappedValue: Value {
        get { _location?.value() ?? _value }
        nonmutating set { _location?.setValue(newValue) }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding {
        Binding(base: _location.map { ViewGraph.Binding(location: $0) } ?? .constant(_value))
    }

    /// A binding to a focus state, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let base: ViewGraph.Binding<Value>
        /// The focused field's value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: FocusState<Value>.self)
        field.pointee._location = StoredLocation.installed(
            in: &slot, initialValue: field.pointee._value, context: context)
    }

    /// The stored field's own name, `_focus`: `@FocusState` is a property wrapper, not a macro as
    /// Xcode 27's `@State` is (xtool-org/OpenAppleMacros, which checks its expansions against Apple's
    /// plugin, has a `State` macro and no `FocusState` one), so nothing adds a second underscore,
    /// as nothing does for `@Binding`, which the seeds print as `_trip` (see `DynamicField.changeName`).
    static func changeName(forField fieldName: String) -> String { fieldName }
}

extension FocusState: FieldComparable {
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? FocusState<Value> else { return false }
        return _location === other._location
    }
}

/// Connects the field below to a focus state: typing into the field focuses it, and setting the
/// state focuses the field.
nonisolated public struct _FocusedModifier: ViewModifier, PrimitiveModifier {
    let isFocused: () -> Bool
    let focus: () -> Void
    let unfocus: () -> Void
    public typealias Body = Never
}

extension View {
    /// Binds this field's focus to `condition`.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            _FocusedModifier(
                isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true },
                unfocus: { condition.wrappedValue = false }))
    }

    /// Focuses this field when `binding` equals `value`.
    nonisolated public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        modifier(
            _FocusedModifier(
                isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value },
                unfocus: { if binding.wrappedValue == value { binding.wrappedValue = nil } }))
    }
}

/// The focus modifiers just above a field.
@MainActor
func focusModifiers(above node: ViewNode) -> [_FocusedModifier] {
    var found: [_FocusedModifier] = []
    var current = node.parent
    while let ancestor = current {
        if let modified = ancestor.view as? any FocusCarrier, let focus = modified.focusModifier { found.append(focus) }
        if ancestor.composite != nil { break }
        current = ancestor.parent
    }
    return found
}

@MainActor
protocol FocusCarrier { var focusModifier: _FocusedModifier? { get } }
extension ModifiedContent: FocusCarrier where Content: View, Modifier: ViewModifier {
    var focusModifier: _FocusedModifier? { modifier as? _FocusedModifier }
}

private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
