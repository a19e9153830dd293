/// Marks state declared inside `#Preview { }` (`@Previewable @State var isOn = false`).
///
/// In SwiftUI this is a macro that moves the state into a view of its own. The runner turns a preview
/// into a function that is never called, so here it only has to build, with `$isOn` a binding.
@propertyWrapper
public struct Previewable<Value> {
    /// The state it marks.
    public var wrappedValue: State<Value>

    /// Marks `wrappedValue`.
    public init(wrappedValue: State<Value>) { self.wrappedValue = wrappedValue }

    /// A binding to the state's value.
    public var projectedValue: Binding<Value> { wrappedValue.projectedValue }
}
