// Modifiers of a scene (`WindowGroup { ... }.environment(store)`): those that hand something to the
// views of the window apply to its root view; the others change nothing the engine models.

/// A scene whose window's root view is changed by `transform` (given an environment value, say).
public struct _ModifiedScene<Base: Scene>: Scene {
    let base: Base
    let transform: @MainActor (any View) -> any View
    public var body: Never { fatalError("_ModifiedScene has no body") }
}

extension _ModifiedScene: WindowContent {
    var windowContent: any View { transform(rootView(of: base)) }
}

extension Scene {
    func transformingRoot(_ transform: @escaping @MainActor (any View) -> any View) -> _ModifiedScene<Self> {
        _ModifiedScene(base: self, transform: transform)
    }

    /// Puts `object` in the environment of every view of the scene.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        transformingRoot { root in
            @MainActor func apply<V: View>(_ view: V) -> any View { view.environment(object) }
            return apply(root)
        }
    }

    /// Sets the environment value at `keyPath` for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        transformingRoot { root in
            @MainActor func apply<Root: View>(_ view: Root) -> any View { view.environment(keyPath, value) }
            return apply(root)
        }
    }

    /// Puts `object` in the environment of every view of the scene, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        transformingRoot { root in
            @MainActor func apply<V: View>(_ view: V) -> any View { view.environmentObject(object) }
            return apply(root)
        }
    }

    /// Runs `action` with the old and new value when `value` changes. The app's body reads it (the
    /// scene phase, from the app's `@Environment(\.scenePhase)`), so it runs again when it changes,
    /// and the scene's root view notices, as a view's `onChange` does.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        transformingRoot { root in
            @MainActor func apply<Root: View>(_ view: Root) -> any View { view.onChange(of: value, initial: initial, action) }
            return apply(root)
        }
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// The default size of the scene's windows.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { transformingRoot { $0 } }
}
