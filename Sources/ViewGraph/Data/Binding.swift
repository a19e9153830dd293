/// Where a binding reads and writes: a state box, a property of an object, or a pair of closures.
class Location<Value> {
    /// Reads the current value.
    func get() -> Value { fatalError("abstract") }
    /// Reads the current value without making the body being evaluated depend on a state box it passes
    /// through (a binding keeps the value it was made with, as SwiftUI's `Binding._value` does).
    func peek() -> Value { get() }
    /// Writes a new value.
    func set(_ newValue: Value, transaction: Transaction?) { fatalError("abstract") }
    /// The storage this location finally reads (a state box), if it has one; two bindings to the same
    /// storage through the same path are the same input.
    var root: AnyObject? { nil }
    /// Whether `other` reads and writes the same place.
    func isSame(as other: Location<Value>) -> Bool { self === other }
}

/// A location reached from another through a writable key path (`$trip.isFavorite`).
final class KeyPathLocation<Base, Value>: Location<Value> {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>

    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func peek() -> Value { base.peek()[keyPath: keyPath] }

    override func set(_ newValue: Value, transaction: Transaction?) {
        var value = base.get()
        value[keyPath: keyPath] = newValue
        base.set(value, transaction: transaction)
    }

    override var root: AnyObject? { base.root }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

/// A location made of two closures (`Binding(get:set:)`): new closures are a new input.
final class ClosureLocation<Value>: Location<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ newValue: Value, transaction: Transaction?) { setter(newValue, transaction ?? Transaction()) }
}

/// A location that always reads one value and ignores writes (`Binding.constant`).
final class ConstantLocation<Value>: Location<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ newValue: Value, transaction: Transaction?) {}
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ViewComparison.anyEqual(value, other.value)
    }
}

/// A property of a reference-type model, reached through a key path (`$store.trips` with `@Bindable`).
final class ObjectLocation<Object: AnyObject, Value>: Location<Value> {
    let object: Object
    let keyPath: ReferenceWritableKeyPath<Object, Value>

    init(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ newValue: Value, transaction: Transaction?) {
        guard isOnHostMainQueue else {
            object[keyPath: keyPath] = newValue
            return
        }
        // The object, the value and the transaction go to the main actor on the main thread they are on
        // (just checked): none of them crosses to another thread.
        let write = UncheckedSendable((object, keyPath, newValue, transaction))
        MainActor.assumeIsolated {
            let (object, keyPath, newValue, transaction) = write.value
            Transaction.withCurrent(transaction) { object[keyPath: keyPath] = newValue }
        }
    }
    override var root: AnyObject? { object }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Object, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// A two-way connection to a value that someone else owns.
///
/// A binding made anew each time a parent's body runs is, for SwiftUI, a new input: lesson 48's
/// `ForEach($store.trips…)` handed every card "a new binding", and every card ran.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: Location<Value>
    /// The transaction writes through this binding use (set by `animation(_:)`).
    public var transaction: Transaction
    /// The value read when SwiftUI installed the binding in a view, which that view's body sees.
    var _snapshot: Value?
    /// Whether the body of the view this binding is installed in has read it (see `BindingReads`).
    var _reads: BindingReads?

    init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// A binding that reads with `get` and writes with `set`, which also receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// The binding itself, so that `$trip` can be passed on (`init(projectedValue:)` makes `{ $trip in }` work).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The value the binding points to.
    public var wrappedValue: Value {
        get {
            // The body of the view the binding is installed in sees the value it was installed with, and
            // that read is what makes the binding one of its dependencies (see `BindingReads`). Anyone
            // else reading it during an update (a sheet, a control, a child handed `$value`) reads the
            // value as it is now.
            if let _snapshot, isOnHostMainQueue,
                MainActor.assumeIsolated({ [_reads] in _reads?.isReadByOwner() ?? (UpdateGraph.active != nil) })
            {
                return _snapshot
            }
            return location.get()
        }
        nonmutating set {
            let transaction = transaction.animation == nil ? nil : transaction
            location.set(newValue, transaction: transaction)
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$trip.isFavorite`.
    ///
    /// Like SwiftUI's, it reads the property when it is made (`Binding.projecting` reads
    /// `p.get(base: _value)`): through an `@Observable` object (`$model.name` with `@State var model`), the
    /// body that makes the binding depends on that property, though a state box it passes through is not
    /// read. Evidence (outside the seeds): sisoje/testable-view-swiftui's README, iOS 17: a view that only
    /// handed `$vm.sheetShown` to a sheet ran its body again ("ContentView: @dependencies changed.") when
    /// the sheet opened, where the same view with a plain `@State` and `$sheetShown` did not.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        if Value.self is AnyObject.Type { _ = location.peek()[keyPath: keyPath] }
        return Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// The same binding, whose writes animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// The same binding, whose writes use `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// A binding to an optional value that is not nil now, or nil when it is.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional value, made from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let new = $0 { base.wrappedValue = new } })
    }
}

extension Binding: DynamicProperty {}

/// Whether a view's body has read one of its `@Binding` properties: kept per property for as long as the
/// view's identity, and set for good by the first read during a body.
///
/// A binding's value changing runs the body only once the body has read the binding. A view that only
/// hands `$isOn` on (to a `Toggle`, a sheet, a child) does not run again when the value changes; its
/// `_printChanges()` line names the binding only if it was read. This is SwiftUI's rule as OpenSwiftUI
/// reads it (`Binding`'s property box returns `changed && location.wasRead`, and `wasRead` is set by a
/// read of `wrappedValue` during an update and never cleared). Outside the seeds, whose bindings are
/// all read by their bodies (lesson 48, step 2: "TripCard: @self, _trip changed.").
@MainActor
final class BindingReads {
    /// The view whose `@Binding` property this is.
    weak var owner: ViewNode?
    var wasRead = false
    /// The value the binding carried when the view last installed it.
    var installedValue: Any?

