// Modifiers of a scene (`WindowGroup { ... }.environment(store)`): those that hand something to the
// views of the window apply to its root view; the others change nothing the engine models.
//
// Each is `nonisolated`, as Apple's pages declare Scene's modifiers (`nonisolated func
// onChange<V>(of:initial:_:) -> some Scene`, `nonisolated func environment<V>(_:_:) -> some Scene`,
// `nonisolated func environmentObject<T>(_:) -> some Scene`; the engine assumes the same of
// `environment(_:)` for an Observable object and of `defaultSize`), so a scene is modified off the
// main actor, as a view is. What a modifier is given is used only on the main actor, when the
// window's root view is made; it is carried there unchecked (`UncheckedSendable`), as it is not
// `Sendable` in general.

/// A scene whose window's root view is changed by `transform` (given an environment value, say).
nonisolated public struct _ModifiedScene<Base: Scene>: Scene {
    let base: Base
    let transform: @MainActor (any View) -> any View
    public var body: Never { fatalError("_ModifiedScene has no body") }
}

@MainActor extension _ModifiedScene: WindowContent {
    var windowContent: any View { transform(rootView(of: base)) }
}

extension Scene {
    nonisolated func transformingRoot(_ transform: @escaping @MainActor (any View) -> any View) -> _ModifiedScene<Self>
    {
        _ModifiedScene(base: self, transform: transform)
    }

    /// Puts `object` in the environment of every view of the scene.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        let object = UncheckedSendable(object)
        return transformingRoot { root in
            @MainActor func apply<V: View>(_ view: V) -> any View { view.environment(object.value) }
            return apply(root)
        }
    }

    /// Sets the environment value at `keyPath` for every view of the scene.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        let given = UncheckedSendable((keyPath, value))
        return transformingRoot { root in
            @MainActor func apply<Root: View>(_ view: Root) -> any View {
                view.environment(given.value.0, given.value.1)
            }
            return apply(root)
        }
    }

    /// Puts `object` in the environment of every view of the scene, for `@EnvironmentObject`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        let object = UncheckedSendable(object)
        return transformingRoot { root in
            @MainActor func apply<V: View>(_ view: V) -> any View { view.environmentObject(object.value) }
            return apply(root)
        }
    }

    /// Runs `action` with the old and new value when `value` changes. The app's body reads it (the
    /// scene phase, from the app's `@Environment(\.scenePhase)`), so it runs again when it changes,
    /// and the scene's root view notices, as a view's `onChange` does.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene {
        let given = UncheckedSendable((value, action))
        return transformingRoot { root in
            @MainActor func apply<Root: View>(_ view: Root) -> any View {
                view.onChange(of: given.value.0, initial: initial, given.value.1)
            }
            return apply(root)
        }
    }

    /// Runs `action` when `value` changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some Scene
    {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some Scene
    {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// The default size of the scene's windows.
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { transformingRoot { $0 } }
}
