// Accessibility modifiers beyond the label (which the host taps by): they describe the view to
// VoiceOver, which the engine does not run, so they change nothing.

/// What kind of element a view is for VoiceOver: a button, a header, selected...
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The traits VoiceOver knows, one bit each.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// An action VoiceOver offers: the default one, escape, magic tap...
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    /// The default action, escape (a two-finger scrub), magic tap (a two-finger double tap), delete, and show menu.
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// A named action.
    public init(named name: Text) { self.name = name.string(in: EnvironmentValues()) }
    init(name: String) { self.name = name }
}

/// Which way a person swiped on an adjustable element.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// The level of a heading.
public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

extension View {
    /// Not modelled: adds traits to the view for VoiceOver.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        inert("accessibilityAddTraits")
    }
    /// Not modelled: removes traits from the view for VoiceOver.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        inert("accessibilityRemoveTraits")
    }
    /// Not modelled: the value VoiceOver reads after the label.
    nonisolated public func accessibilityValue(_ value: Text) -> some View { inert("accessibilityValue") }
    /// Not modelled: the value VoiceOver reads after the label.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        inert("accessibilityValue")
    }
    /// Not modelled: the value VoiceOver reads after the label.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        inert("accessibilityValue")
    }
    /// Not modelled: the hint VoiceOver reads after the value.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { inert("accessibilityHint") }
    /// Not modelled: an action VoiceOver offers.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { inert("accessibilityAction") }
    /// Not modelled: a named action VoiceOver offers.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        inert("accessibilityAction")
    }
    /// Not modelled: a named action VoiceOver offers.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> some View
    { inert("accessibilityAction") }
    /// Not modelled: a named action VoiceOver offers.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> some View
    { inert("accessibilityAction") }
    /// Not modelled: an action VoiceOver offers, labelled by a view.
    nonisolated public func accessibilityAction<L: View>(action: @escaping () -> Void, @ViewBuilder label: () -> L)
        -> some View
    { inert("accessibilityAction") }
    /// Not modelled: actions VoiceOver offers, as buttons.
    nonisolated public func accessibilityActions<C: View>(@ViewBuilder _ content: () -> C) -> some View {
        inert("accessibilityActions")
    }
    /// Not modelled: what a swipe up or down does on the view.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View { inert("accessibilityAdjustableAction") }
    /// Not modelled: makes the view a heading of `level`.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        inert("accessibilityHeading")
    }
    /// Not modelled: the order VoiceOver reads the view in among its siblings.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        inert("accessibilitySortPriority")
    }
    /// Not modelled: other labels Voice Control accepts for the view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        inert("accessibilityInputLabels")
    }
    /// Not modelled: other labels Voice Control accepts for the view.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        inert("accessibilityInputLabels")
    }
    /// Not modelled: other labels Voice Control accepts for the view.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        inert("accessibilityInputLabels")
    }
    /// Not modelled: shows a large version of the view when a person with a large text size long-presses it.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        inert("accessibilityShowsLargeContentViewer")
    }
    /// Not modelled: whether VoiceOver treats the view as interactive.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> some View
    { inert("accessibilityRespondsToUserInteraction") }
    /// Not modelled: replaces what VoiceOver reads for the view with `representation`.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        inert("accessibilityRepresentation")
    }
    /// Not modelled: makes the children of the view VoiceOver reads `children`.
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        inert("accessibilityChildren")
    }
    /// Not modelled: ignores the color scheme's inversion when Smart Invert is on.
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        inert("accessibilityIgnoresInvertColors")
    }
}

extension View {
    /// Not modelled: describes what acting on the view does, for VoiceOver.
    nonisolated public func accessibilityHint(_ hint: String) -> some View { inert("accessibilityHint") }
    /// Not modelled: identifies the view for UI tests.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        inert("accessibilityIdentifier")
    }
    /// Not modelled: hides the view from VoiceOver.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { inert("accessibilityHidden") }
    /// Not modelled: makes the view one accessibility element.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        inert("accessibilityElement")
    }
    /// Not modelled: sets the view's help text.
    nonisolated public func help(_ text: String) -> some View { inert("help") }
}
/// How `accessibilityElement(children:)` treats the view's children for VoiceOver.
public struct AccessibilityChildBehavior: Sendable {
    /// Ignore the children, keep them as elements inside the view, or combine them into one; all alike here.
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

extension View {
    /// The accessibility label, as a `Text` (the iOS 13 form of `accessibilityLabel(_:)`): a control
    /// is found and shown by it.
    nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// Not modelled: the accessibility hint (the iOS 13 form of `accessibilityHint(_:)`).
    nonisolated public func accessibility(hint: Text) -> some View { inert("accessibility(hint:)") }
    /// Not modelled: the accessibility value (the iOS 13 form of `accessibilityValue(_:)`).
    nonisolated public func accessibility(value: Text) -> some View { inert("accessibility(value:)") }
    /// Not modelled: hides the view from VoiceOver (the iOS 13 form of `accessibilityHidden(_:)`).
    nonisolated public func accessibility(hidden: Bool) -> some View { inert("accessibility(hidden:)") }
    /// Not modelled: the identifier UI tests use (the iOS 13 form of `accessibilityIdentifier(_:)`).
    nonisolated public func accessibility(identifier: String) -> some View { inert("accessibility(identifier:)") }
    /// Not modelled: adds accessibility traits (the iOS 13 form of `accessibilityAddTraits(_:)`).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        inert("accessibility(addTraits:)")
    }
    /// Not modelled: removes accessibility traits (the iOS 13 form of `accessibilityRemoveTraits(_:)`).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        inert("accessibility(removeTraits:)")
    }
    /// Not modelled: the order VoiceOver reads views in (the iOS 13 form of `accessibilitySortPriority(_:)`).
    nonisolated public func accessibility(sortPriority: Double) -> some View { inert("accessibility(sortPriority:)") }
}
