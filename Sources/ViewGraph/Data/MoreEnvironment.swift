import Foundation

// Environment values the engine keeps at the defaults of an iPhone 17 simulator in US English,
// light mode, default text size, app in the foreground.

/// The size of text a person chose in Settings, from extra small to the accessibility sizes.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older name of a text size (`\.sizeCategory`).
public enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether the app is in the foreground, in the background, or on its way between them.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// Whether a list's rows can be edited (deleted, moved).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether rows are being edited now.
    public var isEditing: Bool { self != .inactive }
}

/// The direction text runs in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// Whether the person asked for more contrast.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// Opens a URL: the action behind `Link` and `@Environment(\.openURL)`.
public struct OpenURLAction {
    /// What became of a URL given to the action.
    public struct Result: Sendable {
        let name: String
        /// The handler opened the URL itself.
        public static let handled = Result(name: "handled")
        /// The handler would not open the URL.
        public static let discarded = Result(name: "discarded")
        /// The system should open the URL.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    let handler: (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`; in the engine nothing outside the app opens, so the default action does nothing.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

    /// Opens `url` and tells `completion` whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name != "discarded")
    }
}

/// Whether a view is presented, with a way to dismiss it (the iOS 13 form of `dismiss`).
public struct PresentationMode {
    /// Whether the view is presented now.
    public var isPresented: Bool
    /// Dismisses the view.
    public mutating func dismiss() {}
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct SizeCategoryKey: EnvironmentKey { static var defaultValue: ContentSizeCategory { .large } }
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } } }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { var calendar = Calendar(identifier: .gregorian); calendar.locale = Locale(identifier: "en_US"); return calendar } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }
private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct PresentationModeKey: EnvironmentKey { static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) } }

extension EnvironmentValues {
    /// The text size the person chose: large, the default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The text size under its older name: large, the default.
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }

    /// Whether the app is in the foreground: active, until a play sends it to the `background`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Opens URLs; `Link` uses it, and a view can set its own with `.environment(\.openURL, ...)`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether the list below is being edited: nil unless an ancestor sets it, as outside a navigation stack.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a pushed screen).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian, US English.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The height class of the window: regular on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The direction text runs in: left to right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point: 3 on an iPhone 17.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one pixel, in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Whether the person asked for less motion.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the person asked for less transparency.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the person asked for shapes as well as colours to tell things apart.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }

    /// Whether the person asked for more contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }

    /// Whether a search field above is being used.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Why the views below are drawn as placeholders, if they are.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The presentation the view is in (the iOS 13 form of `dismiss`).
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }
}
