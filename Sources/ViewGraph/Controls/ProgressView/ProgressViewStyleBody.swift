private struct ProgressViewStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any ProgressViewStyle>] { [] }
}

extension EnvironmentValues {
    /// The progress view styles set above, the innermost last.
    var progressViewStyles: [SetStyle<any ProgressViewStyle>] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

/// A progress view's content under a `ProgressViewStyle` of the lesson's own.
nonisolated struct ProgressViewStyleBody<Style: ProgressViewStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: ProgressViewStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension ProgressViewStyle {
    func styleBody(_ configuration: ProgressViewStyleConfiguration) -> any View {
        ProgressViewStyleBody(style: self, configuration: configuration)
    }
}
