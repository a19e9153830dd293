import Observation

/// A value a view reads from its environment: a key path of `EnvironmentValues`, or a model by its type.
///
/// SwiftUI runs only the bodies that read a value when that value changes (lesson 48, edge case 4:
/// after the switch only "Reader's body" printed). The graph keeps what each reader saw and compares.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Any.Type, optional: Bool)
    }

    let source: Source
    var _value: Value?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the model of type `objectType` that an ancestor set with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(objectType, optional: false)
    }

    /// Reads the model of type `objectType`, or nil when no ancestor set one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(objectType, optional: true)
    }

    /// The value, as of the last time SwiftUI installed it.
    public var wrappedValue: Value {
        if let _value { return _value }
        return resolve(in: EnvironmentValues())
    }

    func resolve(in environment: EnvironmentValues) -> Value {
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let type, let optional):
            if let object = environment.object(of: type) {
                return (optional ? Optional(object) as Any : object) as! Value
            }
            if optional { return (Optional<AnyObject>.none as Any) as! Value }
            fatalError(
                "No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view."
            )
        }
    }
}

extension Environment: FieldComparable {
    /// Two environment properties are the same input when they read the same key or type; the value
    /// SwiftUI wrote into its kept copy is not part of the view's value. Evidence: lesson 48, step 3:
    /// after the star, only Vancouver's `GridCard` (which reads the store from the environment) ran.
    func isSame(asAny other: Any) -> Bool {
        guard let other = other as? Environment<Value> else { return false }
        switch (source, other.source) {
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.object(let a, _), .object(let b, _)): return ObjectIdentifier(a) == ObjectIdentifier(b)
        default: return false
        }
    }
}

extension Environment: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: Environment<Value>.self)
        let value = field.pointee.resolve(in: context.node.environment)
        field.pointee._value = value
        let read: EnvironmentRead
        if let existing = slot as? EnvironmentRead {
            read = existing
        } else {
            read = EnvironmentRead()
            slot = read
        }
        let source = field.pointee
        read.value = value
        read.hasChanged = { environment in
            !ViewComparison.anyEqual(source.resolve(in: environment), value)
        }
    }

    static var needsIdentity: Bool { true }
}

/// What one `@Environment` property saw the last time its view's body ran.
@MainActor
final class EnvironmentRead {
    var value: Any?
    /// Whether the value in `environment` differs from what was read.
    var hasChanged: (EnvironmentValues) -> Bool = { _ in false }
}

/// Sendable where its value is, as SwiftUI declares it. Unchecked because a `KeyPath` and a metatype
/// are not declared `Sendable`, though both are immutable: the source is written once, in `init`, and
/// the value it resolved is a `Sendable` value.
extension Environment: @unchecked Sendable where Value: Sendable {}
