// Custom containers (iOS 18): `ForEach(subviews:)` and `Group(subviews:)` hand a container the views its
// content declares, one `Subview` each, so that it can wrap or count them.
//
// The engine resolves subviews from the content's value, as SwiftUI resolves them from its structure:
// a `TupleView` gives one subview per element, a `ForEach` one per row (identified by the row's id),
// `Group`, `if` and optional content are looked through, and any other view is one subview.

/// One view of a container's content, as `ForEach(subviews:)` and `Group(subviews:)` hand it over.
///
/// Nonisolated, as SwiftUI declares it (`nonisolated struct Subview`): its id is read anywhere.
nonisolated public struct Subview: View, Identifiable {
    /// The subview's identity within the content: its position, or its `ForEach` id.
    public let id: AnyHashable
    let view: any View
    /// Values the content attached with `containerValue(_:_:)`; the engine keeps none.
    public var containerValues: ContainerValues { ContainerValues() }
    public typealias Body = Never
}

@MainActor extension Subview: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: view))), view)])
    }
}

/// The subviews of a container's content, in order; as a view, they show one after another.
///
/// Nonisolated, as SwiftUI's is: a collection is read anywhere; only its body is the main actor's.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews at `bounds` (`subviews[1...]`), which show as a view too.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }
    /// Each subview, in order.
    @MainActor public var body: some View { ForEach(subviews) { $0 } }
}

/// Some of a container's subviews (`subviews[1...]`); as a view, they show one after another.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let subviews: [Subview]
    /// The position of the first subview in the whole collection.
    public let startIndex: Int
    /// The position after the last subview in the whole collection.
    public let endIndex: Int
    /// The subview at `position` of the whole collection.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews at `bounds` of the whole collection.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }
    /// Each subview of the slice, in order.
    @MainActor public var body: some View { ForEach(Array(subviews[startIndex..<endIndex])) { $0 } }
}

/// Values a container reads from its subviews; the engine keeps none, so each reads its default.
public struct ContainerValues {
    /// Container values with nothing set.
    public init() {}
    /// The value for `key`: always its default here.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

/// A view whose content splits into several subviews.
@MainActor
protocol SubviewSource {
    func subviews(at path: [AnyHashable]) -> [Subview]
}

/// The subviews `view` declares.
@MainActor
func resolveSubviews(of view: any View, at path: [AnyHashable] = []) -> [Subview] {
    if let source = view as? any SubviewSource { return source.subviews(at: path) }
    return [Subview(id: AnyHashable(path), view: view)]
}

@MainActor extension TupleView: SubviewSource {
    func subviews(at path: [AnyHashable]) -> [Subview] {
        children.enumerated().flatMap { resolveSubviews(of: $0.element, at: path + [AnyHashable($0.offset)]) }
    }
}

@MainActor extension Group: SubviewSource {
    func subviews(at path: [AnyHashable]) -> [Subview] { resolveSubviews(of: content, at: path) }
}

extension Optional: SubviewSource where Wrapped: View {
    func subviews(at path: [AnyHashable]) -> [Subview] { map { resolveSubviews(of: $0, at: path) } ?? [] }
}

@MainActor extension _ConditionalContent: SubviewSource {
    func subviews(at path: [AnyHashable]) -> [Subview] {
        switch storage {
        case .trueContent(let content): return resolveSubviews(of: content, at: path + [AnyHashable(true)])
        case .falseContent(let content): return resolveSubviews(of: content, at: path + [AnyHashable(false)])
        }
    }
}

@MainActor extension EmptyView: SubviewSource {
    func subviews(at path: [AnyHashable]) -> [Subview] { [] }
}

@MainActor extension ForEach: SubviewSource where Content: View {
    func subviews(at path: [AnyHashable]) -> [Subview] {
        data.flatMap { element in resolveSubviews(of: content(element), at: path + [AnyHashable(identify(element))]) }
    }
}

extension ForEach where Data == SubviewsCollection, ID == AnyHashable, Content: View {
    /// A view for each subview of `view`: a custom container wraps each view its content declares.
    /// Main-actor isolated, as SwiftUI's is: it resolves `view`'s content, as a body does.
    @MainActor @preconcurrency
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        // Identified anew each time, so that it is never the same value as the last: its subviews are
        // resolved from `view` as it is made, which a comparison of the collections would not see.
        self.init(
            data: SubviewsCollection(subviews: resolveSubviews(of: view)), identify: { $0.id }, identifiedBy: UUID(),
            isConstantRange: false, content: content)
    }
}

/// A `Group(subviews:)`: the view `transform` makes from the subviews of `base`.
nonisolated public struct _GroupSubviews<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    public typealias Body = Never
}

@MainActor extension _GroupSubviews: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let made = graph.makeTracked(for: node) { transform(SubviewsCollection(subviews: resolveSubviews(of: base))) }
        graph.reconcile(node, children: [(.content, made)])
    }
}

extension Group {
    /// The view `transform` makes from the subviews of `view`: a custom container that counts or arranges them.
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    )
    where Content == _GroupSubviews<Base, Result> {
        self.init { _GroupSubviews(base: view, transform: transform) }
    }
}

extension View {
    /// Not modelled: attaches a container value for the enclosing custom container; the engine keeps none.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        inert("containerValue")
    }
}
