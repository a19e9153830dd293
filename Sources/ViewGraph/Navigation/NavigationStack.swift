/// A stack of screens: a root view, and the views pushed on it by navigation links.
///
/// With `path`, the pushed screens are the path's values, each made by the `navigationDestination(for:)`
/// for its type: pushing appends to the path, going back removes its last value, and setting the
/// path from code pushes or pops.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root
    var _path: NavigationPathProperty

    /// A stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        _path = NavigationPathProperty(binding: nil)
    }

    /// A stack whose pushed values live in `path`, an array of values.
    public init<Data: MutableCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        _path = NavigationPathProperty(
            binding: Binding(
                get: { path.wrappedValue.map { AnyHashable($0) } },
                set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }))
    }

    /// A stack whose pushed values live in `path`, a `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        _path = NavigationPathProperty(
            binding: Binding(
                get: { path.wrappedValue.elements },
                set: { path.wrappedValue.elements = $0 }))
    }

    @MainActor public var body: some View {
        _NavigationContainer(root: root, path: _path.binding)
    }
}

/// A stack's path, read as a dynamic property so that a change to it updates the stack.
struct NavigationPathProperty: DynamicProperty {
    var binding: Binding<[AnyHashable]>?
}

extension NavigationPathProperty: DynamicField {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, context: InstallContext) {
        let field = pointer.assumingMemoryBound(to: NavigationPathProperty.self)
        guard let binding = field.pointee.binding else { return }
        field.pointee.binding?._snapshot = context.graph.trackedRead(by: context.node, reason: "_path") {
            binding.location.get()
        }
    }
}

/// A list of values of any types pushed on a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// An empty path.
    public init() {}
    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }
    /// How many values are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// A path of `elements`, each of which can be saved (`codable`).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The path as it was saved.
    public init(_ codable: CodableRepresentation) { elements = codable.elements }

    /// The path in a form that can be encoded, to save it and make it again (`init(_:)`); `nil` when a
    /// value on it is not `Codable`, as Apple's documentation says.
    public var codable: CodableRepresentation? {
        var saved: [(type: String, json: String)] = []
        for element in elements {
            guard let value = element.base as? any Encodable, element.base is any Decodable,
                let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8)
            else { return nil }
            guard let typeName = _mangledTypeName(type(of: element.base)) else { return nil }
            saved.append((typeName, json))
        }
        return CodableRepresentation(elements: elements, saved: saved)
    }

    /// A navigation path's values, with the type of each, in a form that can be encoded and decoded.
    ///
    /// The encoded form is Apple's to choose and undocumented; this one assumes the shape saved paths
    /// are seen to have: a flat list of strings, the last value first, each value's type and then its
    /// JSON. The type is written as the runtime's mangled name, which `_typeByName` finds again for a
    /// program's own types too. A value whose type this program does not have fails the decoding.
    public struct CodableRepresentation: Codable {
        let elements: [AnyHashable]
        let saved: [(type: String, json: String)]

        init(elements: [AnyHashable], saved: [(type: String, json: String)]) {
            self.elements = elements
            self.saved = saved
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in saved.reversed() {
                try container.encode(element.type)
                try container.encode(element.json)
            }
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            var saved: [(type: String, json: String)] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no type named \(typeName) in this program")
                }
                elements.insert(AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8))), at: 0)
                saved.insert((typeName, json), at: 0)
            }
            self.elements = elements
            self.saved = saved
        }
    }
}

/// The key part of a screen a link pushed as a view on a stack bound to a path.
private struct PushedByLink: Hashable { let index: Int }

/// The screens pushed as views (by links given a destination view): all of a stack's screens
/// without a path; on a stack with a path, those above the path's screens.
@MainActor
final class PushedScreens {
    var views: [any View] = []
    /// For screens pushed by `navigationDestination(isPresented:)`: what going back must reset.
    var onPop: [ObjectIdentifier: () -> Void] = [:]
    /// The values of the path's screens at the last update, by position.
    var pathValues: [AnyHashable] = []
    /// The first view with a body of the root screen at the last update (see `rootIdentity`).
    var rootIdentity: ObjectIdentifier?
}

