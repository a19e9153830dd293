// Button styles: the system's, which the engine does not draw (a button keeps its label), and the
// protocols a lesson's own style adopts, whose `makeBody` is the button's content (`SetStyle.swift`).

extension View {
    /// Sets how the buttons below show: a style of the lesson's own is their content; the system's
    /// styles are not drawn.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        settingStyle(\.buttonStyles, .primitive(style), isSystem: style is any SystemStyle, name: "buttonStyle")
    }
}
/// A style for buttons that also decides when the action runs: `makeBody` gets the label and a
/// `trigger()` that runs the action. Its `makeBody` is a view builder, as SwiftUI's is, so it may hold
/// `let`s, `if`s and `#available` checks.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the button from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
/// The `.plain` button style.
public struct PlainButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.bordered` button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.borderedProminent` button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.borderless` button style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The styles above under their short names, as in `.buttonStyle(.bordered)`.
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
/// A style of the lesson's own for buttons: `makeBody` gets the label and whether it is pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
    /// Makes the button's look from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view: a stand-in that shows the button's own label.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view: a stand-in that shows the button's own label.
    nonisolated public struct Label: View {
        let part: StylePart?
        public typealias Body = Never
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// The button's action as its parent last made it, kept by the button (so a new closure from the
    /// parent does not make the configuration new).
    let action: ButtonAction
    /// Runs the button's action.
    public func trigger() {
        let action = UncheckedSendable(action)
        onMainActor { action.value.run() }
    }
}

/// A button's action, kept by the button between updates.
@MainActor
final class ButtonAction {
    var action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() { action() }
}

@MainActor extension ButtonStyleConfiguration.Label: StylePartStandIn {}
@MainActor extension PrimitiveButtonStyleConfiguration.Label: StylePartStandIn {}

extension PrimitiveButtonStyle {
    /// What the style is given.
    public typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension View {
    /// Gives the buttons below a style of the lesson's own: its `makeBody` is each button's content,
    /// pressed while a tap holds it.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        settingStyle(\.buttonStyles, .standard(style), isSystem: style is any SystemStyle, name: "buttonStyle")
    }
}

/// The system's choice of button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, SystemStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The system's choice of button style, as `.automatic`.
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
