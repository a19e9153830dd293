/// An app: its scenes, and the state it owns. `@main` on a type that adopts it starts the engine's host.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates the app; the host calls it once at launch.
    @MainActor @preconcurrency init()
}

extension App {
    /// Launches the app on the engine's host and plays the actions given on the command line.
    @MainActor @preconcurrency
    public static func main() async {
        await Host.runCommandLine { Self() }
    }
}

/// A part of an app's interface with a lifetime of its own, such as a window.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Collects an app's scenes.
@resultBuilder
public struct SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes: the engine shows the first window.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }
}

/// Several scenes of an app.
/// Nonisolated, as `TupleView` is: builders are nonisolated.
nonisolated public struct _TupleScene: Scene {
    let scenes: [any Scene]
    @MainActor public var body: Never { fatalError("_TupleScene has no body") }
}

/// A window whose content is a view; the host shows one.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("WindowGroup has no body") }
}

/// The view at the root of a scene, found through the scene's body when it has one.
@MainActor
func rootView(of scene: any Scene) -> any View {
    if let window = scene as? any WindowContent { return window.windowContent }
    if let tuple = scene as? _TupleScene, let first = tuple.scenes.first { return rootView(of: first) }
    func open<S: Scene>(_ scene: S) -> any View { rootView(of: scene.body) }
    return open(scene)
}

@MainActor
protocol WindowContent { var windowContent: any View { get } }
extension WindowGroup: WindowContent { var windowContent: any View { content } }

/// The view that stands for the whole app in the graph: its body is the app's first window.
///
/// Its dynamic properties are the app's own (`@State private var store = TripStore()` in the app),
/// found by `DynamicPropertyLayout` through the `app` field.
nonisolated struct AppRootView<A: App>: View {
    var app: A
    @MainActor var body: some View { SceneRoot(content: rootView(of: app.body)) }
}

/// The content of the app's window.
nonisolated struct SceneRoot: View {
    let content: any View
    typealias Body = Never
}

@MainActor extension SceneRoot: LayoutGroup {}

@MainActor extension SceneRoot: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {
        graph.reconcile(node, children: [(.type(ObjectIdentifier(type(of: content))), content)])
    }
}

/// Shows `ContentView()` in a window: the app the runner supplies for a program without `@main`.
public struct _DefaultApp<Root: View>: App {
    let make: () -> Root
    /// Not for use: traps, as the runner makes this app with its root view.
    public init() { fatalError("use init(root:)") }
    init(root: @escaping () -> Root) { make = root }
    public var body: some Scene { WindowGroup { make() } }
}
