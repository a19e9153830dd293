extension View {
    /// Sets how the pickers below show, which decides their size (see `PickerLayout.swift`); the
    /// screen's lines show a picker alike in every style.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerAppearance, PickerAppearance(style))
    }
}

/// The look of a picker, as far as its layout goes.
enum PickerAppearance: Equatable, Sendable {
    case automatic, menu, segmented, wheel, inline, navigationLink, palette

    init(_ style: any PickerStyle) {
        switch style {
        case is MenuPickerStyle: self = .menu
        case is SegmentedPickerStyle: self = .segmented
        case is WheelPickerStyle: self = .wheel
        case is InlinePickerStyle: self = .inline
        case is NavigationLinkPickerStyle: self = .navigationLink
        case is PalettePickerStyle: self = .palette
        default: self = .automatic
        }
    }
}

/// The look of a date picker, as far as its layout goes.
enum DatePickerAppearance: Equatable, Sendable {
    case compact, graphical, wheel

    init(_ style: any DatePickerStyle) {
        switch style {
        case is GraphicalDatePickerStyle: self = .graphical
        case is WheelDatePickerStyle: self = .wheel
        default: self = .compact
        }
    }
}

private struct PickerAppearanceKey: EnvironmentKey { static var defaultValue: PickerAppearance { .automatic } }
private struct DatePickerAppearanceKey: EnvironmentKey { static var defaultValue: DatePickerAppearance { .compact } }

extension EnvironmentValues {
    /// The look `pickerStyle` chose for the pickers below.
    var pickerAppearance: PickerAppearance {
        get { self[PickerAppearanceKey.self] }
        set { self[PickerAppearanceKey.self] = newValue }
    }
    /// The look `datePickerStyle` chose for the date pickers below: compact, iOS's automatic look.
    var datePickerAppearance: DatePickerAppearance {
        get { self[DatePickerAppearanceKey.self] }
        set { self[DatePickerAppearanceKey.self] = newValue }
    }
}
/// How pickers show.
public protocol PickerStyle {}
/// The `.segmented` picker style.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// The `.menu` picker style.
public struct MenuPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }

/// The `.wheel` picker style.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// The `.inline` picker style.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// The `.navigationLink` picker style.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// The `.palette` picker style.
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// The `.automatic` picker style.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// How a date picker shows.
public protocol DatePickerStyle {}
/// The `.compact` date picker style.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.graphical` date picker style.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.wheel` date picker style.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// The `.automatic` date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers below show, which decides their size (see `DatePickerLayout.swift`).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerAppearance, DatePickerAppearance(style))
    }
}