/// The stack itself: the root screen, then one child per pushed screen; only the top one is on screen.
nonisolated struct _NavigationContainer<Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    typealias Body = Never
}

@MainActor extension _NavigationContainer: KeepsHiddenScreens {
    func hiddenScreens(of node: ViewNode) -> [ViewNode] { Array(node.children.dropLast()) }
}

@MainActor extension _NavigationContainer: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        let previousTop = node.children.last
        reconcileScreens(of: node, in: graph)
        coverAndUncover(in: node, previousTop: previousTop, graph: graph)
    }

    /// After a push, the screen below leaves the screen with its state; after a pop, it comes back.
    /// The screen covered disappears after the new top appears (see `LifecycleQueue`).
    func coverAndUncover(in node: ViewNode, previousTop: ViewNode?, graph: UpdateGraph) {
        guard let top = node.children.last, top !== previousTop else { return }
        for child in node.children.dropLast() { graph.setOnScreen(child, false) }
        graph.setOnScreen(top, true)
    }

    private func reconcileScreens(of node: ViewNode, in graph: UpdateGraph) {
        let pushed = node.primitiveState as? PushedScreens ?? PushedScreens()
        node.primitiveState = pushed
        var children: [(ChildKey, any View)] = [(.content, _ScreenEditMode(content: root))]
        if path != nil || !pushed.views.isEmpty {
            // The root is built first, so that its navigationDestination modifiers can make the
            // screens, and so that a root made anew is known before the screens above it are kept.
            graph.reconcile(node, children: children + node.children.dropFirst().map { ($0.key, $0.view) })
        }
        popLinkScreensOfANewRoot(of: node, pushed: pushed, in: graph)
        if let path {
            let values = path.wrappedValue
            replaceScreensOfChangedValues(values, of: node, pushed: pushed, in: graph)
            for (index, value) in values.enumerated() {
                if let view = destination(for: value, in: node) {
                    children.append((.pushed(index), _ScreenEditMode(content: view)))
                }
            }
            // Screens a link pushed as a view, on a stack bound to a path, are not in the path: they
            // sit above every screen of the path, and a value appended later goes in under them.
            // Evidence: in one stack, white → gray by
            // `NavigationLink("gray", destination:)` left the path unchanged, then gray → green by
            // `NavigationLink("green", value:)` appended one value, and the stack read white, green,
            // gray, with gray on top (nanashiki, "NavigationStackの注意点", iOS 16).
            for (index, view) in pushed.views.enumerated() {
                children.append((Self.linkKey(index), _ScreenEditMode(content: view)))
            }
        } else {
            for (index, view) in pushed.views.enumerated() {
                children.append((.pushed(index), _ScreenEditMode(content: view)))
            }
        }
        graph.reconcile(node, children: children)
        pushed.rootIdentity = Self.rootIdentity(of: node)
    }

    /// A screen of the path is the screen of its position and its value: a path set anew with
    /// another value at a position (`path = [.login]` over `[.home, .login]`) makes a new screen
    /// there, with state of its own, where a value kept in place keeps its screen. The screens that
    /// go are let go at once, before the new ones are built: the top one's `onDisappear` runs, then
    /// the new top's `onAppear` and `task`.
    ///
    /// Evidence: consoles others recorded on iOS (outside the seeds, not in `Lessons/`): replacing
    /// the path so that the same screen is on top printed the old screen's `onDisappear`, then the
    /// new one's `onAppear` and its `task`'s line. A path's screens are identified by their values
    /// (`NavigationPath` is a list of values, and `navigationDestination(for:)` makes a screen from
    /// one); that one kept at its position keeps its screen is the engine's reading of that, as
    /// appending a value leaves the screens under it as they were.
    ///
    /// A path only shortened (`path = []`, `removeLast(2)`), with every value left where it was, is
    /// a pop, not a replacement: the ordinary reconcile lets its screens go after the uncovered one
    /// appears, as going back does (the uncovered screen's `onAppear`, then the top's `onDisappear`,
    /// the order in which a replaced view's lines print, lesson 20's `.id(generation)` counter). The
    /// consoles of replaced paths record nothing of a pop; that a pop of several path screens at once
    /// keeps a back's order is the engine's assumption.
    private func replaceScreensOfChangedValues(
        _ values: [AnyHashable], of node: ViewNode, pushed: PushedScreens, in graph: UpdateGraph
    ) {
        let previous = pushed.pathValues
        pushed.pathValues = values
        let kept = min(previous.count, values.count)
        guard (0..<kept).contains(where: { previous[$0] != values[$0] }) else { return }
        var replaced: [ViewNode] = []
        for child in node.children {
            guard case .pushed(let index) = child.key, index < previous.count else { continue }
            if index >= values.count || previous[index] != values[index] { replaced.append(child) }
        }
        guard !replaced.isEmpty else { return }
        for screen in replaced.reversed() { graph.unmountAtOnce(screen) }
        node.setChildren(node.children.filter { child in !replaced.contains { $0 === child } })
    }

    /// The screens links pushed as views belong to the root screen that pushed them: when the root
    /// is made anew (its `.id(_:)` changed, as a "Restart" button sets a new one), they go, and the
    /// stack is back at its new root. The path's screens are the app's state and stay.
    ///
    /// Evidence: sample apps that restart their flow by giving the root of a `NavigationView` a new
    /// `.id` (a public pattern of "reset navigation to root"), which on iOS shows the root again;
    /// the new root has no link that pushed the old screens, so nothing keeps them.
    private func popLinkScreensOfANewRoot(of node: ViewNode, pushed: PushedScreens, in graph: UpdateGraph) {
        guard let before = pushed.rootIdentity, before != Self.rootIdentity(of: node), !pushed.views.isEmpty else {
            return
        }
        pushed.views.removeAll()
        pushed.onPop.removeAll()
    }

    /// The first view with a body on the root screen, below the modifiers around it: a new node
    /// there is a root made anew.
    private static func rootIdentity(of node: ViewNode) -> ObjectIdentifier? {
        var current = node.child(at: .content)
        while let candidate = current, candidate.composite == nil, candidate.children.count == 1 {
            current = candidate.children[0]
        }
        return current.map(ObjectIdentifier.init)
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        guard case .pushed = key else { return }
        // On a pushed screen, `dismiss()` goes back, and the screen is presented (`isPresented`).
        environment.dismiss = DismissAction { Host.current?.goBackIfPossible() }
        environment.isPresented = true
    }

    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }

    /// The key of the `index`th screen a link pushed as a view on a stack bound to a path: apart from
    /// the path's own keys, so a value appended under it leaves it the same screen.
    static func linkKey(_ index: Int) -> ChildKey { .id(AnyHashable(PushedByLink(index: index))) }

    /// The screen the stack's `navigationDestination(for:)` closest to its root makes for `value`.
    ///
    /// Rule: a stack takes the destinations declared on all its screens, and for a type declared more
    /// than once, the declaration closest to the root wins (the root screen, then the screens pushed
    /// on it in order; within a screen, the first in the view tree). A pushed screen can add a
    /// destination for a type the screens under it do not handle. Evidence:
    /// SwiftUI's own log, "Only the destination declared closest to the root view of the stack will be
    /// used" (Simon Nickel, iOS 17); Stash's changelog (iOS 17): a list pushed under a root that
    /// handled the same type "kept only the root-most one — tapping a bookmark … re-pushed the list
    /// instead of the detail".
    func destination(for value: AnyHashable, in node: ViewNode) -> (any View)? {
        var found: (any View)?
        for screen in node.children {
            screen.forEachNode { candidate in
                guard found == nil, let provider = candidate.view as? any DestinationProvider else { return }
                found = provider.destination(for: value)
            }
            if found != nil { break }
        }
        return found
    }
}

