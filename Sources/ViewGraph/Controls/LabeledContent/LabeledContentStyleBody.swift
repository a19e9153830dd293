private struct LabeledContentStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any LabeledContentStyle>] { [] }
}

extension EnvironmentValues {
    /// The labeled content styles set above, the innermost last.
    var labeledContentStyles: [SetStyle<any LabeledContentStyle>] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

/// A labeled row's content under a `LabeledContentStyle` of the lesson's own.
nonisolated struct LabeledContentStyleBody<Style: LabeledContentStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: LabeledContentStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension LabeledContentStyle {
    func styleBody(_ configuration: LabeledContentStyleConfiguration) -> any View {
        LabeledContentStyleBody(style: self, configuration: configuration)
    }
}
