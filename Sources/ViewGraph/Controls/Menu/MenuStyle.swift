/// How a menu shows. A style of the lesson's own builds, but the engine does not call its `makeBody`:
/// a menu shows and opens as it is.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = MenuStyleConfiguration
    /// Makes the menu from `configuration`.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a menu style is given: the menu's label and content, as views.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    nonisolated public struct Label: View { public typealias Body = Never }
    /// The menu's content, as a view.
    nonisolated public struct Content: View { public typealias Body = Never }
}
@MainActor extension MenuStyleConfiguration.Label: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
}
@MainActor extension MenuStyleConfiguration.Content: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a menu style is given, as a plain menu.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { MenuStyleConfiguration.Content() }, label: { MenuStyleConfiguration.Label() })
    }
}

/// The `.button` menu style.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    /// The menu as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// The `.automatic` menu style.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    /// The menu as it is (the engine draws no style).
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension View {
    /// Not modelled: how the menus below show.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { inert("menuStyle") }
}