    init(owner: ViewNode) { self.owner = owner }

    /// Whether the body being evaluated is the owner's (or a closure it wrote, run by a `ForEach`: see
    /// `UpdateGraph.readerOfState(at:)`); if so, the binding has now been read.
    func isReadByOwner() -> Bool {
        guard let owner, let graph = UpdateGraph.current, let active = graph.evaluatingNode,
            graph.readerOfState(at: active) === owner
        else { return false }
        wasRead = true
        return true
    }
}

/// Unchecked, as SwiftUI declares it: a binding to a `Sendable` value may be handed to another
/// thread, and a write through it reaches its state box on the main actor (`StoredLocation.setValue`).
extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicField {
    /// Reads the value now, so that what the body later reads through the binding is tracked as the
    /// binding's dependency (`_trip` in `_printChanges()`), not as the model property behind it.
    /// Evidence: lesson 48, step 2: "TripCard: @self, _trip changed." though the card's body read
    /// `trip` through `$store.trips`. A change reaches the body only once it has read the binding
    /// (see `BindingReads`).
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: Binding<Value>.self)
        let location = field.pointee.location
        let name = changeName(forField: context.graph.fieldName(of: context.node, at: context.fieldIndex))
        let reads = slot as? BindingReads ?? BindingReads(owner: context.node)
        slot = reads
        field.pointee._reads = reads
        field.pointee._snapshot = context.graph.trackedRead(by: context.node, reason: name, when: { reads.wasRead }) {
            location.get()
        }
        reads.installedValue = field.pointee._snapshot
    }
    static var reportsValueChanges: Bool { true }

    /// A new value of the view whose body was skipped last time still carries the value it was given
    /// then, not the one the view installed: compare with what the view installed (see `isSame(asAny:)`).
    static func carriesChangedValue(at pointer: UnsafeRawPointer, slot: AnyObject?) -> Bool {
        guard let installed = (slot as? BindingReads)?.installedValue else { return false }
        let binding = pointer.assumingMemoryBound(to: Binding<Value>.self).pointee
        return !ViewComparison.anyEqual(installed, binding.location.peek() as Any)
    }
    static func reportsChange(slot: AnyObject?) -> Bool { (slot as? BindingReads)?.wasRead ?? true }
}

extension Binding: FieldComparable {
    /// Whether `other`, a binding in a new value of the view, is the same input as this one.
    ///
    /// Both must reach the same place and carry the same value: SwiftUI tells bindings apart by the
    /// value they carry (`Binding._value`; OpenSwiftUI's `ObjectLocation` compares its object and key
    /// path, and its `update()` always says "changed"). So when a parent's body runs and hands a child
    /// a binding whose value changed, the child is a new value (`@self`) and its body runs, whether the
    /// binding reaches state or an object's property, and whether or not the child's body reads it
    /// (its name is printed only if it did, see `BindingReads`). A parent whose body does not run hands
    /// nothing new: then only a child that read the binding runs, through the binding's dependency.
    /// Evidence (outside the seeds): fatbobman, "@State 研究" (iOS 14, 2020): a parent with
    /// `@ObservedObject var store` handing `$store.date` to a child that shows it printed "mainView /
    /// subView" on each change; BetterBinding's demo log (iOS 18): a parent that shows two state flags
    /// and hands a toggle a stable binding to the second printed, when that flag changed, "NestedToggle:
    /// @self, _binding changed." for it (and for a `Binding(get:set:)` one beside it, which is new on
    /// every body); lesson 48, step 2: "TripCard: @self, _trip changed."
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        guard location.isSame(as: other.location) else { return false }
        guard let _snapshot else { return true }
        return ViewComparison.anyEqual(_snapshot, other.location.peek())
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value the binding points to.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices of the bound collection.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The index after `i` in the bound collection.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: IndexLocation(base: location, index: position), transaction: transaction)
    }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    /// The index before `i` in the bound collection.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {}

/// One element of a collection that a binding points to.
final class IndexLocation<Base: MutableCollection>: Location<Base.Element> where Base.Index: Hashable {
    let base: Location<Base>
    let index: Base.Index

    init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    override func get() -> Base.Element { base.get()[index] }
    override func set(_ newValue: Base.Element, transaction: Transaction?) {
        var value = base.get()
        value[index] = newValue
        base.set(value, transaction: transaction)
    }
    override var root: AnyObject? { base.root }
}
