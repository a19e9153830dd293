import Foundation

/// The announcement an `ObservableObject` makes before any of its `@Published` properties changes.
///
/// Combine does not exist off Apple platforms, so the engine provides the little of it SwiftUI
/// uses: a publisher that tells its subscribers "about to change", with no value.
/// Unchecked: its subscribers are added, removed and called on the main thread only (a `send()` from
/// another thread hops there first, as SwiftUI's views hear of changes there).
public final class ObservableObjectPublisher: @unchecked Sendable {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextID = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    ///
    /// As SwiftUI does, logs a warning when the change comes from inside a body, or from a thread
    /// other than the main one.
    public func send() {
        if DispatchQueue.getSpecific(key: DispatchQueue.hostMainKey) == true {
            MainActor.assumeIsolated {
                if let graph = UpdateGraph.current, graph.evaluatingNode != nil {
                    graph.log(
                        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
                    )
                }
            }
        } else {
            // The views that watch the object live on the main thread: they hear of the change there.
            Task { @MainActor in
                Host.current?.graph.log(
                    "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates."
                )
                self.notifySubscribers()
            }
            return
        }
        notifySubscribers()
    }

    private func notifySubscribers() {
        for (_, subscriber) in subscribers.sorted(by: { $0.key < $1.key }) { subscriber() }
    }

    /// Calls `action` before each change, until the returned subscription is cancelled or released.
    func subscribe(_ action: @escaping () -> Void) -> Subscription {
        nextID += 1
        let id = nextID
        subscribers[id] = action
        return Subscription { [weak self] in self?.subscribers[id] = nil }
    }

    /// A subscription; released or cancelled, it stops.
    final class Subscription {
        private var cancelAction: (() -> Void)?
        init(cancel: @escaping () -> Void) { cancelAction = cancel }
        func cancel() {
            cancelAction?()
            cancelAction = nil
        }
        deinit { cancel() }
    }

    // The publisher of an object that does not declare its own, kept beside the object.
    // Behind a lock: an object's publisher may be asked for from any thread.
    private static let publishers = Locked<[ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)]>([:]
    )

    private struct Weak { weak var value: AnyObject? }

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        publishers.modify { publishers in
            let id = ObjectIdentifier(object)
            if let entry = publishers[id], entry.object.value === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            publishers[id] = (Weak(value: object), publisher)
            return publisher
        }
    }
}

/// A class whose `@Published` properties announce every change to the views that hold it, all of
/// them at once: unlike `@Observable`, nothing tracks which property a body read.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's own publisher, made on first use.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// A property of an `ObservableObject` whose every write (even of the same value) announces a change.
///
/// `$property` is a publisher of its values: the current one when subscribed, then each new one as
/// it is set, before the property changes (Combine sends in `willSet`).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property that starts as `wrappedValue`.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    /// A published property that starts as `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only reachable through the enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's values as a publisher.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// Reads and writes through the enclosing object, announcing each write before it happens.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            if box.objectWillChange == nil { box.objectWillChange = object.objectWillChange }
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.objectWillChange = object.objectWillChange
            box.set(newValue)
        }
    }

    /// The values of a `@Published` property.
    public struct Publisher: ViewGraph.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// Where a `@Published` property keeps its value and its subscribers.
final class PublishedBox<Value> {
    private let stored: Locked<Value>
    let subject: CurrentValueSubject<Value, Never>
    /// The enclosing object's publisher, once the property has been reached through the object.
    var objectWillChange: ObservableObjectPublisher?
    /// Subscriptions that write to this property (`assign(to: &$property)`), alive as long as it is.
    private let kept = Locked<[AnyCancellable]>([])

    init(_ value: Value) {
        stored = Locked(value)
        subject = CurrentValueSubject(value)
    }

    var value: Value { stored.value }

    /// Announces the change, sends the new value, then stores it.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        subject.send(newValue)
        stored.modify { $0 = newValue }
    }

    func keep(_ cancellable: AnyCancellable) {
        kept.modify { $0.append(cancellable) }
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// Sends an empty value to `subscriber` before each change of the object.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let subscription = subscribe { _ = subscriber.receive(()) }
        subscriber.receive(subscription: SimpleSubscription { subscription.cancel() })
    }
}

/// What a view holding an `ObservableObject` keeps: its subscription.
@MainActor
final class ObjectSubscription {
    var object: AnyObject?
    var subscription: ObservableObjectPublisher.Subscription?

    /// Subscribes `node` to `object`'s announcements, unless it already is.
    func observe(_ object: AnyObject & ObservableObject, node: ViewNode, graph: UpdateGraph, reason: String) {
        if self.object === object { return }
        self.object = object
        // The node is held weakly: the object's publisher keeps this closure, and a node that kept
        // its `@StateObject` alive through its own subscription would never let it go. A view's
        // state object is freed when the view's identity ends (models of
        // screens in a navigation stack print their `deinit` when the stack is taken away, Apple
        // Developer Forums thread 690143, iOS 14 and 15).
        subscription = object.objectWillChange.subscribe { [weak graph, weak node] in
            MainActor.assumeIsolated {
                guard let node, node.isMounted else { return }
                graph?.invalidate(node, reason: reason, transaction: Transaction.current)
            }
        }
    }
}

/// An `ObservableObject` a view is handed: every change of it runs the view's body.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension ObservedObject: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        let subscription = slot as? ObjectSubscription ?? ObjectSubscription()
        slot = subscription
        let name = changeName(forField: context.graph.fieldName(of: context.node, at: context.fieldIndex))
        subscription.observe(field.pointee.wrappedValue, node: context.node, graph: context.graph, reason: name)
    }
}

/// An `ObservableObject` a view creates and owns: made once per identity, like `@State`.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    var _object: ObjectType?

    /// Makes the object with `thunk`, once, the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object.
    public var wrappedValue: ObjectType {
        if let _object { return _object }
        return make()
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

/// A `StateObject`'s object and subscription, kept by the node.
@MainActor
final class StateObjectBox {
    let object: AnyObject
    let subscription = ObjectSubscription()
    init(object: AnyObject) { self.object = object }
}

extension StateObject: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box: StateObjectBox
        if let existing = slot as? StateObjectBox {
            box = existing
        } else {
            box = StateObjectBox(object: field.pointee.make())
            slot = box
        }
        let object = box.object as! ObjectType
        field.pointee._object = object
        let name = changeName(forField: context.graph.fieldName(of: context.node, at: context.fieldIndex))
        box.subscription.observe(object, node: context.node, graph: context.graph, reason: name)
    }
}

extension StateObject: FieldComparable {
    /// A fresh `StateObject` from a parent's body is the same input: the object is made only once.
    func isSame(asAny other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var _object: ObjectType?

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let _object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return _object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension EnvironmentObject: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        guard let object = context.node.environment.object(of: ObjectType.self) as? ObjectType else { return }
        field.pointee._object = object
        let subscription = slot as? ObjectSubscription ?? ObjectSubscription()
        slot = subscription
        let name = changeName(forField: context.graph.fieldName(of: context.node, at: context.fieldIndex))
        subscription.observe(object, node: context.node, graph: context.graph, reason: name)
    }
}

extension EnvironmentObject: FieldComparable {
    func isSame(asAny other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` below.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}
