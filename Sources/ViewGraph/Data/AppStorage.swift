import Foundation

/// A value kept in the app's defaults under a key: every view that reads the key updates when it is written.
///
/// The engine keeps defaults in memory, for the life of the process, so that each run starts from the
/// defaults the code declares (a real `UserDefaults` would carry values from one run into the next); what
/// a view writes is written through to `UserDefaults.standard`, and what the app's code writes there
/// straight reaches the views (see `PersistentStore.adoptDirectWrites()`).
/// Each view that holds the property gets a `StoredLocation` of its own, kept in step with the store: reads
/// are tracked, and `_printChanges()` names the property, exactly as for `@State`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let _storage: _PersistentValue<Value>

    init(key: String, defaultValue: Value, codec: PersistentCodec<Value>) {
        _storage = _PersistentValue(store: .appStorage, key: key, defaultValue: defaultValue, codec: codec)
    }

    /// The stored value, or the default when nothing was stored; setting it updates every reader.
    public var wrappedValue: Value {
        get { _storage.value }
        nonmutating set { _storage.setValue(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { _storage.binding }
}

/// A value kept with the scene, restored when the app comes back: in the engine, a per-process store like `AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let _storage: _PersistentValue<Value>

    init(key: String, defaultValue: Value, codec: PersistentCodec<Value>) {
        _storage = _PersistentValue(store: .sceneStorage, key: key, defaultValue: defaultValue, codec: codec)
    }

    /// The stored value, or the default when nothing was stored; setting it updates every reader.
    public var wrappedValue: Value {
        get { _storage.value }
        nonmutating set { _storage.setValue(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { _storage.binding }
}

// MARK: - The value types defaults hold

extension AppStorage {
    /// A stored Bool.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored Int.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored Double.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored String.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored Date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// Stored Data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored enum whose raw value is an Int.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue)
    }
    /// A stored enum whose raw value is a String.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue)
    }

    /// An optional stored Bool, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// An optional stored Int, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// An optional stored Double, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// An optional stored String, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// An optional stored URL, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// Optional stored Data, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional)
    }
    /// An optional stored enum whose raw value is a String, nil until written.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optionalRawValue())
    }
    /// An optional stored enum whose raw value is an Int, nil until written.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optionalRawValue())
    }
}

extension SceneStorage {
    /// A stored Bool.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored Int.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored Double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored String.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// Stored Data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }
    /// A stored enum whose raw value is an Int.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue)
    }
    /// A stored enum whose raw value is a String.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawValue)
    }
    /// An optional stored Bool, nil until written.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// An optional stored Int, nil until written.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// An optional stored Double, nil until written.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// An optional stored String, nil until written.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// An optional stored URL, nil until written.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// Optional stored Data, nil until written.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil, codec: .optional) }
    /// An optional stored enum whose raw value is a String, nil until written.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optionalRawValue())
    }
    /// An optional stored enum whose raw value is an Int, nil until written.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optionalRawValue())
    }
}

/// How a value is kept in the store: as it is, by its raw value, or as an optional.
struct PersistentCodec<Value> {
    let encode: (Value) -> Any?
    /// The value for what the store holds; nil when it holds nothing usable.
    let decode: (Any) -> Value?

    static var plain: PersistentCodec<Value> { PersistentCodec(encode: { $0 }, decode: { $0 as? Value }) }
}

extension PersistentCodec where Value: RawRepresentable {
    static var rawValue: PersistentCodec<Value> {
        PersistentCodec(encode: { $0.rawValue }, decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) })
    }
}

extension PersistentCodec where Value: ExpressibleByNilLiteral {
    static var optional: PersistentCodec<Value> {
        // `Value` is `Wrapped?`: a stored `Wrapped` casts to it, and writing nil removes the key.
        PersistentCodec(
            encode: { value in
                let mirror = Mirror(reflecting: value)
                return mirror.displayStyle == .optional ? mirror.children.first?.value : value
            }, decode: { $0 as? Value })
    }
}

