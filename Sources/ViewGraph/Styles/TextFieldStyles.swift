extension View {
    /// Not modelled: sets how text fields show.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { inert("textFieldStyle") }
}
/// How text fields show.
public protocol TextFieldStyle {}
/// The `.roundedBorder` text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }

/// The `.plain` text field style.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// The `.automatic` text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
