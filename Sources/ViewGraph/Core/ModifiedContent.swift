/// A change applied to a view that produces another view.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Traps: a primitive modifier has no body, as the graph applies it itself.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a custom modifier's `body(content:)` wraps.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public typealias Body = Never
}

@MainActor extension _ViewModifier_Content: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }
}

/// A view with a modifier applied: the content keeps its identity below the modifier.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// A modifier whose extra content is made by a closure when it is needed (a sheet's content).
protocol MakesContentLazily {}

/// A built-in modifier: the engine knows what it does to identity, environment, lifecycle or the screen.
@MainActor
protocol PrimitiveModifier {
    /// Views the modifier adds next to the content (an overlay's, a background's).
    var extraContent: [any View] { get }
    /// The same, made in the modifier's own update of `node`: what a modifier that makes its content
    /// lazily reads here (a presentation's binding) is the modifier's dependency, not its parent body's.
    func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View]
    func modifyEnvironment(_ environment: inout EnvironmentValues)
    /// Changes the environment of one child only (a sheet's content gets a `dismiss` of its own).
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey)
    func didMount(_ node: ViewNode, in graph: UpdateGraph)
    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph)
    func willUnmount(_ node: ViewNode, in graph: UpdateGraph)
    /// Called when the content, kept with its state, leaves the screen.
    func didHide(_ node: ViewNode, in graph: UpdateGraph)
    /// Called when the content comes back on the screen.
    func didShow(_ node: ViewNode, in graph: UpdateGraph)
    /// The key under which the content sits: `.id(_:)` puts its id there.
    var contentKey: ChildKey { get }
    /// What the modifier adds to the plain-text screen.
    var screenAnnotation: ScreenAnnotation? { get }
}

extension PrimitiveModifier {
    var extraContent: [any View] { [] }
    func extraContent(of node: ViewNode, in graph: UpdateGraph) -> [any View] { extraContent }
    func modifyEnvironment(_ environment: inout EnvironmentValues) {}
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        modifyEnvironment(&environment)
    }
    func didMount(_ node: ViewNode, in graph: UpdateGraph) {}
    func didUpdate(_ node: ViewNode, from old: Self, in graph: UpdateGraph) {}
    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {}
    func didHide(_ node: ViewNode, in graph: UpdateGraph) {}
    func didShow(_ node: ViewNode, in graph: UpdateGraph) {}
    var contentKey: ChildKey { .content }
    var screenAnnotation: ScreenAnnotation? { nil }
}

/// A list row's decoration is the one modifier whose content shows only some of its children
/// (`ShowsSomeChildren`, in `ListModifiers.swift`): that conformance has a condition of its own, so
/// it is answered here, not by `PrimitiveRoles`' default.
extension ModifiedContent: PrimitiveRoles where Content: View, Modifier: ViewModifier {
    var asShowsSomeChildren: (any ShowsSomeChildren)? {
        Modifier.self == _ListDecorationModifier.self ? self as? any ShowsSomeChildren : nil
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        if let primitive = modifier as? any PrimitiveModifier {
            var children: [(ChildKey, any View)] = [(primitive.contentKey, content)]
            // A sheet's content closure runs here, on behalf of the modifier: what it reads is the modifier's.
            let extras =
                primitive is any MakesContentLazily
                ? graph.makeTracked(for: node) { primitive.extraContent(of: node, in: graph) }
                : primitive.extraContent(of: node, in: graph)
            for (index, extra) in extras.enumerated() { children.append((.index(index), extra)) }
            graph.reconcile(node, children: children)
        } else if Modifier.Body.self == Never.self {
            // A modifier of the lesson's own with no body (a `GeometryEffect`) changes only how its
            // content is drawn, which the engine does not model: the content shows as it is.
            UnmodelledAPI.note(modifier is any GeometryEffect ? "GeometryEffect" : String(describing: Modifier.self))
            graph.reconcile(node, children: [(.content, content)])
        } else {
            // A modifier of the lesson's own: its body wraps the content, like a view's body.
            let wrapped = _ViewModifier_Content<Modifier>(content: content)
            graph.reconcile(node, children: [(.modifier, CustomModifierView(modifier: modifier, content: wrapped))])
        }
    }

    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {
        (modifier as? any PrimitiveModifier)?.modifyEnvironment(&environment, forChildAt: key)
    }

