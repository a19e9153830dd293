private struct ToggleStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any ToggleStyle>] { [] } }

extension EnvironmentValues {
    /// The toggle styles set above, the innermost last.
    var toggleStyles: [SetStyle<any ToggleStyle>] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

/// A switch's content under a `ToggleStyle` of the lesson's own.
nonisolated struct ToggleStyleBody<Style: ToggleStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ToggleStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension ToggleStyle {
    func styleBody(_ configuration: ToggleStyleConfiguration) -> any View {
        ToggleStyleBody(style: self, configuration: configuration)
    }
}
