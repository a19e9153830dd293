import Foundation

// Drag and drop, hardware keys and pointer hover. A play cannot drag, press keys or hover, so these
// never fire; they compile and keep the content's identity.

/// A key on a hardware keyboard.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// The key that types the character literal.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key and its modifiers that trigger a control.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    /// `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return: the default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key press a view handles.
public struct KeyPress {
    /// Whether a handler used the key press.
    public enum Result: Sendable { case handled, ignored }
    /// When in its life the key press is.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
    /// The key.
    public let key: KeyEquivalent
    /// The characters it types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// The phase.
    public let phase: Phases
}

/// How a view reacts when the pointer hovers over it.
public struct HoverEffect: Sendable {
    public static let automatic = HoverEffect()
    public static let highlight = HoverEffect()
    public static let lift = HoverEffect()
}

extension View {
    /// Not modelled: triggers the control with `key` and `modifiers` on a hardware keyboard.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        inert("keyboardShortcut")
    }
    /// Not modelled: triggers the control with `shortcut` on a hardware keyboard.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { inert("keyboardShortcut") }
    /// Not modelled: runs `action` when `key` is pressed while the view has focus.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        inert("onKeyPress")
    }
    /// Not modelled: runs `action` when one of `keys` is pressed while the view has focus.
    nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { inert("onKeyPress") }
    /// Not modelled: runs `action` when a key that types one of `characters` is pressed while the view has focus.
    nonisolated public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { inert("onKeyPress") }
    /// Not modelled: runs `action` for each key press while the view has focus.
    nonisolated public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View { inert("onKeyPress") }
    /// Not modelled: lets the view take focus, so that it receives key presses.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { inert("focusable") }
    /// Not modelled: turns off the ring drawn around the focused view.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { inert("focusEffectDisabled") }
    /// Not modelled: how the view reacts to the pointer.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        inert("hoverEffect")
    }
    /// Not modelled: lets the view's gestures win over the system's along `edges`.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { inert("defersSystemGestures") }
    /// Not modelled: the shape views inside use as their container's.
    nonisolated public func containerShape<S: Shape>(_ shape: S) -> some View { inert("containerShape") }
}
