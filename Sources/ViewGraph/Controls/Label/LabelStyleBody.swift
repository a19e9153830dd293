private struct LabelStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any LabelStyle>] { [] } }

extension EnvironmentValues {
    /// The label styles set above, the innermost last.
    var labelStyles: [SetStyle<any LabelStyle>] {
        get { self[LabelStylesKey.self] }
        set { self[LabelStylesKey.self] = newValue }
    }
}

/// A label's content under a `LabelStyle` of the lesson's own.
nonisolated struct LabelStyleBody<Style: LabelStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: LabelStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension LabelStyle {
    func styleBody(_ configuration: LabelStyleConfiguration) -> any View {
        LabelStyleBody(style: self, configuration: configuration)
    }
}
