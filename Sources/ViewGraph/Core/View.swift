/// A piece of user interface described as a value: SwiftUI makes it, reads its body, and throws it away.
///
/// The engine declares `View` exactly as the iOS 27 SDK does, `@MainActor @preconcurrency`, so that
/// the compiler's messages about lesson code match Xcode's word for word.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body describes.
    associatedtype Body: View

    /// The content of the view, rebuilt each time SwiftUI asks for it.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// A primitive view has no body; asking for one is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// A primitive view's body, which the engine never asks for.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that the graph expands itself, rather than through `body`.
///
/// Containers, controls and modifiers adopt it; a lesson's own views never do. Those types are
/// `nonisolated struct`s, as SwiftUI declares its own (Apple's pages: `@frozen nonisolated struct
/// VStack`), so that a view can be made anywhere; they adopt this protocol in a `@MainActor
/// extension`, as the graph that calls it runs on the main actor. What else it is to the engine (a
/// control, a container...) it says itself, as `PrimitiveRoles`.
@MainActor
protocol PrimitiveView: PrimitiveRoles {
    /// Reconciles this primitive's children under `node`, the node that holds this value.
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph)

    /// Changes the environment that the child at `key` sees (`.environment(_:_:)`, `.disabled(_:)`...).
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey)

    /// Called once the node and its children exist (queues `onAppear`, starts nothing yet).
    func didMount(_ node: ViewNode, in graph: UpdateGraph)

    /// Called after the node took this value in place of `old` (`onChange`, `task(id:)`).
    func didUpdate(_ node: ViewNode, from old: any View, in graph: UpdateGraph)

    /// Called as the node goes away (queues `onDisappear`, cancels tasks).
    func willUnmount(_ node: ViewNode, in graph: UpdateGraph)

    /// How this view shows on the plain-text screen.
    func screenContent(of node: ViewNode) -> ScreenContent

    /// Called when the node, kept with its state, leaves the screen (queues `onDisappear`, cancels tasks).
    func didHide(_ node: ViewNode, in graph: UpdateGraph)

    /// Called when a kept node comes back on the screen (queues `onAppear`, starts tasks again).
    func didShow(_ node: ViewNode, in graph: UpdateGraph)
}

/// A primitive view that, handed a value the same as its last in the same environment, updates
/// nothing below it (a `ForEach` whose data and content did not change makes no row again).
@MainActor
protocol SkipsEqualValue {
    /// Whether this value is the same as `old`, the value the node held, for what it makes below it.
    func isSameValue(as old: any View) -> Bool
}

extension PrimitiveView {
    func modifyEnvironment(_ environment: inout EnvironmentValues, forChildAt key: ChildKey) {}
    func didMount(_ node: ViewNode, in graph: UpdateGraph) {}
    func didUpdate(_ node: ViewNode, from old: any View, in graph: UpdateGraph) {}
    func willUnmount(_ node: ViewNode, in graph: UpdateGraph) {}
    func screenContent(of node: ViewNode) -> ScreenContent { .transparent }
    func modifyEnvironment(_ environment: inout EnvironmentValues, for child: ViewNode) {
        modifyEnvironment(&environment, forChildAt: child.key)
    }
}

extension View {
    /// Prints, when called from `body`, why SwiftUI asked for this view's body, in iOS 27's words.
    ///
    /// The line reads `TypeName: @self, @identity, __state, _binding, \Model.property changed.`,
    /// or `TypeName: unchanged.` when nothing the engine tracks was different.
    public static func _printChanges() {
        UpdateGraph.current?.printChanges(for: Self.self)
    }

    /// Writes the same explanation as `_printChanges()` to SwiftUI's log instead of the console.
    public static func _logChanges() {
        UpdateGraph.current?.printChanges(for: Self.self, toLog: true)
    }
}