/// The navigation operations the host needs, without knowing the stack's root type.
@MainActor
protocol NavigationContainer {
    func push(_ view: any View, value: AnyHashable?, on node: ViewNode, graph: UpdateGraph)
    func pop(on node: ViewNode, graph: UpdateGraph) -> Bool
    func replacePushed(_ screen: ViewNode, with view: any View, on node: ViewNode, graph: UpdateGraph)
    func visibleChild(of node: ViewNode) -> ViewNode?
    func destination(for value: AnyHashable, in node: ViewNode) -> (any View)?
}

@MainActor extension _NavigationContainer: NavigationContainer, ShowsSomeChildren {
    func visibleChild(of node: ViewNode) -> ViewNode? { node.children.last }

    /// Only the top screen of a navigation stack is on the screen.
    func shownChildren(of node: ViewNode) -> [ViewNode] { node.children.last.map { [$0] } ?? [] }

    /// Pushes a screen: a value onto the path, or the view itself; only the new screen is built.
    func push(_ view: any View, value: AnyHashable?, on node: ViewNode, graph: UpdateGraph) {
        if let path, let value {
            path.wrappedValue = path.location.get() + [value]
            return
        }
        guard let pushed = node.primitiveState as? PushedScreens else { return }
        pushed.views.append(view)
        let key = path == nil ? ChildKey.pushed(pushed.views.count - 1) : Self.linkKey(pushed.views.count - 1)
        let previousTop = node.children.last
        let child = graph.mount(
            _ScreenEditMode(content: view), key: key, parent: node,
            environment: graph.childEnvironment(of: node, at: key))
        node.setChildren(node.children + [child])
        coverAndUncover(in: node, previousTop: previousTop, graph: graph)
    }

