extension View {
    /// Not modelled: sets how switches show.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { inert("toggleStyle") }
}
/// How switches show. A style of the lesson's own makes the switch in `makeBody`, a view builder as
/// SwiftUI's is.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the switch from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
/// The `.switch` toggle style.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
    /// The switch's label, as a view.
    public struct Label: View {
        public typealias Body = Never
    }
    /// The switch's label.
    public let label: Label
    /// Whether the switch is on.
    @Binding public var isOn: Bool
    /// Whether the switch stands for several values that differ.
    public var isMixed: Bool
}
extension ToggleStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }

extension ToggleStyle {
    /// What the style is given.
    public typealias Configuration = ToggleStyleConfiguration
}

/// The `.button` switch style.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.automatic` switch style.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