extension PersistentCodec {
    /// An optional enum, kept by its raw value: nil removes the key.
    static func optionalRawValue<R: RawRepresentable>() -> PersistentCodec<R?> where Value == R? {
        PersistentCodec<R?>(encode: { $0?.rawValue }, decode: { ($0 as? R.RawValue).flatMap(R.init(rawValue:)) })
    }
}

// MARK: - Storage

/// The values of one kind of storage (`@AppStorage` or `@SceneStorage`), shared by the whole process.
/// Unchecked: `defaults` is a `let`, and `UserDefaults` may be used from any thread.
final class PersistentStore: @unchecked Sendable {
    static let appStorage = PersistentStore(followingDefaults: .standard)
    static let sceneStorage = PersistentStore()

    private struct State {
        var values: [String: Any] = [:]
        var observers: [String: [WeakObserver]] = [:]
        /// What `defaults` held under each observed key when the engine last looked.
        var seenInDefaults: [String: String] = [:]
    }
    private let state = Locked(State())

    private struct WeakObserver { weak var slot: (any PersistentSlot)? }

    /// What is stored under `key`, if anything.
    func value(forKey key: String) -> Any? { state.modify { $0.values[key] } }

    /// Stores `value` (nil removes it) and brings every view holding `key` up to date.
    func set(_ value: Any?, forKey key: String, transaction: Transaction?) {
        let slots = state.modify { state in
            state.values[key] = value
            if let defaults, Self.isPropertyListValue(value) {
                // Written through, so the app's own `UserDefaults` reads see it, and a later direct write
                // of the old value is a change again.
                if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
                state.seenInDefaults[key] = Self.describe(value)
            }
            let slots = (state.observers[key] ?? []).compactMap(\.slot)
            state.observers[key] = slots.map { WeakObserver(slot: $0) }
            return slots
        }
        for slot in slots { slot.storeDidChange(value, transaction: transaction) }
    }

    /// Tells `slot` about every later write of `key`, for as long as the slot lives.
    func observe(_ key: String, by slot: any PersistentSlot) {
        state.modify { state in
            state.observers[key, default: []].append(WeakObserver(slot: slot))
            if let defaults, state.seenInDefaults[key] == nil {
                // A key this run has not stored starts from the declared default, as on a fresh install:
                // what an earlier run left in the real defaults is removed, not read.
                if state.values[key] == nil { defaults.removeObject(forKey: key) }
                state.seenInDefaults[key] = Self.describe(defaults.object(forKey: key))
            }
        }
    }

    /// Whether `UserDefaults` can hold `value` as it is (nil removes the key).
    private static func isPropertyListValue(_ value: Any?) -> Bool {
        guard let value else { return true }
        return value is Int || value is Double || value is Bool || value is String || value is Data || value is Date
    }

    /// The real defaults the app's own code may write to (`UserDefaults.standard.set(0, forKey:)`), for
    /// `@AppStorage`; nil for `@SceneStorage`, which has no such store.
    private let defaults: UserDefaults?

    init(followingDefaults defaults: UserDefaults? = nil) {
        self.defaults = defaults
    }

    private static func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "<none>"
    }

    /// Takes in what the app's code wrote straight to `UserDefaults` under a key a view holds, as if it
    /// had been written through `@AppStorage`: every view holding the key updates.
    ///
    /// SwiftUI documents `AppStorage` as a property wrapper "that reflects a value from UserDefaults and
    /// invalidates a view on a change in value in that user default", so a write that does not go
    /// through the wrapper updates the views too (a Reset button's
    /// `UserDefaults.standard.set(0, forKey: "count")` resets the views that hold "count", Point-Free
    /// episode 306, iOS 18). Foundation on Linux posts no change notification, so the host asks after
    /// each turn; values stored before the app ran (a real `UserDefaults` keeps them between runs) are
    /// what the engine saw first and are never taken in: each run still starts from the declared
    /// defaults.
    func adoptDirectWrites() {
        guard let defaults else { return }
        let keys = state.modify { Array($0.seenInDefaults.keys) }
        for key in keys {
            let now = defaults.object(forKey: key)
            let described = Self.describe(now)
            let changed = state.modify { state in
                defer { state.seenInDefaults[key] = described }
                return state.seenInDefaults[key] != described
            }
            if changed { set(now, forKey: key, transaction: nil) }
        }
    }

    /// Forgets every stored value (for tests that want a fresh store).
    func removeAll() {
        state.modify { state in
            state.values.removeAll()
            state.seenInDefaults.removeAll()
        }
    }
}

