import Synchronization

/// A value a view owns, kept by SwiftUI outside the view struct for as long as the view's identity lasts.
///
/// A fresh struct holds only the starting value: with `@State var model = Model()`, not even that, but
/// the expression itself, not yet run, as Xcode 27's `@State` macro stores it ("only your starting
/// value, as a closure that has not run", lesson 7, step 3). The first time the view's node is built,
/// the graph runs it and creates a `StoredLocation` from it; every later struct made for the same
/// identity reads and writes the box instead, and its own starting value is never run (lesson 7,
/// edge case 9: a parent passing a new start value changes nothing). So `Model()` runs once per
/// identity, however often the parent's body makes the struct again.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The starting value: given (`State(initialValue:)`) or still to be run (`= Model()`).
    enum Start {
        case value(Value)
        case deferred(() -> Value)

        var value: Value {
            switch self {
            case .value(let value): return value
            case .deferred(let make): return make()
            }
        }
    }

    var _start: Start
    var _location: StoredLocation<Value>?
    /// The value this copy of the view was given when SwiftUI installed it, just before its body ran.
    var _snapshot: Value?

    /// A state whose value starts as `wrappedValue`, an expression run only when the view first appears.
    public init(wrappedValue value: @autoclosure @escaping () -> Value) {
        _start = .deferred(value)
    }

    /// A state whose value starts as `value`.
    public init(initialValue value: Value) {
        _start = .value(value)
    }

    /// The current value; setting it schedules an update of every body that read it.
    ///
    /// Read during an update (a body, or a closure the body wrote and an update runs: a sheet's
    /// content, a `ForEach` row), it is the value this copy of the view was installed with, as with
    /// SwiftUI's `State`, whose getter returns its `_value` while the graph updates and the location's
    /// value otherwise (OpenSwiftUI: `State.getValue(forReading:)`). A closure kept from an older body
    /// sees what that body saw. Read anywhere else (an action, a task), it is the value now. Evidence
    /// (outside the seeds): raywo/SwiftTestApp (iOS 14, 2021): a button set `tmpEvent` and then the flag
    /// of a sheet whose content shows `tmpEvent`, a state the presenting body never read: "when the sheet
    /// is displayed the first time it shows the text from the default event. On every subsequent
    /// presentation of the sheet it works as expected" (by then the sheet's read made the presenter
    /// depend on it, see `UpdateGraph.readerOfState(at:)`).
    public var wrappedValue: Value {
        get {
            guard let _location else {
                UpdateGraph.warnStateNotInstalled()
                return _start.value
            }
            let current = _location.value()
            if let _snapshot, isOnHostMainQueue, MainActor.assumeIsolated({ UpdateGraph.active != nil }) {
                return _snapshot
            }
            return current
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
            return .constant(_start.value)
        }
        return Binding(location: _location)
    }
}

/// `Sendable` where its value is, as SwiftUI declares it (`extension State: Sendable where Value:
/// Sendable` in its interface, mirrored by every reimplementation of it), so a view holding `@State`
/// may be sent to a task. Unchecked for two fields the compiler cannot see through: the starting
/// expression not yet run, and the storage. The expression runs only on the main actor (the graph runs
/// it when it installs the view's node, `DynamicField.install`, and a state read outside the graph
/// runs it from a body or an action, main-actor code, or from whatever reads a state never installed,
/// which the engine warns of as SwiftUI does), never beside another run of itself; and the
/// storage, `StoredLocation`, reads its value under a lock off the main queue and writes only on the
/// main actor (see its comment).
extension State: @unchecked Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose value starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: State<Value>.self)
        let location = StoredLocation.installed(in: &slot, initialValue: field.pointee._start.value, context: context)
        field.pointee._location = location
        field.pointee._snapshot = location.updateValue
    }

    static func changeName(forField fieldName: String) -> String { "_" + fieldName }
}

extension State: FieldComparable {
    /// Whether `other`, the same property in a new value of the view, is the same input: it is when
    /// both are the same storage. The value a `@State` starts with is never an input, given
    /// (`State(initialValue: Model())`, a new object in each struct) or still to run: the storage the
    /// view already has wins, so a new starting value could change nothing on the screen.
    ///
    /// The first new value after the view was built is still a new input: the view kept is the one
    /// its state was installed in, and the new one has no storage yet. Evidence: lesson 7's Clock
    /// (recorded) ran `Counter.body` after the first tick only, though a new `Counter` came every
    /// second; consoles others recorded on devices: a child with `@State` made again with equal
    /// inputs did not run again (comparing starting values would print `@self changed.` on every
    /// update); lesson 7, edge case 9: a new start value changes
    /// nothing.
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? State<Value> else { return false }
        return _location === other._location
    }
}

/// A state box that knows the view that declared it.
@MainActor
protocol OwnedState: AnyObject {
    var owningNode: ViewNode? { get }
}

