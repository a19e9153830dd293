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
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The direction text runs in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }
}
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }

extension EnvironmentValues {
    /// The text size the person chose: large, the default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The text size under its older name: large, the default. The same setting as
    /// `dynamicTypeSize`, size for size (SwiftUI deprecated `sizeCategory` for it in iOS 15, and
    /// `.environment(\.sizeCategory, .accessibilityLarge)` in a preview still grows its fonts), so
    /// setting one sets the other.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(rawValue: newValue.rawValue) ?? .large }
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
}