    func didMount(_ node: ViewNode, in graph: UpdateGraph) {
        (modifier as? any PrimitiveModifier)?.didMount(node, in: graph)
    }

    func didUpdate(_ node: ViewNode, from old: any View, in graph: UpdateGraph) {
        guard let primitive = modifier as? any PrimitiveModifier, let old = old as? Self else { return }
        func open<M: PrimitiveModifier>(_ modifier: M) {
            modifier.didUpdate(node, from: old.modifier as! M, in: graph)
        }
        open(primitive)
    }

    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {
        (modifier as? any PrimitiveModifier)?.willUnmount(node, in: graph)
    }

    func didHide(_ node: ViewNode, in graph: UpdateGraph) {
        (modifier as? any PrimitiveModifier)?.didHide(node, in: graph)
    }

    func didShow(_ node: ViewNode, in graph: UpdateGraph) {
        (modifier as? any PrimitiveModifier)?.didShow(node, in: graph)
    }

    func screenContent(of node: ViewNode) -> ScreenContent {
        if let annotation = (modifier as? any PrimitiveModifier)?.screenAnnotation { return .annotation(annotation) }
        return .transparent
    }
}

/// The view that runs a lesson's own modifier, whose dynamic properties are the modifier's.
protocol CustomModifierBody {}

/// A lesson's own modifier, shown as a view whose body is the modifier's `body(content:)`.
nonisolated struct CustomModifierView<Modifier: ViewModifier>: View, CustomModifierBody {
    let modifier: Modifier
    let content: _ViewModifier_Content<Modifier>
    @MainActor var body: Modifier.Body { modifier.body(content: content) }
}

extension View {
    /// Applies `modifier` to this view; on any thread, as SwiftUI declares it (`nonisolated func
    /// modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`, Apple's page for iOS 27): it only
    /// makes a value.
    nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that changes nothing the engine models (layout, colour, fonts): it keeps identity only.
nonisolated public struct _InertModifier: ViewModifier, PrimitiveModifier {
    let name: String
    /// The colour it names (`fill(.red)`), kept only for the drawn screen (`ScreenPicture`).
    var color: Color? = nil
    /// A stroke's width (`stroke(.red, lineWidth: 2)`), for the drawn screen.
    var lineWidth: Double? = nil
    /// The shape a clip cuts to (`clipShape(Circle())`, `cornerRadius(8)`), by name, and its radius.
    var clip: (shape: String, radius: Double)? = nil
    /// Made on any thread: a shape's `fill` is `nonisolated` (see `inert`).
    nonisolated init(name: String, color: Color? = nil, lineWidth: Double? = nil, clip: (String, Double)? = nil) {
        self.name = name
        self.color = color
        self.lineWidth = lineWidth
        self.clip = clip.map { (shape: $0.0, radius: $0.1) }
    }
    public typealias Body = Never
}

extension View {
    /// The view with a modifier the engine does not model, named `name` (the modifier's name in
    /// SwiftUI), which the run notes as used (`UnmodelledAPI`).
    ///
    /// Made on any thread, as SwiftUI's modifiers are `nonisolated` (see `UnmodelledAPI.note`).
    nonisolated func inert(_ name: String, color: Color? = nil, lineWidth: Double? = nil) -> ModifiedContent<
        Self, _InertModifier
    > {
        UnmodelledAPI.note(name)
        return modifier(_InertModifier(name: name, color: color, lineWidth: lineWidth))
    }
}