/// The storage behind one `@State`: a value, the node that owns it, and the bodies that read it.
///
/// It keeps two values apart, as SwiftUI's `StoredLocation` does: the value last written, which an
/// action reads, and the value the update being run has reached, which a body reads. They differ only
/// while writes made in a transaction of their own wait for their update (see
/// `UpdateGraph.recordStateWrite`): `savedValues` holds, for each such transaction, the value the
/// location had before it.
///
/// Every write is made on the main actor, but the value may be read on any thread: `Binding` is
/// `Sendable` where its value is, as SwiftUI declares it, so a task or a queue may read `$count`, and a
/// write from another thread compares its value with the stored one before it goes to the main actor.
/// So the value last written is written under `lock`, and read under it off the main queue. On the
/// main queue it is read without the lock: the main actor's jobs run on that queue one at a time, so
/// no write can run beside such a read, and a row tap's reads cost nothing more. `savedValues` is
/// only read and written on the main queue (by bodies and the graph's updates).
final class StoredLocation<Value>: Location<Value> {
    /// The value last written: written on the main actor under `lock`, read as said above.
    private var storedValue: Value
    /// Guards `storedValue` between the main actor's writes and reads from other threads.
    private let lock = Mutex(())
    /// The values the location had before each transaction that wrote it and is still waiting for
    /// its update, oldest first.
    private var savedValues: [Value] = []
    /// Weak, as is the graph: a binding a task or a timer keeps may outlive the view, and even the play.
    weak let owner: ViewNode?
    let fieldIndex: Int
    weak let graph: UpdateGraph?

    init(_ value: Value, owner: ViewNode, fieldIndex: Int, graph: UpdateGraph) {
        storedValue = value
        self.owner = owner
        self.fieldIndex = fieldIndex
        self.graph = graph
    }

    /// The value last written, read on whatever thread the caller is on.
    private var lastWritten: Value {
        if isOnHostMainQueue { return storedValue }
        var value: Value?
        lock.withLock { _ in value = storedValue }
        return value!
    }

    /// The value, recording that the body being evaluated (if any) depends on it. A body reads the
    /// value its update has reached; anything else (an action, a task) reads the value last written.
    func value() -> Value {
        guard isOnHostMainQueue else { return lastWritten }
        // On the main thread (just checked): the box goes to the main actor without leaving it.
        let box = UncheckedSendable(self)
        let updating = MainActor.assumeIsolated { () -> Bool in
            guard let reader = UpdateGraph.active else { return false }
            box.value.graph?.recordRead(of: box.value, by: reader)
            return true
        }
        if updating, let saved = savedValues.first { return saved }
        return storedValue
    }

    override func get() -> Value { value() }
    override func peek() -> Value { lastWritten }

    override func set(_ newValue: Value, transaction: Transaction?) {
        setValue(newValue, transaction: transaction)
    }

    /// Stores `newValue` unless it is the same as the current one, and invalidates the readers.
    func setValue(_ newValue: Value, transaction: Transaction? = nil) {
        if isSameValue(lastWritten, newValue) { return }
        // The box, the value and the transaction go to the main actor, where every write to a box is
        // made: SwiftUI lets state be set from any thread (Apple's `State` documentation), and this hop
        // is where such a write reaches the graph's thread.
        let write = UncheckedSendable((self, newValue, transaction))
        onMainActor {
            let (self_, newValue, transaction) = write.value
            self_.write(newValue, transaction: transaction ?? Transaction.current)
        }
    }

    /// Stores `newValue` on the main actor, keeping the value it replaces while `transaction` waits for
    /// its update, and invalidates the readers.
    @MainActor
    private func write(_ newValue: Value, transaction: Transaction) {
        graph?.willModifyState()
        let write =
            graph?.recordStateWrite(to: self, in: transaction) ?? StateWrite(savesValue: false, marksReadersNow: true)
        if write.savesValue { savedValues.append(storedValue) }
        lock.withLock { _ in storedValue = newValue }
        if write.marksReadersNow {
            graph?.stateDidChange(self, transaction: transaction)
        } else {
            graph?.stateDidChange(self, transaction: transaction, markingReaders: false)
        }
    }

    override var root: AnyObject? { self }

    /// The value the update being run has reached, without recording a read.
    @MainActor
    var updateValue: Value { savedValues.first ?? storedValue }

    /// The update of the oldest transaction that wrote this location begins: bodies now read the value
    /// that transaction left.
    @MainActor
    func beginUpdate() {
        if !savedValues.isEmpty { savedValues.removeFirst() }
    }

    /// The box kept in `slot`, made from `initialValue` the first time: the initial value is used once.
    @MainActor
    static func installed(in slot: inout AnyObject?, initialValue: @autoclosure () -> Value, context: InstallContext)
        -> StoredLocation<Value>
    {
        if let existing = slot as? StoredLocation<Value> { return existing }
        let box = StoredLocation(
            initialValue(), owner: context.node, fieldIndex: context.fieldIndex, graph: context.graph)
        slot = box
        return box
    }
}

extension StoredLocation: OwnedState {
    var owningNode: ViewNode? { owner }
}

extension StoredLocation: TransactionalLocation {
    func beginUpdate(in graph: UpdateGraph, marking: Bool) {
        beginUpdate()
        if marking { graph.invalidateReaders(of: self, transaction: Transaction()) }
    }
}
