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

private struct DatePickerAppearanceKey: EnvironmentKey { static var defaultValue: DatePickerAppearance { .compact } }

extension EnvironmentValues {
    /// The look `datePickerStyle` chose for the date pickers below: compact, iOS's automatic look.
    var datePickerAppearance: DatePickerAppearance {
        get { self[DatePickerAppearanceKey.self] }
        set { self[DatePickerAppearanceKey.self] = newValue }
    }
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
