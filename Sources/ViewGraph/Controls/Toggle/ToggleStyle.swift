extension View {
    /// Sets how the switches below show: a style of the lesson's own is their content (a tap acts on
    /// what it draws); the system's styles are not drawn.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        settingStyle(\.toggleStyles, style, isSystem: style is any SystemStyle, name: "toggleStyle")
    }
}
/// How switches show. A style of the lesson's own makes the switch in `makeBody`, a view builder as
/// SwiftUI's is.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the switch from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
/// The `.switch` toggle style.
public struct SwitchToggleStyle: ToggleStyle, SystemStyle {
    public init() {}
    /// Not modelled: a switch whose track is `tint` when on (deprecated; `.tint(_:)` instead).
    public init(tint: Color) { UnmodelledAPI.note("SwitchToggleStyle(tint:)") }
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
    /// The switch's label, as a view: a stand-in that shows the switch's own label.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The switch's label.
    public let label: Label
    /// Whether the switch is on.
    @Binding public var isOn: Bool
    /// Whether the switch stands for several values that differ.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}
@MainActor extension ToggleStyleConfiguration.Label: StylePartStandIn {}

extension ToggleStyle {
    /// What the style is given.
    public typealias Configuration = ToggleStyleConfiguration
}

/// The `.button` switch style.
public struct ButtonToggleStyle: ToggleStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.automatic` switch style.
public struct DefaultToggleStyle: ToggleStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
