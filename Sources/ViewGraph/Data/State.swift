/// A value a view owns, kept by SwiftUI outside the view struct for as long as the view's identity lasts.
///
/// A fresh struct holds only the initial value. The first time the view's node is built, the graph
/// creates a `StoredLocation` from it; that initial value is used once, and every later struct made for
/// the same identity reads and writes the box instead (lesson 7, edge case 9: a parent passing a new
/// start value changes nothing).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var _value: Value
    var _location: StoredLocation<Value>?

    /// A state whose value starts as `wrappedValue`.
    public init(wrappedValue value: Value) {
        _value = value
    }

    /// A state whose value starts as `value`.
    public init(initialValue value: Value) {
        _value = value
    }

    /// The current value; setting it schedules an update of every body that read it.
    public var wrappedValue: Value {
        get {
            guard let _location else {
                UpdateGraph.warnStateNotInstalled()
                return _value
            }
            return _location.value()
        }
        nonmutating set {
            guard let _location else {
                UpdateGraph.warnStateNotInstalled()
                return
            }
            _location.setValue(newValue)
        }
    }

    /// A binding to the stored value: the `$count` a control writes through.
    public var projectedValue: Binding<Value> {
        guard let _location else {
            UpdateGraph.warnStateNotInstalled()
            return .constant(_value)
        }
        return Binding(location: _location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose value starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: State<Value>.self)
        field.pointee._location = StoredLocation.installed(in: &slot, initialValue: field.pointee._value, context: context)
    }

    static func changeName(forField fieldName: String) -> String { "_" + fieldName }
}

extension State: FieldComparable {
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? State<Value> else { return false }
        return _location === other._location && ViewComparison.anyEqual(_value, other._value)
    }
}

/// The storage behind one `@State`: a value, the node that owns it, and the bodies that read it.
final class StoredLocation<Value>: Location<Value> {
    private var storedValue: Value
    unowned(unsafe) let owner: ViewNode
    let fieldIndex: Int
    unowned(unsafe) let graph: UpdateGraph

    init(_ value: Value, owner: ViewNode, fieldIndex: Int, graph: UpdateGraph) {
        storedValue = value
        self.owner = owner
        self.fieldIndex = fieldIndex
        self.graph = graph
    }

    /// The value, recording that the body being evaluated (if any) depends on it.
    func value() -> Value {
        MainActor.assumeIsolated {
            if let reader = UpdateGraph.active { graph.recordRead(of: self, by: reader) }
        }
        return storedValue
    }

    override func get() -> Value { value() }

    override func set(_ newValue: Value, transaction: Transaction?) {
        setValue(newValue, transaction: transaction)
    }

    /// Stores `newValue` unless it is the same as the current one, and invalidates the readers.
    func setValue(_ newValue: Value, transaction: Transaction? = nil) {
        if isSameValue(storedValue, newValue) { return }
        MainActor.assumeIsolated {
            graph.willModifyState()
            storedValue = newValue
            graph.stateDidChange(self, transaction: transaction ?? Transaction.current)
        }
    }

    override var root: AnyObject? { self }

    /// The box kept in `slot`, made from `initialValue` the first time: the initial value is used once.
    @MainActor
    static func installed(in slot: inout AnyObject?, initialValue: @autoclosure () -> Value, context: InstallContext) -> StoredLocation<Value> {
        if let existing = slot as? StoredLocation<Value> { return existing }
        let box = StoredLocation(initialValue(), owner: context.node, fieldIndex: context.fieldIndex, graph: context.graph)
        slot = box
        return box
    }
}
