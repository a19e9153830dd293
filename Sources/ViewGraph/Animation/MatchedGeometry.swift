import Foundation
import Synchronization

/// A namespace for matched geometry effects, made once per view identity.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    var id = ID(value: 0)

    /// A namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { id }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The storage of one view's namespace: its identity, kept for the view's lifetime.
    final class Box {
        /// The last identity given, atomic: a namespace can be made on any thread.
        static let lastValue = Atomic<Int>(0)
        let id: ID
        init() {
            id = ID(value: Box.lastValue.add(1, ordering: .relaxed).newValue)
        }
    }
}

extension Namespace: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let box = slot as? Box ?? Box()
        slot = box
        pointer.assumingMemoryBound(to: Namespace.self).pointee.id = box.id
    }
}

extension Namespace: FieldComparable {
    /// A namespace is never a changed input: its identity belongs to the view's, not to its value.
    func isSame(asAny other: Any) -> Bool { other is Namespace }
}

/// Which parts of a view's geometry a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position, the size, or both.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Not modelled: moves this view from (or to) the geometry of the view with the same `id` in `namespace`.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View { inert("matchedGeometryEffect") }
    /// Not modelled: marks this view as the source of a zoom transition.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        inert("matchedTransitionSource")
    }
}

extension View {
    /// Not modelled: gives the view's glass an identity for morphing between shapes.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        inert("glassEffectID")
    }
    /// Not modelled: joins the view's glass with the others of `id`.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        inert("glassEffectUnion")
    }
}
