/// Collects the expressions of a `body` into one view, as SwiftUI's result builder does.
@resultBuilder
public struct ViewBuilder {
    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One expression is the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several expressions become a `TupleView`, each child at its own position.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// An expression is used as it is; `print(...)` alone fails here with `type '()' cannot conform to 'View'`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` is an optional view: present or absent at one position.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` erases its content's type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder block, each keeping the identity of its position.
///
/// Nonisolated, as SwiftUI's builder containers are (`TabContentBuilder.Content` is declared
/// `nonisolated struct`): builders are nonisolated, and making a view only stores its parts.
@frozen nonisolated public struct TupleView<T>: View {
    /// The children as a tuple.
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public typealias Body = Never
}

@MainActor extension TupleView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: children.enumerated().map { (ChildKey.index($0.offset), $0.element) })
    }
}

/// The view an `if`/`else` builds: each branch is a different position, so switching branches
/// replaces the views and their state.
/// Nonisolated, as `TupleView` is.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public typealias Body = Never
}

@MainActor extension _ConditionalContent: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        switch storage {
        case .trueContent(let content): graph.reconcile(node, children: [(.branch(true), content)])
        case .falseContent(let content): graph.reconcile(node, children: [(.branch(false), content)])
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveRoles where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        switch self {
        case .some(let content): graph.reconcile(node, children: [(.some, content)])
        case .none: graph.reconcile(node, children: [])
        }
    }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View, Sendable {
    /// Creates a view that shows nothing.
    nonisolated public init() {}
    public typealias Body = Never
}

@MainActor extension EmptyView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
}

/// A view whose type is known only at run time: its identity includes the wrapped view's type.
///
/// Nonisolated, as SwiftUI's `AnyView` is: builders erase types in `if #available`.
nonisolated public struct AnyView: View {
    let wrapped: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { wrapped = any.wrapped } else { wrapped = view }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) { self.init(view) }

    public typealias Body = Never
}

@MainActor extension AnyView: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: wrapped))), wrapped)])
    }
}

/// Groups views without changing their layout.
nonisolated public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
}

@MainActor extension Group: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.content, content)])
    }
}
