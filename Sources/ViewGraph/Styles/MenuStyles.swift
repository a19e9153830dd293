/// How a menu shows.
public protocol MenuStyle {}
/// The `.button` menu style.
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// The `.automatic` menu style.
public struct DefaultMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }

extension View {
    /// Not modelled: how the menus below show.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { inert("menuStyle") }
}
