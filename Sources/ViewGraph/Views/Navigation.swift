/// A stack of screens: a root view, and the views pushed on it by navigation links.
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack whose pushed values live in `path`.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    public typealias Body = Never
}

/// The screens pushed on a navigation stack, as views.
@MainActor
final class NavigationPath_ {
    var pushed: [any View] = []
}

/// A list of values pushed on a navigation stack.
public struct NavigationPath: Equatable {
    var count_: Int = 0
    public init() {}
    public var count: Int { count_ }
    public var isEmpty: Bool { count_ == 0 }
    public mutating func append<V: Hashable>(_ value: V) { count_ += 1 }
    public mutating func removeLast(_ k: Int = 1) { count_ -= k }
}

extension NavigationStack: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let path = node.primitiveState as? NavigationPath_ ?? NavigationPath_()
        node.primitiveState = path
        var children: [(ChildKey, any View)] = [(.content, root)]
        for (index, view) in path.pushed.enumerated() { children.append((.pushed(index), view)) }
        graph.reconcile(node, children: children)
    }

    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }

    /// Pushes `view` as the next screen: only the new screen is built; the screens below stay as they are.
    func push(_ view: any View, on node: ViewNode, graph: UpdateGraph) {
        guard let path = node.primitiveState as? NavigationPath_ else { return }
        path.pushed.append(view)
        let child = graph.mount(view, key: .pushed(path.pushed.count - 1), parent: node, environment: graph.childEnvironment(of: node, at: .pushed(path.pushed.count - 1)))
        node.setChildren(node.children + [child])
    }

    /// Pops the top screen, which disappears with its state; false when only the root is left.
    func pop(on node: ViewNode, graph: UpdateGraph) -> Bool {
        guard let path = node.primitiveState as? NavigationPath_, !path.pushed.isEmpty, let top = node.children.last, node.children.count > 1 else { return false }
        path.pushed.removeLast()
        graph.unmount(top)
        node.setChildren(Array(node.children.dropLast()))
        return true
    }
}

/// The navigation operations the host needs, without knowing the stack's root type.
@MainActor
protocol NavigationContainer {
    func push(_ view: any View, on node: ViewNode, graph: UpdateGraph)
    func pop(on node: ViewNode, graph: UpdateGraph) -> Bool
    func visibleChild(of node: ViewNode) -> ViewNode?
}

extension NavigationStack: NavigationContainer {
    func visibleChild(of node: ViewNode) -> ViewNode? { node.children.last }
}

/// A button that pushes a destination onto the enclosing navigation stack.
///
/// Given a view, the link makes its destination when it is made itself: lesson 7, edge case 1
/// printed every `Detail.init` before any tap. Given a value, the destination is made only when
/// the link is tapped, by the stack's `navigationDestination(for:)`.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?

    /// A link to `destination`, shown as `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
        value = nil
    }

    /// A link to `destination`, shown as `label` (the older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
    }

    public typealias Body = Never
}

extension NavigationLink where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; the stack's `navigationDestination(for:)` makes the screen.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map(AnyHashable.init)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A value link with a localized title.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// A value link with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.label, label)])
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        .leaf("NavigationLink " + quoted(controlLabel(of: node)))
    }

    var controlRole: String { "NavigationLink" }

    func tap(_ node: ViewNode, host: Host) throws {
        var ancestor = node.parent
        var destinationView: (any View)? = destination
        while let current = ancestor {
            if destinationView == nil, let value, let provider = current.view as? any DestinationProvider,
               let made = provider.destination(for: value) {
                destinationView = made
            }
            if let stack = current.view as? any NavigationContainer {
                guard let destinationView else { throw HostError.noDestination(controlLabel(of: node)) }
                stack.push(destinationView, on: current, graph: host.graph)
                return
            }
            ancestor = current.parent
        }
        throw HostError.noNavigationStack(controlLabel(of: node))
    }
}

/// Something that makes a screen for a pushed value (`navigationDestination(for:)`).
@MainActor
protocol DestinationProvider {
    func destination(for value: AnyHashable) -> (any View)?
}

/// Makes the screen for values of one type pushed by value links below it.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    let make: (D) -> Destination
    public typealias Body = Never
}

extension ModifiedContent: DestinationProvider where Content: View, Modifier: ViewModifier {
    func destination(for value: AnyHashable) -> (any View)? {
        (modifier as? any DestinationMaking)?.make(value)
    }
}

@MainActor
protocol DestinationMaking { func make(_ value: AnyHashable) -> (any View)? }
extension _NavigationDestinationModifier: DestinationMaking {
    func make(_ value: AnyHashable) -> (any View)? { (value.base as? D).map { make($0) } }
}

extension View {
    /// Makes the screen for each value of type `data` that a link below pushes.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(make: destination))
    }

    /// The title shown in the navigation bar.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        modifier(_AnnotationModifier(annotation: .navigationTitle(MarkdownText.render(title.resolved))))
    }

    /// The title shown in the navigation bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_AnnotationModifier(annotation: .navigationTitle(String(title))))
    }
}

/// A modifier that annotates the control below it on the screen.
public struct _AnnotationModifier: ViewModifier, PrimitiveModifier {
    let annotation: ScreenAnnotation
    public typealias Body = Never
    var screenAnnotation: ScreenAnnotation? { annotation }
}