    /// Hands a screen pushed as a view a new value of it (its link's destination, made again), which
    /// runs its body only if it is a new input (see `NavigationLink`).
    func replacePushed(_ screen: ViewNode, with view: any View, on node: ViewNode, graph: UpdateGraph) {
        guard let pushed = node.primitiveState as? PushedScreens, screen.parent === node,
            let index = pushed.views.indices.first(where: {
                (path == nil ? ChildKey.pushed($0) : Self.linkKey($0)) == screen.key
            }),
            type(of: pushed.views[index]) == type(of: view)
        else { return }
        pushed.views[index] = view
        graph.update(screen, with: _ScreenEditMode(content: view), environment: screen.environment)
    }

    /// Pops the top screen, which disappears with its state; false when only the root is left.
    func pop(on node: ViewNode, graph: UpdateGraph) -> Bool {
        guard node.children.count > 1, let top = node.children.last else { return false }
        let pushed = node.primitiveState as? PushedScreens
        if let path, pushed?.views.isEmpty ?? true {
            path.wrappedValue = Array(path.location.get().dropLast())
            return true
        }
        guard let pushed, !pushed.views.isEmpty else { return false }
        pushed.views.removeLast()
        graph.unmount(top)
        node.setChildren(Array(node.children.dropLast()))
        coverAndUncover(in: node, previousTop: top, graph: graph)
        pushed.onPop.removeValue(forKey: ObjectIdentifier(top))?()
        return true
    }
}

/// A button that pushes a destination onto the enclosing navigation stack.
///
/// Given a view, the link makes its destination when it is made itself: lesson 7, edge case 1
/// printed every `Detail.init` before any tap. Given a value, the destination is made only when
/// the link is tapped, by the stack's `navigationDestination(for:)`.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// For the iOS 13 links driven by a binding (`isActive:`, `tag:selection:`): whether the
    /// destination is pushed, as read in the body that made the link, and how a tap or going back sets it.
    var activation: (isActive: Bool, set: (Bool) -> Void)?

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
        self.value = value.map { AnyHashable($0) }
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

extension NavigationLink where Label == Text {
    /// A link with a localized title to `destination` (the older form, with the destination as a value).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title to `destination` (the older form, with the destination as a value).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a localized title that pushes `destination` while `isActive` is true (iOS 13).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link with a title that pushes `destination` while `isActive` is true (iOS 13).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link with a localized title that pushes `destination` while `selection` is `tag` (iOS 13).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link with a title that pushes `destination` while `selection` is `tag` (iOS 13).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true; a tap sets it, going back clears it (iOS 13).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        activation = (isActive.wrappedValue, { isActive.wrappedValue = $0 })
    }

    /// A link that pushes `destination` while `selection` is `tag`; a tap selects it, going back
    /// clears the selection (iOS 13).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    {
        self.init(destination: destination, label: label)
        activation = (
            selection.wrappedValue == tag,
            { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            }
        )
    }
}

