/// Makes bindings to the properties of an `@Observable` object: `$store.trips`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps `value`.
    public init(_ value: Value) { wrappedValue = value }

    /// The wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    ///
    /// The property is read when the binding is made, as SwiftUI's `Binding(_:keyPath:)` does, so the body
    /// that writes `$model.name` depends on `name` (see `Binding.subscript(dynamicMember:)`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        _ = wrappedValue[keyPath: keyPath]
        return Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: DynamicProperty {}

/// Sendable where its value is, as SwiftUI declares it: it holds only that value.
extension Bindable: Sendable where Value: Sendable {}