/// Storage of one view's property, told when its key is written.
protocol PersistentSlot: AnyObject {
    func storeDidChange(_ stored: Any?, transaction: Transaction?)
}

/// What a view's `@AppStorage` keeps in its node: a state box mirroring the key, and the binding location.
final class PersistentSlotBox<Value>: PersistentSlot {
    let key: String
    let box: StoredLocation<Value>
    let decode: (Any?) -> Value
    private(set) lazy var location = PersistentLocation(slot: self)
    let write: (Value, Transaction?) -> Void

    init(
        key: String, box: StoredLocation<Value>, decode: @escaping (Any?) -> Value,
        write: @escaping (Value, Transaction?) -> Void
    ) {
        self.key = key
        self.box = box
        self.decode = decode
        self.write = write
    }

    func storeDidChange(_ stored: Any?, transaction: Transaction?) {
        box.setValue(decode(stored), transaction: transaction)
    }
}

/// Where a binding to an `@AppStorage` reads (the view's box) and writes (the store).
final class PersistentLocation<Value>: Location<Value> {
    unowned let slot: PersistentSlotBox<Value>
    init(slot: PersistentSlotBox<Value>) { self.slot = slot }
    override func get() -> Value { slot.box.value() }
    override func set(_ newValue: Value, transaction: Transaction?) { slot.write(newValue, transaction) }
    override var root: AnyObject? { slot.box }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? PersistentLocation<Value> else { return false }
        return other.slot === slot
    }
}

/// The engine's storage behind `@AppStorage` and `@SceneStorage`: a key, a default, and the installed slot.
public struct _PersistentValue<Value> {
    let store: PersistentStore
    let key: String
    let defaultValue: Value
    let codec: PersistentCodec<Value>
    var _slot: PersistentSlotBox<Value>?

    init(store: PersistentStore, key: String, defaultValue: Value, codec: PersistentCodec<Value>) {
        self.store = store
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The stored value decoded, or the default.
    func decode(_ stored: Any?) -> Value {
        stored.flatMap(codec.decode) ?? defaultValue
    }

    var value: Value {
        if let _slot { return _slot.box.value() }
        return decode(store.value(forKey: key))
    }

    func setValue(_ newValue: Value, transaction: Transaction? = nil) {
        store.set(codec.encode(newValue), forKey: key, transaction: transaction)
    }

    var binding: Binding<Value> {
        if let _slot { return Binding(location: _slot.location) }
        let current = self
        return Binding(get: { current.value }, set: { current.setValue($0) })
    }
}

extension _PersistentValue: DynamicProperty {}

extension _PersistentValue: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: _PersistentValue<Value>.self)
        let value = field.pointee
        if let existing = slot as? PersistentSlotBox<Value>, existing.key == value.key {
            field.pointee._slot = existing
            return
        }
        let box = StoredLocation(
            value.decode(value.store.value(forKey: value.key)), owner: context.node, fieldIndex: context.fieldIndex,
            graph: context.graph)
        let created = PersistentSlotBox(
            key: value.key, box: box, decode: value.decode, write: { value.setValue($0, transaction: $1) })
        value.store.observe(value.key, by: created)
        slot = created
        field.pointee._slot = created
    }
}

extension _PersistentValue: FieldComparable {
    /// The same key and the same installed storage: the same input, as `@State` compares its box.
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? _PersistentValue<Value> else { return false }
        return key == other.key && store === other.store && _slot === other._slot
    }
}
