extension View {
    /// Sets how the text fields below show: a rounded border adds room around the text (see
    /// `TextFieldLayout.swift`); the screen's lines show a field alike in every style.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.hasRoundedBorderFields, style is RoundedBorderTextFieldStyle)
    }
}

private struct RoundedBorderFieldsKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether `textFieldStyle(.roundedBorder)` is the style of the fields below.
    var hasRoundedBorderFields: Bool {
        get { self[RoundedBorderFieldsKey.self] }
        set { self[RoundedBorderFieldsKey.self] = newValue }
    }
}
/// How text fields show. A style of the lesson's own (the underscored `_body(configuration:)` that
/// public code writes) builds, but the engine does not call it: a field shows as it is.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view the style makes.
    associatedtype _Body: View
    /// The field's label, as the style is given it.
    typealias _Label = _TextFieldStyleLabel
    /// Makes the field's look from the field itself.
    @ViewBuilder @MainActor func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label a text field style's field carries.
nonisolated public struct _TextFieldStyleLabel: View {
    public typealias Body = Never
}
@MainActor extension _TextFieldStyleLabel: PrimitiveView {
    func reconcileChildren(of node: ViewNode, in graph: UpdateGraph) {}
}

/// The `.roundedBorder` text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    /// The field as it is (the engine draws no style).
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `.plain` text field style.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
/// The `.automatic` text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