extension NavigationLink {
    /// A link that pushes the view `destination` builds while `isActive` is true (iOS 16's form of
    /// the binding-driven link, deprecated as the iOS 13 one is).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes the view `destination` builds while `selection` is `tag` (iOS 16's form).
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a localized title that pushes the view `destination` builds while `isActive` is
    /// true (iOS 16's titled form, deprecated with the other binding-driven links).
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link with a title that pushes the view `destination` builds while `isActive` is true (iOS 16).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link with a localized title that pushes the view `destination` builds while `selection` is
    /// `tag` (iOS 16's titled form).
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link with a title that pushes the view `destination` builds while `selection` is `tag` (iOS 16).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

/// The screen a link pushed with its destination view, while it is on the stack.
final class LinkPushedScreen {
    weak var screen: ViewNode?
    init(screen: ViewNode) { self.screen = screen }
}

@MainActor extension NavigationLink: PrimitiveView, Control {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        guard let activation, let destination else {
            graph.reconcile(node, children: [(.label, label)])
            updatePushedScreen(of: node, in: graph)
            return
        }
        // A binding-driven link pushes as `navigationDestination(isPresented:)` does.
        let pusher = EmptyView().modifier(
            _PushingModifier(
                readIsPresented: { activation.isActive }, make: { destination },
                reset: { activation.set(false) }, declaration: nil, valueType: Bool.self))
        graph.reconcile(node, children: [(.label, label), (.index(1), pusher)])
    }

    /// A screen the link pushed with its destination view stays that destination: when the view that
    /// holds the link runs its body again, the screen gets the destination made anew, and runs if that
    /// is a new input (a binding whose value changed, a changed `let`). So a pushed detail handed
    /// `$book` from `ForEach($library.books)` shows its edit, though nothing above it on the stack runs
    /// again. Evidence: public sample code (a book list holding the model as `@ObservedObject`: iOS
    /// shows the new title on the pushed detail, where the value the detail was pushed with would
    /// show the old one).
    private func updatePushedScreen(of node: ViewNode, in graph: UpdateGraph) {
        guard let destination, let pushed = node.primitiveState as? LinkPushedScreen else { return }
        guard let screen = pushed.screen, screen.isMounted, let stackNode = screen.parent,
            let stack = stackNode.asNavigationContainer
        else {
            node.primitiveState = nil
            return
        }
        stack.replacePushed(screen, with: destination, on: stackNode, graph: graph)
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        // A link labelled `EmptyView()`, pushed only by its binding (the iOS 13 way of navigating from
        // code), shows nothing a person could see or tap.
        if Label.self == EmptyView.self { return .transparent }
        return .leaf("NavigationLink " + screenLabel(controlLabel(of: node), of: node))
    }

    var controlRole: String { "NavigationLink" }

    func tap(_ node: ViewNode, host: Host) throws {
        if let activation {
            activation.set(true)
            return
        }
        // A value link in a collapsed split view's column selects its row; the split view pushes the next column.
        if destination == nil, let value, let push = node.environment.pushNextSplitColumn {
            var above = node.parent
            while let current = above, !(current.view is any SelectingList) { above = current.parent }
            if let list = above?.view as? any SelectingList, list.select(value) {
                push.push { list.clearSelection() }
                return
            }
        }
        var ancestor = node.parent
        var destinationView: (any View)? = destination
        // The stack's own choice (closest to its root, see `destination(for:in:)`) comes first; a
        // destination declared around the link counts only where no stack is there to ask.
        // Each is asked only when needed: a destination's closure runs once per push.
        var aroundTheLink: [any DestinationProvider] = []
        while let current = ancestor {
            if let provider = current.view as? any DestinationProvider { aroundTheLink.append(provider) }
            if let stack = current.asNavigationContainer {
                if destinationView == nil, let value {
                    destinationView =
                        stack.destination(for: value, in: current)
                        ?? aroundTheLink.lazy.compactMap { $0.destination(for: value) }.first
                }
                guard let destinationView else {
                    if value != nil,
                        current.children.first.map(_ScreenEditMode.screen(in:))?.view is any CompactSplitRoot
                    {
                        throw HostError.splitViewSelection(controlLabel(of: node))
                    }
                    // As on iOS: the tap does nothing, and SwiftUI says why in its log.
                    let type = value.map { String(describing: Swift.type(of: $0.base)) } ?? "Never"
                    host.graph.log(
                        "A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
                    )
                    host.graph.log(
                        "Note: Links search for destinations in any surrounding NavigationStack, then within the same column of a NavigationSplitView."
                    )
                    return
                }
                let before = current.children.count
                stack.push(destinationView, value: value, on: current, graph: host.graph)
                if destination != nil, value == nil, current.children.count > before, let screen = current.children.last
                {
                    node.primitiveState = LinkPushedScreen(screen: screen)
                }
                return
            }
            ancestor = current.parent
        }
        throw HostError.noNavigationStack(controlLabel(of: node))
    }
}

