private struct ButtonStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<AnyButtonStyle>] { [] } }

/// A button style of either kind.
enum AnyButtonStyle {
    case standard(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension EnvironmentValues {
    /// The button styles set above, the innermost last.
    var buttonStyles: [SetStyle<AnyButtonStyle>] {
        get { self[ButtonStylesKey.self] }
        set { self[ButtonStylesKey.self] = newValue }
    }
}

/// A button's content under a `ButtonStyle` of the lesson's own.
nonisolated struct ButtonStyleBody<Style: ButtonStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ButtonStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

/// A button's content under a `PrimitiveButtonStyle` of the lesson's own.
nonisolated struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension ButtonStyle {
    func styleBody(_ configuration: ButtonStyleConfiguration) -> any View {
        ButtonStyleBody(style: self, configuration: configuration)
    }
}
extension PrimitiveButtonStyle {
    func styleBody(_ configuration: PrimitiveButtonStyleConfiguration) -> any View {
        PrimitiveButtonStyleBody(style: self, configuration: configuration)
    }
}
