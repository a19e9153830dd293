private struct GroupBoxStylesKey: EnvironmentKey { static var defaultValue: [SetStyle<any GroupBoxStyle>] { [] } }

extension EnvironmentValues {
    /// The group box styles set above, the innermost last.
    var groupBoxStyles: [SetStyle<any GroupBoxStyle>] {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
}

/// A group box's content under a `GroupBoxStyle` of the lesson's own.
nonisolated struct GroupBoxStyleBody<Style: GroupBoxStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: GroupBoxStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension GroupBoxStyle {
    func styleBody(_ configuration: GroupBoxStyleConfiguration) -> any View {
        GroupBoxStyleBody(style: self, configuration: configuration)
    }
}
