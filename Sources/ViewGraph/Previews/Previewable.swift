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

/// What the runner turns `#Preview(body: { … })` into (`#Preview` is a macro in Apple's SDK): the
/// preview's body, given as an argument, is taken and never run, as previews never run here.
public struct _PreviewBody: Sendable {
    /// A preview named `name` (or not) whose view `body` makes.
    public init(_ name: String? = nil, body: @escaping @MainActor () -> any View) {}
    /// A preview with traits (a layout, an orientation), which previews here ignore.
    public init<each Trait>(_ name: String? = nil, traits: repeat each Trait, body: @escaping @MainActor () -> any View)
    {}
}
