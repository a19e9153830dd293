/// How a group box shows.
public protocol GroupBoxStyle {}
/// The `.automatic` group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }

extension View {
    /// Not modelled: how the group boxes below show.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { inert("groupBoxStyle") }
}
