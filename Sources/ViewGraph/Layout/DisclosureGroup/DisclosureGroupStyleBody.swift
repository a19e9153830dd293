private struct DisclosureGroupStylesKey: EnvironmentKey {
    static var defaultValue: [SetStyle<any DisclosureGroupStyle>] { [] }
}

extension EnvironmentValues {
    /// The disclosure group styles set above, the innermost last.
    var disclosureGroupStyles: [SetStyle<any DisclosureGroupStyle>] {
        get { self[DisclosureGroupStylesKey.self] }
        set { self[DisclosureGroupStylesKey.self] = newValue }
    }
}

/// A disclosure group's content under a `DisclosureGroupStyle` of the lesson's own.
nonisolated struct DisclosureGroupStyleBody<Style: DisclosureGroupStyle>: View, CustomStyleBody {
    let style: Style
    let configuration: DisclosureGroupStyleConfiguration
    @MainActor var body: Style.Body { style.makeBody(configuration: configuration) }
}

extension DisclosureGroupStyle {
    func styleBody(_ configuration: DisclosureGroupStyleConfiguration) -> any View {
        DisclosureGroupStyleBody(style: self, configuration: configuration)
    }
}
