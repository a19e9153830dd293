// Styles: the built-in ones the lessons name, and the protocols a lesson's own style adopts. The engine
// draws nothing, so a style never changes what is on the screen, and a custom style's `makeBody` is
// never called: a button keeps its own label.

extension View {
    /// Not modelled: sets how buttons show.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { inert("buttonStyle") }
}
/// A style for buttons that also decides when the action runs: `makeBody` gets the label and a
/// `trigger()` that runs the action. Its `makeBody` is a view builder, as SwiftUI's is, so it may hold
/// `let`s, `if`s and `#available` checks.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the button from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
/// The `.plain` button style.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.bordered` button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.borderedProminent` button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The `.borderless` button style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The styles above under their short names, as in `.buttonStyle(.bordered)`.
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
/// A style of the lesson's own for buttons: `makeBody` gets the label and whether it is pressed.
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
    /// The button's label, as a view.
    public struct Label: View {
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
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
    }
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Runs the button's action.
    public func trigger() {}
}

extension ButtonStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }
extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView { func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {} }

extension PrimitiveButtonStyle {
    /// What the style is given.
    public typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension View {
    /// Not modelled: gives the buttons below a style of the lesson's own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { inert("buttonStyle") }
}

/// The system's choice of button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// Shows the label as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
/// The system's choice of button style, as `.automatic`.
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