/// A navigation destination with no stack around it is ignored, and SwiftUI says so in its log when
/// it is first mounted, naming the declaration and the type it is bound to as `String(describing:)`
/// names it. Evidence: gem-ios issue 186 (iOS 18, September 2024): "The
/// `navigationDestination` modifier only works inside a `NavigationStack` or `NavigationSplitView`.
/// There's a misplaced `navigationDestination(item:destination:)` modifier for type
/// `Optional<ExportPrivateKey>`. It will be ignored." The `for:` and `isPresented:` forms are named
/// the same way (their value type, and `Bool`); only the `item:` form's line was recorded.
@MainActor
func logMisplacedDestination(_ declaration: String, valueType: Any.Type, in graph: UpdateGraph) {
    graph.log(
        "The `navigationDestination` modifier only works inside a `NavigationStack` or `NavigationSplitView`. There's a misplaced `\(declaration)` modifier for type `\(String(describing: valueType))`. It will be ignored."
    )
}

/// Something that makes a screen for a pushed value (`navigationDestination(for:)`).
@MainActor
protocol DestinationProvider {
    func destination(for value: AnyHashable) -> (any View)?
}

/// Makes the screen for values of one type pushed by value links below it.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier,
    PrimitiveModifier
{
    let make: (D) -> Destination
    public typealias Body = Never
}

extension ModifiedContent: DestinationProvider where Content: View, Modifier: ViewModifier {
    func destination(for value: AnyHashable) -> (any View)? {
        (modifier as? any DestinationMaking)?.make(value)
    }
}

@MainActor
protocol DestinationMaking {
    func make(_ value: AnyHashable) -> (any View)?
    /// The type of the values it makes screens for.
    var valueType: Any.Type { get }
}
@MainActor extension _NavigationDestinationModifier: DestinationMaking {
    func make(_ value: AnyHashable) -> (any View)? { (value.base as? D).map { make($0) } }
    var valueType: Any.Type { D.self }

    /// A declaration for a type that a declaration closer to the stack's root already handles is
    /// ignored (see `destination(for:in:)`), and SwiftUI says so in its log when the second one
    /// arrives: "A navigationDestination for “Swift.Int” was declared earlier on the stack. Only the
    /// destination declared closest to the root view of the stack will be used." (the type named with
    /// its module, as `String(reflecting:)` names it). Evidence: consoles others published (Simon
    /// Nickel's list that pushes itself, iOS 17; "a navigationDestination for Stash.Bookmark was
    /// declared earlier on the stack", Stash, iOS 17).
    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        var current = node.parent
        while let ancestor = current, ancestor.asNavigationContainer == nil { current = ancestor.parent }
        guard let stack = current else {
            logMisplacedDestination("navigationDestination(for:destination:)", valueType: D.self, in: graph)
            return
        }
        var earlier = false
        stack.forEachNode { candidate in
            guard !earlier, candidate !== node, candidate.isMounted,
                let carrier = candidate.asModifierCarrier,
                let making = carrier.anyModifier as? any DestinationMaking
            else { return }
            earlier = making.valueType == D.self
        }
        guard earlier else { return }
        graph.log(
            "A navigationDestination for “\(String(reflecting: D.self))” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
        )
    }
}

