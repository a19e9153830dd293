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

private struct PickerAppearanceKey: EnvironmentKey { static var defaultValue: PickerAppearance { .automatic } }

extension EnvironmentValues {
    /// The look `pickerStyle` chose for the pickers below.
    var pickerAppearance: PickerAppearance {
        get { self[PickerAppearanceKey.self] }
        set { self[PickerAppearanceKey.self] = newValue }
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
