import Foundation

/// A key for a value in the environment, with the value a view sees when nobody has set one.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value used when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: a font, a color scheme, a model set with `.environment(_:)`.
///
/// Stored as a chain of entries shared between parent and child, so handing it down costs nothing
/// and a change is one new entry.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let parent: Entry?
        let key: ObjectIdentifier
        let value: Any

        init(parent: Entry?, key: ObjectIdentifier, value: Any) {
            self.parent = parent
            self.key = key
            self.value = value
        }
    }

    var head: Entry?

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (lookup(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue }
        set { head = Entry(parent: head, key: ObjectIdentifier(key), value: newValue) }
    }

    /// The model object of type `type` set with `.environment(_:)`, if any.
    func object(of type: Any.Type) -> Any? {
        lookup(ObjectIdentifier(type))
    }

    mutating func setObject(_ object: AnyObject) {
        head = Entry(parent: head, key: ObjectIdentifier(Swift.type(of: object)), value: object)
    }

    private func lookup(_ key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.parent
        }
        return nil
    }

    /// Whether two environments are the very same chain (a fast check that nothing changed).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    public var description: String { "EnvironmentValues" }
}

// MARK: - Values the lessons read

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: {}) } }
private struct LazyLayoutKey: EnvironmentKey { static var defaultValue: LazyLayout? { nil } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }

/// Compact or regular width or height.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Dismisses the presentation the view is in; `dismiss()` calls it. Main-actor, as Apple's page
/// declares it (`@MainActor @preconcurrency struct DismissAction`, `@MainActor @preconcurrency func
/// callAsFunction()`): calling it from a `nonisolated` helper is reported, as for any main-actor
/// member of SwiftUI's. Its action is a main-actor closure, so the environment's default (made
/// off the main actor) can hold one.
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated let action: @MainActor () -> Void
    nonisolated init(action: @escaping @MainActor () -> Void) { self.action = action }
    /// Dismisses the current presentation.
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// Light or dark appearance; an iPhone simulator starts in light.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls respond; `.disabled(true)` sets it to false.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The locale formatted text uses: en_US, as on the iPhone the lessons were recorded on.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The default font of text below.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Dismisses the current presentation.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The width class of the window: compact on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// How rows below are built as they scroll into view (List, LazyVStack, LazyVGrid); nil when all are built.
    var lazyLayout: LazyLayout? {
        get { self[LazyLayoutKey.self] }
        set { self[LazyLayoutKey.self] = newValue }
    }

    /// Whether rows below are built lazily, as they scroll into view.
    var isInLazyContainer: Bool { lazyLayout != nil }
}