extension View {
    /// Pushes `destination` on the enclosing stack while `isPresented` is true; going back sets it to false.
    ///
    /// The destination is made here, with the body that calls this, whether it is shown or not: SwiftUI
    /// takes it as a closure that does not escape, and the same value is pushed each time. Evidence
    /// (outside the seeds): Alfonso Fernández, "SwiftUI Navigation Destination" (Xcode 16, iOS 18):
    /// "The subview is instantiated when the parent view's body is evaluated … The same subview instance
    /// is reused across repeated navigations", where `navigationDestination(for:)` makes its
    /// destination only when a value is pushed.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let screen = destination()
        return modifier(
            _PushingModifier(
                readIsPresented: { isPresented.wrappedValue }, make: { screen },
                reset: { isPresented.wrappedValue = false },
                declaration: "navigationDestination(isPresented:destination:)", valueType: Bool.self))
    }

    /// Pushes the screen for `item` on the enclosing stack while it is not nil; going back sets it to nil.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            _PushingModifier(
                readIsPresented: { item.wrappedValue != nil },
                make: { UpdateGraph.primitiveRead { item.wrappedValue }.map(destination) },
                reset: { item.wrappedValue = nil },
                declaration: "navigationDestination(item:destination:)", valueType: D?.self))
    }

    /// Makes the screen for each value of type `data` that a link below pushes.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(_NavigationDestinationModifier(make: destination))
    }

    /// The title shown in the navigation bar.
    nonisolated public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        modifier(_AnnotationModifier(annotation: .navigationTitle(MarkdownText.render(title.resolved))))
    }

    /// The title shown in the navigation bar.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_AnnotationModifier(annotation: .navigationTitle(String(title))))
    }
}

/// A modifier that annotates the control below it on the screen.
nonisolated public struct _AnnotationModifier: ViewModifier, PrimitiveModifier {
    let annotation: ScreenAnnotation
    public typealias Body = Never
    var screenAnnotation: ScreenAnnotation? { annotation }
}

/// Pushes a screen on the enclosing stack while a condition holds (`navigationDestination(isPresented:)`).
///
/// Like a sheet, it reads its binding in its own update: the body that hands it `$isShowing` does not
/// depend on the value (see `_PresentationModifier`).
nonisolated public struct _PushingModifier<Destination: View>: ViewModifier, PrimitiveModifier, MakesContentLazily {
    let readIsPresented: () -> Bool
    let make: () -> Destination
    let reset: () -> Void
    /// How SwiftUI names the declaration and the type of what it is bound to, for its log (nil for a
    /// link's own binding, which is not a destination declaration).
    let declaration: String?
    let valueType: Any.Type
    public typealias Body = Never

    @MainActor func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        var current = node.parent
        while let ancestor = current, ancestor.asNavigationContainer == nil { current = ancestor.parent }
        if current == nil, let declaration { logMisplacedDestination(declaration, valueType: valueType, in: graph) }
    }

    /// The screen this modifier pushed, while it is pushed.
    final class Pushed { weak var screen: ViewNode? }

    @MainActor func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View] {
        let pushed = node.primitiveState as? Pushed ?? Pushed()
        node.primitiveState = pushed
        let isPresented = graph.primitiveRead { readIsPresented() }
        if isPresented, pushed.screen == nil {
            graph.enqueueAfterUpdate { push(from: node, graph: graph) }
        } else if !isPresented, let screen = pushed.screen, screen.isMounted, let stackNode = screen.parent,
            let stack = stackNode.asNavigationContainer, stackNode.children.last === screen
        {
            pushed.screen = nil
            _ = stack.pop(on: stackNode, graph: graph)
        }
        return []
    }

    @MainActor private func push(from node: ViewNode, graph: UpdateGraph) {
        guard node.isMounted, let pushed = node.primitiveState as? Pushed, pushed.screen == nil else { return }
        var ancestor = node.parent
        while let current = ancestor {
            if let stack = current.asNavigationContainer {
                stack.push(make(), value: nil, on: current, graph: graph)
                guard let screen = current.children.last, current.children.count > 1 else { return }
                pushed.screen = screen
                (current.primitiveState as? PushedScreens)?.onPop[ObjectIdentifier(screen)] = { [reset] in
                    pushed.screen = nil
                    reset()
                }
                return
            }
            ancestor = current.parent
        }
    }
}
