// Modifiers of a scene (`WindowGroup { ... }.environment(store)`): those that hand something to the
// views of the window apply to its root view; the others change nothing the engine models.

/// A scene whose window's root view is changed by `transform` (given an environment value, say).
public struct _ModifiedScene<Base: Scene>: Scene {
    let base: Base
    let transform: (any View) -> any View
    public var body: Never { fatalError("_ModifiedScene has no body") }
}

extension _ModifiedScene: WindowContent {
    var windowContent: any View { transform(rootView(of: base)) }
}

extension Scene {
    func transformingRoot(_ transform: @escaping (any View) -> any View) -> _ModifiedScene<Self> {
        _ModifiedScene(base: self, transform: transform)
    }

    /// Puts `object` in the environment of every view of the scene.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        transformingRoot { root in
            func apply<V: View>(_ view: V) -> any View { view.environment(object) }
            return apply(root)
        }
    }

    /// Sets the environment value at `keyPath` for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        transformingRoot { root in
            func apply<Root: View>(_ view: Root) -> any View { view.environment(keyPath, value) }
            return apply(root)
        }
    }

    /// Puts `object` in the environment of every view of the scene, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        transformingRoot { root in
            func apply<V: View>(_ view: V) -> any View { view.environmentObject(object) }
            return apply(root)
        }
    }

    /// Runs `action` when `value` changes; a scene's values (its phase) never change in the engine.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        transformingRoot { $0 }
    }

    /// Runs `action` when `value` changes; a scene's values (its phase) never change in the engine.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        transformingRoot { $0 }
    }

    /// The default size of the scene's windows.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { transformingRoot { $0 } }
}
